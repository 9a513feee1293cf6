import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, TabList, Tab, TabPanel } from './Tabs';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { storyTexts } from '../../.storybook/story-language';
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

/** The restaurant's sections of the staff console: views of the same thing, the setup. */
const sections = ['settings', 'theme', 'printers', 'file'] as const;
type Section = (typeof sections)[number];

/**
 * What each section's panel shows: a line of its own texts in the toolbar's language, set apart
 * by a middle dot (which every language reads, unlike a comma).
 */
const sectionLine: Record<Section, (t: (id: string) => string) => string> = {
  settings: (t) =>
    ['approval', 'callService', 'review'].map((id) => t(`staff.owner.settings.${id}`)).join(' · '),
  theme: (t) =>
    ['dark', 'light', 'gold'].map((id) => t(`staff.owner.theme.names.${id}`)).join(' · '),
  printers: (t) => t('staff.owner.printers.none'),
  file: (t) => `${t('staff.owner.file.exportTitle')} · ${t('staff.owner.file.importTitle')}`,
};

/** The restaurant's sections as tabs, each panel a line of what the section holds. */
function SectionTabs({
  disabled,
  orientation,
  ...props
}: Pick<Parameters<typeof Tabs>[0], 'onSelectionChange' | 'orientation'> & {
  disabled?: readonly Section[];
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Tabs
      {...props}
      orientation={orientation}
      disabledKeys={disabled}
      style={orientation === 'vertical' ? { height: 220 } : undefined}
    >
      <TabList aria-label={t('staff.tabs.owner')}>
        {sections.map((id) => (
          <Tab key={id} id={id}>
            {t(`staff.owner.sections.${id}`)}
          </Tab>
        ))}
      </TabList>
      {sections.map((id) => (
        <TabPanel key={id} id={id} style={panel}>
          {sectionLine[id](t)}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** What a play finds on screen in the toolbar's language: a section's tab name and panel line. */
function sectionTexts(globals: Readonly<Record<string, unknown>>) {
  const { t } = storyTexts(globals);
  return {
    tab: (id: Section) => t(`staff.owner.sections.${id}`),
    line: (id: Section) => sectionLine[id]((key) => t(key)),
  };
}

/**
 * Sections of one place (here the restaurant's setup in the staff console): the first is
 * selected, a press selects another and shows its panel.
 */
export const Sections: Story = {
  render: (args) => <SectionTabs onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvas, userEvent, args, globals }) => {
    const { tab, line } = sectionTexts(globals);
    await expect(canvas.getByRole('tab', { name: tab('settings') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(line('settings'));
    await userEvent.click(canvas.getByRole('tab', { name: tab('printers') }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('printers');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(line('printers'));
  },
};

/** The same tabs in Chinese: the play finds them by their Chinese names. */
export const SectionsInChinese: Story = { ...Sections, globals: { locale: 'ZH' } };

/** Arrow keys move and select; Home and End jump to the ends. */
export const Keyboard: Story = {
  render: Sections.render,
  play: async ({ canvas, userEvent, args, globals }) => {
    const { tab, line } = sectionTexts(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: tab('settings') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: tab('theme') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('theme');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: tab('file') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: tab('settings') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(line('file'));
    // Where the row scrolls (long labels), the selected last tab ends up wholly in view.
    const list = canvas.getByRole('tablist');
    const last = canvas.getByRole('tab', { name: tab('file') });
    await waitFor(() => {
      const row = list.getBoundingClientRect();
      const box = last.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(row.left - 1);
      expect(box.right).toBeLessThanOrEqual(row.right + 1);
    });
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
    const { t } = storyTexts(globals);
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
    const { t } = storyTexts(globals);
    const notices = `${t('bottomBar.noticeCenter')} ${t('bottomBar.noticeCount', { count: 3 })}`;
    await expect(canvas.getByRole('tab', { name: notices })).toBeVisible();
    // A count of zero shows no badge: the tab is named by its label alone.
    await expect(canvas.getByRole('tab', { name: t('callWaiter.title') })).toBeVisible();
  },
};

/** A disabled tab is skipped by the arrow keys and ignores presses. */
export const Disabled: Story = {
  render: (args) => <SectionTabs onSelectionChange={args.onSelectionChange} disabled={['theme']} />,
  play: async ({ canvas, userEvent, globals }) => {
    const { tab } = sectionTexts(globals);
    const theme = canvas.getByRole('tab', { name: tab('theme') });
    await expect(theme).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(theme);
    await expect(canvas.getByRole('tab', { name: tab('settings') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: tab('settings') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: tab('printers') })).toHaveAttribute(
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
      <SectionTabs />
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
  render: (args) => (
    <SectionTabs onSelectionChange={args.onSelectionChange} orientation="vertical" />
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const { tab, line } = sectionTexts(globals);
    await userEvent.click(canvas.getByRole('tab', { name: tab('settings') }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: tab('theme') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(line('theme'));
  },
};

export const Themes: Story = {
  render: () => (
    <ThemeGrid>
      <History initial="round-2" badge={2} />
    </ThemeGrid>
  ),
};
