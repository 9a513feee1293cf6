import { describe, expect, it } from 'vitest';
import { languages } from '../../locales';
import { messagesFor } from '../../locales/catalogues';
import {
  allergenKeys,
  allergensOf,
  dishTags,
  iconNames,
  isDishTagKey,
  labelKeys,
  labelsOf,
  normalizeIconKey,
  parseDishTags,
} from './keys';
import { glyphs } from './glyphs';

describe('icon keys', () => {
  it('lists the 14 allergens and 13 labels of the spec', () => {
    expect(allergenKeys).toHaveLength(14);
    expect(labelKeys).toHaveLength(13);
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it('has a drawing for every name and nothing else', () => {
    expect(Object.keys(glyphs).sort()).toEqual([...iconNames].sort());
  });

  it.each(languages)('names every icon in %s', (language) => {
    const messages = messagesFor(language);
    for (const name of iconNames) expect(messages[`icon.${name}`], `${language} icon.${name}`).toBeTruthy();
  });
});

describe('normalizeIconKey', () => {
  it('reads the other spellings found in menu data', () => {
    expect(normalizeIconKey('nuts')).toBe('tree_nuts');
    expect(normalizeIconKey('pork')).toBe('pig');
    expect(normalizeIconKey(' Gluten ')).toBe('gluten');
    expect(normalizeIconKey('tree nuts')).toBe('tree_nuts');
    expect(normalizeIconKey('very-spicy')).toBe('very_spicy');
  });

  it('returns undefined for a key with no icon', () => {
    expect(normalizeIconKey('truffle')).toBeUndefined();
    expect(normalizeIconKey('')).toBeUndefined();
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
    expect(parseDishTags('gluten**fish*gluten*truffle*')).toEqual({ tags: ['gluten', 'fish'], unknown: ['truffle'] });
  });

  it('does not take navigation or control icons for dish tags', () => {
    expect(parseDishTags('cart*home*milk')).toEqual({ tags: ['milk'], unknown: ['cart', 'home'] });
    expect(isDishTagKey('cart')).toBe(false);
  });

  it('gives no tags for missing data', () => {
    expect(dishTags(null)).toEqual([]);
    expect(dishTags(undefined)).toEqual([]);
    expect(dishTags('')).toEqual([]);
  });

  it('sorts allergens and labels apart in the spec’s order', () => {
    const tags = dishTags('very_spicy*milk*vegan*gluten');
    expect(allergensOf(tags)).toEqual(['gluten', 'milk']);
    expect(labelsOf(tags)).toEqual(['very_spicy', 'vegan']);
  });
});
