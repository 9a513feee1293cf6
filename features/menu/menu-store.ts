import { displayModeOf, nameFieldOf, parseIdList } from '../../core';
import { batch, computed, signal } from '@preact/signals-react';
import type { Menu } from '../../protocol/http';
import { homeCalls } from '../../protocol/first-screen';
import type { Language } from '../../core';
import { api, clientLanguage, lastLoad, onContentChanged, READ_AGAIN } from '../../lib/session';
import { offerCondiments } from '../cart';
import { forgetBusinessNow, menuAddress, readBusinessNow, settings } from '../../lib/restaurant';
import { localizedName } from '../../core/locale/localized-name';
import { allergenKeys, labelKeys } from '../../ui/icons/keys';
import type { DishTagKey } from '../../ui/icons/keys';
import { ALL_CATEGORY, buildRows, displayedName, passesFilter } from './menu-logic';
import type { MenuRow, ShownCategory } from './menu-logic';
import type { FullMenu, MenuDish, MenuMode } from './menu-types';

export type { FullMenu, MenuCategory, MenuDish, MenuMode } from './menu-types';

export const currentMenu = signal<FullMenu | null>(null);
export const menuFailed = signal(false);
export const menuLoading = signal(false);
export const selectedCategory = signal<number | null>(null);
/** The diner's chosen display mode; null follows the display-mode setting. */
export const chosenMode = signal<MenuMode | null>(null);
/** The search query; a non-empty one turns on search mode. */
export const searchQuery = signal('');
export const searchOpen = signal(false);
/** Allergens that exclude a dish, labels that a dish must carry. */
export const excludedAllergens = signal<ReadonlySet<string>>(new Set());
export const requiredLabels = signal<ReadonlySet<string>>(new Set());
/** `GET /api/v2/menus/getCurrentBusinessMenu`'s isBusinessTime; null until known. */
export const businessTime = signal<boolean | null>(null);
/** The first-level menus the business rule in force hides (its hide_menu): closed for round dishes. */
export const hiddenMenus = signal<readonly number[]>([]);
/**
 * The menu shown cannot be ordered from now, but for exempt dishes (ordering.md §4, §5): outside
 * business time, or hidden by the rule in force (a window ended and the next one hides it). The
 * server refuses its round-rule dishes by the same rule (core's checkBusinessTime).
 */
export const menuClosed = computed(() => {
  if (businessTime.value === false) return true;
  const id = currentMenu.value?.main_group_id;
  return id !== undefined && hiddenMenus.value.includes(id);
});

export const categories = computed(
  () => currentMenu.value?.menu_item_slu.filter((c) => c.menu_item.length > 0) ?? [],
);

/** The current menu's categories by id (dmi_slu_id): the R8 limits set on each. */
export const categoryById = computed(
  () => new Map(currentMenu.value?.menu_item_slu.map((c) => [c.dmi_slu_id, c]) ?? []),
);

/** The display mode in force: the diner's choice, else the display-mode setting. */
export const menuMode = computed<MenuMode>(() => chosenMode.value ?? displayModeOf(settings.value));

/** Which dish name the restaurant shows (setting show-item-name1-or-item-name2). */
export const nameField = computed(() => nameFieldOf(settings.value));

/** True while a non-empty query is typed: the list shows the matching dishes alone. */
export const searching = computed(() => searchQuery.value.trim().length > 0);

/** How many allergens and labels the filter holds (the filter button's badge). */
export const filterCount = computed(() => excludedAllergens.value.size + requiredLabels.value.size);

/** The filter's choice as one list in the spec's order (allergens first), for ui/AllergenFilter. */
export const chosenDishTags = computed<DishTagKey[]>(() => [
  ...allergenKeys.filter((k) => excludedAllergens.value.has(k)),
  ...labelKeys.filter((k) => requiredLabels.value.has(k)),
]);

/**
 * What the search looks in, per dish, lower-cased once per menu, language and name setting (not
 * once per letter typed): the displayed name and the name in the diner's language, on two lines
 * (a query is one line, so it matches within one of them, as `matchesSearch` does).
 */
const searchNames = computed(() => {
  const language = clientLanguage.value;
  const field = nameField.value;
  const names = new Map<MenuDish, string>();
  for (const c of categories.value)
    for (const d of c.menu_item)
      names.set(
        d,
        `${displayedName(d, field)}\n${localizedName(d.item_i18n, language, d.item_name1)}`.toLowerCase(),
      );
  return names;
});

/**
 * The categories, each with the dishes that pass the allergen and label filter, in the diner's
 * language (empty ones too). It reads the language alone: the whole client state changes for other
 * reasons (the clock's offset, a name), and each change would filter every dish again, and render
 * the menu again. Apart from the search: a letter typed reads them as they are and does not filter
 * every dish of a long menu again (2,000 in bench:long-menu).
 */
const filteredCategories = computed<ShownCategory[]>(() => {
  const language = clientLanguage.value;
  const excluded = excludedAllergens.value;
  const required = requiredLabels.value;
  return categories.value.map((c) => ({
    id: c.dmi_slu_id,
    name: localizedName(c.name_i18n, language, c.dmi_slu_name),
    category: c,
    dishes: c.menu_item.filter((d) => passesFilter(d, excluded, required)),
  }));
});

/**
 * The categories the list shows, each with the dishes that pass the filter, in the diner's
 * language; empty ones are left out. While searching, one category (`ALL_CATEGORY`, with an
 * empty name the view fills in) holds every dish that matches.
 */
export const visibleCategories = computed<ShownCategory[]>(() => {
  const cats = filteredCategories.value;
  if (!searching.value) return cats.filter((c) => c.dishes.length > 0);
  const query = searchQuery.value.trim().toLowerCase();
  const names = searchNames.value;
  const hits = cats.flatMap((c) => c.dishes.filter((d) => names.get(d)?.includes(query) ?? false));
  return hits.length ? [{ id: ALL_CATEGORY, name: '', category: null, dishes: hits }] : [];
});

/**
 * Makes what the search looks in ahead of the first letter (the page calls it when the browser
 * is idle): in a long menu, lower-casing every dish's names took the first letter's task 14 ms
 * longer on a 4× slower CPU (bench:long-menu's profile).
 */
export function prepareSearch(): void {
  void searchNames.value;
}

/** The virtualised list's rows for the visible categories in the current mode. */
export const menuRows = computed<MenuRow[]>(() =>
  buildRows(visibleCategories.value, menuMode.value),
);

/** The category the bars mark: "All" while searching, else the chosen one or the first shown. */
export const activeCategory = computed<number | null>(() =>
  searching.value
    ? ALL_CATEGORY
    : (selectedCategory.value ?? visibleCategories.value[0]?.id ?? null),
);

/** The diner chose a category (a tap on a bar) or scrolled to it. */
export function chooseCategory(id: number): void {
  selectedCategory.value = id;
}

/** Flips between the grid of cards and the list beside the category rail. */
export function toggleMenuMode(): void {
  chosenMode.value = menuMode.value === 'NORMAL' ? 'CAROUSEL' : 'NORMAL';
}

/** Shows or hides the search box. */
export function toggleSearch(): void {
  searchOpen.value = !searchOpen.value;
}

export function setSearchQuery(query: string): void {
  searchQuery.value = query;
}

/** Empties the query and hides the search box. */
export function closeSearch(): void {
  searchQuery.value = '';
  searchOpen.value = false;
}

/** Sets the filter from one list of tags: allergens exclude dishes, labels are required. */
export function setDishTagFilter(tags: readonly DishTagKey[]): void {
  const chosen = new Set<string>(tags);
  excludedAllergens.value = new Set(allergenKeys.filter((k) => chosen.has(k)));
  requiredLabels.value = new Set(labelKeys.filter((k) => chosen.has(k)));
}

export function clearDishTagFilter(): void {
  setDishTagFilter([]);
}

/** How recent a load of the menu shown the view takes instead of asking again as it mounts. */
export const MENU_FRESH_MS = 10_000;

/** The last menu load, by its address (the menu and the language). */
const menuLoad = lastLoad<string>();

/**
 * Loads a first-level menu with its categories and dishes, their names in the diner's language
 * (and English, the fallback) alone: a change of language loads the menu again.
 *
 * A load of the same menu in the same language under way is taken instead of asking again; with
 * `maxAgeMs`, so is one that succeeded that recently (the one started as the diner tapped to come
 * to the menu page, app/main/session-ahead.ts). A failed load is never taken.
 */
export function loadMenu(
  menuId: number,
  language: Language,
  { maxAgeMs = 0 }: { maxAgeMs?: number } = {},
): Promise<void> {
  const address = menuAddress(menuId, language);
  return menuLoad.take(
    address,
    maxAgeMs,
    () => fetchMenu(menuId, address),
    () => currentMenu.peek()?.main_group_id === menuId,
  );
}

/**
 * One load of the menu at `address`; false when it failed (the store says so). A load another has
 * taken over from meanwhile (another menu or language) leaves the store to that one.
 */
async function fetchMenu(
  menuId: number,
  address: string,
  { reread = false }: { reread?: boolean } = {},
): Promise<boolean> {
  const current = () => menuLoad.isLatest(address);
  if (!reread) menuFailed.value = false;
  menuLoading.value = true;
  if (currentMenu.value && currentMenu.value.main_group_id !== menuId) currentMenu.value = null;
  let menu: FullMenu;
  try {
    menu = await api<FullMenu>(address, reread ? READ_AGAIN : {});
  } catch {
    if (current()) {
      batch(() => {
        if (!reread) menuFailed.value = true;
        menuLoading.value = false;
      });
    }
    return false;
  }
  if (!current()) return true;
  batch(() => {
    menuFailed.value = false;
    menuLoading.value = false;
    currentMenu.value = menu;
    // Each dish's own condiment groups, for the cart's editor and the choice before adding.
    offerCondiments(menu.menu_item_slu.flatMap((c) => c.menu_item));
    // The same menu again (in another language) keeps the diner's category.
    const kept = menu.menu_item_slu.some((c) => c.dmi_slu_id === selectedCategory.value);
    if (!kept)
      selectedCategory.value =
        menu.menu_item_slu.find((c) => c.menu_item.length > 0)?.dmi_slu_id ?? null;
  });
  return true;
}

/** The restaurant's first-level menus (names in every language), for the table's menu switcher. */
export const firstMenus = signal<readonly Menu[]>([]);

/** Loads the first-level menus' names once (a table opened with several menus switches among them). */
export async function loadFirstMenus(takeaway: boolean, { again = false } = {}): Promise<void> {
  if (firstMenus.value.length && !again) return;
  try {
    firstMenus.value = await api<Menu[]>(homeCalls(takeaway).menus, again ? READ_AGAIN : {});
    firstMenusFor = takeaway;
  } catch {
    // The switcher then names the other menus by the names the table carries.
  }
}

/** The kind of the menus' names loaded (a takeaway's or a table's), null before. */
let firstMenusFor: boolean | null = null;

/**
 * The page was given the service worker's kept answer and the server's now differs
 * (lib/session/content-changes.ts): the menu shown (or on its way: the news can come before the
 * kept answer is in) and the menus' names are loaded again, once the load under way is over. A
 * failed reload leaves the menu shown as it is.
 */
onContentChanged((url) => {
  const address = url.pathname + url.search;
  const menuId = Number(/^\/api\/v3\/menus2\/(\d+)$/.exec(url.pathname)?.[1]);
  if (menuId > 0) menuLoad.again(address, () => fetchMenu(menuId, address, { reread: true }));
  if (url.pathname === '/api/v3/menus' && firstMenusFor !== null)
    void loadFirstMenus(firstMenusFor, { again: true });
});

/**
 * When the business-hour window in force closes, on this device's clock, and how many minutes
 * before that the closing notice shows (disable-order-notice-appear-time); null for an all-day
 * window or outside business time.
 */
export const businessClose = signal<{ closesAt: number; noticeMinutes: number } | null>(null);

/**
 * Reads whether the restaurant is inside a business-hour window now (dishes are dimmed outside)
 * and when that window closes (the server says how many minutes are left by its own clock, counted
 * from when its answer came). With `maxAgeMs`, an answer that came that recently (the home page's)
 * serves instead of a new call (lib/restaurant readBusinessNow).
 */
export async function loadBusinessTime({
  maxAgeMs = 0,
}: { maxAgeMs?: number } = {}): Promise<void> {
  try {
    const { answer: now, readAt } = await readBusinessNow({ maxAgeMs });
    businessTime.value = now.isBusinessTime;
    hiddenMenus.value = now.id !== undefined ? parseIdList(now.hide_menu ?? null) : [];
    businessClose.value =
      now.isBusinessTime && now.minutes_to_close !== null && now.minutes_to_close !== undefined
        ? {
            closesAt: readAt + now.minutes_to_close * 60_000,
            noticeMinutes: now.closing_notice_minutes,
          }
        : null;
  } catch {
    businessTime.value = null;
    hiddenMenus.value = [];
    businessClose.value = null;
  }
}

/** Forgets the loaded menu and the diner's view choices (leaving the table, and between stories). */
export function resetMenuStore(): void {
  menuLoad.forget();
  firstMenusFor = null;
  currentMenu.value = null;
  firstMenus.value = [];
  menuFailed.value = false;
  menuLoading.value = false;
  selectedCategory.value = null;
  chosenMode.value = null;
  searchQuery.value = '';
  searchOpen.value = false;
  excludedAllergens.value = new Set();
  requiredLabels.value = new Set();
  businessTime.value = null;
  hiddenMenus.value = [];
  businessClose.value = null;
  forgetBusinessNow();
}

/** A dish whose required condiments the diner is choosing before it is added (the menu's +). */
export const condimentChoice = signal<{ dish: MenuDish; name: string } | null>(null);

/** Asks for the dish's required condiments before adding it. */
export function askCondiments(dish: MenuDish, name: string): void {
  condimentChoice.value = { dish, name };
}

/** The condiment choice is over (added or dismissed). */
export function closeCondimentChoice(): void {
  condimentChoice.value = null;
}
