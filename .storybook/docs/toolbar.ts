import { useEffect, useState } from 'react';
import type { DocsContextProps } from '@storybook/addon-docs/blocks';
import { themeNames } from '../../tokens';
import type { ThemeName } from '../../tokens';
import { languages } from '../../locales';
import type { Language } from '../../locales';

export type Toolbar = { theme: ThemeName; language: Language };

const isTheme = (v: unknown): v is ThemeName => themeNames.includes(v as ThemeName);
const isLanguage = (v: unknown): v is Language => languages.includes(v as Language);

type Globals = Record<string, unknown>;
/** The docs context's store is not part of its public type; its user globals are the toolbar's. */
type WithStore = { store?: { userGlobals?: { globals?: Globals } } };

function read(globals: Globals | undefined): Toolbar {
  return {
    theme: isTheme(globals?.theme) ? globals.theme : 'dark',
    language: isLanguage(globals?.locale) ? globals.locale : 'EN',
  };
}

/** The toolbar's theme and language on a docs page, kept up to date as the reader changes them. */
export function useToolbar(context: DocsContextProps): Toolbar {
  const [toolbar, setToolbar] = useState(() =>
    read((context as unknown as WithStore).store?.userGlobals?.globals),
  );
  useEffect(() => {
    const update = ({ globals }: { globals: Globals }) => setToolbar(read(globals));
    context.channel.on('globalsUpdated', update);
    return () => context.channel.off('globalsUpdated', update);
  }, [context]);
  return toolbar;
}
