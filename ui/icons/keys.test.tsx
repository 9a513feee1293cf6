import { describe, expect, it } from 'vitest';
import { languages } from '../../locales';
import { messagesFor } from '../../locales/catalogues';
import { allergenKeys, iconNames, isDishTagKey, labelKeys } from './keys';
import { glyphs } from './glyphs';

describe('icon keys', () => {
  it('lists the 14 allergens and 13 labels of the spec', () => {
    expect(allergenKeys).toHaveLength(14);
    expect(labelKeys).toHaveLength(13);
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it('does not take navigation or control icons for dish tags', () => {
    expect(isDishTagKey('cart')).toBe(false);
    expect(isDishTagKey('milk')).toBe(true);
  });

  it('has a drawing for every name and nothing else', () => {
    expect(Object.keys(glyphs).sort()).toEqual([...iconNames].sort());
  });

  it.each(languages)('names every icon in %s', (language) => {
    const messages = messagesFor(language);
    for (const name of iconNames)
      expect(messages[`icon.${name}`], `${language} icon.${name}`).toBeTruthy();
  });
});
