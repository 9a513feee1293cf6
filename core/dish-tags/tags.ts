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
