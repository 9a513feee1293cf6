import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseButton } from './CloseButton';

const meta = {
  title: 'Components/CloseButton',
  tags: ['autodocs'],
  component: CloseButton,
  args: { onPress: fn() },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named "Close" unless told otherwise; a press reaches the handler. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The keyboard ring sits inside the round target, as everywhere it is used. */
export const FocusVisible: Story = {
  args: { label: 'Dismiss notification', iconSize: 'sm' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
  },
};
