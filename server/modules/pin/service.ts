// Table PINs: the active temporary PIN of an order, attempt limits, and the PIN pass check.
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../store';
import { orderHeadPasswords, pinAttempts } from '../../store/schema';
import { hasPinPass, readDiner, readStaff } from '../../auth/session';

/** Failed attempts allowed per window: per order (all clients together) and per client. */
export const PIN_WINDOW_MS = 15 * 60 * 1000;
export const PIN_MAX_FAILURES_PER_ORDER = 20;
export const PIN_MAX_FAILURES_PER_CLIENT = 5;

export async function activePin(db: Db, orderId: number) {
  const rows = await db.select().from(orderHeadPasswords).where(and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)));
  return rows[0] ?? null;
}

/**
 * A client is its address plus its session id (several phones share a restaurant's Wi-Fi).
 * A client dropping its cookie gets a fresh session id; the per-order limit still holds.
 */
export function clientKey(request: FastifyRequest): string {
  return `${request.ip}|${readDiner(request)?.sid ?? 'none'}`;
}

export async function failuresSince(db: Db, where: { orderId?: number; clientKey?: string }, since: Date): Promise<number> {
  const conds = [eq(pinAttempts.success, false), gt(pinAttempts.created_at, since)];
  if (where.orderId !== undefined) conds.push(eq(pinAttempts.order_head_id, where.orderId));
  if (where.clientKey !== undefined) conds.push(eq(pinAttempts.client_key, where.clientKey));
  const [row] = await db.select({ n: count() }).from(pinAttempts).where(and(...conds));
  return Number(row?.n ?? 0);
}

export async function recordAttempt(db: Db, orderId: number, key: string, success: boolean): Promise<void> {
  await db.insert(pinAttempts).values({ order_head_id: orderId, client_key: key, success });
}

/**
 * True when the request may act on the order as far as the PIN goes: staff, an order without an
 * active PIN, or a valid PIN pass cookie for this order.
 */
export async function pinSatisfied(request: FastifyRequest, db: Db, orderId: number): Promise<boolean> {
  if (readStaff(request)) return true;
  if (!(await activePin(db, orderId))) return true;
  return hasPinPass(request, orderId);
}
