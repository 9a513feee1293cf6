import { clientState } from '../../lib/session';
// The store itself, not the feature's index: the index brings the menu's view, which belongs to
// the page's chunk, not to this one.
import { currentMenu, loadMenu, menuFailed, MENU_FRESH_MS } from '../../features/menu/menu-store';
import { startOrdering } from './main-session';

/**
 * How long what `startMenuSession` started stands for the menu page that mounts after it: the
 * page takes it instead of asking again (the diner tapped moments ago).
 */
export const SESSION_AHEAD_FRESH_MS = 10_000;

/**
 * Starts what the menu page starts as it mounts (the order's session: the table, the customer
 * name, the history, the room and the cart; and the table's first menu), as the diner taps to go
 * there. This module is a small chunk of its own (vite.config.ts), asked for with the page's: on
 * a slow link it arrives before the page's code, so the answers are on their way, or in, when the
 * page first renders, instead of being asked for after it.
 */
export function startMenuSession(): void {
  const { tableId, language, orderTab } = clientState.value;
  if (tableId === null) return;
  // Should the page have mounted first (its code was there before this module), its start
  // stands: whichever comes first starts, the other takes it.
  void startOrdering({ maxAgeMs: SESSION_AHEAD_FRESH_MS });
  const menuId = orderTab?.menuList[0]?.main_group_id;
  if (menuId) void loadMenu(menuId, language, { maxAgeMs: MENU_FRESH_MS });
}

/**
 * Loads the open table's first menu into the menu store while the diner is still on the home
 * page: a read, which changes nothing on the server (the order's session waits for the tap).
 * Resolves true once that menu is in the store; false when the table has no open order with a
 * menu, or the load failed.
 */
export async function loadFirstMenu(): Promise<boolean> {
  const { tableId, language, orderTab } = clientState.peek();
  const menuId = orderTab?.menuList[0]?.main_group_id;
  if (tableId === null || !menuId) return false;
  await loadMenu(menuId, language, { maxAgeMs: MENU_FRESH_MS });
  return currentMenu.peek()?.main_group_id === menuId && !menuFailed.peek();
}
