import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AllergenFilter } from './AllergenFilter';
import type { AllergenFilterProps } from './AllergenFilter';
import { allergenKeys, labelKeys } from '../icons';
import type { DishTagKey } from '../icons';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

/** Holds the choice as a screen would, so toggles show. */
function Controlled(props: AllergenFilterProps) {
  const [selected, setSelected] = useState<DishTagKey[]>([...props.selected]);
  return (
    <AllergenFilter
      {...props}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/AllergenFilter',
  tags: ['autodocs'],
  component: AllergenFilter,
  args: { selected: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AllergenFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No filter active');
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    const allergens = canvas.getByRole('toolbar', { name: 'Allergens' });
    await expect(within(allergens).getAllByRole('button')).toHaveLength(14);
    await expect(
      within(canvas.getByRole('toolbar', { name: 'Labels' })).getAllByRole('button'),
    ).toHaveLength(13);

    // Mouse.
    await userEvent.click(canvas.getByRole('button', { name: 'Gluten' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['gluten']);
    await expect(canvas.getByRole('button', { name: 'Gluten' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Vegan' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['gluten', 'vegan']);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 filters active');

    // Keyboard: arrows move along the chips, Space toggles.
    canvas.getByRole('button', { name: 'Gluten' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Eggs' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gluten', 'eggs', 'vegan']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['eggs', 'vegan']);
    await expect(canvas.getByRole('button', { name: 'Gluten' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const SomeSelected: Story = {
  args: { selected: ['peanuts', 'tree_nuts', 'vegetarian'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 filters active');
    await expect(canvas.getByRole('button', { name: 'Peanuts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Vegetarian' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('status')).toHaveTextContent('No filter active');
    await expect(canvas.getByRole('button', { name: 'Peanuts' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const AllSelected: Story = {
  args: { selected: [...allergenKeys, ...labelKeys] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('27 filters active');
    for (const b of canvas.getAllByRole('button', { pressed: true })) await expect(b).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(27);
  },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  args: { selected: ['milk', 'very_spicy'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已启用 2 个筛选');
  },
};

export const Themes: Story = {
  args: { selected: ['gluten', 'crustaceans', 'vegan'] },
  render: (args) => (
    <ThemeGrid>
      {/* The top of the filter is enough to judge each theme; the whole page would not fit. */}
      <div style={{ height: 240, overflow: 'hidden', width: '100%' }}>
        <AllergenFilter {...args} />
      </div>
    </ThemeGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-pressed="true"]')).toHaveLength(9);
  },
};
