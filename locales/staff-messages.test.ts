import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, languages } from './index';
import { messagesFor } from './catalogues';
import { staffMessagesFor } from './staff-catalogues';

describe("the staff console's messages", () => {
  const reference = Object.keys(staffMessagesFor('EN')).sort();

  it.each(languages)('%s has exactly the keys English has, none empty, all ICU', (language) => {
    const messages = staffMessagesFor(language);
    expect(Object.keys(messages).sort()).toEqual(reference);
    for (const [id, text] of Object.entries(messages)) {
      expect(text.trim(), `${language} ${id}`).not.toBe('');
      expect(() => new IntlMessageFormat(text, intlLocale(language)), id).not.toThrow();
    }
  });

  it("never shadow a diner's message", () => {
    const diner = new Set(Object.keys(messagesFor('EN')));
    expect(reference.filter((id) => diner.has(id))).toEqual([]);
  });

  it('counts a party in the singular and the plural', () => {
    const format = (language: 'EN' | 'IT', values: Record<string, number>) =>
      new IntlMessageFormat(
        staffMessagesFor(language)['staff.requests.counts'] ?? '',
        intlLocale(language),
      ).format(values);
    expect(format('EN', { adults: 1, children: 1, others: 1 })).toBe('1 adult · 1 child · 1 other');
    expect(format('EN', { adults: 2, children: 0, others: 3 })).toBe(
      '2 adults · 0 children · 3 others',
    );
    expect(format('IT', { adults: 1, children: 2, others: 0 })).toBe(
      '1 adulto · 2 bambini · 0 altri',
    );
  });
});
