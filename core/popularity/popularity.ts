/**
 * Popularity hints (ordering.md §5 "Popularity hints use thresholds 0.51 of guests and 0.2 with at
 * least 3 items per user (exact use not fully shown)", §9 "Popularity thresholds 0.51 and 0.2
 * with 3 minimum items").
 *
 * The spec gives the numbers, not how they combine. Read here, for what the table has sent to
 * the kitchen (the order's history, `dish_round_customer_data`):
 * - a dish is a favourite of the table when at least 51% of its guests have ordered it, with at
 *   least two guests who did (one diner alone is not a table's taste);
 * - or, once the table has ordered at least 3 items per guest (before that every dish looks
 *   popular), when it makes up at least 20% of the items ordered.
 * The menu marks those dishes, so that a table that wants "the same again" finds them at once.
 */
import { normalizeCustomerId } from '../rules/config';

/** Share of the guests who ordered a dish from which it is a favourite. */
export const POPULAR_GUEST_SHARE = 0.51;
/** Share of the items ordered from which a dish is a favourite. */
export const POPULAR_ITEM_SHARE = 0.2;
/** Items per guest the table must have ordered before the item share counts. */
export const POPULAR_MIN_ITEMS_PER_GUEST = 3;
/** Guests who must have ordered a dish before the guest share counts. */
export const POPULAR_MIN_GUESTS = 2;

/** Units per dish id, round and customer (ordering.md §3 dish_round_customer_data). */
export type DishRoundCustomerData = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>
>;

/** Why a dish is a favourite: most guests ordered it, or it is a large share of what was ordered. */
export type PopularityReason = 'guests' | 'items';

/**
 * The table's favourite dishes, by dish id (the history's key, the menu item id).
 * `guests` is the order's customer count; the customers seen in the history count when they are
 * more. Counts that are not positive numbers are ignored.
 */
export function popularDishes(
  data: DishRoundCustomerData | null | undefined,
  guests: number,
): Map<number, PopularityReason> {
  const out = new Map<number, PopularityReason>();
  if (!data) return out;
  const perDish = new Map<number, { units: number; customers: Set<string> }>();
  const everyone = new Set<string>();
  let total = 0;
  for (const [dishKey, rounds] of Object.entries(data)) {
    const dishId = Number(dishKey);
    if (!Number.isInteger(dishId)) continue;
    const entry = perDish.get(dishId) ?? { units: 0, customers: new Set<string>() };
    for (const customers of Object.values(rounds ?? {})) {
      for (const [customer, count] of Object.entries(customers ?? {})) {
        if (!(typeof count === 'number' && Number.isFinite(count) && count > 0)) continue;
        const who = normalizeCustomerId(customer);
        entry.units += count;
        entry.customers.add(who);
        everyone.add(who);
        total += count;
      }
    }
    if (entry.units > 0) perDish.set(dishId, entry);
  }
  const guestCount = Math.max(Number.isFinite(guests) ? Math.floor(guests) : 0, everyone.size, 1);
  const itemsCount = total >= POPULAR_MIN_ITEMS_PER_GUEST * guestCount;
  for (const [dishId, { units, customers }] of perDish) {
    if (customers.size >= POPULAR_MIN_GUESTS && customers.size >= POPULAR_GUEST_SHARE * guestCount)
      out.set(dishId, 'guests');
    else if (itemsCount && units >= POPULAR_ITEM_SHARE * total) out.set(dishId, 'items');
  }
  return out;
}
