// Merging two occupied tables: the merged order's customers, cart lines, history and PIN passes
// move into the target order. Customer ids are unique per order, so the merged order's customers
// get fresh ids after the target's highest, and everything that names them follows.
import { eq, inArray, sql, type Column } from 'drizzle-orm';
import type { CartDish } from '../../../core';
import type { Db, Store } from '../../store';
import { carts, orderCustomers, orderDetails, orders } from '../../store/schema';

type OrderRow = typeof orders.$inferSelect;

/** What a cart row's meta holds (cart/repository.ts StoredCart), as far as a merge reads it. */
interface CartMeta {
  nowTurn?: number;
  nowTurnStartDate?: number;
  lines?: CartDish[];
  historyVersion?: number;
  [k: string]: unknown;
}

const numeric = (name: string) => (/^\d{1,9}$/.test(name) ? Number(name) : null);

/** Customer names used in an order: claimed ids, history lines and '1' (every session's first). */
async function namesOf(tx: Db, orderId: number, lines: readonly CartDish[]): Promise<Set<string>> {
  const claimed = await tx
    .select({ name: orderCustomers.customer_name })
    .from(orderCustomers)
    .where(eq(orderCustomers.order_head_id, orderId));
  const history = await tx
    .selectDistinct({ name: orderDetails.customer_name })
    .from(orderDetails)
    .where(eq(orderDetails.order_head_id, orderId));
  return new Set(
    ['1', ...claimed.map((r) => r.name), ...history.map((r) => r.name)].concat(
      lines.map((l) => l.userId),
    ),
  );
}

/**
 * The merged order's customer ids, each renamed to a fresh id after the highest the target uses
 * (its names and its customer counter), in the merged order's own order: 1, 2 … then others.
 */
export function renumbering(
  target: ReadonlySet<string>,
  targetSeq: number,
  merged: ReadonlySet<string>,
): Map<string, string> {
  let next = Math.max(targetSeq, ...[...target].map((n) => numeric(n) ?? 0)) + 1;
  const order = [...merged].sort((a, b) => {
    const x = numeric(a);
    const y = numeric(b);
    if (x !== null && y !== null) return x - y;
    if (x !== null || y !== null) return x !== null ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
  return new Map(order.map((name) => [name, String(next++)]));
}

/** A CASE expression renaming a customer column through `names`. */
function renamed(column: Column, names: Map<string, string>) {
  const cases = [...names].map(([from, to]) => sql`WHEN ${from} THEN ${to}`);
  return sql`CASE ${column} ${sql.join(cases, sql` `)} ELSE ${column} END`;
}

/**
 * Inside the merge's transaction (both orders locked): renames the merged order's customers,
 * moves them, their history rows, their sent rounds' records, their cart lines (into the target's
 * current round) and their PIN passes into the target order. Answers the renaming.
 */
export async function moveCustomers(
  store: Store,
  tx: Db,
  from: OrderRow,
  into: OrderRow,
  to: number,
  now: number,
): Promise<Map<string, string>> {
  // The target gets a cart if it had none; both carts are locked in id order (as the cart does).
  await tx
    .insert(carts)
    .values({
      order_head_id: into.order_head_id,
      table_id: to,
      meta: { nowTurn: 1, nowTurnStartDate: now, lines: [] },
    })
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(carts)
    .where(inArray(carts.order_head_id, [from.order_head_id, into.order_head_id]))
    .orderBy(carts.id)
    .for('update');
  const fromCart = rows.find((r) => r.order_head_id === from.order_head_id);
  const intoCart = rows.find((r) => r.order_head_id === into.order_head_id)!;
  const fromMeta = (fromCart?.meta ?? {}) as CartMeta;
  const intoMeta = intoCart.meta as CartMeta;
  const fromLines = Array.isArray(fromMeta.lines) ? fromMeta.lines : [];
  const intoLines = Array.isArray(intoMeta.lines) ? intoMeta.lines : [];

  const names = renumbering(
    await namesOf(tx, into.order_head_id, intoLines),
    into.customer_seq,
    await namesOf(tx, from.order_head_id, fromLines),
  );
  const rename = (name: string) => names.get(name) ?? name;

  // Each row changes order and name at once, so (order, name) stays unique throughout.
  await tx
    .update(orderCustomers)
    .set({
      order_head_id: into.order_head_id,
      customer_name: renamed(orderCustomers.customer_name, names),
    })
    .where(eq(orderCustomers.order_head_id, from.order_head_id));
  await tx
    .update(orderDetails)
    .set({
      order_head_id: into.order_head_id,
      table_id: to,
      customer_name: renamed(orderDetails.customer_name, names),
    })
    .where(eq(orderDetails.order_head_id, from.order_head_id));
  await tx
    .update(orders)
    .set({ customer_seq: Math.max(into.customer_seq, ...[...names.values()].map(Number)) })
    .where(eq(orders.order_head_id, into.order_head_id));

  // The merged cart's lines join the target's round, under their owners' new ids.
  const turn = intoMeta.nowTurn ?? 1;
  const moved = fromLines.map((l) => ({
    ...l,
    userId: rename(l.userId),
    userName: l.userName === l.userId ? rename(l.userId) : l.userName,
    turn,
  }));
  const at = new Date(now);
  await tx
    .update(carts)
    .set({
      meta: {
        ...intoMeta,
        lines: [...intoLines, ...moved],
        // The target's history changed outside its cart: the rules re-read it.
        historyVersion: (intoMeta.historyVersion ?? 0) + 1,
      },
      version: intoCart.version + 1,
      updated_at: at,
    })
    .where(eq(carts.id, intoCart.id));
  if (fromCart)
    await tx
      .update(carts)
      .set({ meta: { ...fromMeta, lines: [] }, version: fromCart.version + 1, updated_at: at })
      .where(eq(carts.id, fromCart.id));

  // A phone let into the merged order (its PIN entered) is let into the target as well.
  await store.rows(
    sql`INSERT INTO pin_passes (sid, order_head_id, created_at)
        SELECT sid, ${into.order_head_id}, created_at FROM pin_passes
        WHERE order_head_id = ${from.order_head_id}
        ON CONFLICT (sid, order_head_id) DO NOTHING`,
    tx,
  );
  return names;
}
