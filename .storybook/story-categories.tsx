/** Story helpers of the category bars (tabs and rail): the demo categories in the toolbar's language. */
import type { Decorator } from '@storybook/react-vite';
import type { MenuCategory } from '../ui/CategoryTabs/category';
import { storyLanguage, storyTexts } from './story-language';
import { sameCategoryIn } from '../mocks/demo-dishes';
import type { Language } from '../locales';

/** The categories with the demo restaurant's names in `language`, as the menu shows them. */
export const inLanguage = (categories: readonly MenuCategory[], language: Language) =>
  categories.map((c) => ({ ...c, name: sameCategoryIn(c.name, language) }));

/** The stories' categories are named in the toolbar's language. */
export const inToolbarLanguage: Decorator = (Story, { args, globals }) => {
  const { categories } = args as { categories?: MenuCategory[] };
  return categories ? (
    <Story args={{ ...args, categories: inLanguage(categories, storyLanguage(globals)) }} />
  ) : (
    <Story />
  );
};

/** What a play function finds on screen in the toolbar's language: names, texts, name prefixes. */
export function shown(globals: Readonly<Record<string, unknown>>) {
  const texts = storyTexts(globals);
  const c = (name: string) => sameCategoryIn(name, texts.language);
  return { ...texts, c, starts: (name: string) => new RegExp(`^${c(name)}`) };
}
