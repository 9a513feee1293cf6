import { preload } from 'react-dom';
import type { Language } from '../../core/locale/language';
import { menuCall } from '../../protocol/first-screen';

/**
 * The call that reads a first-level menu with its categories and dishes, their names in the
 * diner's language (features/menu loads it; GET /api/v3/menus2/{id}).
 */
export function menuAddress(menuId: number, language: Language): string {
  return menuCall(menuId, language);
}

/**
 * Asks for the menu ahead of the page that shows it (the table's home page, whose next step is the
 * menu): the menu page's own call then takes the answer already under way instead of starting
 * when it renders. Credentials as the app's calls (lib/session http), or the answer is not reused.
 */
export function preloadMenu(menuId: number, language: Language): void {
  preload(menuAddress(menuId, language), { as: 'fetch', crossOrigin: 'use-credentials' });
}
