import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line: typing is reported keystroke by keystroke. */
export const OneLine: Story = {
  args: { autoComplete: 'name' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(box, 'Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

/** The phone number of a takeaway order: the dial pad on a phone. */
export const Phone: Story = {
  args: { label: 'Phone', inputMode: 'tel', autoComplete: 'tel', defaultValue: '+39 06 1234 5678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'inputmode',
      'tel',
    );
  },
};

/** Several lines, as a remark for the kitchen; the text stops at `maxLength`. */
export const Multiline: Story = {
  args: { label: 'Remark', multiline: true, rows: 4, maxLength: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Remark' });
    await expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'No onions at all please');
    await expect(box).toHaveValue('No onions ');
    await expect(args.onChange).toHaveBeenLastCalledWith('No onions ');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Your request',
    multiline: true,
    description: 'The waiter reads this on the tablet',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your request' })).toHaveAccessibleDescription(
      'The waiter reads this on the tablet',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

/** A refused value: marked invalid in every theme, the reason under it and read with it. */
export const Invalid: Story = {
  args: {
    label: 'Minutes per round',
    inputMode: 'numeric',
    defaultValue: '0',
    errorMessage: 'Enter a whole number from 1 to 1440, or leave it empty',
  },
  render: (args) => (
    <ThemeGrid>
      <TextField {...args} />
    </ThemeGrid>
  ),
  play: async ({ canvas }) => {
    const [field] = canvas.getAllByRole('textbox', { name: 'Minutes per round' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 1440, or leave it empty',
    );
  },
};

/** Reached with the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'data-focus-visible',
    );
  },
};

/** A long unbroken text wraps inside the box. */
export const LongText: Story = {
  args: {
    label: 'Remark',
    multiline: true,
    defaultValue: 'Senzacipollaesenzaaglioperfavoreeanchesenzaprezzemolograzie mille',
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <TextField {...args} defaultValue="Ada Lovelace" />
      <TextField
        {...args}
        label="Remark"
        multiline
        placeholder="Anything the kitchen should know"
      />
      <TextField {...args} label="Disabled" isDisabled defaultValue="Table 12" />
    </ThemeGrid>
  ),
};
