import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, languages, loadedMessages, loadMessages } from './index';
import { messagesFor } from './catalogues';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The names of every ICU argument in a parsed message, nested plural/select branches included. */
function argumentNames(ast: Ast, names = new Set<string>()): Set<string> {
  for (const el of ast as unknown as {
    type: number;
    value?: string;
    options?: Record<string, { value: Ast }>;
    children?: Ast;
  }[]) {
    if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') names.add(el.value);
    for (const option of Object.values(el.options ?? {})) argumentNames(option.value, names);
    if (el.children) argumentNames(el.children, names);
  }
  return names;
}

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
      expect(
        () => new IntlMessageFormat(text, intlLocale(language)),
        `${language} ${id}`,
      ).not.toThrow();
    }
  });

  it.each(languages.filter((l) => l !== 'EN'))(
    '%s uses the same ICU arguments as English',
    (language) => {
      const args = (text: string) =>
        [...argumentNames(new IntlMessageFormat(text, 'en').getAst())].sort();
      const en = messagesFor('EN');
      for (const [id, text] of Object.entries(messagesFor(language))) {
        expect(args(text), `${language} ${id}`).toEqual(args(en[id]!));
      }
    },
  );
});

describe('loadedMessages', () => {
  it('has a language once loadMessages has brought it, and not before', async () => {
    expect(loadedMessages('DE')).toBeNull();
    const messages = await loadMessages('DE');
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    expect(loadedMessages('DE')).toBe(messages);
    expect(loadedMessages('FR')).toBeNull();
  });
});
