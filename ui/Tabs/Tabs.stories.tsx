import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, TabList, Tab, TabPanel } from './Tabs';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { useStoryLanguage } from '../../.storybook/story-language';
import { shown } from '../../.storybook/story-categories';
import { demoDishName, demoDishesOfCategory, sameCategoryIn } from '../../mocks/demo-dishes';
import { vars } from '../../tokens';

const meta = {
  title: 'Components/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = { padding: 12, color: vars.color.text } as const;

/** Four of the demo restaurant's categories (named in English here, shown in the toolbar's language). */
const categories = ['Starters & salads', 'Soups', 'Sashimi', 'Nigiri'] as const;

/** The demo categories as tabs, each panel listing the category's first dishes. */
function MenuTabs({
  disabled,
  orientation,
  ...props
}: Pick<Parameters<typeof Tabs>[0], 'onSelectionChange' | 'orientation'> & {
  disabled?: readonly string[];
}) {
  const language = useStoryLanguage();
  const intl = useIntl();
  return (
    <Tabs
      {...props}
      orientation={orientation}
      disabledKeys={disabled}
      style={orientation === 'vertical' ? { height: 220 } : undefined}
    >
      <TabList aria-label={intl.formatMessage({ id: 'bottomBar.menuPage' })}>
        {categories.map((name) => (
          <Tab key={name} id={name}>
            {sameCategoryIn(name, language)}
          </Tab>
        ))}
      </TabList>
      {categories.map((name) => (
        <TabPanel key={name} id={name} style={panel}>
          {demoDishesOfCategory(name, 3)
            .map((dish) => demoDishName(dish.item_id, language))
            .join(', ')}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The first dishes of a demo category in the play's language, as its panel lists them. */
const firstDish = (category: string, language: Parameters<typeof demoDishName>[1]) =>
  demoDishName(demoDishesOfCategory(category, 1)[0]!.item_id, language);

/** The menu's categories as tabs: the first is selected, a press selects another. */
export const MenuCategories: Story = {
  render: (args) => <MenuTabs onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvas, userEvent, args, globals }) => {
    const { c, language } = shown(globals);
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      firstDish('Starters & salads', language),
    );
    await userEvent.click(canvas.getByRole('tab', { name: c('Sashimi') }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Sashimi');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(firstDish('Sashimi', language));
  },
};

/** The same tabs in Chinese: the play finds them by their Chinese names. */
export const MenuCategoriesInChinese: Story = { ...MenuCategories, globals: { locale: 'ZH' } };

/** Arrow keys move and select; Home and End jump to the ends. */
export const Keyboard: Story = {
  render: MenuCategories.render,
  play: async ({ canvas, userEvent, args, globals }) => {
    const { c, language } = shown(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: c('Soups') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Soups');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: c('Nigiri') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(firstDish('Nigiri', language));
  },
};

/** The same keys in Italian. */
export const KeyboardInItalian: Story = { ...Keyboard, globals: { locale: 'IT' } };

const rounds = Array.from({ length: 12 }, (_, i) => i + 1);

/** The order history's tabs: twelve rounds, then the waiter's, extra charges and other devices. */
function History({ initial, badge }: { initial: Key; badge?: number }) {
  const [selected, setSelected] = useState<Key>(initial);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const others = [
    ['waiter', t('history.waiter')],
    ['extra', t('history.extra')],
    ['devices', t('history.other')],
  ] as const;
  return (
    <Tabs selectedKey={selected} onSelectionChange={setSelected} style={{ width: '100%' }}>
      <TabList aria-label={t('history.tabs')}>
        {rounds.map((turn) => (
          <Tab key={turn} id={`round-${turn}`} badge={turn === 2 ? badge : undefined}>
            {t('history.round', { turn })}
          </Tab>
        ))}
        {others.map(([id, label]) => (
          <Tab key={id} id={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      {rounds.map((turn) => (
        <TabPanel key={turn} id={`round-${turn}`} style={panel}>
          {t('cart.units', { count: turn })}
        </TabPanel>
      ))}
      {others.map(([id, label]) => (
        <TabPanel key={id} id={id} style={panel}>
          {label}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** Fifteen tabs on a phone: the row scrolls, and the selected tab is kept in view. */
export const Overflowing: Story = {
  render: () => <History initial="round-9" />,
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = shown(globals);
    const selected = canvas.getByRole('tab', { name: t('history.round', { turn: 9 }) });
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const inView = () => {
      const l = list.getBoundingClientRect();
      const tab = canvas.getByRole('tab', { selected: true }).getBoundingClientRect();
      return tab.left >= l.left - 1 && tab.right <= l.right + 1;
    };
    await expect(inView()).toBe(true);
    await userEvent.click(selected);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: t('history.other') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(inView()).toBe(true));
  },
};

/** The same row in Chinese, whose labels are short: it still scrolls. */
export const OverflowingInChinese: Story = { ...Overflowing, globals: { locale: 'ZH' } };

/** A count beside a tab's name, read out with its words. */
export const WithBadges: Story = {
  render: function Render() {
    const intl = useIntl();
    const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
    return (
      <Tabs>
        <TabList aria-label={t('bottomBar.noticeCenter')}>
          <Tab id="notice" badge={3} badgeLabel={t('bottomBar.noticeCount', { count: 3 })}>
            {t('bottomBar.noticeCenter')}
          </Tab>
          <Tab id="orders">{t('history.title')}</Tab>
          <Tab id="waiter" badge={0}>
            {t('callWaiter.title')}
          </Tab>
        </TabList>
        <TabPanel id="notice" style={panel}>
          {t('bottomBar.noticeCount', { count: 3 })}
        </TabPanel>
        <TabPanel id="orders" style={panel}>
          {t('history.empty')}
        </TabPanel>
        <TabPanel id="waiter" style={panel}>
          {t('callWaiter.options')}
        </TabPanel>
      </Tabs>
    );
  },
  play: async ({ canvas, globals }) => {
    const { t } = shown(globals);
    const notices = `${t('bottomBar.noticeCenter')} ${t('bottomBar.noticeCount', { count: 3 })}`;
    await expect(canvas.getByRole('tab', { name: notices })).toBeVisible();
    // A count of zero shows no badge: the tab is named by its label alone.
    await expect(canvas.getByRole('tab', { name: t('callWaiter.title') })).toBeVisible();
  },
};

/** A disabled tab is skipped by the arrow keys and ignores presses. */
export const Disabled: Story = {
  render: (args) => <MenuTabs onSelectionChange={args.onSelectionChange} disabled={['Soups']} />,
  play: async ({ canvas, userEvent, globals }) => {
    const { c } = shown(globals);
    const soups = canvas.getByRole('tab', { name: c('Soups') });
    await expect(soups).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(soups);
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: c('Starters & salads') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: c('Sashimi') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** German labels are long; the rows scroll rather than squeezing them. */
export const LongLabels: Story = {
  globals: { locale: 'DE' },
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <MenuTabs />
      <History initial="round-1" />
    </div>
  ),
  play: async ({ canvas }) => {
    const lists = canvas.getAllByRole('tablist');
    // The history's fifteen German tabs overflow the phone's width: that row scrolls.
    await expect(lists[1]!.scrollWidth).toBeGreaterThan(lists[1]!.clientWidth);
    // No tab is squeezed below its label's width.
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth + 1);
  },
};

/** Tabs beside their panel; Up and Down move. */
export const Vertical: Story = {
  render: (args) => <MenuTabs onSelectionChange={args.onSelectionChange} orientation="vertical" />,
  play: async ({ canvas, userEvent, globals }) => {
    const { c, language } = shown(globals);
    await userEvent.click(canvas.getByRole('tab', { name: c('Starters & salads') }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: c('Soups') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(firstDish('Soups', language));
  },
};

export const Themes: Story = {
  render: () => (
    <ThemeGrid>
      <History initial="round-2" badge={2} />
    </ThemeGrid>
  ),
};
