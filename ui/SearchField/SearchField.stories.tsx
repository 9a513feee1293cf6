import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/SearchField',
  tags: ['autodocs'],
  component: SearchField,
  args: { onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search dishes' });
    await expect(box).toHaveAttribute('placeholder', 'Search dishes');
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const TypeAndSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, 'gyoza');
    await expect(args.onChange).toHaveBeenLastCalledWith('gyoza');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('gyoza');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'ramen' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'tempura' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const WithCancel: Story = {
  args: { defaultValue: 'sushi', onCancel: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'udon', onCancel: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const LongGermanQuery: Story = {
  globals: { locale: 'DE' },
  args: { defaultValue: 'Gebratene Garnelen mit Knoblauch und Frühlingszwiebeln', onCancel: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Gerichte suchen' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Suche löschen' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  args: { defaultValue: '麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉东坡肉红烧狮子头', onCancel: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '搜索菜品' })).toBeInTheDocument();
  },
};

export const Italian: Story = {
  globals: { locale: 'IT' },
};

export const Themes: Story = {
  args: { onCancel: fn() },
  render: (args) => (
    <ThemeGrid>
      <SearchField {...args} />
      <SearchField {...args} defaultValue="Nigiri salmone" label="Search dishes, filled" />
    </ThemeGrid>
  ),
};
