// The console's seven languages at once, synchronously: for Storybook and tests.
import { allLanguages } from './catalogues';
import type { MessageTree } from './index';

export const staffMessagesFor = allLanguages(
  import.meta.glob<MessageTree>('./staff/*.json', { eager: true, import: 'default' }),
);
