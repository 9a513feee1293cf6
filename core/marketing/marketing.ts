/**
 * Promotion news (ordering.md §7 MARKETING, §3 bargain dishes, §9 marketing tip timing;
 * entry-home-service.md §5 "Dish names in tips are truncated to 40 characters plus '... '").
 *
 * The spec names the MARKETING event and its tip's timing but not its content. Ours carries the
 * promotions whose stock changed: when a round takes units of a limited-count bargain dish
 * (bargain_stype 2), or staff set its stock, every diner's menu learns the units left at once,
 * and a short tip says so.
 */

/** A tip is shown at most once per 5 s (ordering.md §9 "marketing tip throttle 5 s"). */
export const MARKETING_TIP_THROTTLE_MS = 5000;
/** A tip stays 3 s (ordering.md §9 "shown 3 s"). */
export const MARKETING_TIP_SHOWN_MS = 3000;
/** Dish names in tips keep this many characters (entry-home-service.md §5). */
export const TIP_NAME_LIMIT = 40;
/** At or below this many units left, a promotion's change is worth a tip. */
export const LOW_PROMOTION_STOCK = 5;

/** The MARKETING kind that carries promotion stock. */
export const PROMOTION_STOCK = 'PROMOTION_STOCK';

/** One promotion's stock after a change. */
export interface PromotionStock {
  menu_item_id: number;
  bargain_item_id: number;
  /** 1, 2, 3 are promotions; only 2 has a limited count (ordering.md §3). */
  bargain_stype: number;
  /** Units left at the promotional price, never below 0. */
  bargain_num_cur: number;
}

/** The MARKETING payload. */
export interface MarketingMessage {
  kind: typeof PROMOTION_STOCK;
  dishes: PromotionStock[];
}

/** A dish name as tips show it: at most 40 characters, then '... ' (entry-home-service.md §5). */
export function tipName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length > TIP_NAME_LIMIT
    ? `${chars.slice(0, TIP_NAME_LIMIT).join('')}... `
    : chars.join('');
}

/** The MARKETING message for stock changes (the last change of a dish wins), or null when none. */
export function promotionStockMessage(changes: readonly PromotionStock[]): MarketingMessage | null {
  const byDish = new Map<number, PromotionStock>();
  for (const c of changes) {
    byDish.set(c.menu_item_id, {
      menu_item_id: c.menu_item_id,
      bargain_item_id: c.bargain_item_id,
      bargain_stype: c.bargain_stype,
      bargain_num_cur: Math.max(0, Math.trunc(c.bargain_num_cur)),
    });
  }
  return byDish.size === 0 ? null : { kind: PROMOTION_STOCK, dishes: [...byDish.values()] };
}

/** Reads a MARKETING payload from the wire; anything malformed is dropped, never trusted. */
export function readMarketingMessage(body: unknown): MarketingMessage | null {
  if (!body || typeof body !== 'object') return null;
  const { kind, dishes } = body as { kind?: unknown; dishes?: unknown };
  if (kind !== PROMOTION_STOCK || !Array.isArray(dishes)) return null;
  const ok = dishes.filter(
    (d): d is PromotionStock =>
      !!d &&
      typeof d === 'object' &&
      Number.isInteger((d as PromotionStock).menu_item_id) &&
      Number.isInteger((d as PromotionStock).bargain_item_id) &&
      Number.isInteger((d as PromotionStock).bargain_stype) &&
      Number.isInteger((d as PromotionStock).bargain_num_cur),
  );
  return promotionStockMessage(ok);
}

/**
 * The change worth a tip, among the dishes the diner can see: a limited-count promotion that is
 * now sold out, or else the one with the fewest units left at or below LOW_PROMOTION_STOCK.
 * Null when nothing is worth interrupting the diner for.
 */
export function promotionTip(
  message: MarketingMessage,
  visible: (menuItemId: number) => boolean,
): PromotionStock | null {
  let best: PromotionStock | null = null;
  for (const d of message.dishes) {
    if (
      d.bargain_stype !== 2 ||
      d.bargain_num_cur > LOW_PROMOTION_STOCK ||
      !visible(d.menu_item_id)
    )
      continue;
    if (!best || d.bargain_num_cur < best.bargain_num_cur) best = d;
  }
  return best;
}
