import { ALLERGENS, DISH_LABELS } from '../../core/dish-tags/tags';

/** The 14 allergens of the spec's filter tags, in the spec's order (field `allergen`). */
export const allergenKeys = ALLERGENS;

/** The 13 dish labels of the spec's filter tags, in the spec's order (field `other_detail_info`). */
export const labelKeys = DISH_LABELS;

/** Navigation: the footer tabs and the home page's entry points. */
export const navIconKeys = [
  'menu_book',
  'vip',
  'order_history',
  'takeaway',
  'call_waiter',
  'notices',
  'cart',
  'home',
] as const;

/** Glyphs the kit's own controls use. */
export const uiIconKeys = [
  'plus',
  'minus',
  'close',
  'search',
  'filter',
  'chevron_left',
  'chevron_right',
  'chevron_up',
  'chevron_down',
  'check',
  'warning',
  'info',
  'star',
  'star_filled',
  'lock',
  'clock',
  'person',
  'trash',
  'edit',
  'image',
  'expand',
] as const;

export type AllergenKey = (typeof allergenKeys)[number];
export type LabelKey = (typeof labelKeys)[number];
export type NavIconKey = (typeof navIconKeys)[number];
export type UiIconKey = (typeof uiIconKeys)[number];
/** Allergens and labels together: the spec's 27 filter tags. */
export type DishTagKey = AllergenKey | LabelKey;
export type IconName = AllergenKey | LabelKey | NavIconKey | UiIconKey;

/** The 27 filter tags, allergens first. */
export const dishTagKeys = [...allergenKeys, ...labelKeys] as const;
export const iconNames = [...allergenKeys, ...labelKeys, ...navIconKeys, ...uiIconKeys] as const;

/** Which family an icon belongs to; decides its default colour treatment. */
export type IconKind = 'allergen' | 'label' | 'nav' | 'ui';

/**
 * Other spellings found in menu data. One client list of the spec says `nuts` and `pork` where
 * the others say `tree_nuts` and `pig`.
 */
export const iconAliases = { nuts: 'tree_nuts', pork: 'pig' } as const satisfies Record<string, IconName>;

const names: ReadonlySet<string> = new Set(iconNames);
const kinds = new Map<string, IconKind>([
  ...allergenKeys.map((k) => [k, 'allergen'] as const),
  ...labelKeys.map((k) => [k, 'label'] as const),
  ...navIconKeys.map((k) => [k, 'nav'] as const),
  ...uiIconKeys.map((k) => [k, 'ui'] as const),
]);

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && names.has(value);
}

export function isDishTagKey(value: unknown): value is DishTagKey {
  const kind = typeof value === 'string' ? kinds.get(value) : undefined;
  return kind === 'allergen' || kind === 'label';
}

export function iconKind(name: IconName): IconKind {
  // Every IconName is in the map by construction.
  return kinds.get(name) as IconKind;
}

/**
 * One key as it comes from menu data to our name: trims, lower-cases, turns spaces and dashes
 * into underscores and resolves the aliases (`nuts` → `tree_nuts`, `pork` → `pig`).
 * Returns `undefined` for a key we have no icon for.
 */
export function normalizeIconKey(raw: string): IconName | undefined {
  const key = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const resolved = key in iconAliases ? iconAliases[key as keyof typeof iconAliases] : key;
  return isIconName(resolved) ? resolved : undefined;
}

/** What `parseDishTags` found: the known tags in order, and whatever it could not read. */
export interface ParsedDishTags {
  tags: DishTagKey[];
  unknown: string[];
}

/**
 * The spec's `allergen` and `other_detail_info` fields: a list, or one string separated by `*`
 * (`"gluten*fish"`). Returns the known tags once each, in the order given, and the entries it
 * did not recognise (so that callers can report them rather than silently drop them). Empty
 * entries (`"gluten**fish"`, a trailing `*`) are skipped; `null`/`undefined` give no tags.
 */
export function parseDishTags(value: string | readonly string[] | null | undefined): ParsedDishTags {
  const parts = value == null ? [] : typeof value === 'string' ? value.split('*') : value;
  const tags: DishTagKey[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string' || !part.trim()) continue;
    const name = normalizeIconKey(part);
    if (name && isDishTagKey(name)) {
      if (!tags.includes(name)) tags.push(name);
    } else {
      unknown.push(part.trim());
    }
  }
  return { tags, unknown };
}

/** `parseDishTags(value).tags`: just the known tags. */
export function dishTags(value: string | readonly string[] | null | undefined): DishTagKey[] {
  return parseDishTags(value).tags;
}

/** The allergens among a dish's tags, in the spec's order. */
export function allergensOf(tags: readonly DishTagKey[]): AllergenKey[] {
  return allergenKeys.filter((k) => tags.includes(k));
}

/** The labels among a dish's tags, in the spec's order. */
export function labelsOf(tags: readonly DishTagKey[]): LabelKey[] {
  return labelKeys.filter((k) => tags.includes(k));
}
