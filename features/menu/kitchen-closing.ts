import { batch, signal } from '@preact/signals-react';
import { chatEventOf, onSocket } from '../../lib/session';
import { businessTime, hiddenMenus, loadBusinessTime, menuClosed } from './menu-store';

/**
 * Grows each time the kitchen closed the menu this phone shows (the server's push at the end of
 * the business window): the page says so, closes the dish it shows and the cart follows the
 * server's UPDATE_CART (the dishes that can no longer be ordered are gone from it).
 */
export const kitchenClosings = signal(0);

/** What CHAT_MESSAGE IS_UPDATE_MENU carries when the kitchen closed (server/modules/cart/closing.ts). */
interface KitchenClosed {
  kitchenClosed: true;
  isBusinessTime: boolean;
  hiddenMenus: number[];
}

function kitchenClosedOf(content: unknown): KitchenClosed | null {
  if (!content || typeof content !== 'object') return null;
  const c = content as Partial<Record<keyof KitchenClosed, unknown>>;
  if (c.kitchenClosed !== true || typeof c.isBusinessTime !== 'boolean') return null;
  if (!Array.isArray(c.hiddenMenus) || !c.hiddenMenus.every((n) => typeof n === 'number'))
    return null;
  return content as KitchenClosed;
}

/**
 * The server closed the kitchen (ordering.md §4 Business hours): the menu dims at once with what
 * the server now orders by, and when the menu shown is closed the page is told. The closing time
 * that comes next is read again.
 */
export function applyKitchenClosed(content: unknown): void {
  const closed = kitchenClosedOf(content);
  if (!closed) return;
  batch(() => {
    businessTime.value = closed.isBusinessTime;
    hiddenMenus.value = closed.hiddenMenus;
    if (menuClosed.value) kitchenClosings.value++;
  });
  void loadBusinessTime();
}

/** Listens for the kitchen's closing while the ordering page is open; returns the unsubscribe. */
export function connectKitchenClosing(): () => void {
  return onSocket('CHAT_MESSAGE', (m) => {
    if (chatEventOf(m) === 'IS_UPDATE_MENU') applyKitchenClosed(m.content);
  });
}
