import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioCard, RadioCards } from './RadioCards';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/RadioCards',
  tags: ['autodocs'],
  component: RadioCards,
  args: { 'aria-label': 'Choose your menu', onChange: fn(), children: null },
  render: (args) => (
    <RadioCards {...args}>
      <RadioCard value="lunch">
        <span style={{ flex: 1 }}>Lunch</span>
        <span>€18.90</span>
      </RadioCard>
      <RadioCard value="dinner">
        <span style={{ flex: 1 }}>Dinner</span>
        <span>€26.90</span>
      </RadioCard>
      <RadioCard value="ayce">
        <span style={{ flex: 1 }}>
          All-you-can-eat sushi, sashimi and tempura with unlimited refills
        </span>
        <span>€32.00</span>
      </RadioCard>
    </RadioCards>
  ),
} satisfies Meta<typeof RadioCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap chooses a card and reports its value. */
export const Choose: Story = {
  args: { defaultValue: 'lunch' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /Lunch/ })).toBeChecked();
    await userEvent.click(canvas.getByText('Dinner'));
    await expect(args.onChange).toHaveBeenCalledWith('dinner');
    await expect(canvas.getByRole('radio', { name: /Dinner/ })).toBeChecked();
  },
};

/** Nothing chosen yet. */
export const NoneChosen: Story = {
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** The arrow keys move the choice; the focus ring shows. */
export const Keyboard: Story = {
  args: { defaultValue: 'lunch' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Lunch/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledWith('dinner');
    await expect(canvas.getByText('Dinner').closest('label')).toHaveAttribute('data-focus-visible');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'lunch', isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Themes: Story = {
  args: { defaultValue: 'dinner' },
  render: (args) => (
    <ThemeGrid>
      <RadioCards {...args}>
        <RadioCard value="lunch">Lunch</RadioCard>
        <RadioCard value="dinner">Dinner</RadioCard>
      </RadioCards>
    </ThemeGrid>
  ),
};
