import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, languages, messagesFor } from './index';

describe('the message catalogues', () => {
  const reference = Object.keys(messagesFor('EN')).sort();

  it('have messages', () => {
    expect(reference.length).toBeGreaterThan(0);
  });

  it.each(languages)('%s has exactly the keys English has', (language) => {
    expect(Object.keys(messagesFor(language)).sort()).toEqual(reference);
  });

  it.each(languages)('%s has no empty message and every message parses as ICU', (language) => {
    for (const [id, text] of Object.entries(messagesFor(language))) {
      expect(text.trim(), `${language} ${id}`).not.toBe('');
      expect(() => new IntlMessageFormat(text, intlLocale(language)), `${language} ${id}`).not.toThrow();
    }
  });

  it.each(languages.filter((l) => l !== 'EN'))('%s uses the same ICU arguments as English', (language) => {
    const args = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const en = messagesFor('EN');
    for (const [id, text] of Object.entries(messagesFor(language))) {
      expect(args(text), `${language} ${id}`).toEqual(args(en[id]!));
    }
  });
});
