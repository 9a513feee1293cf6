import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { withThemeAndLocale } from './decorators';
import { handlers } from '../mocks/handlers';
import { ComponentPage } from './docs/ComponentPage';
import { DocsContainer } from './docs/DocsContainer';

const preview: Preview = {
  loaders: [mswLoader()],
  // react-aria announces a pending button by naming it; an announcement must not outlive its
  // story (the next story's axe check would find it naming a button that is gone).
  beforeEach: () => {
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
    return () => {
      clearAnnouncer('assertive');
      clearAnnouncer('polite');
    };
  },
  decorators: [withThemeAndLocale],
  // react-aria's live announcer lives outside the story and keeps a message for seconds; one
  // left by the previous story can name an element that story took away, which axe then reports
  // on this one. Each story starts with none.
  beforeEach: () => {
    for (const message of document.querySelectorAll('[data-live-announcer] [role="log"] > *'))
      message.remove();
  },
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
