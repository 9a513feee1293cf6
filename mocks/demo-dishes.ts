/**
 * The demo restaurant's dishes (`server/seed/demo`) for stories that draw a dish without the mock
 * server: its names in the seven languages, picked as the app picks them.
 */
import { menuItems } from '../server/seed/demo';
import type { MenuItem } from '../server/seed/demo';
import { localizedName } from '../core';
import type { Language } from '../core';

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
