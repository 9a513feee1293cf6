import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button, PlainButton, buttonSizes, buttonVariants } from './Button';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { tap } from '../../.storybook/tap';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Send to kitchen', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send to kitchen' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((v) => (
        <Button key={v} {...args} variant={v}>
          {v}
        </Button>
      ))}
    </div>
  ),
};

/** Ghost: a text action in a row or a header ("Clear mine", "Add again", "Got it"). */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Add again' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add again' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const GhostDisabled: Story = {
  args: { variant: 'ghost', size: 'sm', children: 'Add again', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add again' })).toBeDisabled();
  },
};

/** Ghost reached with the keyboard shows the focus ring. */
export const GhostFocusVisible: Story = {
  args: { variant: 'ghost', size: 'sm', children: 'Got it' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Got it' })).toHaveAttribute(
      'data-focus-visible',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((s) => (
        <Button key={s} {...args} size={s}>
          {s}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Send to kitchen' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    fullWidth: true,
    children: 'Invia tutti i piatti selezionati alla cucina per il prossimo giro',
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <Button {...args} />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} variant="ghost" size="sm" isDisabled />
    </ThemeGrid>
  ),
};

const plainPress = fn();

/**
 * PlainButton: Button's looks on a native button, for a button drawn with a whole page on the
 * diner's tap (the menu's grid/list switch). Beside each, Button in the same variant and state:
 * they look alike. Pressed by click, Enter or Space; disabled ignores presses.
 */
export const Plain: Story = {
  render: () => (
    <ThemeGrid>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: 10, padding: 4 }}>
        {buttonVariants.map((v) => [
          <PlainButton key={`plain-${v}`} variant={v} size="sm" onPress={plainPress}>
            {`Plain ${v}`}
          </PlainButton>,
          <Button key={v} variant={v} size="sm">
            {`Button ${v}`}
          </Button>,
        ])}
        <PlainButton variant="secondary" size="sm" isDisabled onPress={plainPress}>
          Plain disabled
        </PlainButton>
        <Button variant="secondary" size="sm" isDisabled>
          Button disabled
        </Button>
      </div>
    </ThemeGrid>
  ),
  beforeEach: () => plainPress.mockClear(),
  play: async ({ canvasElement, userEvent }) => {
    // The theme grid draws the buttons once per theme: the first theme's are tested.
    const canvas = within(canvasElement.querySelector('section')!);
    const secondary = canvas.getByRole('button', { name: 'Plain secondary' });
    await tap(secondary, userEvent);
    await expect(plainPress).toHaveBeenCalledTimes(1);
    secondary.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(plainPress).toHaveBeenCalledTimes(3);
    secondary.blur();

    const disabled = canvas.getByRole('button', { name: 'Plain disabled' });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAttribute('data-disabled', 'true');
    disabled.click();
    await expect(plainPress).toHaveBeenCalledTimes(3);
  },
};

/** PlainButton reached with the keyboard shows Button's focus ring. */
export const PlainFocusVisible: Story = {
  render: () => (
    <div style={{ padding: 8 }}>
      <PlainButton variant="secondary" size="sm" onPress={plainPress}>
        List
      </PlainButton>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'List' });
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
  },
};
