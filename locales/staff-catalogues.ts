// The console's seven languages at once, synchronously: for Storybook and tests.
import en from './staff/en.json';
import it from './staff/it.json';
import zh from './staff/zh.json';
import es from './staff/es.json';
import de from './staff/de.json';
import pt from './staff/pt.json';
import fr from './staff/fr.json';
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

export function staffMessagesFor(language: Language): Record<string, string> {
  return flat[language];
}
