import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { withThemeAndLocale } from './decorators';
import { handlers } from '../mocks/handlers';
import { ComponentPage } from './docs/ComponentPage';
import { DocsContainer } from './docs/DocsContainer';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * A prop's default written in words in its JSDoc (`@default "Close" in the diner's language`)
 * reads as written in the props table. Storybook quotes a string prop's default as a literal,
 * which shows such a sentence (or a literal the JSDoc quotes itself, `'€'`) inside quotes with its
 * own quotes escaped; any other literal default (such as `"card"`) keeps its quotes.
 */
const defaultsInWords: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.defaultValue?.summary;
      if (!summary?.startsWith('"') || !summary.endsWith('"')) return [name, argType];
      let words: unknown;
      try {
        words = JSON.parse(summary);
      } catch {
        return [name, argType];
      }
      // A sentence, or a literal the JSDoc already quotes ('€'): shown as written.
      const asWritten = typeof words === 'string' && (words.includes(' ') || /^'.*'$/.test(words));
      if (!asWritten) return [name, argType];
      const table = {
        ...argType.table,
        defaultValue: { ...argType.table?.defaultValue, summary: words },
      };
      return [name, { ...argType, table }];
    }),
  );
defaultsInWords.secondPass = true;

const preview: Preview = {
  argTypesEnhancers: [defaultsInWords],
  loaders: [mswLoader()],
  // react-aria's live announcer lives outside the story and keeps a message for seconds (a
  // pending button is announced by its name); one left by the previous story can name an element
  // that story took away, which axe then reports on this one. Each story starts with none and
  // leaves none.
  beforeEach: () => {
    const clear = () => {
      clearAnnouncer('assertive');
      clearAnnouncer('polite');
      for (const message of document.querySelectorAll('[data-live-announcer] [role="log"] > *'))
        message.remove();
    };
    clear();
    return clear;
  },
  decorators: [withThemeAndLocale],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    msw: { handlers },
    controls: { expanded: true },
    // Components carry `tags: ['autodocs']`: their page is ComponentPage; every docs page
    // (the Foundations MDX too) is painted in the toolbar's theme.
    docs: { container: DocsContainer, page: ComponentPage, codePanel: true },
    options: {
      storySort: {
        order: ['Foundations', ['Introduction', 'Tokens', 'Icons'], 'Components', 'Screens'],
      },
    },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Restaurant theme (setting 158)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
          { value: 'gold', title: 'Gold' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: ['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'EN', viewport: { value: 'phone', isRotated: false } },
};

export default preview;
