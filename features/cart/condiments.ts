import { signal } from '@preact/signals-react';
import {
  condimentGroupRange,
  resolveCondiments,
  unmetCondimentGroups,
  type DishCondimentGroup,
} from '../../core';
import type { Condiment, CondimentGroup } from '../../protocol/http';
import { localizedName } from '../../core/locale/localized-name';
import type { Language } from '../../core/locale/language';

export type { Condiment, CondimentGroup };

/** A condiment group as one dish offers it: the wire group and the choices it takes there. */
export interface OfferedCondimentGroup {
  group: CondimentGroup;
  min: number;
  max: number;
}

/** The condiment groups each dish of the loaded menus offers (its own, never all of them). */
const offered = signal<ReadonlyMap<number, OfferedCondimentGroup[]>>(new Map());

/** Records the condiment groups of the dishes of a loaded menu (menu item condiments, required_condiment). */
export function offerCondiments(
  dishes: readonly {
    menu_item_id: number;
    condiments?: CondimentGroup[];
    required_condiment?: number;
  }[],
): void {
  const next = new Map(offered.value);
  for (const d of dishes)
    next.set(
      d.menu_item_id,
      (d.condiments ?? []).map((group) => ({
        group,
        ...condimentGroupRange(group, d.required_condiment === 1),
      })),
    );
  offered.value = next;
}

/** The condiment groups a dish offers (none when its menu is not loaded). */
export function condimentGroupsOf(menuItemId: number): OfferedCondimentGroup[] {
  return offered.value.get(menuItemId) ?? [];
}

/** The groups in the rules' shape (core), for checking a choice as the server will. */
export function asDishGroups(groups: readonly OfferedCondimentGroup[]): DishCondimentGroup[] {
  return groups.map(({ group, min, max }) => ({
    groupId: group.scomdiment_groups_id,
    groupName: group.comdiment_groups_name,
    min,
    max,
    options: group.condiments.map((c) => ({
      id: c.item_id,
      name: c.item_name1,
      price: c.free ? 0 : Number(c.price_1),
    })),
  }));
}

/** Group ids whose choice among `ids` is missing or out of range. */
export function unmetGroupIds(groups: readonly OfferedCondimentGroup[], ids: readonly number[]) {
  return unmetCondimentGroups(asDishGroups(groups), ids).map((g) => g.groupId);
}

/** True when the dish must be given a choice before it is added (a required group). */
export function needsCondimentChoice(menuItemId: number): boolean {
  return condimentGroupsOf(menuItemId).some((g) => g.min > 0);
}

/** The condiment ids of a line already sent (order history keeps each as { id, name, price }). */
export function condimentIdsOf(condiments: unknown): number[] {
  if (!Array.isArray(condiments)) return [];
  return condiments.flatMap((c: unknown) => {
    const id = (c as { id?: unknown } | null)?.id;
    return typeof id === 'number' && Number.isInteger(id) ? [id] : [];
  });
}

/**
 * Ordering a dish again with the condiments it had: `ready` when they still fit the dish's groups
 * as the server will judge them (core's resolveCondiments), or when the dish's groups are not
 * known here (the server decides); otherwise the choice must be made again, starting from the
 * old choices the dish still offers. A dish that now offers no condiment at all is added plain.
 */
export function condimentsAgain(
  menuItemId: number,
  ids: readonly number[],
): { ready: true; ids: number[] } | { ready: false; keep: number[] } {
  if (!offered.value.has(menuItemId)) return { ready: true, ids: [...ids] };
  const groups = asDishGroups(condimentGroupsOf(menuItemId));
  if (Array.isArray(resolveCondiments(groups, ids))) return { ready: true, ids: [...ids] };
  if (groups.length === 0) return { ready: true, ids: [] };
  const still = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  return { ready: false, keep: ids.filter((id) => still.has(id)) };
}

/**
 * A chosen condiment's name in the diner's language: the cart keeps the restaurant's name
 * (item_name1), the menus' condiment groups its translations. Until a menu has loaded, the kept name.
 */
export function condimentName(name: string, language: Language): string {
  for (const groups of offered.value.values())
    for (const { group } of groups)
      for (const c of group.condiments)
        if (c.item_name1 === name) return localizedName(c.name_i18n, language, name);
  return name;
}

/** Forgets what the menus offered (tests and stories). */
export function resetCondiments(): void {
  offered.value = new Map();
}
