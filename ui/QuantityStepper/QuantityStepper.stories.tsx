import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, quantityStepperSizes } from './QuantityStepper';
import type { QuantityStepperProps } from './QuantityStepper';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { storyLanguage, storyTexts } from '../../.storybook/story-language';
import { demoDishName, sameDishIn } from '../../mocks/demo-dishes';
import { tap } from '../../.storybook/tap';

/** The dish is a demo dish, named in the toolbar's language as the menu names it. */
const inToolbarLanguage: Decorator = (Story, { args, globals }) => {
  const { dishName } = args as unknown as QuantityStepperProps;
  return <Story args={{ ...args, dishName: sameDishIn(dishName, storyLanguage(globals)) }} />;
};

/** The dish's name and the stepper's texts as shown in the toolbar's language. */
function shown(args: { dishName: string }, globals: Readonly<Record<string, unknown>>) {
  return { ...storyTexts(globals), dish: sameDishIn(args.dishName, storyLanguage(globals)) };
}

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
  args: { value: 2, dishName: demoDishName(803, 'EN'), onChange: fn() },
  decorators: [inToolbarLanguage],
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t, dish } = shown(args, globals);
    await tap(canvas.getByRole('button', { name: t('stepper.increase', { dish }) }), userEvent);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText(t('stepper.quantity', { dish, count: 3 }))).toBeInTheDocument();
    await tap(canvas.getByRole('button', { name: t('stepper.decrease', { dish }) }), userEvent);
    await tap(canvas.getByRole('button', { name: t('stepper.decrease', { dish }) }), userEvent);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText(t('stepper.quantity', { dish, count: 1 }))).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

/** The same stepper with the toolbar on Italian: the dish's name in its labels follows it. */
export const DefaultInItalian: Story = { ...Default, globals: { locale: 'IT' } };

export const Zero: Story = {
  args: { value: 0 },
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t, dish } = shown(args, globals);
    const minus = canvas.getByRole('button', { name: t('stepper.decrease', { dish }) });
    await expect(minus).toBeDisabled();
    minus.click();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText(t('stepper.quantity', { dish, count: 0 }))).toBeInTheDocument();
    await tap(canvas.getByRole('button', { name: t('stepper.increase', { dish }) }), userEvent);
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};

export const NegativeShownAsZero: Story = {
  args: { value: -3 },
  play: async ({ canvas, args, globals }) => {
    const { t, dish } = shown(args, globals);
    await expect(canvas.getByText(t('stepper.quantity', { dish, count: 0 }))).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: t('stepper.decrease', { dish }) }),
    ).toBeDisabled();
  },
};

export const AtMax: Story = {
  args: { value: 3, max: 3 },
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, args, globals }) => {
    const { t, dish } = shown(args, globals);
    const plus = canvas.getByRole('button', { name: t('stepper.increase', { dish }) });
    await expect(plus).toBeDisabled();
    plus.click();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: t('stepper.decrease', { dish }) }),
    ).toBeEnabled();
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
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t, dish } = shown(args, globals);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: dish })).toHaveAttribute('aria-busy', 'true');
    await tap(canvas.getByRole('button', { name: t('stepper.increase', { dish }) }), userEvent);
    await tap(canvas.getByRole('button', { name: t('stepper.decrease', { dish }) }), userEvent);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { size: 'large' },
  render: (args) => <Counting {...args} />,
  play: async ({ canvas, userEvent, args, globals }) => {
    const { t, dish } = shown(args, globals);
    await tap(canvas.getByRole('button', { name: t('stepper.increase', { dish }) }), userEvent);
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
