/**
 * The demo restaurant's dishes (`server/seed/demo`) for stories that draw a dish without the mock
 * server: its names in the seven languages, picked as the app picks them.
 */
import {
  categories,
  condimentGroups,
  condiments,
  courseGroups,
  firstMenus,
  menuItems,
} from '../server/seed/demo';
import type { MenuItem } from '../server/seed/demo';
import { localizedName } from '../core';
import type { Language } from '../core';
import type { CartDish } from '../core';
import type { CondimentGroup } from '../protocol/http';

const byId = new Map(menuItems.map((d) => [d.item_id, d]));

/** A demo dish by its item id (101 Edamame, 803 Pork gyoza, 1601 Sakura boat for two, …). */
export function demoDish(itemId: number): MenuItem {
  const dish = byId.get(itemId);
  if (!dish) throw new Error(`The demo restaurant has no dish ${itemId}`);
  return dish;
}

/** A demo dish's name in `language`, through core's `localizedName` as the menu shows it. */
export function demoDishName(itemId: number, language: Language): string {
  const dish = demoDish(itemId);
  return localizedName(dish.item_i18n, language, dish.item_name1);
}

/**
 * A demo dish's names as a cart line carries them (its own name and its names in the seven
 * languages, as the cart reducer fills them), so the drawer picks the diner's language itself.
 */
export function demoCartNames(itemId: number): Pick<CartDish, 'name' | 'name_i18n'> {
  const dish = demoDish(itemId);
  const names = Object.fromEntries(
    Object.entries(dish.item_i18n).map(([language, entry]) => [language, entry.name]),
  );
  return { name: dish.item_name1, name_i18n: names };
}

/**
 * The same dish's name in `language` when `name` is a demo dish's name in any language (so a
 * story's args can name a dish as written, and show it in the toolbar's); any other name as is.
 */
export function sameDishIn(name: string, language: Language): string {
  for (const dish of menuItems) {
    const names = Object.values(dish.item_i18n).map((entry) => entry.name);
    if (names.includes(name) || dish.item_name1 === name) {
      return localizedName(dish.item_i18n, language, dish.item_name1);
    }
  }
  return name;
}

/**
 * A demo dish's own condiment groups as the menu call gives them on the dish (`condiments`, as
 * `listCondimentGroups` shapes them), with their condiments and names in the seven languages.
 */
export function demoCondimentGroups(itemId: number): CondimentGroup[] {
  return demoDish(itemId).condiment_group_ids.map((id) => {
    const g = condimentGroups.find((c) => c.scomdiment_groups_id === id);
    if (!g) throw new Error(`The demo restaurant has no condiment group ${id}`);
    return {
      scomdiment_groups_id: id,
      comdiment_groups_name: g.comdiment_groups_name,
      name_i18n: g.comdiment_groups_name_i18n,
      min_select: 0,
      max_select: g.max_select ?? 0,
      condiments: condiments
        .filter((c) => c.scomdiment_groups_id === id)
        .map(({ item_i18n, ...c }) => ({ ...c, name_i18n: item_i18n })),
    };
  });
}

/** The demo category a name belongs to, when it is one of its names in any language. */
function demoCategoryNamed(name: string) {
  return categories.find(
    (c) => c.dmi_slu_name === name || Object.values(c.dmi_slu_name_i18n).includes(name),
  );
}

/**
 * The same category's name in `language` when `name` is a demo category's name in any language
 * (Starters & salads, Nigiri, Drinks, …); any other name as is.
 */
export function sameCategoryIn(name: string, language: Language): string {
  const category = demoCategoryNamed(name);
  return category
    ? localizedName(category.dmi_slu_name_i18n, language, category.dmi_slu_name)
    : name;
}

/** The first few demo dishes of the category named `name` (in any language), none for others. */
export function demoDishesOfCategory(name: string, count: number): MenuItem[] {
  const category = demoCategoryNamed(name);
  if (!category) return [];
  return menuItems.filter((d) => d.dmi_slu_id === category.dmi_slu_id).slice(0, count);
}

/** `count` of the demo restaurant's dishes, one in every `step` down the menu (starters to drinks). */
export function demoDishSample(count: number, step: number): MenuItem[] {
  return menuItems.filter((_, i) => i % step === 0).slice(0, count);
}

/** The demo restaurant's first `count` condiments (soy sauce, wasabi, …), named in `language`. */
export function demoCondimentNames(count: number, language: Language): string[] {
  return condiments.slice(0, count).map((c) => localizedName(c.item_i18n, language, c.item_name1));
}

/** A demo set menu's course group name in `language` (4 Main of the lunch bento, …). */
export function demoCourseGroupName(groupId: number, language: Language): string {
  const group = courseGroups.find((g) => g.course_group_id === groupId);
  if (!group) throw new Error(`The demo restaurant has no course group ${groupId}`);
  return localizedName(group.course_group_name_i18n, language, group.course_group_name);
}

/**
 * The same menu's name in `language` when `name` is one of a demo menu's names in any language
 * (Lunch, Dinner, All day, …), as the home page and the menu's title pick it; any other name as is.
 */
export function sameMenuIn(name: string, language: Language): string {
  const menu = firstMenus.find(
    (m) => m.main_group_name === name || Object.values(m.main_group_name_i18n).includes(name),
  );
  return menu ? localizedName(menu.main_group_name_i18n, language, menu.main_group_name) : name;
}
