import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, quantityStepperSizes } from './QuantityStepper';
import type { QuantityStepperProps } from './QuantityStepper';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

/** Holds the count the way the cart does, so presses change what the diner sees. */
function Counting(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/QuantityStepper',
  tags: ['autodocs'],
  component: QuantityStepper,
  args: { value: 2, dishName: 'Gyoza', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Gyoza' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Gyoza, quantity 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Gyoza' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Gyoza' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Gyoza, quantity 1')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const minus = canvas.getByRole('button', { name: 'Remove one Gyoza' });
    await expect(minus).toBeDisabled();
    minus.click();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Gyoza, quantity 0')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Gyoza' }));
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};

export const NegativeShownAsZero: Story = {
  args: { value: -3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gyoza, quantity 0')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove one Gyoza' })).toBeDisabled();
  },
};

export const AtMax: Story = {
  args: { value: 3, max: 3 },
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: 'Add one Gyoza' });
    await expect(plus).toBeDisabled();
    plus.click();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Remove one Gyoza' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toBeDisabled();
      button.click();
    }
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Gyoza' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Gyoza' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Gyoza' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { size: 'large' },
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Gyoza' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const BigNumber: Story = {
  args: { value: 1250 },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <QuantityStepper {...args} />
      <QuantityStepper {...args} size="large" />
    </div>
  ),
};

export const LongAndForeignNames: Story = {
  globals: { locale: 'DE' },
  args: { dishName: 'Gebratene Garnelen mit Knoblauch, Chili und Frühlingszwiebeln' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Eine Portion Gebratene Garnelen mit Knoblauch, Chili und Frühlingszwiebeln hinzufügen',
      }),
    ).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  args: { dishName: '宫保鸡丁' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '加一份宫保鸡丁' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '减一份宫保鸡丁' })).toBeInTheDocument();
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <QuantityStepper {...args} />
      <QuantityStepper {...args} value={0} />
      <QuantityStepper {...args} size="large" />
      <QuantityStepper {...args} isPending />
    </ThemeGrid>
  ),
};
