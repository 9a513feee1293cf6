import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, waitFor } from 'storybook/test';
import { VirtualList } from './VirtualList';
import type { VirtualListHandle } from './VirtualList';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import {
  sameTextIn,
  storyLanguage,
  storyTexts,
  useStoryLanguage,
} from '../../.storybook/story-language';
import { demoCondimentNames, demoDishName, demoDishSample } from '../../mocks/demo-dishes';
import type { Language } from '../../locales';
import { vars } from '../../tokens';

/** Ten of the demo restaurant's dishes, one in nine down the menu, named in the toolbar's language. */
const dishes = demoDishSample(10, 9);
const dishName = (i: number, language: Language) =>
  demoDishName(dishes[i % dishes.length]!.item_id, language);

/** The label of row `i` of the long list: its position and a dish. */
const dishAt = (i: number, language: Language) => `${i + 1}. ${dishName(i, language)}`;
const thousand = Array.from({ length: 1000 }, (_, i) => i);

function FixedRow({ index }: { index: number }) {
  return (
    <div
      style={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        paddingInline: vars.space.lg,
        borderBottom: `1px solid ${vars.color.border}`,
        fontSize: vars.fontSize.md,
      }}
    >
      {dishAt(index, useStoryLanguage())}
    </div>
  );
}

/** The spec's cart rows: 81 base, +32 with condiments or remark, +24 with an excess price. */
interface CartLine {
  id: number;
  dish: number;
  count: number;
  condiments: boolean;
  excess: boolean;
}

const cartLines: CartLine[] = Array.from({ length: 300 }, (_, i) => ({
  id: i,
  dish: i,
  count: (i % 3) + 1,
  condiments: i % 4 === 1,
  excess: i % 5 === 2,
}));

const cartRowHeight = (line: CartLine) => 81 + (line.condiments ? 32 : 0) + (line.excess ? 24 : 0);

/** Two of the demo restaurant's condiments (soy sauce, wasabi), as a cart line lists them. */
const twoCondiments = (language: Language) => demoCondimentNames(2, language).join(', ');

function CartRow({ line }: { line: CartLine }) {
  const language = useStoryLanguage();
  const intl = useIntl();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        height: cartRowHeight(line),
        padding: `${vars.space.md} ${vars.space.lg}`,
        borderBottom: `1px solid ${vars.color.border}`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space.xs,
      }}
    >
      <strong style={{ fontSize: vars.fontSize.md }}>
        {dishName(line.dish, language)} × {line.count}
      </strong>
      {line.condiments && (
        <span style={{ color: vars.color.textMuted }}>{twoCondiments(language)}</span>
      )}
      {line.excess && (
        <span style={{ color: vars.color.accentText }}>
          {intl.formatMessage({ id: 'cart.excessEach' }, { count: 1 })} · <Price amount={2.5} />
        </span>
      )}
    </div>
  );
}

/** The spec's history: a title row per round (58 the first, 40 the others), dish rows of 96. */
type HistoryRow =
  | { kind: 'title'; round: number; total: number }
  | { kind: 'dish'; round: number; dish: number; count: number };

const history: HistoryRow[] = Array.from({ length: 12 }, (_, r) => [
  { kind: 'title' as const, round: r + 1, total: 8 },
  ...Array.from({ length: 8 }, (_, d) => ({
    kind: 'dish' as const,
    round: r + 1,
    dish: r + d,
    count: (d % 2) + 1,
  })),
]).flat();

const historyHeight = (i: number) => {
  const row = history[i];
  if (!row || row.kind === 'dish') return 96;
  return i === 0 ? 58 : 40;
};

function HistoryItem({ row, first }: { row: HistoryRow; first: boolean }) {
  const language = useStoryLanguage();
  const intl = useIntl();
  if (row.kind === 'title') {
    return (
      <div
        style={{
          boxSizing: 'border-box',
          height: first ? 58 : 40,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInline: vars.space.lg,
          fontWeight: vars.fontWeight.bold,
          borderBottom: `1px solid ${vars.color.border}`,
        }}
      >
        <span>{intl.formatMessage({ id: 'history.round' }, { turn: row.round })}</span>
        <span>{intl.formatMessage({ id: 'cart.units' }, { count: row.total })}</span>
      </div>
    );
  }
  return (
    <div
      style={{
        boxSizing: 'border-box',
        height: 96,
        display: 'flex',
        alignItems: 'center',
        paddingInline: vars.space.lg,
        borderBottom: `1px solid ${vars.color.border}`,
      }}
    >
      {dishName(row.dish, language)} × {row.count}
    </div>
  );
}

/** The list's name is written in English and read out in the toolbar's language. */
const meta = {
  title: 'Components/VirtualList',
  tags: ['autodocs'],
  component: VirtualList,
  args: {
    items: thousand,
    'aria-label': 'Menu',
    estimateSize: 48,
    height: 600,
    renderItem: (item: unknown, _index: number) => <FixedRow index={item as number} />,
  },
  render: (args, { globals }) => (
    <VirtualList {...args} aria-label={sameTextIn(args['aria-label'], storyLanguage(globals))} />
  ),
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThousandFixedRows: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const list = canvas.getByRole('list', { name: sameTextIn('Menu', language) });
    await expect(canvas.getByText(dishAt(0, language))).toBeVisible();
    // Only the rows near the visible area exist in the page.
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
    list.scrollTop = 900 * 48;
    await waitFor(() => expect(canvas.getByText(dishAt(900, language))).toBeVisible());
    await expect(canvas.queryByText(dishAt(0, language))).not.toBeInTheDocument();
    const row = canvasElement.querySelector('[aria-posinset="901"]');
    await expect(row).toHaveAttribute('aria-setsize', '1000');
    list.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText(dishAt(0, language))).toBeVisible());
  },
};

/** The same list in Chinese: the play finds the Chinese names. */
export const ThousandFixedRowsInChinese: Story = {
  ...ThousandFixedRows,
  globals: { locale: 'ZH' },
};

function ScrollToIndexDemo({ language }: { language: Language }) {
  const ref = useRef<VirtualListHandle>(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="sm" variant="secondary" onPress={() => ref.current?.scrollToIndex(749)}>
          ↓ 750
        </Button>
        <Button size="sm" variant="secondary" onPress={() => ref.current?.scrollToTop()}>
          ↑ 1
        </Button>
      </div>
      <VirtualList
        ref={ref}
        items={thousand}
        aria-label={sameTextIn('Menu', language)}
        estimateSize={48}
        height={560}
        renderItem={(item) => <FixedRow index={item} />}
      />
    </div>
  );
}

/** Buttons that scroll the list to a row (aligned to its top) and back to the first one. */
export const ScrollToIndex: Story = {
  render: (_, { globals }) => <ScrollToIndexDemo language={storyLanguage(globals)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const language = storyLanguage(globals);
    const list = canvas.getByRole('list', { name: sameTextIn('Menu', language) });
    await userEvent.click(canvas.getByRole('button', { name: '↓ 750' }));
    await waitFor(() => expect(canvas.getByText(dishAt(749, language))).toBeVisible());
    const row = canvas.getByText(dishAt(749, language)).closest('[role="listitem"]');
    // Aligned to the start: the row sits at the top edge of the list.
    await expect(
      Math.abs((row?.getBoundingClientRect().top ?? 0) - list.getBoundingClientRect().top),
    ).toBeLessThan(2);
    await userEvent.click(canvas.getByRole('button', { name: '↑ 1' }));
    await waitFor(() => expect(canvas.getByText(dishAt(0, language))).toBeVisible());
  },
};

export const VariableCartRows: Story = {
  args: {
    items: cartLines,
    'aria-label': 'Cart',
    estimateSize: (i: number) => cartRowHeight(cartLines[i] as CartLine),
    measureRows: true,
    getItemKey: (item: unknown) => (item as CartLine).id,
    renderItem: (item: unknown) => <CartRow line={item as CartLine} />,
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const list = canvas.getByRole('list', { name: sameTextIn('Cart', storyLanguage(globals)) });
    const heightOf = (pos: number) =>
      canvasElement.querySelector(`[aria-posinset="${pos}"]`)?.getBoundingClientRect().height;
    await expect(heightOf(1)).toBe(81);
    await expect(heightOf(2)).toBe(113);
    await expect(heightOf(3)).toBe(105);
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="300"]')).toBeVisible());
  },
};

export const SectionTitles: Story = {
  args: {
    items: history,
    'aria-label': 'Your orders',
    estimateSize: historyHeight,
    overscan: 10,
    isSectionTitle: (item: unknown) => (item as HistoryRow).kind === 'title',
    renderItem: (item: unknown, i: number) => (
      <HistoryItem row={item as HistoryRow} first={i === 0} />
    ),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, language } = storyTexts(globals);
    const list = canvas.getByRole('list', { name: sameTextIn('Your orders', language) });
    // Scroll into the middle of round 5: its title stays pinned at the top.
    const round5 = historyHeight(0) + 4 * (40 + 8 * 96) - 40;
    list.scrollTop = round5 + 40 + 3 * 96;
    await waitFor(() => {
      const title = canvas.getByText(t('history.round', { turn: 5 })).closest('[role="listitem"]');
      expect(
        Math.abs((title?.getBoundingClientRect().top ?? -1) - list.getBoundingClientRect().top),
      ).toBeLessThan(2);
    });
    await expect(canvasElement.querySelectorAll('[data-section-title]').length).toBeGreaterThan(0);
  },
};

/** The history in Italian: the pinned title is found by its Italian text. */
export const SectionTitlesInItalian: Story = { ...SectionTitles, globals: { locale: 'IT' } };

function SheetBodyDemo({ language }: { language: Language }) {
  const body = useRef<HTMLDivElement>(null);
  const { t } = storyTexts({ locale: language });
  return (
    <div
      ref={body}
      tabIndex={0}
      role="region"
      aria-label={t('cart.title')}
      style={{
        height: 640,
        overflowY: 'auto',
        background: vars.color.surfaceRaised,
        borderRadius: vars.radius.lg,
      }}
    >
      <div
        style={{
          padding: vars.space.lg,
          fontSize: vars.fontSize.lg,
          fontWeight: vars.fontWeight.bold,
        }}
      >
        {t('home.table', { table: '12' })} · {t('cart.title')}
      </div>
      <VirtualList
        items={cartLines}
        aria-label={t('bottomBar.shoppingCartPage')}
        estimateSize={(i) => cartRowHeight(cartLines[i] as CartLine)}
        measureRows
        scrollElementRef={body}
        renderItem={(line) => <CartRow line={line} />}
      />
    </div>
  );
}

export const InsideSheetBody: Story = {
  render: (_, { globals }) => <SheetBodyDemo language={storyLanguage(globals)} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const sheet = canvas.getByRole('region', { name: t('cart.title') });
    await expect(
      canvas.getByText(`${t('home.table', { table: '12' })} · ${t('cart.title')}`),
    ).toBeVisible();
    sheet.scrollTop = sheet.scrollHeight;
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="300"]')).toBeVisible());
    // The last row ends exactly where the sheet's content ends.
    const last = canvasElement.querySelector('[aria-posinset="300"]') as HTMLElement;
    await expect(
      Math.abs(last.getBoundingClientRect().bottom - sheet.getBoundingClientRect().bottom),
    ).toBeLessThan(2);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyTexts(globals).t('virtualList.empty'),
    );
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Themes: Story = {
  render: (args, { globals }) => (
    <ThemeGrid>
      <VirtualList
        {...args}
        aria-label={sameTextIn(args['aria-label'], storyLanguage(globals))}
        height={200}
      />
    </ThemeGrid>
  ),
};
