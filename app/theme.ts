import { effect } from '@preact/signals-react';
import { themeClass } from '../tokens';
import { theme } from '../features/restaurant';
import { clientState } from '../features/session';
import { intlLocale } from '../locales';

const themeColor: Record<keyof typeof themeClass, string> = { dark: '#121316', light: '#f7f5f2', gold: '#14110b' };

/** Keeps the theme class on <html>, the browser's theme colour and <html lang> in step with state. */
export function bindDocument(): () => void {
  return effect(() => {
    const root = document.documentElement;
    const name = theme.value;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[name]);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor[name]);
    root.lang = intlLocale(clientState.value.language);
  });
}
