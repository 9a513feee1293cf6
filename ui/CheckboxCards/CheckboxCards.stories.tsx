import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckboxCard, CheckboxCards } from './CheckboxCards';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/CheckboxCards',
  tags: ['autodocs'],
  component: CheckboxCards,
  args: { 'aria-label': 'Choose your menus', onChange: fn(), children: null },
  render: (args) => (
    <CheckboxCards {...args}>
      <CheckboxCard value="dinner">
        <span style={{ flex: 1 }}>Dinner</span>
        <span>€27.90</span>
      </CheckboxCard>
      <CheckboxCard value="allday">
        <span style={{ flex: 1 }}>All day</span>
        <span>€22.90</span>
      </CheckboxCard>
      <CheckboxCard value="ayce">
        <span style={{ flex: 1 }}>
          All-you-can-eat sushi, sashimi and tempura with unlimited refills
        </span>
        <span>€32.00</span>
      </CheckboxCard>
    </CheckboxCards>
  ),
} satisfies Meta<typeof CheckboxCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tap turns a card on or off; several may be chosen. */
export const ChooseSeveral: Story = {
  args: { defaultValue: ['dinner'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: /Dinner/ })).toBeChecked();
    await userEvent.click(canvas.getByText('All day'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['dinner', 'allday']);
    await expect(canvas.getByRole('checkbox', { name: /All day/ })).toBeChecked();
    await userEvent.click(canvas.getByText('Dinner'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['allday']);
    await expect(canvas.getByRole('checkbox', { name: /Dinner/ })).not.toBeChecked();
  },
};

/** Space turns the focused card on; the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /Dinner/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dinner']);
    await expect(canvas.getByText('Dinner').closest('label')).toHaveAttribute('data-focus-visible');
  },
};

export const Disabled: Story = {
  args: { defaultValue: ['dinner'], isDisabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const Themes: Story = {
  args: { defaultValue: ['dinner'] },
  render: (args) => (
    <ThemeGrid>
      <CheckboxCards {...args}>
        <CheckboxCard value="dinner">Dinner</CheckboxCard>
        <CheckboxCard value="allday">All day</CheckboxCard>
      </CheckboxCards>
    </ThemeGrid>
  ),
};
