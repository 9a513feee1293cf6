import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryTabs } from './CategoryTabs';
import type { CategoryLimitAlert, MenuCategory } from './category';
import {
  sampleCategories,
  longCategoryNames,
  chineseCategoryNames,
  manyCategories,
} from './sample-categories';
import { Button } from '../Button/Button';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { vars } from '../../tokens';
import { inLanguage, inToolbarLanguage, shown } from '../../.storybook/story-categories';
import { storyLanguage } from '../../.storybook/story-language';
import type { Language } from '../../locales';

const dishes = (c: MenuCategory) => (
  <p style={{ margin: 0, padding: 12, color: vars.color.textMuted }}>Dishes of {c.name}</p>
);

const meta = {
  title: 'Components/CategoryTabs',
  tags: ['autodocs'],
  component: CategoryTabs,
  args: { categories: sampleCategories, onSelectionChange: fn(), children: dishes },
  decorators: [inToolbarLanguage],
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category selected; counts where a limit applies (Fried's 999 and the starters' 9999 mean no limit). */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const { c, t } = shown(globals);
    await expect(canvas.getByRole('tablist', { name: t('category.label') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const nigiri = `${c('Nigiri')} ${t('category.limit', { ordered: 3, limit: 6 })}`;
    await expect(canvas.getByRole('tab', { name: nigiri })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: c('Fried') })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      `Dishes of ${c('Starters & salads')}`,
    );
  },
};

/** The same bar with the toolbar on Italian: the categories' names follow it, as in the menu. */
export const DefaultInItalian: Story = { ...Default, globals: { locale: 'IT' } };

/** A tap selects and reports the category's id. */
export const Press: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const { c, starts } = shown(globals);
    await userEvent.click(canvas.getByRole('tab', { name: starts('Uramaki') }));
    // The selection comes in a task of its own after the tap's (CategoryNav).
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith(104));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(`Dishes of ${c('Uramaki')}`);
  },
};

/** Left and right arrows walk the categories and select them. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const { c, starts } = shown(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: c('Starters & salads') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(102);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: starts('Uramaki') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: starts('Sashimi') })).toHaveFocus();
  },
};

/** Sashimi 4/4: the count turns red and says so. */
export const LimitReached: Story = {
  args: { selectedId: 103 },
  play: async ({ canvas, globals }) => {
    const { c, t } = shown(globals);
    const name = `${c('Sashimi')} ${t('category.limitReached', { ordered: 4, limit: 4 })}`;
    const tab = canvas.getByRole('tab', { name });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab.querySelector('[data-limit-count]')).toHaveAttribute('data-reached');
  },
};

function AlertDemo({ language }: { language: Language }) {
  const [alert, setAlert] = useState<CategoryLimitAlert | null>(null);
  const [selected, setSelected] = useState<Key>(103);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <CategoryTabs
        categories={inLanguage(sampleCategories, language)}
        selectedId={selected}
        onSelectionChange={setSelected}
        limitAlert={alert}
      />
      <Button size="sm" onPress={() => setAlert((a) => ({ id: 103, seq: (a?.seq ?? 0) + 1 }))}>
        Add one more Sashimi
      </Button>
    </div>
  );
}

/** The server refused a dish for the category's limit: the count nudges (500 ms), each time. */
export const LimitHit: Story = {
  render: (_args, { globals }) => <AlertDemo language={storyLanguage(globals)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const { starts } = shown(globals);
    const tab = () => canvas.getByRole('tab', { name: starts('Sashimi') });
    await expect(tab().querySelector('[data-alert]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Sashimi' }));
    await expect(tab().querySelector('[data-alert]')).not.toBeNull();
    const first = tab().querySelector('[data-alert]');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Sashimi' }));
    // A fresh element: the animation starts over.
    await expect(tab().querySelector('[data-alert]')).not.toBe(first);
    await expect(
      canvas.getByRole('tab', { name: starts('Nigiri') }).querySelector('[data-alert]'),
    ).toBeNull();
  },
};

/** Takeout (table -1): no limits shown at all. */
export const Takeout: Story = {
  args: { isTakeout: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('tab', { name: shown(globals).c('Nigiri') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-limit-count]')).toBeNull();
  },
};

/** Sixteen categories: the row scrolls, the selected one (the last) is brought into view. */
export const ManyCategories: Story = {
  args: { categories: manyCategories, defaultSelectedId: 415 },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => {
      const l = list.getBoundingClientRect();
      const t = canvas.getByRole('tab', { selected: true }).getBoundingClientRect();
      expect(t.left).toBeGreaterThanOrEqual(l.left);
      expect(t.right).toBeLessThanOrEqual(l.right);
    });
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(
      shown(globals).c('Set menus'),
    );
  },
};

/**
 * In a page that scrolls, under a sticky header (as the menu page's): the chips scroll inside the
 * bar and nothing of them widens the page. The counts' texts for screen readers are placed
 * absolutely; they once took the sticky header as their containing block, and the menu page could
 * be scrolled 850 px sideways.
 */
export const InAScrollingPage: Story = {
  args: { categories: manyCategories, children: undefined },
  render: (args) => (
    <div data-testid="page" style={{ height: 240, overflowY: 'auto' }}>
      <header style={{ position: 'sticky', top: 0 }}>
        <CategoryTabs {...args} />
      </header>
      <p style={{ height: 600, margin: 0 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const page = canvas.getByTestId('page');
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};

/** German and Italian names wrap to two lines inside a chip of bounded width. */
export const LongNames: Story = {
  args: { categories: longCategoryNames },
  play: async ({ canvas, globals }) => {
    const { t } = shown(globals);
    const pasta = `Hausgemachte Teigwaren mit Meeresfrüchten ${t('category.limit', { ordered: 1, limit: 4 })}`;
    await expect(canvas.getByRole('tab', { name: pasta })).toBeVisible();
  },
};

/** The same long names with the toolbar on Italian: the counts are read out in Italian. */
export const LongNamesInItalian: Story = { ...LongNames, globals: { locale: 'IT' } };

export const LongNamesGerman: Story = {
  globals: { locale: 'DE' },
  args: { categories: longCategoryNames, selectedId: 202 },
  play: async ({ canvas, globals }) => {
    const { t } = shown(globals);
    await expect(canvas.getByRole('tablist', { name: t('category.label') })).toBeVisible();
    const grill = `Specialità della casa alla griglia ${t('category.limitReached', { ordered: 2, limit: 2 })}`;
    await expect(canvas.getByRole('tab', { name: grill })).toBeVisible();
  },
};

/** Chinese names have no spaces: they still wrap inside the chip. */
export const ChineseNames: Story = {
  globals: { locale: 'ZH' },
  args: { categories: chineseCategoryNames },
  play: async ({ canvas, globals }) => {
    const { t } = shown(globals);
    await expect(canvas.getByRole('tablist', { name: t('category.label') })).toBeVisible();
    const sushi = `寿司 ${t('category.limitReached', { ordered: 5, limit: 5 })}`;
    await expect(canvas.getByRole('tab', { name: sushi })).toBeVisible();
  },
};

/** A disabled category is shown but skipped. */
export const Disabled: Story = {
  args: {
    categories: sampleCategories.map((c) => (c.id === 102 ? { ...c, isDisabled: true } : c)),
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const { c, starts } = shown(globals);
    const nigiri = canvas.getByRole('tab', { name: starts('Nigiri') });
    await expect(nigiri).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(nigiri);
    // A tap's selection comes in a task after the tap's (CategoryNav): one more task, and none came.
    await new Promise((resolve) => setTimeout(resolve));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: c('Starters & salads') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(103);
  },
};

/** A menu with no categories shows no bar. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <CategoryTabs {...args} aria-label="Categories" defaultSelectedId={102} className={undefined}>
        {() => null}
      </CategoryTabs>
    </ThemeGrid>
  ),
};
