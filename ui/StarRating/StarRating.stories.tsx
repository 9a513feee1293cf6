import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StarRating, starRatingSizes } from './StarRating';
import type { StarRatingProps } from './StarRating';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

function Rating(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(v) => {
        props.onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'Components/StarRating',
  tags: ['autodocs'],
  component: StarRating,
  args: { value: 0, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: starRatingSizes } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: (args) => <Rating {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(group.querySelectorAll('[data-icon="star_filled"]')).toHaveLength(4);
  },
};

export const Keyboard: Story = {
  args: { value: 3 },
  render: (args) => <Rating {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeChecked();
  },
};

export const Chosen: Story = { args: { value: 5 } };

export const Disabled: Story = {
  args: { value: 2, isDisabled: true },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    canvas.getByRole('radio', { name: '5 stars' }).click();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { value: 4.5, isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const ReadOnlyOutOfRange: Story = {
  args: { value: 9, isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  args: { value: 3 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {starRatingSizes.map((size) => (
        <StarRating key={size} {...args} size={size} label={`Your rating (${size})`} />
      ))}
      {starRatingSizes.map((size) => (
        <StarRating key={`ro-${size}`} {...args} value={3.7} size={size} isReadOnly />
      ))}
    </div>
  ),
};

export const Languages: Story = {
  globals: { locale: 'DE' },
  args: { value: 1 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <StarRating {...args} />
      <StarRating {...args} value={4} isReadOnly />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Ihre Bewertung' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '1 Stern' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2 Sterne' })).not.toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Bewertet mit 4 von 5' })).toBeInTheDocument();
  },
};

export const Themes: Story = {
  args: { value: 3 },
  render: (args) => (
    <ThemeGrid>
      <StarRating {...args} />
      <StarRating {...args} value={4.5} isReadOnly />
    </ThemeGrid>
  ),
};
