import { flatten, languages } from './index';
import type { Language, MessageTree } from './index';

/**
 * The seven languages of a folder of message files (`en.json`, `it.json`, …) flattened at once,
 * for a synchronous lookup by language.
 */
export function allLanguages(
  files: Record<string, MessageTree>,
): (language: Language) => Record<string, string> {
  const byFile = new Map(
    Object.entries(files).map(([path, tree]) => [path.split('/').pop(), tree]),
  );
  const flat = new Map(
    languages.map((l) => {
      const tree = byFile.get(`${l.toLowerCase()}.json`);
      if (!tree) throw new Error(`No messages for ${l}`);
      return [l, flatten(tree)];
    }),
  );
  return (language) => flat.get(language)!;
}

/** All seven languages at once, synchronously: for Storybook's language toolbar and for tests. */
export const messagesFor = allLanguages(
  import.meta.glob<MessageTree>('./*.json', { eager: true, import: 'default' }),
);
