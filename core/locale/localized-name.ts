import type { Language } from './language';

/**
 * Names that data carries per language: `{ EN: 'Miso soup' }` (menus, categories, condiments,
 * set-menu groups) or `{ EN: { name: 'Miso soup', description: '…' } }` (dishes, item_i18n).
 */
export type NameI18n = Readonly<Record<string, unknown>> | null | undefined;

/** The name one language gives, when it gives one that is not blank. */
function nameIn(i18n: NameI18n, language: string): string | null {
  const entry = i18n?.[language];
  if (typeof entry === 'string') return entry.trim() ? entry : null;
  if (entry && typeof entry === 'object') {
    const name = (entry as { name?: unknown }).name;
    if (typeof name === 'string' && name.trim()) return name;
  }
  return null;
}

/**
 * The name a diner reads, in the diner's language, wherever it shows (menu, dish detail, cart,
 * condiments, set-menu contents, history, opening hours, notices). The one place that decides
 * which name to show, falling back as the spec does:
 * 1. the translation into the diner's language;
 * 2. the English one (entry-home-service.md §3: "English is the fallback text");
 * 3. `fallback`: the name the restaurant displays (ordering.md §6, setting
 *    show-item-name1-or-item-name2: item_name1 or item_name2), or the record's own name.
 * Example: ({ EN: 'Miso soup', IT: 'Zuppa di miso' }, 'EN', 'Zuppa di miso') → 'Miso soup';
 * ({ EN: 'Miso soup' }, 'ZH', 'Zuppa di miso') → 'Miso soup'; (null, 'FR', 'Zuppa di miso') →
 * 'Zuppa di miso'.
 */
export function localizedName(i18n: NameI18n, language: Language, fallback: string): string {
  return nameIn(i18n, language) ?? nameIn(i18n, 'EN') ?? fallback;
}

/**
 * The part of a record's names a diner's screen can show: the diner's language and English (the
 * fallback of `localizedName`), nothing else. `localizedName(inLanguage(i18n, l), l, f)` always
 * equals `localizedName(i18n, l, f)`. Example: ({ EN: 'Miso soup', IT: 'Zuppa di miso',
 * DE: 'Misosuppe' }, 'IT') → { EN: 'Miso soup', IT: 'Zuppa di miso' }.
 */
export function inLanguage(
  i18n: Readonly<Record<string, unknown>>,
  language: Language,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const code of [language, 'EN']) if (Object.hasOwn(i18n, code)) kept[code] = i18n[code];
  return kept;
}
