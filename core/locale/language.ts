/** The seven bundled languages, in the order the home picker lists them (entry-home-service.md §9). */
export const LANGUAGES = ['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'] as const;

/** One of the bundled language codes. */
export type Language = (typeof LANGUAGES)[number];

/** The default language (entry-home-service.md §3 "language (EN)", §9 "Default language EN"). */
export const DEFAULT_LANGUAGE: Language = 'EN';

const BCP47: Record<Language, string> = {
  EN: 'en',
  IT: 'it',
  ZH: 'zh-CN',
  ES: 'es',
  DE: 'de',
  PT: 'pt',
  FR: 'fr',
};

/** The BCP 47 tag of a language, for Intl formatting and `<html lang>`. */
export function bcp47Of(language: Language): string {
  return BCP47[language];
}

/** True when the code is one of the seven bundled languages, upper-case, e.g. "IT" (entry-home-service.md §9). */
export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/**
 * The app language for a browser language tag (entry-home-service.md §9): the first two letters,
 * upper-cased, when they name a bundled language; EN otherwise.
 * Example: "it-IT" → "IT", "zh-Hans-CN" → "ZH", "ja" → "EN", undefined → "EN".
 */
export function languageFromBrowser(browserLanguage: string | null | undefined): Language {
  if (typeof browserLanguage !== 'string') return DEFAULT_LANGUAGE;
  const code = browserLanguage.trim().slice(0, 2).toUpperCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}
