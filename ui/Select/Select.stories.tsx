import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Select, selectLooks } from './Select';
import type { SelectOption } from './Select';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const languages: SelectOption[] = [
  { id: 'EN', name: 'English' },
  { id: 'IT', name: 'Italiano' },
  { id: 'ZH', name: '中文' },
  { id: 'ES', name: 'Español' },
  { id: 'DE', name: 'Deutsch' },
  { id: 'PT', name: 'Português' },
  { id: 'FR', name: 'Français' },
];

const menus: SelectOption[] = [
  { id: 1, name: 'Lunch' },
  { id: 2, name: 'Dinner' },
  { id: 3, name: 'All you can eat: sushi, sashimi and tempura' },
];

const meta = {
  title: 'Components/Select',
  tags: ['autodocs'],
  component: Select,
  args: {
    'aria-label': 'Language',
    options: languages,
    selectedKey: 'EN',
    onSelectionChange: fn(),
  },
  argTypes: { look: { control: 'inline-radio', options: selectLooks } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form control: the chosen language, a tap opens the seven. */
export const Field: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /English/ });
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    await expect(list).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Italiano' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('IT');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Open: the chosen option is marked and focused. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /English/ }));
    const chosen = await screen.findByRole('option', { name: 'English' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
  },
};

/** The keyboard: arrows move, Enter chooses, Escape closes without a change. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /English/ })).toHaveAttribute(
      'data-focus-visible',
    );
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

function MenuTitle() {
  const [menu, setMenu] = useState<Key>(1);
  return (
    <Select
      look="title"
      aria-label="Menus"
      options={menus}
      selectedKey={menu}
      onSelectionChange={setMenu}
    />
  );
}

/** The menu page's title: the menu's name, a tap lists the other menus. */
export const Title: Story = {
  render: () => <MenuTitle />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Lunch/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dinner' }));
    await expect(canvas.getByRole('button', { name: /Dinner/ })).toBeVisible();
  },
};

/** A long name is cut with an ellipsis in a narrow bar. */
export const LongName: Story = {
  args: { look: 'title', 'aria-label': 'Menus', options: menus, selectedKey: 3 },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Select {...args} />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /English/ })).toBeDisabled();
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <Select {...args} />
      <Select {...args} look="title" aria-label="Menus" options={menus} selectedKey={1} />
      <Select {...args} isDisabled />
    </ThemeGrid>
  ),
};
