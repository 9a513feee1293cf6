import { createIntl, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { formatLocalizedPrice } from '../core';
import { intlLocale, languages } from '../locales';
import type { Language } from '../locales';
import { messagesFor } from '../locales/catalogues';
import { staffMessagesFor } from '../locales/staff-catalogues';

/** The language chosen in the toolbar (`globals.locale`), EN when none is. */
export function storyLanguage(globals: Readonly<Record<string, unknown>>): Language {
  const chosen = globals.locale;
  return languages.includes(chosen as Language) ? (chosen as Language) : 'EN';
}

/** The interface's messages in one language: the diner's and the staff console's. */
export function storyMessages(language: Language): Record<string, string> {
  return { ...messagesFor(language), ...staffMessagesFor(language) };
}

/**
 * The toolbar's language inside a story's own components (a row a list renders, a body passed
 * as an arg), read from the decorator's IntlProvider: what `storyLanguage(globals)` gives a
 * render or play function.
 */
export function useStoryLanguage(): Language {
  const { locale } = useIntl();
  return languages.find((language) => intlLocale(language) === locale) ?? 'EN';
}

/**
 * The same interface text in `language` when `english` is an English message of the catalogue
 * (one without placeholders), so a story's args can be written in English and shown in the
 * toolbar's language; any other text as is.
 */
export function sameTextIn(english: string, language: Language): string {
  const en = storyMessages('EN');
  const id = Object.keys(en).find((key) => en[key] === english);
  return id ? (storyMessages(language)[id] ?? english) : english;
}

const intls = new Map<Language, IntlShape>();

/**
 * The texts a story shows, in the toolbar's language, for play functions that must pass in every
 * language: `t('dishCard.add', { dish })` is what the component renders for that message.
 */
export function storyTexts(globals: Readonly<Record<string, unknown>>) {
  const language = storyLanguage(globals);
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({
      locale: intlLocale(language),
      messages: storyMessages(language),
      defaultLocale: 'en',
    });
    intls.set(language, intl);
  }
  const shown = intl;
  return {
    language,
    t: (id: string, values?: Record<string, string | number>) =>
      shown.formatMessage({ id }, values),
    /**
     * An amount as `Price` shows it in that language, in the default currency (€), with its
     * no-break spaces as plain ones: the text `getByText` compares after normalising the page's.
     */
    price: (amount: number) => formatLocalizedPrice(amount, shown.locale).replace(/\s/g, ' '),
  };
}
