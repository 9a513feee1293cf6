// Table PINs: the active temporary PIN of an order, the attempt record, and the PIN pass check.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../store';
import { orderHeadPasswords, pinAttempts } from '../../store/schema';
import { hasPinPass, readStaff } from '../../auth/session';

export async function activePin(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderHeadPasswords)
    .where(and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)));
  return rows[0] ?? null;
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
 * active PIN, or a valid PIN pass cookie for this order.
 */
export async function pinSatisfied(
  request: FastifyRequest,
  db: Db,
  orderId: number,
): Promise<boolean> {
  if (readStaff(request)) return true;
  if (!(await activePin(db, orderId))) return true;
  return hasPinPass(request, orderId);
}
