import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { storyLanguage, storyTexts } from '../../.storybook/story-language';
import { demoDishName } from '../../mocks/demo-dishes';
import type { Language } from '../../locales';

/** Demo dishes a diner searches for, by item id. */
const dish = {
  edamame: 101,
  salmonNigiri: 401,
  shrimpTempura: 801,
  porkGyoza: 803,
  tonkotsuRamen: 1001,
} as const;

/** What a diner types: the first word of a demo dish's name in the toolbar's language. */
const typed = (itemId: number, language: Language) => demoDishName(itemId, language).split(' ')[0]!;

const meta = {
  title: 'Components/SearchField',
  tags: ['autodocs'],
  component: SearchField,
  args: { onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const box = canvas.getByRole('searchbox', { name: t('search.placeholder') });
    await expect(box).toHaveAttribute('placeholder', t('search.placeholder'));
    await expect(canvas.queryByRole('button', { name: t('common.cancel') })).toBeNull();
  },
};

export const TypeAndSubmit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const query = typed(dish.porkGyoza, storyLanguage(globals));
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, query);
    await expect(args.onChange).toHaveBeenLastCalledWith(query);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(query);
  },
};

/** Typing and sending in Chinese: the query is the Chinese name. */
export const TypeAndSubmitInChinese: Story = { ...TypeAndSubmit, globals: { locale: 'ZH' } };

/**
 * A Chinese or Japanese word being composed with an input method: its Enter chooses the word and
 * sends nothing; the Enter after it sends the query.
 */
export const EnterWhileComposing: Story = {
  globals: { locale: 'ZH' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const query = typed(dish.porkGyoza, storyLanguage(globals));
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, query);
    box.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(query);
  },
};

/** A field already holding a query, as when the diner comes back to the menu. */
const holding =
  (itemId: number): Story['render'] =>
  (args, { globals }) => (
    <SearchField {...args} defaultValue={typed(itemId, storyLanguage(globals))} />
  );

export const ClearButton: Story = {
  render: holding(dish.tonkotsuRamen),
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyTexts(globals).t('search.clear') }),
    );
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** Clearing in Italian: the button is found by its Italian name. */
export const ClearButtonInItalian: Story = { ...ClearButton, globals: { locale: 'IT' } };

export const EscapeClears: Story = {
  render: holding(dish.shrimpTempura),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const WithCancel: Story = {
  args: { onCancel: fn() },
  render: holding(dish.salmonNigiri),
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyTexts(globals).t('common.cancel') }),
    );
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onCancel: fn() },
  render: holding(dish.edamame),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: storyTexts(globals).t('common.cancel') }),
    ).toBeDisabled();
  },
};

/** A long German query (a whole dish name) beside the clear and cancel buttons. */
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
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    const name = demoDishName(dish.salmonNigiri, language);
    return (
      <ThemeGrid>
        <SearchField {...args} />
        <SearchField
          {...args}
          defaultValue={name}
          label={`${storyTexts(globals).t('search.placeholder')}: ${name}`}
        />
      </ThemeGrid>
    );
  },
};
