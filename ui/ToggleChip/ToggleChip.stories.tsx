import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ToggleChip, toggleChipShapes } from './ToggleChip';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/ToggleChip',
  tags: ['autodocs'],
  component: ToggleChip,
  args: { children: 'Extra chili', onChange: fn() },
  argTypes: { shape: { control: 'inline-radio', options: toggleChipShapes } },
} satisfies Meta<typeof ToggleChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: a press turns it on and reports it. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const chip = canvas.getByRole('button', { name: 'Extra chili' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On (controlled): a press asks to turn it off. */
export const On: Story = {
  args: { isSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const chip = canvas.getByRole('button', { name: 'Extra chili' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).toHaveAttribute('data-selected');
    await userEvent.click(chip);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'Extra chili' });
    await expect(chip).toBeDisabled();
    chip.click();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { isDisabled: true, isSelected: true },
};

/** Reached with the keyboard: the focus ring shows, Space toggles. */
export const FocusVisible: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const chip = canvas.getByRole('button', { name: 'Extra chili' });
    await expect(chip).toHaveFocus();
    await expect(chip).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Held down: it shrinks a little under the finger. */
export const Pressed: Story = {
  play: async ({ canvas, userEvent }) => {
    const chip = canvas.getByRole('button', { name: 'Extra chili' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: chip });
    await expect(chip).toHaveAttribute('data-pressed');
    await userEvent.pointer({ keys: '[/MouseLeft]', target: chip });
    await expect(chip).not.toHaveAttribute('data-pressed');
  },
};

function DinerFilter() {
  const [chosen, setChosen] = useState('All');
  return (
    <div role="group" aria-label="Show the dishes of" style={{ display: 'flex', gap: 8 }}>
      {['All', 'Me (A1)', 'Diner B2', 'Diner C3'].map((name) => (
        <ToggleChip key={name} isSelected={chosen === name} onChange={() => setChosen(name)}>
          {name}
        </ToggleChip>
      ))}
    </div>
  );
}

/** A row of pills, one chosen at a time, as the cart's diner filter uses them. */
export const PillRow: Story = {
  render: () => <DinerFilter />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Diner B2' }));
    await expect(canvas.getByRole('button', { name: 'Diner B2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Tiles two per row, as the call-waiter requests: long words wrap inside the tile. */
export const Tiles: Story = {
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}
      role="group"
      aria-label="Requests"
    >
      <ToggleChip {...args} shape="tile" defaultSelected>
        Water
      </ToggleChip>
      <ToggleChip {...args} shape="tile">
        Napkins
      </ToggleChip>
      <ToggleChip {...args} shape="tile">
        Kinderhochstuhlbereitstellungsanfrage
      </ToggleChip>
      <ToggleChip {...args} shape="tile" isDisabled>
        The bill, please, split between the four of us
      </ToggleChip>
    </div>
  ),
};

/** A long condiment name with its price stays on one line in a pill. */
export const LongLabel: Story = {
  args: { children: 'Salsa piccante della casa al peperoncino calabrese +1.50' },
};

const states = (
  <>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <ToggleChip>Off</ToggleChip>
      <ToggleChip defaultSelected>On</ToggleChip>
      <ToggleChip isDisabled>Disabled</ToggleChip>
      <ToggleChip isDisabled defaultSelected>
        Disabled on
      </ToggleChip>
    </div>
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
      <ToggleChip shape="tile">Water</ToggleChip>
      <ToggleChip shape="tile" defaultSelected>
        Cutlery
      </ToggleChip>
    </div>
  </>
);

export const Themes: Story = {
  render: () => <ThemeGrid>{states}</ThemeGrid>,
};
