import { useEffect } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { LanguageProvider } from '../lib/language';
import { themeClass, themeNames } from '../tokens';
import type { ThemeName } from '../tokens';
import { intlLocale } from '../locales';
import { clientState, updateClientState } from '../lib/session';
import { storyLanguage, storyMessages } from './story-language';

const isTheme = (v: unknown): v is ThemeName => themeNames.includes(v as ThemeName);

/**
 * Puts the chosen theme class on <html> (as the app does) and provides the chosen language: to
 * react-intl for the interface's texts, and to the session, from which the screens pick the names
 * in the data (a dish's `item_i18n`, a menu's `name_i18n`) as the app does for the diner.
 */
export const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : 'dark';
  const language = storyLanguage(context.globals);
  // Before the story renders, so its first frame already speaks the toolbar's language.
  if (clientState.peek().language !== language) updateClientState({ language });
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[theme]);
    root.lang = intlLocale(language);
  }, [theme, language]);
  return (
    <LanguageProvider language={language} messages={storyMessages(language)}>
      <Story />
    </LanguageProvider>
  );
};
