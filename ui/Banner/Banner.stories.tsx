import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BANNER_LARGE_MS, Banner, bannerSizes, bannerTones } from './Banner';
import type { BannerProps, BannerSize } from './Banner';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

/** Wires the banner the way the menu page does: large for 2.5 s, then small; close per the spec. */
function Approval(props: BannerProps & { largeFor?: number }) {
  const { largeFor = BANNER_LARGE_MS, ...rest } = props;
  const [size, setSize] = useState<BannerSize>(props.size ?? 'large');
  useEffect(() => {
    if (size !== 'large') return;
    const t = setTimeout(() => setSize('small'), largeFor);
    return () => clearTimeout(t);
  }, [size, largeFor]);
  return (
    <Banner
      {...rest}
      size={size}
      onExpand={() => {
        props.onExpand?.();
        setSize('large');
      }}
      onClose={(next) => {
        props.onClose?.(next);
        setSize(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Banner',
  tags: ['autodocs'],
  component: Banner,
  args: { tone: 'review', onExpand: fn(), onClose: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: bannerTones },
    size: { control: 'inline-radio', options: bannerSizes },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewLarge: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for approval');
    await expect(canvas.getByText(/browse the menu/)).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Close' }).click();
    await expect(args.onClose).toHaveBeenCalledWith('small');
  },
};

export const ReviewSmall: Story = {
  args: { size: 'small' },
  play: async ({ canvas, userEvent, args }) => {
    const pill = canvas.getByRole('button', { name: 'Waiting for approval Show details' });
    await expect(pill).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pill);
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
  },
};

export const Approved: Story = {
  args: { tone: 'approved' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order unlocked');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('hidden');
  },
};

export const ApprovedSmall: Story = {
  args: { tone: 'approved', size: 'small' },
};

export const Rejected: Story = {
  args: { tone: 'rejected' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Request rejected');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('hidden');
  },
};

export const Hidden: Story = {
  args: { size: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LargeThenSmall: Story = {
  render: (args) => <Approval {...args} largeFor={600} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const pill = await waitFor(
      () => canvas.getByRole('button', { name: 'Waiting for approval Show details' }),
      { timeout: 2000 },
    );
    await userEvent.click(pill);
    await expect(canvas.getByText(/browse the menu/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(
      canvas.getByRole('button', { name: 'Waiting for approval Show details' }),
    ).toBeInTheDocument();
  },
};

export const ApprovedCloseHides: Story = {
  args: { tone: 'approved' },
  render: (args) => <Approval {...args} largeFor={60_000} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const OwnWording: Story = {
  args: {
    tone: 'review',
    title: 'Richiesta inviata',
    message: 'Il cameriere arriverà al tavolo 12 per confermare il numero di persone.',
  },
  globals: { locale: 'IT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  },
};

export const LongGerman: Story = {
  globals: { locale: 'DE' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner {...args} />
      <Banner {...args} size="small" />
      <Banner {...args} tone="rejected" />
    </div>
  ),
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner {...args} />
      <Banner {...args} tone="approved" size="small" />
      <Banner
        {...args}
        tone="rejected"
        size="small"
        title="审核未通过请联系服务员麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉东坡肉"
      />
    </div>
  ),
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <Banner {...args} />
      <Banner {...args} tone="approved" size="small" />
      <Banner {...args} tone="rejected" size="small" />
    </ThemeGrid>
  ),
};
