import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryRail } from './CategoryRail';
import type { CategoryLimitAlert, MenuCategory } from '../CategoryTabs/category';
import {
  sampleCategories,
  longCategoryNames,
  chineseCategoryNames,
  manyCategories,
} from '../CategoryTabs/sample-categories';
import { Button } from '../Button/Button';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { vars } from '../../tokens';
import { inLanguage, inToolbarLanguage, shown } from '../../.storybook/story-categories';
import { storyLanguage } from '../../.storybook/story-language';
import { demoDishName, demoDishesOfCategory } from '../../mocks/demo-dishes';
import type { Language } from '../../locales';

/** A few of the category's demo dishes, named in the toolbar's language. */
function Dishes({ category, language }: { category: MenuCategory; language: Language }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {demoDishesOfCategory(category.name, 3).map((d) => (
        <li
          key={d.item_id}
          style={{
            padding: 12,
            borderBottom: `1px solid ${vars.color.border}`,
          }}
        >
          {demoDishName(d.item_id, language)}
        </li>
      ))}
    </ul>
  );
}

/** Each category's dishes in the toolbar's language. */
const dishesInToolbarLanguage: Decorator = (Story, { args, globals }) => {
  const language = storyLanguage(globals);
  return (
    <Story
      args={{ ...args, children: (c: MenuCategory) => <Dishes category={c} language={language} /> }}
    />
  );
};

/** A demo dish's name in the toolbar's language, for play functions. */
const dishIn = (globals: Readonly<Record<string, unknown>>, itemId: number) =>
  demoDishName(itemId, storyLanguage(globals));

/** The first demo dish of a category, as the rail's panel lists it. */
const firstOf = (category: string) => demoDishesOfCategory(category, 1)[0]?.item_id ?? 0;

/** Edamame, the starters' first demo dish. */
const EDAMAME = 101;

const meta = {
  title: 'Components/CategoryRail',
  tags: ['autodocs'],
  component: CategoryRail,
  args: {
    categories: sampleCategories,
    onSelectionChange: fn(),
    children: (c) => <Dishes category={c} language="EN" />,
  },
  decorators: [
    inToolbarLanguage,
    dishesInToolbarLanguage,
    (Story) => (
      <div style={{ height: 560, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryRail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const { c, t } = shown(globals);
    await expect(canvas.getByRole('tablist', { name: t('category.label') })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const nigiri = `${c('Nigiri')} ${t('category.limit', { ordered: 3, limit: 6 })}`;
    await expect(canvas.getByRole('tab', { name: nigiri })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(dishIn(globals, EDAMAME));
  },
};

/** The same rail with the toolbar on Italian: categories and dishes follow it, as in the menu. */
export const DefaultInItalian: Story = { ...Default, globals: { locale: 'IT' } };

export const Press: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('tab', { name: shown(globals).starts('Uramaki') }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(104);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      demoDishName(firstOf('Uramaki'), storyLanguage(globals)),
    );
  },
};

/** Up and down arrows walk the rail. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const { c, starts } = shown(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(102);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      demoDishName(firstOf('Sashimi'), storyLanguage(globals)),
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: starts('Nigiri') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LimitReached: Story = {
  args: { selectedId: 103 },
  play: async ({ canvas, globals }) => {
    const { c, t } = shown(globals);
    const name = `${c('Sashimi')} ${t('category.limitReached', { ordered: 4, limit: 4 })}`;
    await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  },
};

function AlertDemo({ language }: { language: Language }) {
  const [alert, setAlert] = useState<CategoryLimitAlert | null>(null);
  const [selected, setSelected] = useState<Key>(103);
  return (
    <>
      <Button size="sm" onPress={() => setAlert((a) => ({ id: 103, seq: (a?.seq ?? 0) + 1 }))}>
        Add one more Sashimi
      </Button>
      <div style={{ flex: 1, minHeight: 0, marginTop: 8 }}>
        <CategoryRail
          categories={inLanguage(sampleCategories, language)}
          selectedId={selected}
          onSelectionChange={setSelected}
          limitAlert={alert}
        >
          {(c) => <Dishes category={c} language={language} />}
        </CategoryRail>
      </div>
    </>
  );
}

/** The server refused a dish for the category's limit: the entry nudges, each time. */
export const LimitHit: Story = {
  render: (_args, { globals }) => <AlertDemo language={storyLanguage(globals)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const { starts } = shown(globals);
    const tab = () => canvas.getByRole('tab', { name: starts('Sashimi') });
    await expect(tab().querySelector('[data-alert]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Sashimi' }));
    const first = tab().querySelector('[data-alert]');
    await expect(first).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Sashimi' }));
    await expect(tab().querySelector('[data-alert]')).not.toBe(first);
  },
};

export const Takeout: Story = {
  args: { isTakeout: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('tab', { name: shown(globals).c('Sashimi') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-limit-count]')).toBeNull();
  },
};

/** Sixteen categories: the rail scrolls and keeps the selected one (Drinks) in view. */
export const ManyCategories: Story = {
  args: { categories: manyCategories, defaultSelectedId: 414 },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await waitFor(() => {
      const l = list.getBoundingClientRect();
      const t = canvas.getByRole('tab', { selected: true }).getBoundingClientRect();
      expect(t.top).toBeGreaterThanOrEqual(l.top);
      expect(t.bottom).toBeLessThanOrEqual(l.bottom);
    });
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(
      shown(globals).c('Drinks'),
    );
  },
};

/** Long German and Italian names wrap inside the narrow rail. */
export const LongNames: Story = {
  globals: { locale: 'DE' },
  args: { categories: longCategoryNames, selectedId: 202 },
  play: async ({ canvas, globals }) => {
    const { t } = shown(globals);
    const grill = `Specialità della casa alla griglia ${t('category.limitReached', { ordered: 2, limit: 2 })}`;
    await expect(canvas.getByRole('tab', { name: grill })).toBeVisible();
  },
};

/** The same long names with the toolbar on English: the counts are read out in English. */
export const LongNamesInEnglish: Story = {
  ...LongNames,
  globals: { locale: 'EN' },
};

export const ItalianNames: Story = {
  globals: { locale: 'IT' },
  args: { categories: longCategoryNames },
  play: async ({ canvas, globals }) => {
    const { t } = shown(globals);
    await expect(canvas.getByRole('tablist', { name: t('category.label') })).toBeVisible();
    const pasta = `Hausgemachte Teigwaren mit Meeresfrüchten ${t('category.limit', { ordered: 1, limit: 4 })}`;
    await expect(canvas.getByRole('tab', { name: pasta })).toBeVisible();
  },
};

/** Chinese names without spaces wrap by character. */
export const ChineseNames: Story = {
  globals: { locale: 'ZH' },
  args: { categories: chineseCategoryNames },
  play: async ({ canvas, globals }) => {
    const sushi = `寿司 ${shown(globals).t('category.limitReached', { ordered: 5, limit: 5 })}`;
    await expect(canvas.getByRole('tab', { name: sushi })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    categories: sampleCategories.map((c) => (c.id === 102 ? { ...c, isDisabled: true } : c)),
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const { c, starts } = shown(globals);
    const nigiri = canvas.getByRole('tab', { name: starts('Nigiri') });
    await expect(nigiri).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(nigiri);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: c('Starters & salads') }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(103);
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const Themes: Story = {
  decorators: [inToolbarLanguage, dishesInToolbarLanguage],
  args: { categories: sampleCategories.slice(0, 4) },
  render: (args) => (
    <ThemeGrid minWidth={300}>
      <div style={{ height: 220, width: '100%', display: 'flex' }}>
        <CategoryRail {...args} defaultSelectedId={103} />
      </div>
    </ThemeGrid>
  ),
};
