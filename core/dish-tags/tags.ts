/**
 * The spec's 27 filter tags (ordering.md §3 "Filter tags"): 14 allergens (menu item field
 * `allergen`) and 13 dish labels (field `other_detail_info`), in the spec's order.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soya',
  'milk',
  'tree_nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DISH_LABELS = [
  'mild_spicy',
  'medium_spicy',
  'very_spicy',
  'frozen_origin',
  'blast_freezing',
  'vegetarian',
  'vegan',
  'gluten_free',
  'raw',
  'cooked',
  'additives',
  'colourants',
  'pig',
] as const;
export type DishLabel = (typeof DISH_LABELS)[number];

/** One of the spec's 27 filter tags: an allergen or a dish label. */
export type DishTag = Allergen | DishLabel;

/** The 27 filter tags, allergens first. */
export const DISH_TAGS: readonly DishTag[] = [...ALLERGENS, ...DISH_LABELS];

/**
 * Other spellings found in menu data. One client list of the spec says `nuts` and `pork` where
 * the others say `tree_nuts` and `pig`.
 */
export const DISH_TAG_ALIASES = { nuts: 'tree_nuts', pork: 'pig' } as const satisfies Record<
  string,
  DishTag
>;

const allergenSet: ReadonlySet<string> = new Set(ALLERGENS);
const labelSet: ReadonlySet<string> = new Set(DISH_LABELS);

export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && allergenSet.has(value);
}

export function isDishLabel(value: unknown): value is DishLabel {
  return typeof value === 'string' && labelSet.has(value);
}

export function isDishTag(value: unknown): value is DishTag {
  return isAllergen(value) || isDishLabel(value);
}

/**
 * One key as menu data spells it, in our spelling: trimmed, lower-cased, spaces and dashes as
 * underscores, aliases resolved (`nuts` → `tree_nuts`, `pork` → `pig`). `undefined` for a key
 * that is not one of the 27 tags.
 */
export function normalizeDishTag(raw: string): DishTag | undefined {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const resolved =
    key in DISH_TAG_ALIASES ? DISH_TAG_ALIASES[key as keyof typeof DISH_TAG_ALIASES] : key;
  return isDishTag(resolved) ? resolved : undefined;
}

/** What `parseDishTags` found: the known tags in order, and whatever it could not read. */
export interface ParsedDishTags {
  tags: DishTag[];
  unknown: string[];
}

/**
 * The menu item's `allergen` and `other_detail_info` fields: a list, or one string separated by
 * `*` (`"gluten*fish"`). Returns the known tags once each, in the order given, and the entries
 * it did not recognise (so that callers can report them rather than silently drop them). Empty
 * entries (`"gluten**fish"`, a trailing `*`) are skipped; anything else gives no tags.
 */
export function parseDishTags(value: unknown): ParsedDishTags {
  const parts: unknown[] =
    typeof value === 'string' ? value.split('*') : Array.isArray(value) ? value : [];
  const tags: DishTag[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string' || !part.trim()) continue;
    const tag = normalizeDishTag(part);
    if (tag) {
      if (!tags.includes(tag)) tags.push(tag);
    } else {
      unknown.push(part.trim());
    }
  }
  return { tags, unknown };
}

/** `parseDishTags(value).tags`: just the known tags. */
export function dishTags(value: unknown): DishTag[] {
  return parseDishTags(value).tags;
}

/**
 * A menu item's tags from both of its fields, allergens first, each once. Menu data sometimes
 * puts a label in `allergen` or an allergen in `other_detail_info`: each counts as what it is.
 */
export function dishTagsOf(item: {
  allergen?: unknown;
  other_detail_info?: unknown;
}): readonly DishTag[] {
  const hit = tagsOfItem.get(item);
  if (hit && hit.allergen === item.allergen && hit.other === item.other_detail_info)
    return hit.tags;
  const all = [...dishTags(item.allergen), ...dishTags(item.other_detail_info)];
  const tags = [...allergensOf(all), ...labelsOf(all)];
  tagsOfItem.set(item, { allergen: item.allergen, other: item.other_detail_info, tags });
  return tags;
}

/**
 * dishTagsOf's answers by menu item: a menu's dish cards ask on every render, and the same
 * array each time lets a card that did not change skip its render.
 */
const tagsOfItem = new WeakMap<object, { allergen: unknown; other: unknown; tags: DishTag[] }>();

/** The allergens among a dish's tags, in the spec's order. */
export function allergensOf(tags: readonly DishTag[]): Allergen[] {
  return ALLERGENS.filter((k) => tags.includes(k));
}

/** The labels among a dish's tags, in the spec's order. */
export function labelsOf(tags: readonly DishTag[]): DishLabel[] {
  return DISH_LABELS.filter((k) => tags.includes(k));
}

/** Where a dish's tag icons are shown, for the spec's caps. */
export const DISH_ICON_PLACES = ['card', 'row', 'setMenu'] as const;
export type DishIconPlace = (typeof DISH_ICON_PLACES)[number];

/** How many tag icons a place shows: allergens and labels apart, or a total. */
export type DishIconCaps = { allergens: number; labels: number } | { total: number };

/**
 * The spec's icon caps: a card shows 4 labels and 9 allergens; a list row 6 in all (4 when the
 * row also shows the table's ordered count); the set-menu dialog 14 in all.
 */
export function dishIconCaps(place: DishIconPlace, withHistory = false): DishIconCaps {
  if (place === 'card') return { allergens: 9, labels: 4 };
  if (place === 'setMenu') return { total: 14 };
  return { total: withHistory ? 4 : 6 };
}

/** Splits a dish's tags into those shown and those behind "+N", allergens first. */
export function capDishIcons(
  tags: readonly DishTag[],
  caps: DishIconCaps,
): { shown: DishTag[]; hidden: DishTag[] } {
  const allergens = allergensOf(tags);
  const labels = labelsOf(tags);
  if ('total' in caps) {
    const all = [...allergens, ...labels];
    return { shown: all.slice(0, caps.total), hidden: all.slice(caps.total) };
  }
  return {
    shown: [...allergens.slice(0, caps.allergens), ...labels.slice(0, caps.labels)],
    hidden: [...allergens.slice(caps.allergens), ...labels.slice(caps.labels)],
  };
}
