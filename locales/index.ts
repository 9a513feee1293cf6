import { LANGUAGES, bcp47Of, languageFromBrowser } from '../core/locale/language';
import type { Language } from '../core/locale/language';
import type { MessageFormatElement } from 'react-intl';

export type { Language };
/** The seven languages of the product, in the order the language picker lists them. */
export const languages = LANGUAGES;
/** The spec's language rule (first two letters of the browser language, upper-cased, else EN). */
export const pickLanguage = languageFromBrowser;

/**
 * ICU messages of one language, keyed by dotted id, loaded on demand so a phone downloads only
 * its own language. (`catalogues.ts` bundles all seven for Storybook and tests.)
 */
const loaders = import.meta.glob<{ default: MessageTree | Record<string, MessageFormatElement[]> }>(
  './*.json',
);

export type MessageTree = { [key: string]: string | MessageTree };

/** Nested message files flattened to the dotted ids formatjs uses (`cart.submit`). */
export function flatten(tree: MessageTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[id] = value;
    else Object.assign(out, flatten(value, id));
  }
  return out;
}

/**
 * One language's messages ready for react-intl. In the production build every message arrives
 * already parsed (the build compiles the JSON files to ICU syntax trees, see vite.config.ts), so
 * the phone never downloads the ICU parser; in development and tests they are the ICU strings.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** A file as the production build delivers it: already flat, every message an ICU syntax tree. */
type CompiledMessages = Record<string, MessageFormatElement[]>;

const loaded = new Map<Language, Messages>();
/** Loads under way: a second caller (the app's start and its first render) shares the first's. */
const loading = new Map<Language, Promise<Messages>>();

/** The messages of `language` when they have been loaded already, else null. */
export function loadedMessages(language: Language): Messages | null {
  return loaded.get(language) ?? null;
}

export function loadMessages(language: Language): Promise<Messages> {
  const cached = loaded.get(language);
  if (cached) return Promise.resolve(cached);
  const under = loading.get(language);
  if (under) return under;
  const load = loaders[`./${language.toLowerCase()}.json`];
  if (!load) return Promise.reject(new Error(`No messages for ${language}`));
  const messages = load()
    .then(({ default: file }: { default: MessageTree | CompiledMessages }) => {
      const messages = Object.values(file).some(Array.isArray)
        ? (file as CompiledMessages)
        : flatten(file as MessageTree);
      loaded.set(language, messages);
      return messages;
    })
    // A failed load is not kept: the next call asks again.
    .finally(() => loading.delete(language));
  loading.set(language, messages);
  return messages;
}

/** The BCP 47 tag for Intl formatting and `<html lang>`. */
export const intlLocale = bcp47Of;

/** Native names for the language picker (each language names itself). */
export const languageNames: Record<Language, string> = {
  EN: 'English',
  IT: 'Italiano',
  ZH: '中文',
  ES: 'Español',
  DE: 'Deutsch',
  PT: 'Português',
  FR: 'Français',
};
