// Table PINs: the active temporary PIN of an order, the attempt record, and the PIN pass check.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../store';
import { orderHeadPasswords, orders, pinAttempts, pinPasses } from '../../store/schema';
import { PIN_TTL_S, readDiner, readStaff } from '../../auth/session';

export async function activePin(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderHeadPasswords)
    .where(and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)));
  return rows[0] ?? null;
}

/**
 * Sets the order's PIN (an empty code cancels it): the active PIN is retired, the new one kept
 * with the employee who set it, and the order's own order_code follows.
 */
export async function replacePin(
  db: Db,
  orderId: number,
  code: string,
  employeeId: number,
): Promise<void> {
  await db
    .update(orderHeadPasswords)
    .set({ active: false, cancelled_at: new Date() })
    .where(and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)));
  if (code)
    await db
      .insert(orderHeadPasswords)
      .values({ order_head_id: orderId, order_password: code, employee_id: employeeId });
  await db
    .update(orders)
    .set({ order_code: code, updated_at: new Date() })
    .where(eq(orders.order_head_id, orderId));
}

/**
 * True when this browser session entered (or set) the order's PIN within the last PIN_TTL_S
 * seconds: a correct PIN is remembered for 3600 s (entry-home-service.md §4 "Order PIN", §9).
 */
export async function hasPinPass(
  db: Db,
  sid: string,
  orderId: number,
  now = Date.now(),
): Promise<boolean> {
  const since = new Date(now - PIN_TTL_S * 1000);
  const rows = await db
    .select({ sid: pinPasses.sid })
    .from(pinPasses)
    .where(
      and(
        eq(pinPasses.sid, sid),
        eq(pinPasses.order_head_id, orderId),
        gt(pinPasses.created_at, since),
      ),
    );
  return rows.length > 0;
}

/** Remembers that this browser session entered (or set) the order's PIN, for PIN_TTL_S from now. */
export async function grantPinPass(db: Db, sid: string, orderId: number): Promise<void> {
  const at = new Date();
  await db
    .insert(pinPasses)
    .values({ sid, order_head_id: orderId, created_at: at })
    .onConflictDoUpdate({
      target: [pinPasses.sid, pinPasses.order_head_id],
      set: { created_at: at },
    });
}

/** Keeps a record of a PIN or employee-password attempt on an order (the limits are in auth/limits). */
export async function recordAttempt(
  db: Db,
  orderId: number,
  key: string,
  success: boolean,
  at = new Date(),
): Promise<void> {
  await db
    .insert(pinAttempts)
    .values({ order_head_id: orderId, client_key: key, success, created_at: at });
}

/**
 * True when the request may act on the order as far as the PIN goes: staff, an order without an
 * active PIN, or a diner session that entered this order's PIN (gate.ts).
 */
export async function pinSatisfied(
  request: FastifyRequest,
  db: Db,
  orderId: number,
): Promise<boolean> {
  if (readStaff(request)) return true;
  if (!(await activePin(db, orderId))) return true;
  const diner = readDiner(request);
  return !!diner && (await hasPinPass(db, diner.sid, orderId));
}
