import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { children: 'Limit rounds', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not chosen: a press chooses it (kept until the form is saved). */
export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Limit rounds' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { isSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Limit rounds' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, isSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Limit rounds' })).toBeDisabled();
  },
};

/** Reached with the keyboard: the box shows the focus ring, Space ticks it. */
export const FocusVisible: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Limit rounds' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Themes: Story = {
  render: () => (
    <ThemeGrid>
      <div style={{ display: 'grid', gap: 4 }}>
        <Checkbox>Default printer</Checkbox>
        <Checkbox defaultSelected>Switched on</Checkbox>
        <Checkbox isDisabled>Disabled</Checkbox>
      </div>
    </ThemeGrid>
  ),
};
