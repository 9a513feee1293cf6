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
});
