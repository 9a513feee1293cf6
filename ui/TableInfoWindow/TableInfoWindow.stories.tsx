import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TableInfoWindow } from './TableInfoWindow';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { tap } from '../../.storybook/tap';

const meta = {
  title: 'Components/TableInfoWindow',
  tags: ['autodocs'],
  component: TableInfoWindow,
  args: {
    tableName: 'A12',
    persons: 4,
    ordered: 12,
    turnLimit: 20,
    round: 3,
    maxRounds: 10,
    secondsLeft: 272,
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof TableInfoWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const window = canvas.getByRole('group', { name: 'Table information' });
    await expect(window).toHaveTextContent('A12');
    await expect(
      canvas.getByRole('img', { name: 'Ordered this round: 12 of 20' }),
    ).toHaveTextContent('12/20');
    await expect(canvas.getByRole('timer')).toHaveTextContent('04:32');
    await expect(canvas.getByRole('timer')).toHaveTextContent('4 minutes 32 seconds left');
    await expect(canvas.queryByText('Guests')).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Show table details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await tap(toggle, userEvent);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Guests')).toBeVisible();
    await tap(canvas.getByRole('button', { name: 'Hide table details' }), userEvent);
    await expect(canvas.queryByText('Guests')).not.toBeInTheDocument();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('group', { name: 'Table information' });
    const row = (term: string) => within(details).getByText(term).nextElementSibling;
    await expect(row('Guests')).toHaveTextContent('4');
    await expect(row('Ordered this round')).toHaveTextContent('12/20');
    await expect(row('Round')).toHaveTextContent('3 of 10');
    await expect(row('Next round in')).toHaveTextContent('04:32');
    await expect(canvas.getByRole('button', { name: 'Hide table details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const NoLimit: Story = {
  args: { turnLimit: null, ordered: 37, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Ordered this round: 37, no limit' }),
    ).toHaveTextContent('37');
    await expect(canvas.getByText('37 (no limit)')).toBeVisible();
  },
};

export const LimitReached: Story = {
  args: { ordered: 23, turnLimit: 20, defaultExpanded: true },
  play: async ({ canvas }) => {
    // The spec caps the shown count at the limit.
    await expect(
      canvas.getByRole('img', { name: 'Ordered this round: 20 of 20' }),
    ).toHaveTextContent('20/20');
    await expect(canvas.getByText(/Round limit reached/)).toBeVisible();
  },
};

export const LimitReachedCollapsed: Story = {
  args: { ordered: 20, turnLimit: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ordered this round: 20 of 20' })).toBeVisible();
  },
};

export const LastSeconds: Story = {
  args: { secondsLeft: 4, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:04');
    await expect(canvas.getByRole('timer')).toHaveTextContent('4 seconds left');
    await expect(canvas.getByText('The round is ending: changes are closed.')).toBeVisible();
  },
};

/** Past the last round: no countdown (no next round comes), the round shown is the last one. */
export const RoundsUsed: Story = {
  args: {
    round: 11,
    maxRounds: 10,
    secondsLeft: 0,
    ordered: 20,
    rounds: 'roundsUsed',
    defaultExpanded: true,
  },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('group', { name: 'Table information' });
    const row = (term: string) => within(details).getByText(term).nextElementSibling;
    await expect(row('Round')).toHaveTextContent('10 of 10');
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Next round in')).not.toBeInTheDocument();
    await expect(canvas.getByText(/That was the last round/)).toBeVisible();
    await expect(canvas.queryByText(/Round limit reached/)).not.toBeInTheDocument();
  },
};

/** The kitchen has closed: no countdown, and the window says so. */
export const KitchenClosed: Story = {
  args: { rounds: 'closed', defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.getByText('The kitchen has closed: no more rounds.')).toBeVisible();
  },
};

export const QuickService: Story = {
  args: { tableName: 'Quick Service', persons: 1, quickService: true, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quick Service')).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Round')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Ordered this round')).not.toBeInTheDocument();
  },
};

export const LongTableName: Story = {
  args: { tableName: 'Terrazza panoramica – tavolo grande 112', secondsLeft: 4500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('75:00');
  },
};

export const German: Story = {
  globals: { locale: 'DE' },
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In dieser Runde bestellt')).toBeVisible();
    await expect(canvas.getByText('3 von 10')).toBeVisible();
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <TableInfoWindow {...args} ordered={20} secondsLeft={3} defaultExpanded />
    </ThemeGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[role="timer"]')).toHaveLength(3);
  },
};

/** The count is not known yet (the cart is on its way): a pending mark, never a false 0. */
export const Pending: Story = {
  args: { ordered: null, turnLimit: null, secondsLeft: null },
  play: async ({ canvas }) => {
    const count = canvas.getByRole('img', { name: 'Ordered this round: Loading' });
    await expect(count).toHaveAttribute('aria-busy', 'true');
    await expect(count).not.toHaveTextContent(/\d/);
  },
};

/**
 * Timed rounds with a dish limit, before the cart: the count and the time show they are loading,
 * each in the room it will take, so the window keeps its size when they arrive.
 */
export const PendingTimedRounds: Story = {
  args: { ordered: null, turnLimit: null, secondsLeft: null, timedRounds: true },
  play: async ({ canvas }) => {
    const count = canvas.getByRole('img', { name: 'Ordered this round: Loading' });
    await expect(count).toHaveAttribute('aria-busy', 'true');
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveAttribute('aria-busy', 'true');
    await expect(timer).toHaveTextContent('Loading');
    await expect(timer).not.toHaveTextContent(/\d/);
  },
};
