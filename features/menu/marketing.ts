import {
  MARKETING_TIP_THROTTLE_MS,
  promotionTip,
  readMarketingMessage,
  type PromotionStock,
} from '../../core';
import { api, onSocket } from '../../lib/session';
import { addDish } from '../cart';
import { connectKitchenClosing } from './kitchen-closing';
import { currentMenu, type MenuDish } from './menu-store';

/** A promotion tip for the diner: the dish as the menu knows it and the units left. */
export interface PromotionTipInfo {
  dish: MenuDish;
  left: number;
}

/** The dish of the current menu with this menu_item_id, if the diner can see it. */
export function menuDish(menuItemId: number): MenuDish | null {
  for (const c of currentMenu.value?.menu_item_slu ?? []) {
    const d = c.menu_item.find((x) => x.menu_item_id === menuItemId);
    if (d) return d;
  }
  return null;
}

/**
 * Writes promotions' stock into the menu the diner sees (ordering.md §3 bargain_num_cur). Only
 * the changed dishes and their categories are new objects, so only their cards re-render (and the
 * bargain tag plays its 500 ms animation).
 */
export function applyPromotionStock(changes: readonly PromotionStock[]): void {
  const menu = currentMenu.value;
  if (!menu || changes.length === 0) return;
  const left = new Map(changes.map((c) => [c.menu_item_id, Math.max(0, c.bargain_num_cur)]));
  let touched = false;
  const menu_item_slu = menu.menu_item_slu.map((c) => {
    if (
      !c.menu_item.some(
        (d) => left.has(d.menu_item_id) && d.bargain_num_cur !== left.get(d.menu_item_id),
      )
    )
      return c;
    touched = true;
    return {
      ...c,
      menu_item: c.menu_item.map((d) =>
        left.has(d.menu_item_id) ? { ...d, bargain_num_cur: left.get(d.menu_item_id)! } : d,
      ),
    };
  });
  if (touched) currentMenu.value = { ...menu, menu_item_slu };
}

/**
 * IS_UPDATE_MENU: dishes staff marked sold out or available again during service. Only the
 * changed dishes and their categories are new objects, as for promotions.
 */
export function applyAvailability(body: unknown): void {
  const b = body as { menu_item_ids?: unknown; sold_out?: unknown } | null;
  const menu = currentMenu.value;
  if (!menu || !b || !Array.isArray(b.menu_item_ids) || typeof b.sold_out !== 'boolean') return;
  const ids = new Set(b.menu_item_ids.filter((x): x is number => typeof x === 'number'));
  const soldOut = b.sold_out ? 1 : 0;
  let touched = false;
  const menu_item_slu = menu.menu_item_slu.map((c) => {
    if (!c.menu_item.some((d) => ids.has(d.menu_item_id) && d.sold_out !== soldOut)) return c;
    touched = true;
    return {
      ...c,
      menu_item: c.menu_item.map((d) =>
        ids.has(d.menu_item_id) ? { ...d, sold_out: soldOut } : d,
      ),
    };
  });
  if (touched) currentMenu.value = { ...menu, menu_item_slu };
}

/**
 * Shows at most one tip per interval (ordering.md §9 "marketing tip throttle 5 s"): the first at
 * once; what arrives meanwhile waits, the newest replacing older ones, and shows when the
 * interval ends.
 */
export class TipThrottle<T> {
  private last = Number.NEGATIVE_INFINITY;
  private waiting: { tip: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly show: (tip: T) => void,
    private readonly intervalMs = MARKETING_TIP_THROTTLE_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  offer(tip: T): void {
    const since = this.now() - this.last;
    if (since >= this.intervalMs && !this.timer) {
      this.fire(tip);
      return;
    }
    this.waiting = { tip };
    this.timer ??= setTimeout(() => {
      this.timer = null;
      const w = this.waiting;
      this.waiting = null;
      if (w) this.fire(w.tip);
    }, this.intervalMs - since);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waiting = null;
  }

  private fire(tip: T): void {
    this.last = this.now();
    this.show(tip);
  }
}

/** Handles one MARKETING payload: the menu learns the stock, and a tip is offered when one is due. */
export function receiveMarketing(body: unknown, offer: (tip: PromotionTipInfo) => void): void {
  const message = readMarketingMessage(body);
  if (!message) return;
  applyPromotionStock(message.dishes);
  const tip = promotionTip(message, (id) => menuDish(id) !== null);
  const dish = tip && menuDish(tip.menu_item_id);
  if (tip && dish) offer({ dish, left: tip.bargain_num_cur });
}

/**
 * Listens for MARKETING (ordering.md §7), IS_UPDATE_MENU and the kitchen's closing while the
 * ordering page is open:
 * promotions' stock and dishes sold out stay true on the menu, and `show` gets at most one tip every 5 s. Returns the unsubscribe.
 */
export function connectMarketing(show: (tip: PromotionTipInfo) => void): () => void {
  const throttle = new TipThrottle(show);
  const off = onSocket('MARKETING', (body) => receiveMarketing(body, (tip) => throttle.offer(tip)));
  const offAvailability = onSocket('IS_UPDATE_MENU', applyAvailability);
  // The kitchen's closing comes as CHAT_MESSAGE IS_UPDATE_MENU (kitchen-closing.ts).
  const offClosing = connectKitchenClosing();
  return () => {
    off();
    offAvailability();
    offClosing();
    throttle.dispose();
  };
}

/**
 * Re-reads a limited-count promotion's stock before it is added (ordering.md §5 "bargain_num_cur
 * is re-fetched before adding; at 0 the menu refreshes"). Resolves the units left, or null for
 * dishes without a count or when the stock cannot be read (the server still decides).
 */
export async function promotionStockBeforeAdd(
  dish: Pick<MenuDish, 'menu_item_id' | 'bargain_stype'>,
): Promise<number | null> {
  if (dish.bargain_stype !== 2) return null;
  let row: { bargain_item_id: number; bargain_stype: number; bargain_num_cur: number };
  try {
    row = await api(`/api/v3/bargain_price_item?menu_item_id=${dish.menu_item_id}`);
  } catch {
    return null;
  }
  applyPromotionStock([
    {
      menu_item_id: dish.menu_item_id,
      bargain_item_id: row.bargain_item_id,
      bargain_stype: row.bargain_stype,
      bargain_num_cur: row.bargain_num_cur,
    },
  ]);
  return row.bargain_num_cur;
}

/**
 * Adds a dish from the menu. A limited-count promotion's stock is re-read first; at 0 nothing is
 * sent and the promise resolves false (the card already shows it sold out). Other dishes are sent
 * at once.
 */
export function addFromMenu(
  dish: MenuDish,
  add: (d: MenuDish) => void = addDish,
): Promise<boolean> {
  if (dish.bargain_stype !== 2) {
    add(dish);
    return Promise.resolve(true);
  }
  return promotionStockBeforeAdd(dish).then((left) => {
    if (left === 0) return false;
    add(dish);
    return true;
  });
}
