import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  DISH_LABELS,
  DISH_TAGS,
  allergensOf,
  capDishIcons,
  dishIconCaps,
  dishTags,
  dishTagsOf,
  isDishTag,
  labelsOf,
  normalizeDishTag,
  parseDishTags,
} from './tags';
import type { DishTag } from './tags';

describe('the filter tags', () => {
  it('are the spec’s 14 allergens and 13 labels, allergens first', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(DISH_LABELS).toHaveLength(13);
    expect(DISH_TAGS).toEqual([...ALLERGENS, ...DISH_LABELS]);
    expect(new Set(DISH_TAGS).size).toBe(27);
  });
});

describe('normalizeDishTag', () => {
  it('reads the other spellings found in menu data', () => {
    expect(normalizeDishTag('nuts')).toBe('tree_nuts');
    expect(normalizeDishTag('pork')).toBe('pig');
    expect(normalizeDishTag(' Gluten ')).toBe('gluten');
    expect(normalizeDishTag('tree nuts')).toBe('tree_nuts');
    expect(normalizeDishTag('very-spicy')).toBe('very_spicy');
  });

  it('returns undefined for a key that is no tag', () => {
    expect(normalizeDishTag('truffle')).toBeUndefined();
    expect(normalizeDishTag('')).toBeUndefined();
    expect(normalizeDishTag('cart')).toBeUndefined();
  });
});

describe('parseDishTags', () => {
  it('splits the spec’s star-separated strings', () => {
    expect(parseDishTags('gluten*fish')).toEqual({ tags: ['gluten', 'fish'], unknown: [] });
  });

  it('accepts lists and resolves aliases', () => {
    expect(dishTags(['nuts', 'pork', 'vegan'])).toEqual(['tree_nuts', 'pig', 'vegan']);
  });

  it('skips empty entries and repeats, and reports what it cannot read', () => {
    expect(parseDishTags('gluten**fish*gluten*truffle*')).toEqual({
      tags: ['gluten', 'fish'],
      unknown: ['truffle'],
    });
  });

  it('does not take navigation or control icons for dish tags', () => {
    expect(parseDishTags('cart*home*milk')).toEqual({ tags: ['milk'], unknown: ['cart', 'home'] });
    expect(isDishTag('cart')).toBe(false);
  });

  it('gives no tags for missing or odd data', () => {
    expect(dishTags(null)).toEqual([]);
    expect(dishTags(undefined)).toEqual([]);
    expect(dishTags('')).toEqual([]);
    expect(dishTags(42)).toEqual([]);
    expect(dishTags([7, 'soya'])).toEqual(['soya']);
  });

  it('sorts allergens and labels apart in the spec’s order', () => {
    const tags = dishTags('very_spicy*milk*vegan*gluten');
    expect(allergensOf(tags)).toEqual(['gluten', 'milk']);
    expect(labelsOf(tags)).toEqual(['very_spicy', 'vegan']);
  });
});

describe('dishTagsOf', () => {
  it('reads both fields, allergens first, each tag once', () => {
    expect(dishTagsOf({ allergen: 'soya*sesame', other_detail_info: 'vegan*soya' })).toEqual([
      'soya',
      'sesame',
      'vegan',
    ]);
  });

  it('counts a label found in the allergen field as a label, and the reverse', () => {
    expect(dishTagsOf({ allergen: 'vegan*milk', other_detail_info: ['gluten', 'raw'] })).toEqual([
      'gluten',
      'milk',
      'vegan',
      'raw',
    ]);
  });
});

describe('the spec’s icon caps', () => {
  const allergens: DishTag[] = [...ALLERGENS];
  const labels: DishTag[] = [...DISH_LABELS];

  it('shows 9 allergens and 4 labels on a card', () => {
    const { shown, hidden } = capDishIcons([...allergens, ...labels], dishIconCaps('card'));
    expect(shown).toEqual([...ALLERGENS.slice(0, 9), ...DISH_LABELS.slice(0, 4)]);
    expect(hidden).toHaveLength(27 - 13);
  });

  it('shows 6 in all on a row, 4 when the row also shows the ordered count', () => {
    expect(capDishIcons(labels, dishIconCaps('row')).shown).toEqual(DISH_LABELS.slice(0, 6));
    expect(capDishIcons(labels, dishIconCaps('row', true)).shown).toEqual(DISH_LABELS.slice(0, 4));
  });

  it('shows 14 in all in the set-menu dialog, allergens first', () => {
    const { shown, hidden } = capDishIcons([...labels, ...allergens], dishIconCaps('setMenu'));
    expect(shown).toEqual([...ALLERGENS]);
    expect(hidden).toEqual([...DISH_LABELS]);
  });

  it('hides nothing under the caps', () => {
    expect(capDishIcons(['milk', 'vegan'], dishIconCaps('card'))).toEqual({
      shown: ['milk', 'vegan'],
      hidden: [],
    });
  });
});

describe('dishTagsOf on the same menu item', () => {
  it('answers the same array while the item does not change, and afresh when a field does', () => {
    const item: { allergen: unknown; other_detail_info: unknown } = {
      allergen: 'fish*gluten',
      other_detail_info: 'vegan',
    };
    const first = dishTagsOf(item);
    expect(first).toEqual(['gluten', 'fish', 'vegan']);
    expect(dishTagsOf(item)).toBe(first);
    item.allergen = 'milk';
    expect(dishTagsOf(item)).toEqual(['milk', 'vegan']);
    item.other_detail_info = ['raw'];
    expect(dishTagsOf(item)).toEqual(['milk', 'raw']);
  });
});
