/*
 * The diner's entry checks
 * ========================
 * Before a diner session may act on its order (history, cart, rounds, call waiter, review,
 * customer names …) it must pass two checks, on every route and socket event:
 *
 * - its scan of the table code is fresh: younger than time_interval hours (default 4;
 *   entry-home-service.md §4 "QR scan validity"), else SCAN_EXPIRED ('please scan again');
 * - where the restaurant uses table PINs (order_head_password above 0) and the order has one,
 *   this browser session (the session's sid) has entered it, else PIN_REQUIRED. The pass is kept
 *   in the store (pin_passes), so every server process knows it. Only POST
 *   /api/order-password/check (and the employee's PIN reset) stay open to such a session.
 *
 * Staff are never held. A socket remembers a passed check for GATE_CACHE_MS, so a busy cart does
 * not ask the store on every press; a pass lasts PIN_TTL_S (3600 s) from the PIN's entry, as the
 * spec's PIN cookie does, and entering the PIN again renews it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SETTINGS, scanIsStale } from '../../../core';
import type { SocketData } from '../../../protocol';
import type { Db } from '../../store';
import { settingOf } from '../../store/settings';
import { orders } from '../../store/schema';
import { orderChanged, pinRequired, scanExpired } from '../../http/errors';
import { requireOrderAccess, type DinerSession } from '../../auth/session';
import { getTableRow, tableState } from '../tables/repository';
import { activePin, hasPinPass } from './service';

export { grantPinPass, hasPinPass } from './service';

/** How long a socket trusts a passed check before asking the store again. */
export const GATE_CACHE_MS = 30_000;

type DinerLike = Pick<DinerSession, 'sid' | 'orderId' | 'scan'>;

/** True when the order is guarded by a PIN: the restaurant uses PINs and the order has one. */
export async function orderHasPin(db: Db, orderId: number): Promise<boolean> {
  if (orderId <= 0) return false;
  if (!(await settingOf(db, SETTINGS.orderHeadPassword))) return false;
  return (await activePin(db, orderId)) !== null;
}

/** True when the session must enter the order's PIN before it may act on it. */
export async function pinPending(db: Db, d: DinerLike, orderId = d.orderId): Promise<boolean> {
  if (!(await orderHasPin(db, orderId))) return false;
  return !(await hasPinPass(db, d.sid, orderId));
}

/** Throws SCAN_EXPIRED when the session's scan is older than time_interval hours. */
export async function checkScan(db: Db, d: DinerLike, now = Date.now()): Promise<void> {
  const hours = await settingOf(db, SETTINGS.timeInterval);
  if (scanIsStale(d.scan * 1000, now, hours)) throw scanExpired();
}

/** Throws ORDER_CHANGED when the order the session names is no longer open. */
export async function checkSessionOrder(db: Db, d: DinerLike): Promise<void> {
  if (d.orderId <= 0) return;
  const rows = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.order_head_id, d.orderId));
  if (rows[0]?.status !== 'open') throw orderChanged();
}

/** A diner about to open or join a table: a fresh scan, and no ended order in the session. */
export async function checkEntry(db: Db, d: DinerLike): Promise<void> {
  await checkScan(db, d);
  await checkSessionOrder(db, d);
}

/** Both checks for a diner acting on `orderId` (default: the session's order). */
export async function gateDiner(db: Db, d: DinerLike, orderId = d.orderId): Promise<void> {
  await checkScan(db, d);
  if (await pinPending(db, d, orderId)) throw pinRequired();
}

/**
 * requireOrderAccess, and for a diner (not staff) the entry checks: the way every diner route on
 * an order starts.
 */
export async function requireOrderEntry(request: FastifyRequest, orderId: number) {
  const access = requireOrderAccess(request, orderId);
  if (!access.staff && access.diner) await gateDiner(request.server.store.db, access.diner);
  return access;
}

/**
 * The entry checks for a socket's diner session on `orderId` (default: the session's order),
 * remembered on the socket for GATE_CACHE_MS. Staff sockets pass.
 */
export async function gateSocket(db: Db, data: SocketData, orderId?: number): Promise<void> {
  const d = data.diner;
  if (data.staff || !d) return;
  const target = orderId ?? d.orderId;
  const now = Date.now();
  if (gatePassed(data, target, now)) return;
  await gateDiner(db, d, target);
  data.gate = { orderId: target, until: now + GATE_CACHE_MS };
}

/** True when gateSocket would pass without asking the store (a check passed lately, or staff). */
export function gatePassed(data: SocketData, orderId?: number, now = Date.now()): boolean {
  const d = data.diner;
  if (data.staff || !d) return true;
  const target = orderId ?? d.orderId;
  return !!data.gate && data.gate.orderId === target && data.gate.until > now;
}

/**
 * The checks before a diner's socket joins its rooms: a fresh scan, its own order still the one
 * it was issued for, and the PIN of the order now at the table entered.
 */
export async function checkDinerJoin(db: Db, data: SocketData): Promise<void> {
  const d = data.diner;
  if (!d) return;
  await checkScan(db, d);
  await checkSessionOrder(db, d);
  let orderId = d.orderId;
  if (d.tableId > 0) {
    const t = await getTableRow(db, d.tableId);
    orderId = t && tableState(t.table_status) === 'open' ? (t.order_head_id ?? 0) : 0;
  }
  if (orderId > 0 && (await pinPending(db, d, orderId))) throw pinRequired();
}
