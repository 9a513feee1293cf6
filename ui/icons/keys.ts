import { ALLERGENS, DISH_LABELS, DISH_TAG_ALIASES, isDishTag } from '../../core/dish-tags/tags';
import type { DishTag } from '../../core/dish-tags/tags';

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

/**
 * The restaurant's media links on the home page (entry-home-service.md §2 "media icons"); the
 * takeaway link uses the navigation icon of the same name.
 */
export const mediaIconKeys = [
  'facebook',
  'instagram',
  'tiktok',
  'twitter',
  'tripadvisor',
  'whatsapp',
  'google',
  'website',
  'reservation',
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
export type MediaIconKey = (typeof mediaIconKeys)[number];
/** Allergens and labels together: the spec's 27 filter tags (core's `DishTag`). */
export type DishTagKey = DishTag;
export type IconName = AllergenKey | LabelKey | NavIconKey | MediaIconKey | UiIconKey;

/** The 27 filter tags, allergens first. */
export const dishTagKeys = [...allergenKeys, ...labelKeys] as const;
export const iconNames = [
  ...allergenKeys,
  ...labelKeys,
  ...navIconKeys,
  ...mediaIconKeys,
  ...uiIconKeys,
] as const;

/** Which family an icon belongs to; decides its default colour treatment. */
export type IconKind = 'allergen' | 'label' | 'nav' | 'media' | 'ui';

/** Other spellings found in menu data (`nuts`, `pork`): the Icon draws them too. */
export const iconAliases = DISH_TAG_ALIASES;

const names: ReadonlySet<string> = new Set(iconNames);
const kinds = new Map<string, IconKind>([
  ...allergenKeys.map((k) => [k, 'allergen'] as const),
  ...labelKeys.map((k) => [k, 'label'] as const),
  ...navIconKeys.map((k) => [k, 'nav'] as const),
  ...mediaIconKeys.map((k) => [k, 'media'] as const),
  ...uiIconKeys.map((k) => [k, 'ui'] as const),
]);

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && names.has(value);
}

/** Whether a value is one of the 27 dish tags (core's `isDishTag`). */
export const isDishTagKey: (value: unknown) => value is DishTagKey = isDishTag;

export function iconKind(name: IconName): IconKind {
  // Every IconName is in the map by construction.
  return kinds.get(name) as IconKind;
}
