/**
 * Condiments a dish offers (ordering.md §3 "Condiment", menu item condiments and
 * required_condiment): each dish has its own condiment groups; a diner chooses condiments by id
 * from them, and the name and price come from the restaurant's list, never from the diner. A group
 * takes between `min` and `max` choices; a group of a dish with required_condiment 1 takes at least
 * one.
 */
import type { CartCondiment } from './types';
import { violation, type Violation } from './violations';

/** One condiment a dish offers: its id, the restaurant's name and the price of one (0 when free). */
export interface CondimentOption {
  id: number;
  name: string;
  price: number;
}

/** A condiment group as one dish offers it, with the number of choices it takes. */
export interface DishCondimentGroup {
  /** scomdiment_groups_id */
  groupId: number;
  /** comdiment_groups_name */
  groupName: string;
  /** Fewest choices (1 or more: the group is required). */
  min: number;
  /** Most choices. */
  max: number;
  options: CondimentOption[];
}

/** The most choices a group without a stated maximum takes. */
export const CONDIMENT_GROUP_MAX = 999;

/**
 * The choices a group takes on a dish: its own min_select/max_select, and at least one when the
 * dish requires condiments (required_condiment 1). Nonsense values fall back to 0 and 999.
 */
export function condimentGroupRange(
  group: { min_select?: number | null; max_select?: number | null },
  dishRequired: boolean,
): { min: number; max: number } {
  const rawMin = Number.isInteger(group.min_select) ? Math.max(0, group.min_select!) : 0;
  const rawMax =
    Number.isInteger(group.max_select) && group.max_select! > 0
      ? group.max_select!
      : CONDIMENT_GROUP_MAX;
  const min = Math.max(rawMin, dishRequired ? 1 : 0);
  return { min, max: Math.max(min, rawMax) };
}

/** The groups whose choices among `ids` are fewer than min or more than max. */
export function unmetCondimentGroups(
  groups: readonly DishCondimentGroup[],
  ids: readonly number[],
): DishCondimentGroup[] {
  const chosen = new Set(ids);
  return groups.filter((g) => {
    const n = g.options.filter((o) => chosen.has(o.id)).length;
    return n < g.min || n > g.max;
  });
}

/**
 * The condiments chosen by id, priced and named from the dish's groups, in the groups' order:
 * CONDIMENT_NOT_OFFERED for an id the dish does not offer (or one given twice), CONDIMENT_REQUIRED
 * when a group's choices are out of its range (a required group left empty).
 */
export function resolveCondiments(
  groups: readonly DishCondimentGroup[],
  ids: readonly number[],
  dishId?: number,
): CartCondiment[] | Violation {
  const offered = new Map<number, CondimentOption>();
  for (const g of groups) for (const o of g.options) offered.set(o.id, o);
  const seen = new Set<number>();
  const notOffered: number[] = [];
  for (const id of ids) {
    if (!offered.has(id) || seen.has(id)) notOffered.push(id);
    seen.add(id);
  }
  const about = dishId !== undefined ? { dishId } : {};
  if (notOffered.length > 0)
    return violation('CONDIMENT_NOT_OFFERED', { ...about, detail: { condimentIds: notOffered } });
  const unmet = unmetCondimentGroups(groups, ids);
  if (unmet.length > 0)
    return violation('CONDIMENT_REQUIRED', {
      ...about,
      detail: { groupIds: unmet.map((g) => g.groupId) },
    });
  const out: CartCondiment[] = [];
  for (const g of groups)
    for (const o of g.options)
      if (seen.has(o.id)) out.push({ id: o.id, name: o.name, price: Math.max(0, o.price) });
  return out;
}

/** True when the dish has a group that needs a choice before it is added. */
export function needsCondimentChoice(groups: readonly DishCondimentGroup[]): boolean {
  return groups.some((g) => g.min > 0);
}
