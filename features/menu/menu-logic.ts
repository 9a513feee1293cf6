import type { NameField } from '../../core';
import { dishTags } from '../../core/dish-tags/tags';
import type { MenuCategory, MenuDish, MenuMode } from './menu-types';

/**
 * Row heights of the virtualised list: a NORMAL card row, a CAROUSEL row, a category title
 * (ordering.md §2). A NORMAL row is 256, not the spec's 308: a card holds its picture, a
 * two-line name, one line of tags and the price with its button, and 308 left an empty band
 * in every card.
 */
export const NORMAL_ROW = 256;
export const CAROUSEL_ROW = 128;
export const TITLE_ROW = 40;
/** The id of the ALL category that heads search results. */
export const ALL_CATEGORY = -1;

/** Menu list height: window height minus 50 and 30, minus another 47 in NORMAL (ordering.md §9). */
export function menuListHeight(windowHeight: number, mode: MenuMode): number {
  return Math.max(0, windowHeight - 50 - 30 - (mode === 'NORMAL' ? 47 : 0));
}

/** The name the restaurant displays (setting show-item-name1-or-item-name2), falling back to the other. */
export function displayedName(
  dish: Pick<MenuDish, 'item_name1' | 'item_name2'>,
  nameField: NameField,
): string {
  const primary = nameField === 'item_name2' ? dish.item_name2 : dish.item_name1;
  return primary || (nameField === 'item_name2' ? dish.item_name1 : dish.item_name2) || '';
}

/** Case-insensitive substring on the displayed name and the diner's localised name. */
export function matchesSearch(
  dish: MenuDish,
  query: string,
  nameField: NameField,
  localized: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    displayedName(dish, nameField).toLowerCase().includes(q) || localized.toLowerCase().includes(q)
  );
}

/** Allergens exclude a dish; labels must all be present. */
export function passesFilter(
  dish: MenuDish,
  excludedAllergens: ReadonlySet<string>,
  requiredLabels: ReadonlySet<string>,
): boolean {
  if (excludedAllergens.size > 0 && dishTags(dish.allergen).some((a) => excludedAllergens.has(a)))
    return false;
  if (requiredLabels.size > 0) {
    const labels = new Set<string>(dishTags(dish.other_detail_info));
    for (const l of requiredLabels) if (!labels.has(l)) return false;
  }
  return true;
}

export type MenuRow =
  | { kind: 'title'; key: string; categoryId: number; name: string }
  | { kind: 'dishes'; key: string; categoryId: number; dishes: MenuDish[] };

export interface ShownCategory {
  id: number;
  name: string;
  category: MenuCategory | null;
  dishes: MenuDish[];
}

/**
 * The virtualised rows: a title per category, then its dishes two per row in NORMAL and one per
 * row in CAROUSEL.
 */
export function buildRows(shown: readonly ShownCategory[], mode: MenuMode): MenuRow[] {
  const perRow = mode === 'NORMAL' ? 2 : 1;
  const rows: MenuRow[] = [];
  for (const c of shown) {
    rows.push({ kind: 'title', key: `t${c.id}`, categoryId: c.id, name: c.name });
    for (let i = 0; i < c.dishes.length; i += perRow) {
      const dishes = c.dishes.slice(i, i + perRow);
      rows.push({
        kind: 'dishes',
        key: `d${c.id}-${dishes[0]?.menu_item_id}`,
        categoryId: c.id,
        dishes,
      });
    }
  }
  return rows;
}

/** Height of a row in the given mode. */
export function rowHeight(row: MenuRow, mode: MenuMode): number {
  if (row.kind === 'title') return TITLE_ROW;
  return mode === 'NORMAL' ? NORMAL_ROW : CAROUSEL_ROW;
}

/** Where a category's rows begin, in px from the top of the list. */
export interface CategoryStart {
  start: number;
  categoryId: number;
}

/** Where each category's rows begin, in list order: computed once per list, for categoryAt. */
export function categoryStarts(rows: readonly MenuRow[], mode: MenuMode): CategoryStart[] {
  const starts: CategoryStart[] = [];
  let y = 0;
  for (const row of rows) {
    if (starts.at(-1)?.categoryId !== row.categoryId)
      starts.push({ start: y, categoryId: row.categoryId });
    y += rowHeight(row, mode);
  }
  return starts;
}

/**
 * The category whose rows are at `offset` (the top of the viewport): a binary search, so the
 * scroll-spy costs the same on every scroll event however long the menu is.
 */
export function categoryAt(starts: readonly CategoryStart[], offset: number): number | null {
  let found = starts[0]?.categoryId ?? null;
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const s = starts[mid] as CategoryStart;
    if (s.start <= offset) {
      found = s.categoryId;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Where the scroll-spy reads the list (see categoryAtOffset): the offset, moved down the last screen. */
export function readingLine(offset: number, view?: { height: number; remaining: number }): number {
  return view ? offset + Math.max(0, view.height - Math.max(0, view.remaining)) : offset;
}

/**
 * The category the list is showing: the one whose rows are at the top of the viewport. Within
 * the last screen of scrolling the line read moves down with the scroll, to the viewport's
 * bottom at the very end, so that the last categories (too short to reach the top) are each
 * shown as current in turn instead of the highlight staying on the one before them. `view` is the
 * viewport's height and how far the list can still scroll.
 */
export function categoryAtOffset(
  rows: readonly MenuRow[],
  mode: MenuMode,
  offset: number,
  view?: { height: number; remaining: number },
): number | null {
  return categoryAt(categoryStarts(rows, mode), readingLine(offset, view));
}

/** Index of a category's title row. */
export function titleIndexOf(rows: readonly MenuRow[], categoryId: number): number {
  return rows.findIndex((r) => r.kind === 'title' && r.categoryId === categoryId);
}

/** How far past the list's edge (px) a pull must reach to switch the first-level menu. */
export const PULL_SWITCH_DISTANCE = 72;

export type PullDirection = 'previous' | 'next';

/**
 * A pull beyond the list's edge (ordering.md §2): a finger dragging down while the list is at its
 * top pulls toward the previous first-level menu, dragging up at its bottom toward the next.
 * `dy` is the finger's travel since it reached the edge (positive downward). A pull is armed once
 * it reaches PULL_SWITCH_DISTANCE; letting go then switches.
 */
export function pullPastEdge(
  edge: { atTop: boolean; atBottom: boolean },
  dy: number,
): { direction: PullDirection; distance: number; armed: boolean } | null {
  const direction: PullDirection | null =
    edge.atTop && dy > 0 ? 'previous' : edge.atBottom && dy < 0 ? 'next' : null;
  if (!direction) return null;
  const distance = Math.abs(dy);
  return { direction, distance, armed: distance >= PULL_SWITCH_DISTANCE };
}

/**
 * The table's first-level menus in the restaurant's order (the order of its menu list; menus it
 * does not list go last, by id), so "next" and "previous" do not depend on which one is current.
 */
export function orderedMenus<T extends { main_group_id: number }>(
  menus: readonly T[],
  restaurantOrder: readonly number[],
): T[] {
  const rank = (id: number) => {
    const i = restaurantOrder.indexOf(id);
    return i < 0 ? restaurantOrder.length : i;
  };
  return [...menus].sort(
    (a, b) => rank(a.main_group_id) - rank(b.main_group_id) || a.main_group_id - b.main_group_id,
  );
}

/** The menu a pull leads to: the one before or after the current one, none past the ends. */
export function adjacentMenu<T extends { main_group_id: number }>(
  ordered: readonly T[],
  currentId: number | undefined,
  direction: PullDirection,
): T | null {
  const i = ordered.findIndex((m) => m.main_group_id === currentId);
  if (i < 0) return null;
  return ordered[direction === 'next' ? i + 1 : i - 1] ?? null;
}
