import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, TabList, Tab, TabPanel } from './Tabs';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
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

/** The notice centre: four tabs, each with its panel. */
export const NoticeCentre: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Notice centre">
        <Tab id="notice">Notices</Tab>
        <Tab id="vip">VIP</Tab>
        <Tab id="review">Review</Tab>
        <Tab id="pin">Table PIN</Tab>
      </TabList>
      <TabPanel id="notice" style={panel}>
        Happy hour: Prosecco €3 until 19:00.
      </TabPanel>
      <TabPanel id="vip" style={panel}>
        Log in to collect points on this meal.
      </TabPanel>
      <TabPanel id="review" style={panel}>
        How was your dinner?
      </TabPanel>
      <TabPanel id="pin" style={panel}>
        This table’s PIN is 4821.
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Notices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Happy hour');
    await userEvent.click(canvas.getByRole('tab', { name: 'Review' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('review');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('How was your dinner?');
  },
};

/** Arrow keys move and select; Home and End jump to the ends. */
export const Keyboard: Story = {
  render: NoticeCentre.render,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Notices' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'VIP' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('vip');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Table PIN' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('4821');
  },
};

const rounds = Array.from({ length: 12 }, (_, i) => i + 1);

function History({ initial }: { initial: Key }) {
  const [selected, setSelected] = useState<Key>(initial);
  return (
    <Tabs selectedKey={selected} onSelectionChange={setSelected}>
      <TabList aria-label="Order history">
        {rounds.map((r) => (
          <Tab key={r} id={`round-${r}`}>
            Round {r}
          </Tab>
        ))}
        <Tab id="waiter">Waiter</Tab>
        <Tab id="extra">Extra charges</Tab>
        <Tab id="devices">Other devices</Tab>
      </TabList>
      {[...rounds.map((r) => `round-${r}`), 'waiter', 'extra', 'devices'].map((id) => (
        <TabPanel key={id} id={id} style={panel}>
          Dishes of {id.replace('round-', 'round ')}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** Fifteen tabs on a phone: the row scrolls, and the selected tab is kept in view. */
export const Overflowing: Story = {
  render: () => <History initial="round-9" />,
  play: async ({ canvas, userEvent }) => {
    const selected = canvas.getByRole('tab', { name: 'Round 9' });
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const inView = () => {
      const l = list.getBoundingClientRect();
      const t = canvas.getByRole('tab', { selected: true }).getBoundingClientRect();
      return t.left >= l.left - 1 && t.right <= l.right + 1;
    };
    await expect(inView()).toBe(true);
    await userEvent.click(selected);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Other devices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(inView()).toBe(true));
  },
};

export const WithBadges: Story = {
  render: () => (
    <Tabs>
      <TabList aria-label="Notice centre">
        <Tab id="notice" badge={3} badgeLabel="3 new">
          Notices
        </Tab>
        <Tab id="vip">VIP</Tab>
        <Tab id="review" badge={0}>
          Review
        </Tab>
      </TabList>
      <TabPanel id="notice" style={panel}>
        Three new notices.
      </TabPanel>
      <TabPanel id="vip" style={panel}>
        Member points: 1 240.
      </TabPanel>
      <TabPanel id="review" style={panel}>
        Rate your meal.
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Notices 3 new' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Review' })).toBeVisible();
  },
};

/** A disabled tab is skipped by the arrow keys and ignores presses. */
export const Disabled: Story = {
  render: (args) => (
    <Tabs {...args} disabledKeys={['vip']}>
      <TabList aria-label="Notice centre">
        <Tab id="notice">Notices</Tab>
        <Tab id="vip">VIP</Tab>
        <Tab id="review">Review</Tab>
      </TabList>
      <TabPanel id="notice" style={panel}>
        Happy hour until 19:00.
      </TabPanel>
      <TabPanel id="vip" style={panel}>
        Members only.
      </TabPanel>
      <TabPanel id="review" style={panel}>
        Rate your meal.
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'VIP' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'VIP' }));
    await expect(canvas.getByRole('tab', { name: 'Notices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Notices' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Review' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** German and Italian labels are long; the row scrolls rather than squeezing them. */
export const LongLabels: Story = {
  globals: { locale: 'DE' },
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Tabs>
        <TabList aria-label="Benachrichtigungszentrale">
          <Tab id="a">Mitteilungen</Tab>
          <Tab id="b">Treueprogramm</Tab>
          <Tab id="c">Bewertung abgeben</Tab>
          <Tab id="d">Tisch-PIN</Tab>
        </TabList>
        <TabPanel id="a" style={panel}>
          Heute: Sushi-Abend.
        </TabPanel>
        <TabPanel id="b" style={panel}>
          Punkte sammeln.
        </TabPanel>
        <TabPanel id="c" style={panel}>
          Wie war Ihr Essen?
        </TabPanel>
        <TabPanel id="d" style={panel}>
          PIN: 4821
        </TabPanel>
      </Tabs>
      <Tabs>
        <TabList aria-label="Storico ordini">
          <Tab id="a">Primo giro</Tab>
          <Tab id="b">Secondo giro</Tab>
          <Tab id="c">Supplementi</Tab>
          <Tab id="d">Altri dispositivi</Tab>
        </TabList>
        <TabPanel id="a" style={panel}>
          Piatti del primo giro.
        </TabPanel>
        <TabPanel id="b" style={panel}>
          Piatti del secondo giro.
        </TabPanel>
        <TabPanel id="c" style={panel}>
          Coperto € 2,00
        </TabPanel>
        <TabPanel id="d" style={panel}>
          Ordini dal cameriere.
        </TabPanel>
      </Tabs>
    </div>
  ),
};

/** Tabs beside their panel; Up and Down move. */
export const Vertical: Story = {
  render: (args) => (
    <Tabs {...args} orientation="vertical" style={{ height: 220 }}>
      <TabList aria-label="Menu">
        <Tab id="antipasti">Antipasti</Tab>
        <Tab id="sushi">Sushi</Tab>
        <Tab id="ramen">Ramen</Tab>
        <Tab id="dolci">Dolci</Tab>
      </TabList>
      <TabPanel id="antipasti" style={panel}>
        Edamame, gyoza, bruschetta.
      </TabPanel>
      <TabPanel id="sushi" style={panel}>
        Nigiri, uramaki, sashimi.
      </TabPanel>
      <TabPanel id="ramen" style={panel}>
        Tonkotsu, shoyu, miso.
      </TabPanel>
      <TabPanel id="dolci" style={panel}>
        Mochi, tiramisù.
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Antipasti' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Sushi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nigiri');
  },
};

export const Themes: Story = {
  render: () => (
    <ThemeGrid>
      <Tabs defaultSelectedKey="b" style={{ width: '100%' }}>
        <TabList aria-label="Order history">
          <Tab id="a">Round 1</Tab>
          <Tab id="b" badge={2}>
            Round 2
          </Tab>
          <Tab id="c" isDisabled>
            Waiter
          </Tab>
          <Tab id="d">Extra charges</Tab>
        </TabList>
        <TabPanel id="a" style={panel}>
          Round 1
        </TabPanel>
        <TabPanel id="b" style={panel}>
          Gyoza × 2 · Edamame × 1
        </TabPanel>
        <TabPanel id="c" style={panel}>
          Waiter
        </TabPanel>
        <TabPanel id="d" style={panel}>
          Extra
        </TabPanel>
      </Tabs>
    </ThemeGrid>
  ),
};
