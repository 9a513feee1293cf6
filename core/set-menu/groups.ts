/**
 * Set-menu course groups (ordering.md §5 "Set-menu groups"): ranges, per-dish caps, the plus
 * rule, select-all auto-fill, validation with the failing groups, and the total price.
 */
import { isOn, type CourseEntry, type CourseGroup, type SetMenuSelection } from '../cart/types';
import type { FailingGroup } from '../cart/violations';
import { UNLIMITED_FROM } from '../rules/config';
import { isBargain, isUnlimited } from '../rules/limits';
import { fromCents, toCents } from '../price/money';

/** Maximum of a required group without full select (ordering.md §5: min 1, max 999). */
export const REQUIRED_GROUP_MAX = UNLIMITED_FROM;

/** How many units a group accepts. */
export interface GroupRange {
  min: number;
  max: number;
}

const chooseNum = (g: CourseGroup): number =>
  Number.isFinite(g.choose_num) && g.choose_num > 0 ? Math.floor(g.choose_num) : 0;

/**
 * The range of a course group (ordering.md §5): optional 0..choose_num (at least 1); required
 * (is_must 1) with is_full_select exactly choose_num (or 1); required without it 1..999.
 */
export function groupRange(group: CourseGroup): GroupRange {
  const n = chooseNum(group);
  if (!isOn(group.is_must)) return { min: 0, max: Math.max(1, n) };
  if (isOn(group.is_full_select)) {
    const exact = n > 0 ? n : 1;
    return { min: exact, max: exact };
  }
  return { min: 1, max: REQUIRED_GROUP_MAX };
}

/**
 * The most units of one course dish a set may hold (ordering.md §5): 0 for bargain dishes
 * (bargain_stype 1, 2, 3 are disabled inside set menus); rule_lnr_max_num when the local dish
 * limit rule is on and it is below 999; otherwise unlimited (Infinity).
 */
export function courseDishCap(entry: CourseEntry, localDishLimit: boolean): number {
  if (isBargain(entry)) return 0;
  if (!localDishLimit || isUnlimited(entry.rule_lnr_max_num)) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(entry.rule_lnr_max_num as number));
}

/** Units chosen in one group, the count a group is checked and shown with (ordering.md §5 "1/2"). */
export function groupCount(group: CourseGroup, selection: SetMenuSelection): number {
  const chosen = selection[group.course_group_id] ?? {};
  let n = 0;
  for (const entry of group.course_detail) n += chosen[entry.menu_item_id] ?? 0;
  return n;
}

/**
 * Whether a plus on a course dish is accepted (ordering.md §5): refused for bargain dishes, when
 * the dish is at its cap, or when the group total would pass choose_num (or its range maximum).
 */
export function canIncrementCourse(
  group: CourseGroup,
  selection: SetMenuSelection,
  menuItemId: number,
  localDishLimit: boolean,
): boolean {
  const entry = group.course_detail.find((e) => e.menu_item_id === menuItemId);
  if (!entry) return false;
  const current = selection[group.course_group_id]?.[menuItemId] ?? 0;
  if (current + 1 > courseDishCap(entry, localDishLimit)) return false;
  const next = groupCount(group, selection) + 1;
  const n = chooseNum(group);
  if (n > 0 && next > n) return false;
  return next <= groupRange(group).max;
}

/**
 * Applies +1 or -1 to a course dish and returns the new selection, or the same selection when the
 * change is refused (ordering.md §5 plus rule; minus at 0 ignored, §4).
 */
export function stepCourse(
  group: CourseGroup,
  selection: SetMenuSelection,
  menuItemId: number,
  delta: 1 | -1,
  localDishLimit: boolean,
): SetMenuSelection {
  const current = selection[group.course_group_id]?.[menuItemId] ?? 0;
  if (delta === 1 && !canIncrementCourse(group, selection, menuItemId, localDishLimit))
    return selection;
  if (delta === -1 && current <= 0) return selection;
  const chosen = { ...(selection[group.course_group_id] ?? {}) };
  const next = current + delta;
  if (next <= 0) delete chosen[menuItemId];
  else chosen[menuItemId] = next;
  return { ...selection, [group.course_group_id]: chosen };
}

/**
 * The default selection of the set menu (ordering.md §5): required select-all groups are filled
 * up to choose_num, in the listed order, each dish with its default num (1 when missing), then one
 * more unit at a time, skipping bargain dishes and never passing a dish's cap. Other groups start
 * empty.
 */
export function defaultSelection(
  groups: readonly CourseGroup[],
  localDishLimit: boolean,
): SetMenuSelection {
  const selection: SetMenuSelection = {};
  for (const group of groups) {
    const chosen: Record<number, number> = {};
    selection[group.course_group_id] = chosen;
    if (!isOn(group.is_must) || !isOn(group.is_select_all)) continue;
    let left = Math.min(chooseNum(group) || 1, groupRange(group).max);
    const eligible = group.course_detail.filter((e) => courseDishCap(e, localDishLimit) > 0);
    for (const entry of eligible) {
      if (left <= 0) break;
      const want = Math.max(1, Math.floor(entry.num ?? 1));
      const take = Math.min(want, courseDishCap(entry, localDishLimit), left);
      chosen[entry.menu_item_id] = take;
      left -= take;
    }
    let progressed = true;
    while (left > 0 && progressed) {
      progressed = false;
      for (const entry of eligible) {
        if (left <= 0) break;
        const have = chosen[entry.menu_item_id] ?? 0;
        if (have + 1 <= courseDishCap(entry, localDishLimit)) {
          chosen[entry.menu_item_id] = have + 1;
          left -= 1;
          progressed = true;
        }
      }
    }
  }
  return selection;
}

/**
 * The groups that fail (ordering.md §5): a group fails when its count is outside its range or
 * above choose_num (the plus rule's bound), or
 * when it holds a dish that is not in the group, a bargain dish, a dish over its cap, or a
 * non-whole or negative count. Each failing group carries the text to show: 'required' for an
 * empty required group, else the count against the target, e.g. "1/2".
 */
export function failingGroups(
  groups: readonly CourseGroup[],
  selection: SetMenuSelection,
  localDishLimit: boolean,
): FailingGroup[] {
  const failing: FailingGroup[] = [];
  const known = new Set(groups.map((g) => g.course_group_id));
  for (const group of groups) {
    const range = groupRange(group);
    const chosen = selection[group.course_group_id] ?? {};
    const entries = new Map(group.course_detail.map((e) => [e.menu_item_id, e]));
    let count = 0;
    let badDish = false;
    for (const [id, units] of Object.entries(chosen)) {
      const entry = entries.get(Number(id));
      if (!Number.isInteger(units) || units < 0) {
        badDish = true;
        continue;
      }
      if (units === 0) continue;
      if (!entry || units > courseDishCap(entry, localDishLimit)) badDish = true;
      count += units;
    }
    const n = chooseNum(group);
    // The plus rule never lets a group pass choose_num, so a larger count can only be forged.
    const max = n > 0 ? Math.min(range.max, n) : range.max;
    if (badDish || count < range.min || count > max) {
      const target = n > 0 ? n : range.max >= REQUIRED_GROUP_MAX ? range.min : range.max;
      failing.push({
        groupId: group.course_group_id,
        groupName: group.course_group_name,
        count,
        min: range.min,
        max,
        reason: count === 0 && range.min > 0 && !badDish ? 'required' : 'count',
        progress: `${count}/${target}`,
      });
    }
  }
  for (const id of Object.keys(selection)) {
    const units = Object.values(selection[Number(id)] ?? {}).reduce((a, b) => a + b, 0);
    if (!known.has(Number(id)) && units !== 0) {
      failing.push({
        groupId: Number(id),
        groupName: '',
        count: units,
        min: 0,
        max: 0,
        reason: 'count',
        progress: `${units}/0`,
      });
    }
  }
  return failing;
}

/**
 * The set's price per unit (ordering.md §5: "Total price is base price plus sum of extra price
 * times quantity"), two decimals; prices below 0 count as 0.
 */
export function setMenuTotal(
  basePrice: number,
  groups: readonly CourseGroup[],
  selection: SetMenuSelection,
): number {
  let cents = toCents(basePrice);
  for (const group of groups) {
    const chosen = selection[group.course_group_id] ?? {};
    for (const entry of group.course_detail)
      cents += toCents(entry.price) * (chosen[entry.menu_item_id] ?? 0);
  }
  return fromCents(cents);
}
