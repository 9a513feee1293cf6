// Table PINs: the active temporary PIN of an order, the attempt record, and the PIN pass check.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../store';
import { orderHeadPasswords, pinAttempts, pinPasses } from '../../store/schema';
import { readDiner, readStaff } from '../../auth/session';

export async function activePin(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderHeadPasswords)
    .where(and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)));
  return rows[0] ?? null;
}

/** True when this browser session entered the order's PIN. */
export async function hasPinPass(db: Db, sid: string, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ sid: pinPasses.sid })
    .from(pinPasses)
    .where(and(eq(pinPasses.sid, sid), eq(pinPasses.order_head_id, orderId)));
  return rows.length > 0;
}

/** Remembers that this browser session entered (or set) the order's PIN. */
export async function grantPinPass(db: Db, sid: string, orderId: number): Promise<void> {
  await db.insert(pinPasses).values({ sid, order_head_id: orderId }).onConflictDoNothing();
}

/** Keeps a record of a PIN or employee-password attempt on an order (the limits are in auth/limits). */
export async function recordAttempt(
  db: Db,
  orderId: number,
  key: string,
  success: boolean,
): Promise<void> {
  await db.insert(pinAttempts).values({ order_head_id: orderId, client_key: key, success });
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
