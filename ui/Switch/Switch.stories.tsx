import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/Switch',
  tags: ['autodocs'],
  component: Switch,
  args: { children: 'Call the waiter', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: a press switches it on and reports it at once. */
export const Off: Story = {
  args: { stateLabel: 'Off' },
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Call the waiter' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** On: only the track takes the accent; the words say On. */
export const On: Story = {
  args: { isSelected: true, stateLabel: 'On' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Call the waiter' })).toBeChecked();
    await expect(canvas.getByText('On')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, stateLabel: 'Off' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Call the waiter' })).toBeDisabled();
  },
};

/** Reached with the keyboard: the focus ring shows, Space switches. */
export const FocusVisible: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Call the waiter' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** A long label wraps; the state and the track keep their size ("On" never breaks). */
export const LongLabel: Story = {
  args: {
    children: 'Offer diners who give four or five stars to share their review on the map',
    isSelected: true,
    stateLabel: 'Attivato',
  },
};

export const Themes: Story = {
  render: () => (
    <ThemeGrid>
      <div style={{ display: 'grid', gap: 8 }}>
        <Switch stateLabel="Off">Table PIN</Switch>
        <Switch defaultSelected stateLabel="On">
          Reviews
        </Switch>
        <Switch isDisabled stateLabel="Off">
          Disabled
        </Switch>
      </div>
    </ThemeGrid>
  ),
};
