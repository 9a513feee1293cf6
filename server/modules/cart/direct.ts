// Dishes checked or added outside the shared cart (POST /api/v2/orders/{id}/dishes/check and
// POST /api/v2.5/orders/{id}/dishes), under the same core rules the cart enforces: the checks run
// against the order's history and the table's pending cart, in the cart row's lock.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reduceCart, violation, type CartDish, type CartState, type PromotionStock, type Violation } from '../../../core';
import type { Store } from '../../store';
import { cartSubmissions, orders } from '../../store/schema';
import {
  CartRefusal,
  PROJECT_CODE,
  cartNow,
  contextOf,
  ensureCart,
  insertDetails,
  lockCart,
  saveCart,
  snapshotOf,
  syncTurnInfo,
  takeStock,
  warmBusiness,
  type CartSnapshot,
  type LoadedCart,
  type SubmitRecord,
} from './store';

export interface DirectDish {
  menu_item_id: number;
  quantity: number;
  customer?: string;
  remark?: string;
  condiments?: { name: string; price: number }[];
}

export interface DishCheck {
  menu_item_id: number;
  ok: boolean;
  code?: string;
  rule?: string | null;
  message?: string;
  detail?: unknown;
}

/** Adds the dishes one after another to a copy of the cart; returns the copy and the first refusal per dish. */
function tryDishes(c: LoadedCart, dishes: readonly DirectDish[], defaultCustomer: string, now: number) {
  let state: CartState = c.state;
  const checks: DishCheck[] = [];
  let failed: Violation | null = null;
  const ctx = contextOf(c, now);
  for (const d of dishes) {
    const who = d.customer && d.customer.trim() !== '' ? d.customer : defaultCustomer;
    const res = reduceCart(
      state,
      { type: 'add', originId: d.menu_item_id, count: d.quantity, ...(d.remark !== undefined ? { remark: d.remark } : {}), ...(d.condiments ? { condiments: d.condiments } : {}), userId: who, userName: who },
      ctx,
    );
    if (res.ok) {
      state = res.cart;
      checks.push({ menu_item_id: d.menu_item_id, ok: true });
    } else {
      failed ??= res.violation;
      checks.push({ menu_item_id: d.menu_item_id, ok: false, code: res.violation.code, rule: res.violation.rule, message: res.violation.message, ...(res.violation.detail ? { detail: res.violation.detail } : {}) });
    }
  }
  return { state, checks, failed };
}

/** Checks dishes against the rules without writing anything. */
export async function checkDishes(store: Store, orderId: number, dishes: readonly DirectDish[], defaultCustomer: string): Promise<{ ok: boolean; result: DishCheck[] }> {
  const order = await store.db.select({ table_id: orders.table_id }).from(orders).where(eq(orders.order_head_id, orderId));
  if (!order[0]) throw new CartRefusal(violation('CART_NOT_FOUND'));
  await ensureCart(store.db, store, orderId, order[0].table_id, cartNow(store));
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const c = await lockCart(store, tx, orderId, dishes.map((d) => d.menu_item_id));
    if (!c) throw new CartRefusal(violation('CART_NOT_FOUND'));
    const { checks } = tryDishes(c, dishes, defaultCustomer, c.now);
    return { ok: checks.every((x) => x.ok), result: checks };
  });
}

/**
 * A waiter adds dishes to the order directly (history source 'waiter', current turn), under the
 * same limits; idempotent by requestKey. The diners' pending cart is left as it is.
 */
export async function addDishesDirect(
  store: Store,
  orderId: number,
  dishes: readonly DirectDish[],
  staff: { employeeId: number; name: string },
  requestKey: string,
): Promise<{ snapshot: CartSnapshot; record: SubmitRecord; fresh: boolean; stock: PromotionStock[] }> {
  const order = await store.db.select({ table_id: orders.table_id, status: orders.status }).from(orders).where(eq(orders.order_head_id, orderId));
  if (!order[0] || order[0].status !== 'open') throw new CartRefusal(violation('CART_NOT_FOUND'));
  const tableId = order[0].table_id;
  await ensureCart(store.db, store, orderId, tableId, cartNow(store));
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const c = await lockCart(store, tx, orderId, dishes.map((d) => d.menu_item_id));
    if (!c) throw new CartRefusal(violation('CART_NOT_FOUND'));
    const prior = await tx.select().from(cartSubmissions).where(eq(cartSubmissions.request_key, requestKey));
    if (prior[0]) {
      if (prior[0].order_head_id !== orderId) throw new CartRefusal(violation('INVALID_INPUT', { detail: { field: 'requestKey' } }));
      return { snapshot: snapshotOf(c), record: prior[0].result as unknown as SubmitRecord, fresh: false, stock: [] };
    }
    const now = c.now;
    const { state, failed } = tryDishes(c, dishes, '1', now);
    if (failed) throw new CartRefusal(failed);
    const before = new Map(c.state.lines.map((l) => [l.id, l.totalNum]));
    // The units each added line gained over the cart as it was.
    const added: CartDish[] = [];
    for (const l of state.lines) {
      const gained = l.totalNum - (before.get(l.id) ?? 0);
      if (gained > 0) added.push({ ...l, id: randomUUID(), totalNum: gained, excessedNum: Math.min(l.excessedNum, gained) });
    }
    const stock = await takeStock(store, tx, c, added);
    const turn = c.state.nowTurn;
    const ids = await insertDetails(tx, { orderId, tableId, turn, source: 'waiter', requestKey, at: new Date(now), employeeId: staff.employeeId, employeeName: staff.name }, added);
    const record: SubmitRecord = {
      requestKey,
      project: PROJECT_CODE,
      orderId,
      tableId,
      turn,
      orderDetailIds: ids,
      totalNum: added.reduce((s, l) => s + l.totalNum, 0),
      submittedAt: now,
      submittedBy: `employee:${staff.employeeId}`,
    };
    await tx.insert(cartSubmissions).values({ request_key: requestKey, order_head_id: orderId, turn, result: record as unknown as Record<string, unknown> });
    // The cart itself is unchanged, but its history grew: a new version tells the table.
    const version = await saveCart(tx, c, c.state, true);
    const history = [...c.history, ...added.map((l) => ({ ...l, submittedAt: now }))];
    await syncTurnInfo(tx, orderId, c.state, c, history);
    return { snapshot: { ...snapshotOf(c), history, version }, record, fresh: true, stock };
  });
}
