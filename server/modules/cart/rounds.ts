// Rounds for the kitchen: each submission (requestKey) with its dishes, as the staff room's
// KITCHEN_ROUND event and GET /api/v2/staff/rounds?since= carry it.
import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Store } from '../../store';
import { notFound } from '../../http/errors';
import { cartSubmissions, menuItems, orderDetails } from '../../store/schema';

export interface KitchenDish {
  order_detail_id: number;
  menu_item_id: number | null;
  item_name1: string;
  item_name2: string;
  /** The dish's names per language (the menu's item_i18n; {} once the dish left the menu). */
  item_i18n: Record<string, unknown>;
  quantity: number;
  excess_count: number;
  customer_name: string;
  remark: string;
  condiments: unknown[];
  is_make: number | null;
  /** The dish's print class (the kitchen station that makes it; '' for none). */
  print_class: string;
  /** Course dishes of a set meal. */
  contents: {
    menu_item_id: number | null;
    item_name1: string;
    item_i18n: Record<string, unknown>;
    quantity: number;
  }[];
}

export interface KitchenRound {
  requestKey: string;
  orderId: number;
  tableId: number;
  turn: number;
  /** ISO time the round was sent. */
  submittedAt: string;
  /** Bumped off the kitchen display. */
  bumped: boolean;
  dishes: KitchenDish[];
}

/** Rounds sent after `since` (exclusive), oldest first, at most `limit`. */
export async function kitchenRounds(
  store: Store,
  since: Date,
  limit = 200,
  keys?: string[],
): Promise<KitchenRound[]> {
  const subs = await store.db
    .select()
    .from(cartSubmissions)
    .where(
      keys ? inArray(cartSubmissions.request_key, keys) : gt(cartSubmissions.created_at, since),
    )
    .orderBy(asc(cartSubmissions.created_at))
    .limit(limit);
  if (subs.length === 0) return [];
  const rows = await store.db
    .select()
    .from(orderDetails)
    .where(
      inArray(
        orderDetails.request_key,
        subs.map((s) => s.request_key),
      ),
    )
    .orderBy(asc(orderDetails.order_detail_id));
  const itemIds = [
    ...new Set(rows.map((r) => r.menu_item_id).filter((x): x is number => x !== null)),
  ];
  const classes = itemIds.length
    ? await store.db
        .select({
          id: menuItems.menu_item_id,
          print_class: menuItems.print_class,
          item_i18n: menuItems.item_i18n,
        })
        .from(menuItems)
        .where(inArray(menuItems.menu_item_id, itemIds))
    : [];
  const classOf = new Map(classes.map((c) => [c.id, c.print_class]));
  const i18nOf = new Map(classes.map((c) => [c.id, c.item_i18n]));
  const namesOf = (id: number | null) => (id !== null && i18nOf.get(id)) || {};
  return subs.map((s) => {
    const mine = rows.filter((r) => r.request_key === s.request_key);
    const heads = mine.filter((r) => r.parent_detail_id === null);
    return {
      requestKey: s.request_key,
      orderId: s.order_head_id,
      tableId: heads[0]?.table_id ?? Number((s.result as { tableId?: unknown }).tableId ?? 0),
      turn: s.turn,
      submittedAt: s.created_at.toISOString(),
      bumped: s.bumped_at !== null,
      dishes: heads.map((h) => ({
        order_detail_id: h.order_detail_id,
        menu_item_id: h.menu_item_id,
        item_name1: h.item_name1,
        item_name2: h.item_name2,
        item_i18n: namesOf(h.menu_item_id),
        quantity: h.quantity,
        excess_count: h.excess_count,
        customer_name: h.customer_name,
        remark: h.remark,
        condiments: h.condiments,
        is_make: h.is_make,
        print_class: (h.menu_item_id !== null && classOf.get(h.menu_item_id)) || '',
        contents: mine
          .filter((c) => c.parent_detail_id === h.order_detail_id)
          .map((c) => ({
            menu_item_id: c.menu_item_id,
            item_name1: c.item_name1,
            item_i18n: namesOf(c.menu_item_id),
            quantity: c.quantity,
          })),
      })),
    };
  });
}

/** One round by its requestKey. */
export async function kitchenRound(store: Store, requestKey: string): Promise<KitchenRound | null> {
  const list = await kitchenRounds(store, new Date(0), 1, [requestKey]);
  return list[0] ?? null;
}

/**
 * Bumps a round off the kitchen display (or recalls it) for every staff screen; 404 when no round
 * has that requestKey.
 */
export async function bumpRound(
  store: Store,
  requestKey: string,
  bumped: boolean,
  employeeId: number,
): Promise<{ requestKey: string; bumped: boolean }> {
  const [row] = await store.db
    .update(cartSubmissions)
    .set(
      bumped
        ? { bumped_at: new Date(), bumped_by: employeeId }
        : { bumped_at: null, bumped_by: null },
    )
    .where(eq(cartSubmissions.request_key, requestKey))
    .returning({ request_key: cartSubmissions.request_key });
  if (!row) throw notFound(`Round ${requestKey} does not exist`);
  return { requestKey: row.request_key, bumped };
}
