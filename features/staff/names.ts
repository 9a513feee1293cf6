// Names as the staff console shows them: dishes and menus in the staff's language where the data
// gives it (core's localizedName, the rule the diner's screens follow), and the remarks and
// condiments diners wrote as they read them (core's decodeCartText, as the printed ticket does).
import { decodeCartText } from '../../core/cart/lines';
import { plainText } from '../../core/text/plain-text';
import type { Language } from '../../core/locale/language';
import { localizedName, type NameI18n } from '../../core/locale/localized-name';

/** A dine-in menu as the console lists it (GET /api/v3/menus). */
export interface StaffMenu {
  main_group_id: number;
  main_group_name: string;
  name_i18n?: NameI18n;
}

/** A dish's name in the staff's language, else English, else the name the restaurant gave it. */
export function dishName(
  dish: { item_name1: string; item_i18n?: NameI18n },
  language: Language,
): string {
  return localizedName(dish.item_i18n, language, dish.item_name1);
}

/** A menu's name in the staff's language, else English, else its own. */
export function menuName(menu: StaffMenu, language: Language): string {
  return localizedName(menu.name_i18n, language, menu.main_group_name);
}

/**
 * The names of the menus a table or a request names (select_menu: ids joined by commas), in the
 * staff's language; `given` are the names that came with it, for a menu the console does not list.
 */
export function menuNamesOf(
  selectMenu: string,
  menus: readonly StaffMenu[],
  language: Language,
  given: readonly string[] = [],
): string[] {
  return selectMenu
    .split(',')
    .filter(Boolean)
    .map((id, i) => {
      const menu = menus.find((m) => m.main_group_id === Number(id));
      return menu ? menuName(menu, language) : (given[i] ?? `#${id}`);
    });
}

/**
 * Text a diner or staff member typed, as the console shows it: no control or format character
 * (core's plainText), whatever an older store holds; one line unless told.
 */
export function shownText(text: string, multiline = false): string {
  return plainText(text, { multiline });
}

/** A remark or condiment as the diner wrote it (sent with underscores, shown with spaces). */
export function wireText(text: string): string {
  return shownText(decodeCartText(text)).trim();
}
