import { effect } from '@preact/signals-react';
import { themeClass, themeTokens } from '../tokens';
import { theme } from '../lib/restaurant';
import { clientState } from '../lib/session';
import { intlLocale } from '../locales';

/** Keeps the theme class on <html>, the browser's theme colour and <html lang> in step with state. */
export function bindDocument(): () => void {
  return effect(() => {
    const root = document.documentElement;
    const name = theme.value;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[name]);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', themeTokens[name].color.surface);
    root.lang = intlLocale(clientState.value.language);
  });
}
