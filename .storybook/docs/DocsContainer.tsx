import { useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { DocsContainer as StorybookDocsContainer, DocsContext } from '@storybook/addon-docs/blocks';
import type { DocsContainerProps } from '@storybook/addon-docs/blocks';
import { create } from 'storybook/theming';
import { IntlProvider } from 'react-intl';
import { themeClass, themeTokens } from '../../tokens';
import type { ThemeName } from '../../tokens';
import { intlLocale } from '../../locales';
import { messagesFor } from '../../locales/catalogues';
import { useToolbar } from './toolbar';

/** Storybook's docs theme made from one of ours, so a docs page reads like the app in that theme. */
function docsTheme(name: ThemeName) {
  const { color, font } = themeTokens[name];
  return create({
    base: name === 'light' ? 'light' : 'dark',
    brandTitle: 'Tavola',
    appBg: color.surface,
    appContentBg: color.surface,
    appPreviewBg: color.surface,
    appBorderColor: color.border,
    barBg: color.surfaceRaised,
    inputBg: color.surfaceSunken,
    textColor: color.text,
    textMutedColor: color.textMuted,
    colorPrimary: color.accent,
    colorSecondary: color.accentText,
    fontBase: font.body,
    fontCode: font.numeric,
  });
}

/**
 * Every docs page (MDX and autodocs): Storybook's container in the colours of the toolbar's theme,
 * with that theme's class on <html> (the stories' own decorator does the same) and the toolbar's
 * language for the blocks that show our components.
 */
export function DocsContainer({ context, children }: DocsContainerProps & { children: ReactNode }) {
  const { theme, language } = useToolbar(context);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[theme]);
    root.lang = intlLocale(language);
  }, [theme, language]);
  return (
    <StorybookDocsContainer context={context} theme={docsTheme(theme)}>
      <IntlProvider
        locale={intlLocale(language)}
        messages={messagesFor(language)}
        defaultLocale="en"
      >
        {children}
      </IntlProvider>
    </StorybookDocsContainer>
  );
}

/** The toolbar's theme and language inside a docs page's blocks. */
export function useDocsToolbar() {
  return useToolbar(useContext(DocsContext));
}
