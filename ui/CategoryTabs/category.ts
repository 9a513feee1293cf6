import type { Key } from 'react-aria-components';
import { TAKEAWAY_TABLE_ID, UNLIMITED_FROM, categoryCountOf, type CategoryCount } from '../../core';

/** The spec: a category limit of 999 or more means "unlimited" (the default is 9999). */
export const UNLIMITED_CATEGORY_LIMIT = UNLIMITED_FROM;

/** A second-level menu category as the category bars show it. */
export interface MenuCategory {
  /** `dmi_slu_id`. */
  id: Key;
  /** `dmi_slu_name`, already in the diner's language. */
  name: string;
  /** Dishes of this category the diner (or table) has ordered so far (`ordered_dishes_number`). */
  ordered?: number;
  /**
   * The category limit that applies to the diner (category_order_limit, or the per-customer
   * limit the app computed). Missing, or 999 and above: no limit, nothing shown.
   */
  limit?: number | null;
  /** Shown but not selectable (e.g. a kitchen closed outside business hours). */
  isDisabled?: boolean;
}

/**
 * Ask a category bar to play its "limit hit" animation on one category: pass a new `seq`
 * (a counter, a timestamp) each time the server refuses a dish for that category's limit
 * (R8 'Excessed the max quantity').
 */
export interface CategoryLimitAlert {
  id: Key;
  seq: number;
}

export type CategoryLimit = CategoryCount;

/**
 * The spec's category limit display: "ordered/limit", unless the table is takeout (table id -1)
 * or the limit is 999 or more (core `categoryCountOf`). Returns `null` when nothing is to be shown.
 */
export function categoryLimit(
  category: Pick<MenuCategory, 'ordered' | 'limit'>,
  isTakeout: boolean,
): CategoryLimit | null {
  return categoryCountOf(category.ordered, category.limit, isTakeout ? TAKEAWAY_TABLE_ID : null);
}

/** "3/5", or `null` when no limit is shown. */
export function categoryLimitText(
  category: Pick<MenuCategory, 'ordered' | 'limit'>,
  isTakeout: boolean,
): string | null {
  const l = categoryLimit(category, isTakeout);
  return l && `${l.ordered}/${l.limit}`;
}
