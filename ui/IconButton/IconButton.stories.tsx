import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  IconButton,
  PlainIconButton,
  ToggleIconButton,
  iconButtonSizes,
  iconButtonVariants,
} from './IconButton';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { tap } from '../../.storybook/tap';

const meta = {
  title: 'Components/IconButton',
  tags: ['autodocs'],
  component: IconButton,
  args: { icon: 'search', label: 'Search dishes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search dishes' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard users reach it with Tab and press it with Enter or Space. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search dishes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconButtonVariants.map((v) => (
        <IconButton key={v} {...args} variant={v} label={`${v}: search dishes`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.map((s) => (
        <IconButton key={s} {...args} size={s} variant="secondary" label={`${s}: search dishes`} />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, icon: 'call_waiter', label: 'Call the waiter', variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Call the waiter' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, icon: 'trash', label: 'Clear the cart', variant: 'critical' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the cart' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const WithBadge: Story = {
  args: { icon: 'cart', label: 'Cart', badge: 7, badgeLabel: '7 dishes', variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, padding: 8 }}>
      <IconButton {...args} />
      <IconButton {...args} badge={130} badgeLabel="130 dishes" label="Cart (full)" />
      <IconButton {...args} badge={0} label="Empty cart" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart 7 dishes' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Empty cart' })).not.toHaveTextContent(/\d/);
  },
};

/** Names come in the diner's language; a long German name needs no room on screen. */
export const GermanLabel: Story = {
  globals: { locale: 'DE' },
  args: { icon: 'filter', label: 'Allergene und Eigenschaften filtern', variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Allergene und Eigenschaften filtern' }),
    ).toBeVisible();
  },
};

function ViewModeSwitch() {
  const [grid, setGrid] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <ToggleIconButton
        icon="filter"
        label="Show dishes in two columns"
        variant="secondary"
        isSelected={grid}
        onChange={setGrid}
      />
      <span>{grid ? 'Layout: two columns' : 'Layout: one column'}</span>
    </div>
  );
}

/** A button that stays on or off: pressed shows as filled, and is announced as pressed. */
export const Toggle: Story = {
  render: () => <ViewModeSwitch />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Show dishes in two columns' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Layout: two columns')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Layout: one column')).toBeVisible();
  },
};

export const ToggleStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ToggleIconButton icon="star" label="Favourite off" variant="ghost" />
      <ToggleIconButton icon="star_filled" label="Favourite on" variant="ghost" defaultSelected />
      <ToggleIconButton icon="filter" label="Filter off" variant="secondary" />
      <ToggleIconButton
        icon="filter"
        label="Filter on"
        variant="secondary"
        defaultSelected
        badge={3}
        badgeLabel="3 allergens excluded"
      />
      <ToggleIconButton icon="filter" label="Filter unavailable" variant="secondary" isDisabled />
    </div>
  ),
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <div style={{ display: 'flex', gap: 10, padding: 4 }}>
        {iconButtonVariants.map((v) => (
          <IconButton key={v} {...args} variant={v} label={`${v}: search`} />
        ))}
        <IconButton {...args} icon="cart" label="Cart" variant="secondary" badge={4} />
        <ToggleIconButton icon="filter" label="Filter on" variant="secondary" defaultSelected />
      </div>
    </ThemeGrid>
  ),
};

const plainPress = fn();

/**
 * PlainIconButton: IconButton's looks on a native button, for a button in every row of a long
 * list (a dish card's add) or drawn with a whole page (the menu's search and filter). Beside
 * each, IconButton in the same state (two pairs a row): they look alike, ghost and badge included. Pressed
 * by click, Enter or Space; disabled and pending ignore presses (pending is aria-disabled, its
 * spinner named "Loading").
 */
export const Plain: Story = {
  render: () => (
    <ThemeGrid>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 10, padding: 4 }}>
        <PlainIconButton
          variant="primary"
          icon="plus"
          label="Add one Edamame"
          onPress={plainPress}
        />
        <IconButton variant="primary" icon="plus" label="IconButton: add" />
        <PlainIconButton
          variant="primary"
          icon="plus"
          label="Add one Wakame salad"
          isDisabled
          onPress={plainPress}
        />
        <IconButton variant="primary" icon="plus" label="IconButton: disabled" isDisabled />
        <PlainIconButton
          variant="primary"
          icon="plus"
          label="Add one Miso soup"
          isPending
          onPress={plainPress}
        />
        <IconButton variant="primary" icon="plus" label="IconButton: pending" isPending />
        <PlainIconButton icon="search" label="Search dishes" onPress={plainPress} />
        <IconButton icon="search" label="IconButton: ghost" />
        <PlainIconButton icon="filter" label="Allergen filter" badge={2} onPress={plainPress} />
        <IconButton icon="filter" label="IconButton: badge" badge={2} />
      </div>
    </ThemeGrid>
  ),
  beforeEach: () => plainPress.mockClear(),
  play: async ({ canvasElement, userEvent }) => {
    // The theme grid draws the buttons once per theme: the first theme's are tested.
    const canvas = within(canvasElement.querySelector('section')!);
    const add = canvas.getByRole('button', { name: 'Add one Edamame' });
    // A quick second tap presses again instead of zooming the page (tokens/themes.css.ts);
    // Chromium reads back "pan-x pan-y pinch-zoom" by its shorthand.
    await expect(getComputedStyle(add).touchAction).toBe('manipulation');
    await userEvent.click(add);
    await expect(plainPress).toHaveBeenCalledTimes(1);
    add.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(plainPress).toHaveBeenCalledTimes(3);
    add.blur();

    const disabled = canvas.getByRole('button', { name: 'Add one Wakame salad' });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAttribute('data-disabled', 'true');

    const pending = canvas.getByRole('button', { name: /Add one Miso soup/ });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(pending).toHaveAttribute('data-pending', 'true');
    await expect(within(pending).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await tap(pending, userEvent);
    await expect(plainPress).toHaveBeenCalledTimes(3);

    // Ghost (the default variant), with a badge whose count joins the name, as IconButton's.
    await tap(canvas.getByRole('button', { name: 'Search dishes' }), userEvent);
    await tap(canvas.getByRole('button', { name: 'Allergen filter 2' }), userEvent);
    await expect(plainPress).toHaveBeenCalledTimes(5);
  },
};
