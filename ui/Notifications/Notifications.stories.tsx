import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NotificationRegion, notificationAnchors } from './Notifications';
import type { NotificationAnchor } from './Notifications';
import { NotificationQueue } from './queue';
import type { NotificationLevel } from './queue';
import { Button } from '../Button/Button';
import { OverlayThemes } from '../Dialog/OverlayThemes';

type Seed = ReadonlyArray<readonly [NotificationLevel, string]>;

const levels: Seed = [
  ['success', 'Sent to the kitchen'],
  ['error', 'Cart send failed'],
  ['warning', 'Exceeded the limit of round'],
  ['info', 'Round updated'],
];

/** A region with its own queue, pre-filled with `seed`, plus buttons that notify like the app does. */
function Demo({
  anchor,
  seed = [],
  duration = 60_000,
  buttons = true,
  label,
}: {
  label?: string;
  anchor?: NotificationAnchor;
  seed?: Seed;
  duration?: number;
  buttons?: boolean;
}) {
  const [queue] = useState(() => {
    const q = new NotificationQueue({ duration });
    for (const [level, text] of seed) q.add(level, text);
    return q;
  });
  const [round, setRound] = useState(1);
  return (
    <>
      {buttons && (
        <div style={{ position: 'fixed', left: 16, bottom: 16, display: 'flex', gap: 8 }}>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => queue.success('The waiter is on the way')}
          >
            Call waiter
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              queue.info(`Round ${round} started`);
              setRound(round + 1);
            }}
          >
            Next round
          </Button>
        </div>
      )}
      <NotificationRegion queue={queue} anchor={anchor} label={label} />
    </>
  );
}

const meta = {
  title: 'Components/Notifications',
  tags: ['autodocs'],
  component: Demo,
  args: { seed: levels },
  argTypes: { anchor: { control: 'select', options: notificationAnchors } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications' });

export const Levels: Story = {
  play: async () => {
    await expect(within(region()).getAllByRole('alert')).toHaveLength(2);
    await expect(within(region()).getAllByRole('status')).toHaveLength(2);
    await expect(screen.getByText('Error:', { exact: false })).toBeInTheDocument();
    const box = region().getBoundingClientRect();
    await expect(box.left).toBeLessThan(20);
    await expect(box.top).toBeLessThan(20);
  },
};

export const NeverDuplicated: Story = {
  args: { seed: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Call waiter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Call waiter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Call waiter' }));
    await expect(screen.getAllByText('The waiter is on the way')).toHaveLength(1);
  },
};

export const AtMostSix: Story = {
  args: { seed: [] },
  play: async ({ canvas, userEvent }) => {
    for (let i = 0; i < 7; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next round' }));
    }
    await expect(within(region()).getAllByRole('status')).toHaveLength(6);
    await expect(screen.queryByText('Round 1 started')).toBeNull();
    await expect(screen.getByText('Round 2 started')).toBeInTheDocument();
    await expect(screen.getByText('Round 7 started')).toBeInTheDocument();
  },
};

export const Dismiss: Story = {
  play: async ({ userEvent }) => {
    const error = screen.getByText('Cart send failed').closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(error).getByRole('button', { name: 'Dismiss notification' }));
    await expect(screen.queryByText('Cart send failed')).toBeNull();
    await expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  },
};

export const LeavesByItself: Story = {
  args: { seed: [['success', 'Sent to the kitchen']], duration: 400 },
  play: async ({ userEvent }) => {
    const toast = screen.getByText('Sent to the kitchen');
    await userEvent.hover(toast);
    await new Promise((r) => setTimeout(r, 700));
    await expect(screen.getByText('Sent to the kitchen')).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByText('Sent to the kitchen')).toBeNull(), {
      timeout: 2000,
    });
  },
};

export const BottomRight: Story = {
  args: { anchor: 'bottom-right', buttons: false },
  play: async () => {
    const box = region().getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(20);
    await expect(window.innerHeight - box.bottom).toBeLessThan(20);
  },
};

/** The menu page's place: over its bottom bar, the screen's width less the margins. */
export const AboveBottomBar: Story = {
  args: { anchor: 'above-bottom-bar', buttons: false, seed: levels.slice(0, 2) },
  play: async () => {
    const box = region().getBoundingClientRect();
    const bar = 64;
    await expect(window.innerHeight - box.bottom).toBeGreaterThanOrEqual(bar);
    await expect(window.innerHeight - box.bottom).toBeLessThan(bar + 20);
    await expect(box.left).toBeLessThan(20);
    await expect(window.innerWidth - box.right).toBeLessThan(20);
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
  },
};

export const AboveBottomBarLight: Story = { ...AboveBottomBar, globals: { theme: 'light' } };
export const AboveBottomBarGold: Story = { ...AboveBottomBar, globals: { theme: 'gold' } };

export const TopCenter: Story = {
  args: { anchor: 'top-center', buttons: false, seed: levels.slice(0, 2) },
};

export const LongTexts: Story = {
  args: {
    buttons: false,
    seed: [
      [
        'warning',
        'Die maximale Anzahl dieses Gerichts pro Person wurde für diese Runde bereits überschritten',
      ],
      ['error', '无法连接到服务器或网络不稳定请稍后再试您的购物车已保存请勿重复提交谢谢合作'],
      ['info', 'Alcuni menu sono stati disattivati perché la cucina è chiusa'],
    ],
  },
};

export const Themes: Story = {
  args: { buttons: false, seed: levels.slice(0, 3) },
  render: (args) => (
    <OverlayThemes>{(theme) => <Demo {...args} label={`Notifications, ${theme}`} />}</OverlayThemes>
  ),
};
