import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { VirtualList } from './VirtualList';
import type { VirtualListHandle } from './VirtualList';
import { Button } from '../Button/Button';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { vars } from '../../tokens';

const dishes = [
  'Nigiri salmone',
  'Uramaki California',
  'Gyoza di maiale',
  '麻婆豆腐',
  'Tempura di gamberi',
  'Edamame',
  'Sashimi di tonno',
  '小笼包',
  'Spaghetti di soia',
  'Pollo teriyaki',
] as const;

const dishAt = (i: number) => `${i + 1}. ${dishes[i % dishes.length]}`;
const thousand = Array.from({ length: 1000 }, (_, i) => dishAt(i));

function FixedRow({ label }: { label: string }) {
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
      {label}
    </div>
  );
}

/** The spec's cart rows: 81 base, +32 with condiments or remark, +24 with an excess price. */
interface CartLine {
  id: number;
  name: string;
  count: number;
  condiments?: string;
  excess?: string;
}

const cartLines: CartLine[] = Array.from({ length: 300 }, (_, i) => ({
  id: i,
  name: dishes[i % dishes.length] as string,
  count: (i % 3) + 1,
  condiments: i % 4 === 1 ? 'Salsa di soia, wasabi · senza cipolla' : undefined,
  excess: i % 5 === 2 ? 'Extra € 2,50' : undefined,
}));

const cartRowHeight = (line: CartLine) => 81 + (line.condiments ? 32 : 0) + (line.excess ? 24 : 0);

function CartRow({ line }: { line: CartLine }) {
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
        {line.name} × {line.count}
      </strong>
      {line.condiments && <span style={{ color: vars.color.textMuted }}>{line.condiments}</span>}
      {line.excess && <span style={{ color: vars.color.accentText }}>{line.excess}</span>}
    </div>
  );
}

/** The spec's history: a title row per round (58 the first, 40 the others), dish rows of 96. */
type HistoryRow =
  | { kind: 'title'; round: number; total: number }
  | { kind: 'dish'; round: number; name: string; count: number };

const history: HistoryRow[] = Array.from({ length: 12 }, (_, r) => [
  { kind: 'title' as const, round: r + 1, total: 8 },
  ...Array.from({ length: 8 }, (_, d) => ({
    kind: 'dish' as const,
    round: r + 1,
    name: dishes[(r + d) % dishes.length] as string,
    count: (d % 2) + 1,
  })),
]).flat();

const historyHeight = (i: number) => {
  const row = history[i];
  if (!row || row.kind === 'dish') return 96;
  return i === 0 ? 58 : 40;
};

function HistoryItem({ row, first }: { row: HistoryRow; first: boolean }) {
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
        <span>Round {row.round}</span>
        <span>{row.total} dishes</span>
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
      {row.name} × {row.count}
    </div>
  );
}

const meta = {
  title: 'Components/VirtualList',
  tags: ['autodocs'],
  component: VirtualList,
  args: {
    items: thousand,
    'aria-label': 'Dishes',
    estimateSize: 48,
    height: 600,
    renderItem: (item: unknown, _index: number) => <FixedRow label={String(item)} />,
  },
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThousandFixedRows: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Dishes' });
    await expect(canvas.getByText('1. Nigiri salmone')).toBeVisible();
    // Only the rows near the visible area exist in the page.
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
    list.scrollTop = 900 * 48;
    await waitFor(() => expect(canvas.getByText('901. Nigiri salmone')).toBeVisible());
    await expect(canvas.queryByText('1. Nigiri salmone')).not.toBeInTheDocument();
    const row = canvasElement.querySelector('[aria-posinset="901"]');
    await expect(row).toHaveAttribute('aria-setsize', '1000');
    list.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('1. Nigiri salmone')).toBeVisible());
  },
};

function ScrollToIndexDemo() {
  const ref = useRef<VirtualListHandle>(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="sm" variant="secondary" onPress={() => ref.current?.scrollToIndex(749)}>
          Go to 750
        </Button>
        <Button size="sm" variant="secondary" onPress={() => ref.current?.scrollToTop()}>
          Back to top
        </Button>
      </div>
      <VirtualList
        ref={ref}
        items={thousand}
        aria-label="Dishes"
        estimateSize={48}
        height={560}
        renderItem={(item) => <FixedRow label={item} />}
      />
    </div>
  );
}

export const ScrollToIndex: Story = {
  render: () => <ScrollToIndexDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to 750' }));
    await waitFor(() => expect(canvas.getByText('750. Pollo teriyaki')).toBeVisible());
    const list = canvas.getByRole('list', { name: 'Dishes' });
    const row = canvas.getByText('750. Pollo teriyaki').closest('[role="listitem"]');
    // Aligned to the start: the row sits at the top edge of the list.
    await expect(
      Math.abs((row?.getBoundingClientRect().top ?? 0) - list.getBoundingClientRect().top),
    ).toBeLessThan(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }));
    await waitFor(() => expect(canvas.getByText('1. Nigiri salmone')).toBeVisible());
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
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Cart' });
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
    'aria-label': 'Order history',
    estimateSize: historyHeight,
    overscan: 10,
    isSectionTitle: (item: unknown) => (item as HistoryRow).kind === 'title',
    renderItem: (item: unknown, i: number) => (
      <HistoryItem row={item as HistoryRow} first={i === 0} />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Order history' });
    // Scroll into the middle of round 5: its title stays pinned at the top.
    const round5 = historyHeight(0) + 4 * (40 + 8 * 96) - 40;
    list.scrollTop = round5 + 40 + 3 * 96;
    await waitFor(() => {
      const title = canvas.getByText('Round 5').closest('[role="listitem"]');
      expect(
        Math.abs((title?.getBoundingClientRect().top ?? -1) - list.getBoundingClientRect().top),
      ).toBeLessThan(2);
    });
    await expect(canvasElement.querySelectorAll('[data-section-title]').length).toBeGreaterThan(0);
  },
};

function SheetBodyDemo() {
  const body = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={body}
      tabIndex={0}
      role="region"
      aria-label="Cart sheet"
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
        Tavolo 12 · Cart
      </div>
      <VirtualList
        items={cartLines}
        aria-label="Cart"
        estimateSize={(i) => cartRowHeight(cartLines[i] as CartLine)}
        measureRows
        scrollElementRef={body}
        renderItem={(line) => <CartRow line={line} />}
      />
    </div>
  );
}

export const InsideSheetBody: Story = {
  render: () => <SheetBodyDemo />,
  play: async ({ canvas, canvasElement }) => {
    const sheet = canvas.getByRole('region', { name: 'Cart sheet' });
    await expect(canvas.getByText('Tavolo 12 · Cart')).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing here yet');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <VirtualList {...args} height={200} />
    </ThemeGrid>
  ),
};
