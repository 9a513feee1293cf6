// The staff console's messages (locales/staff/*.json), kept apart from the diner's so that a
// phone at a table never downloads them: only the lazily loaded console imports this module.
import { flatten } from './index';
import type { Language, Messages, MessageTree } from './index';
import type { MessageFormatElement } from 'react-intl';

const loaders = import.meta.glob<{ default: MessageTree | Record<string, MessageFormatElement[]> }>(
  './staff/*.json',
);

const loaded = new Map<Language, Messages>();

/** One language's console messages (compiled to ICU trees in production, as the diner's are). */
export async function loadStaffMessages(language: Language): Promise<Messages> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const load = loaders[`./staff/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`No staff messages for ${language}`);
  const file = (await load()).default;
  const messages = Object.values(file).some(Array.isArray)
    ? (file as Record<string, MessageFormatElement[]>)
    : flatten(file as MessageTree);
  loaded.set(language, messages);
  return messages;
}
