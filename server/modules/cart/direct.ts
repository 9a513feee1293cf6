// Dishes checked or added outside the shared cart (POST /api/v2/orders/{id}/dishes/check and
// POST /api/v2.5/orders/{id}/dishes), under the same core rules the cart enforces: the checks run
// against the order's history and the table's pending cart, in the cart row's lock.
import { randomUUID } from 'node:crypto';
import {
  reduceCart,
  violation,
  type CartDish,
  type CartState,
  type Violation,
} from '../../../core';
import {
  CartRefusal,
  contextOf,
  ensureCart,
  lockOpenCart,
  orderRow,
  type LoadedCart,
} from './repository';
import type { RuleContext } from './rule-context';
import { submitRound, type Submission } from './submission';

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
function tryDishes(
  c: LoadedCart,
  dishes: readonly DirectDish[],
  defaultCustomer: string,
  now: number,
) {
  let state: CartState = c.state;
  const checks: DishCheck[] = [];
  let failed: Violation | null = null;
  const ctx = contextOf(c, now);
  for (const d of dishes) {
    const who = d.customer && d.customer.trim() !== '' ? d.customer : defaultCustomer;
    const res = reduceCart(
      state,
      {
        type: 'add',
        originId: d.menu_item_id,
        count: d.quantity,
        ...(d.remark !== undefined ? { remark: d.remark } : {}),
        ...(d.condiments ? { condiments: d.condiments } : {}),
        userId: who,
        userName: who,
      },
      ctx,
    );
    if (res.ok) {
      state = res.cart;
      checks.push({ menu_item_id: d.menu_item_id, ok: true });
    } else {
      failed ??= res.violation;
      checks.push({
        menu_item_id: d.menu_item_id,
        ok: false,
        code: res.violation.code,
        rule: res.violation.rule,
        message: res.violation.message,
        ...(res.violation.detail ? { detail: res.violation.detail } : {}),
      });
    }
  }
  return { state, checks, failed };
}

/** Checks dishes against the rules without writing anything. */
export async function checkDishes(
  rules: RuleContext,
  orderId: number,
  dishes: readonly DirectDish[],
  defaultCustomer: string,
): Promise<{ ok: boolean; result: DishCheck[] }> {
  const order = await orderRow(rules.store.db, orderId);
  if (!order) throw new CartRefusal(violation('CART_NOT_FOUND'));
  if (order.status !== 'open') throw new CartRefusal(violation('ORDER_CLOSED'));
  await ensureCart(rules, rules.store.db, orderId, order.table_id, rules.now());
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const c = await lockOpenCart(
      rules,
      tx,
      orderId,
      dishes.map((d) => d.menu_item_id),
    );
    const { checks } = tryDishes(c, dishes, defaultCustomer, c.now);
    return { ok: checks.every((x) => x.ok), result: checks };
  });
}

/**
 * A waiter adds dishes to the order directly (history source 'waiter', current turn), under the
 * same limits; idempotent by requestKey. The diners' pending cart is left as it is.
 */
export async function addDishesDirect(
  rules: RuleContext,
  orderId: number,
  dishes: readonly DirectDish[],
  staff: { employeeId: number; name: string },
  requestKey: string,
): Promise<Submission> {
  const order = await orderRow(rules.store.db, orderId);
  if (!order) throw new CartRefusal(violation('CART_NOT_FOUND'));
  // Checked again under the order's row lock (submitRound); this spares creating a closed order's cart.
  if (order.status !== 'open') throw new CartRefusal(violation('ORDER_CLOSED'));
  const tableId = order.table_id;
  await ensureCart(rules, rules.store.db, orderId, tableId, rules.now());
  return submitRound(
    rules,
    orderId,
    requestKey,
    dishes.map((d) => d.menu_item_id),
    async (_tx, c) => {
      const now = c.now;
      const { state, failed } = tryDishes(c, dishes, '1', now);
      if (failed) throw new CartRefusal(failed);
      const before = new Map(c.state.lines.map((l) => [l.id, l.totalNum]));
      // The units each added line gained over the cart as it was.
      const added: CartDish[] = [];
      for (const l of state.lines) {
        const gained = l.totalNum - (before.get(l.id) ?? 0);
        if (gained > 0)
          added.push({
            ...l,
            id: randomUUID(),
            totalNum: gained,
            excessedNum: Math.min(l.excessedNum, gained),
          });
      }
      return {
        lines: added,
        state: c.state,
        history: [...c.history, ...added.map((l) => ({ ...l, submittedAt: now }))],
        events: [],
        tableId,
        source: 'waiter',
        submittedBy: `employee:${staff.employeeId}`,
        employee: { id: staff.employeeId, name: staff.name },
      };
    },
  );
}
