import en from './en.json';
import it from './it.json';
import zh from './zh.json';
import es from './es.json';
import de from './de.json';
import pt from './pt.json';
import fr from './fr.json';
import { flatten, languages } from './index';
import type { Language, MessageTree } from './index';

const catalogues: Record<Language, MessageTree> = {
  EN: en,
  IT: it,
  ZH: zh,
  ES: es,
  DE: de,
  PT: pt,
  FR: fr,
};

const flat = Object.fromEntries(languages.map((l) => [l, flatten(catalogues[l])])) as Record<
  Language,
  Record<string, string>
>;

/** All seven languages at once, synchronously: for Storybook's language toolbar and for tests. */
export function messagesFor(language: Language): Record<string, string> {
  return flat[language];
}
