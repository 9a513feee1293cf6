import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { intlLocale } from '../../locales';
import type { Language, Messages } from '../../locales';

/**
 * The diner's language for everything on screen: react-intl for the app's own texts, and
 * react-aria for the texts and formats of its controls (a search field's clear button, a dialog's
 * dismiss button, number and date formats), which otherwise follow the browser's language rather
 * than the one the diner picked.
 */
export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const locale = intlLocale(language);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  );
}
