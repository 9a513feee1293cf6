import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Countdown, countdownSizes, formatRemainingTime } from './Countdown';
import type { CountdownProps } from './Countdown';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

/** Ticks like the app: one second off every `everyMs` (fast, so the story runs quickly). */
function Ticking({ everyMs = 120, ...props }: CountdownProps & { everyMs?: number }) {
  const [left, setLeft] = useState(props.remainingMs);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const t = setTimeout(() => setLeft((l) => (l === null ? l : l - 1000)), everyMs);
    return () => clearTimeout(t);
  }, [left, everyMs]);
  return <Countdown {...props} remainingMs={left} />;
}

const meta = {
  title: 'Components/Countdown',
  tags: ['autodocs'],
  component: Countdown,
  args: { remainingMs: 272_000 },
  argTypes: { size: { control: 'inline-radio', options: countdownSizes } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('04:32')).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('4 minutes 32 seconds left');
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'normal');
  },
};

export const Warning: Story = {
  args: { remainingMs: 4200 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('00:05')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('5 seconds left');
  },
};

export const Ended: Story = {
  args: { remainingMs: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('00:00')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'ended');
    await expect(canvas.getAllByText('Time is up')).toHaveLength(2);
  },
};

export const NegativeIsZero: Story = {
  args: { remainingMs: -3500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('00:00')).toBeInTheDocument();
  },
};

/**
 * The time is not known yet (the table's cart is on its way): a pending mark in the room a time
 * takes, never a false "00:00", and nothing announced.
 */
export const Pending: Story = {
  args: { remainingMs: null, hasIcon: true },
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveAttribute('aria-busy', 'true');
    await expect(timer).toHaveTextContent('Loading');
    await expect(timer).not.toHaveTextContent(/\d/);
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute(
      'data-tone',
      'pending',
    );
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeNull();
  },
};

export const TicksWithoutChattering: Story = {
  args: { remainingMs: 8000, label: 'Next round', hasIcon: true },
  render: (args) => <Ticking {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await expect(live).toHaveTextContent('');
    await waitFor(() => expect(canvas.getByText('00:05')).toBeInTheDocument(), { timeout: 3000 });
    await expect(live).toHaveTextContent('5 seconds left');
    await waitFor(() => expect(canvas.getByText('00:02')).toBeInTheDocument(), { timeout: 3000 });
    await expect(live).toHaveTextContent('5 seconds left');
    await waitFor(() => expect(canvas.getByText('00:00')).toBeInTheDocument(), { timeout: 3000 });
    await expect(live).toHaveTextContent('Time is up');
  },
};

export const OwnThreshold: Story = {
  args: { remainingMs: 45_000, warnBelowMs: 60_000, label: 'Kitchen closes' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};

export const BigNumbers: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Countdown {...args} remainingMs={600_000} label="Default round" />
      <Countdown {...args} remainingMs={75 * 60_000} label="Business slot" />
      <Countdown {...args} remainingMs={61_000} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10:00')).toBeInTheDocument();
    await expect(canvas.getByText('75:00')).toBeInTheDocument();
    await expect(formatRemainingTime(59_001)).toBe('01:00');
    await expect(canvas.getAllByRole('timer')[2]).toHaveTextContent('1 minute 1 second left');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {countdownSizes.map((size) => (
        <Countdown key={size} {...args} size={size} hasIcon />
      ))}
    </div>
  ),
};

export const Italian: Story = {
  globals: { locale: 'IT' },
  args: { remainingMs: 92_000, label: 'Prossimo giro tra', hasIcon: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      'Tempo rimasto: 1 minuto e 32 secondi',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  args: { remainingMs: 3000, label: '下一轮', hasIcon: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('剩余 3 秒');
  },
};

export const Themes: Story = {
  args: { hasIcon: true, label: 'Next round' },
  render: (args) => (
    <ThemeGrid>
      <Countdown {...args} />
      <Countdown {...args} remainingMs={4000} />
      <Countdown {...args} remainingMs={0} />
    </ThemeGrid>
  ),
};
