import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PinInput } from './PinInput';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/PinInput',
  tags: ['autodocs'],
  component: PinInput,
  args: { onChange: fn(), onComplete: fn(), autoFocus: true },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvas: { getAllByRole: (role: 'textbox') => HTMLElement[] }) =>
  canvas.getAllByRole('textbox') as HTMLInputElement[];
const shown = (canvas: Parameters<typeof boxes>[0]) =>
  boxes(canvas)
    .map((b) => b.value)
    .join('');

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Table PIN' })).toBeInTheDocument();
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 4' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await userEvent.keyboard('4821');
    await expect(shown(canvas)).toBe('4821');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
    await expect(canvas.getByText('Enter the 4-digit PIN')).toBeInTheDocument();
  },
};

export const IgnoresNonDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('a4 -x8.');
    await expect(shown(canvas)).toBe('48');
    await expect(args.onChange).toHaveBeenLastCalledWith('48');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const PasteFourDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.paste('9 0 7 3');
    await expect(shown(canvas)).toBe('9073');
    await expect(args.onComplete).toHaveBeenCalledWith('9073');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveFocus();
  },
};

export const PasteTooMany: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.paste('PIN: 123456');
    await expect(shown(canvas)).toBe('1234');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const BackspaceAcrossBoxes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('123');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(shown(canvas)).toBe('12');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(shown(canvas)).toBe('');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('5');
    await expect(shown(canvas)).toBe('5');
  },
};

export const NoGaps: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 4 of 4' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
    await userEvent.keyboard('7');
    await expect(shown(canvas)).toBe('7');
  },
};

export const Incorrect: Story = {
  args: { defaultValue: '1234', isInvalid: true, autoFocus: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Incorrect PIN')).toBeInTheDocument();
    for (const box of boxes(canvas)) await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Incorrect PIN');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '12', isDisabled: true, autoFocus: false },
  play: async ({ canvas, userEvent, args }) => {
    for (const box of boxes(canvas)) await expect(box).toBeDisabled();
    await userEvent.click(boxes(canvas)[2]!);
    await userEvent.keyboard('9');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  args: { value: '55a1', autoFocus: false },
  play: async ({ canvas }) => {
    await expect(shown(canvas)).toBe('551');
  },
};

export const German: Story = {
  globals: { locale: 'DE' },
  args: { isInvalid: true, defaultValue: '0000', autoFocus: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Tisch-PIN' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Ziffer 1 von 4' })).toBeInTheDocument();
    await expect(canvas.getByText('Falsche PIN')).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  args: { defaultValue: '38', autoFocus: false },
};

export const Themes: Story = {
  args: { autoFocus: false },
  render: (args) => (
    <ThemeGrid>
      <PinInput {...args} defaultValue="48" />
      <PinInput {...args} defaultValue="4821" isInvalid />
    </ThemeGrid>
  ),
};
