// Service calls and order requests (opening a table with staff approval).
import { and, desc, eq, gt, count } from 'drizzle-orm';
import type { Db, Store } from '../../store';
import { orderRequests, serviceCalls } from '../../store/schema';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { SETTINGS } from '../../../core';
import { settingOf } from '../../store/settings';
import type { TableStatus } from '../../../protocol/http';
import { getTableRow, setTableStatus, tableState, tableView } from '../tables/repository';
import {
  approvalRequired,
  checkMenus,
  checkMenusOffered,
  getOpenOrder,
  openDineInOrder,
  selfOpenAllowed,
} from '../orders/service';
import { grantPinPass } from '../pin/gate';

export const MAX_CALLS_PER_MINUTE = 5;

/** A call to the waiter; the table's name is the store's, never the caller's. */
export interface ServiceCallInput {
  table_id: number;
  message: string;
  checkbox_group: string[];
  customer: string;
  order_id: number | null;
  project_name: string;
  /** Lite mode: the table name the diner typed, already checked; '' otherwise. */
  stated_table_name?: string;
}

async function insertServiceCall(tx: Db, input: ServiceCallInput) {
  const table = await getTableRow(tx, input.table_id, true);
  if (!table) throw notFound(`Table ${input.table_id} does not exist`);
  // A call on an order: the order must still be open (row lock, after the table's as staff take them).
  if (input.order_id !== null) await getOpenOrder(tx, input.order_id, true);
  const [recent] = await tx
    .select({ n: count() })
    .from(serviceCalls)
    .where(
      and(
        eq(serviceCalls.table_id, input.table_id),
        gt(serviceCalls.created_at, new Date(Date.now() - 60_000)),
      ),
    );
  if (Number(recent?.n ?? 0) >= MAX_CALLS_PER_MINUTE)
    throw tooManyRequests('The staff has been called several times already, please wait');
  const [row] = await tx
    .insert(serviceCalls)
    .values({ ...input, table_name: table.table_name, type: 'CALL_SERVICE' })
    .returning();
  return row!;
}

/** Stores a call to the waiter (at most MAX_CALLS_PER_MINUTE per table and minute). */
export function createServiceCall(store: Store, input: ServiceCallInput) {
  return store.transaction((tx) => insertServiceCall(tx, input));
}

export function serviceCallView(r: typeof serviceCalls.$inferSelect) {
  return {
    id: r.id,
    type: r.type,
    table_id: r.table_id,
    table_name: r.table_name,
    stated_table_name: r.stated_table_name,
    message: r.message,
    checkbox_group: r.checkbox_group,
    customer: r.customer,
    order_id: r.order_id,
    project_name: r.project_name,
    status: r.status,
    created_at: r.created_at.toISOString(),
  };
}

/** A request to open a table; the table's name is the store's, never the caller's. */
export interface OrderRequestInput {
  table_id: number;
  select_menu: string;
  adult_number: number;
  child_number: number;
  other_number: number;
  customer_num: number;
  customer: string;
  order_code: string;
  /** The requesting diner's browser session: it gets the PIN pass when the order opens. */
  requester_sid?: string | null;
}

export type OrderRequestRow = typeof orderRequests.$inferSelect;

export function orderRequestView(r: OrderRequestRow) {
  const { requester_sid: _sid, ...payload } = r.payload as Record<string, unknown>;
  return {
    id: r.id,
    requestId: r.id,
    type: 'QOP_CREATE_ORDER_REQUEST',
    table_id: r.table_id,
    tableId: r.table_id,
    table_name: r.table_name,
    status: r.status,
    order_head_id: r.order_head_id,
    reason: r.reason,
    created_at: r.created_at.toISOString(),
    ...payload,
  };
}

/**
 * Stores a request to open a table and marks the table open-under-review (status 2,
 * cor_status 0). A newer request from the same table replaces a pending one.
 */
export async function createOrderRequest(
  tx: Db,
  input: OrderRequestInput,
): Promise<{ request: OrderRequestRow; table: TableStatus; resent: boolean }> {
  const table = await getTableRow(tx, input.table_id, true);
  if (!table) throw notFound(`Table ${input.table_id} does not exist`);
  const state = tableState(table.table_status);
  if (state === 'paused') throw forbidden('The table is paused');
  if (table.order_head_id) throw conflict('The table is already open');
  if (input.order_code && !/^\d{4}$/.test(input.order_code))
    throw forbidden('The table PIN must be 4 digits');
  const menus = await checkMenus(tx, input.select_menu);
  const superseded = await tx
    .update(orderRequests)
    .set({ status: 'superseded', decided_at: new Date() })
    .where(and(eq(orderRequests.table_id, input.table_id), eq(orderRequests.status, 'pending')))
    .returning({ id: orderRequests.id });
  const [request] = await tx
    .insert(orderRequests)
    .values({
      table_id: input.table_id,
      table_name: table.table_name,
      payload: {
        select_menu: menus.join(','),
        adult_number: input.adult_number,
        child_number: input.child_number,
        other_number: input.other_number,
        customer_num: input.customer_num,
        customer: input.customer,
        order_code: input.order_code,
        ...(input.order_code && input.requester_sid ? { requester_sid: input.requester_sid } : {}),
      },
    })
    .returning();
  const view = await setTableStatus(tx, input.table_id, { table_status: 2, cor_status: 0 });
  return { request: request!, table: view, resent: superseded.length > 0 };
}

export async function listOrderRequests(db: Db, status?: OrderRequestRow['status']) {
  const rows = await db
    .select()
    .from(orderRequests)
    .where(status ? eq(orderRequests.status, status) : undefined)
    .orderBy(desc(orderRequests.id))
    .limit(200);
  return rows.map(orderRequestView);
}

async function lockPending(tx: Db, id: number): Promise<OrderRequestRow> {
  const rows = await tx.select().from(orderRequests).where(eq(orderRequests.id, id)).for('update');
  const r = rows[0];
  if (!r) throw notFound(`Order request ${id} does not exist`);
  if (r.status !== 'pending') throw conflict(`Order request ${id} is already ${r.status}`);
  return r;
}

/** Approves a pending request: the order is created and the table opened (status 3, cor 1). */
export async function approveOrderRequest(
  tx: Db,
  id: number,
  employee: { id: number | null; name: string },
) {
  const r = await lockPending(tx, id);
  const p = r.payload as Record<string, unknown>;
  const { order, table } = await openDineInOrder(tx, {
    table_id: r.table_id,
    select_menu: String(p.select_menu ?? ''),
    adult_number: Number(p.adult_number ?? 0),
    child_number: Number(p.child_number ?? 0),
    other_number: Number(p.other_number ?? 0),
    customer_num: Number(p.customer_num ?? 0),
    order_code: typeof p.order_code === 'string' && p.order_code ? p.order_code : undefined,
    open_employee_id: employee.id,
    open_employee_name: employee.name,
  });
  if (typeof p.requester_sid === 'string' && p.requester_sid && order.order_code)
    await grantPinPass(tx, p.requester_sid, order.order_head_id);
  const [updated] = await tx
    .update(orderRequests)
    .set({
      status: 'approved',
      order_head_id: order.order_head_id,
      employee_id: employee.id,
      decided_at: new Date(),
    })
    .where(eq(orderRequests.id, id))
    .returning();
  return { request: updated!, order, table };
}

/** Rejects a pending request; the table is free again. */
export async function rejectOrderRequest(
  tx: Db,
  id: number,
  employeeId: number | null,
  reason: string,
) {
  const r = await lockPending(tx, id);
  const [updated] = await tx
    .update(orderRequests)
    .set({ status: 'rejected', employee_id: employeeId, reason, decided_at: new Date() })
    .where(eq(orderRequests.id, id))
    .returning();
  const t = await getTableRow(tx, r.table_id, true);
  const table =
    t && !t.order_head_id
      ? await setTableStatus(tx, r.table_id, { table_status: 0, cor_status: null })
      : await tableView(tx, r.table_id);
  return { request: updated!, table: table! };
}

/**
 * Stores a request to open a table; when staff approval is off it is approved at once (the
 * self-service path, refused when self-opening is disabled). Only menus offered at `now` may be
 * asked for.
 */
export async function requestOrder(store: Store, input: OrderRequestInput, now: number) {
  const autoApprove = !(await approvalRequired(store.db));
  if (autoApprove && !(await selfOpenAllowed(store.db)))
    throw forbidden('Self-service table opening is disabled, please contact the staff');
  const menus = await checkMenus(store.db, input.select_menu);
  if (menus.length > 1 && !(await settingOf(store.db, SETTINGS.multiMenuSelection)))
    throw badRequest('This restaurant opens a table with one menu');
  await checkMenusOffered(store.db, menus, now);
  return store.transaction(async (tx) => {
    const created = await createOrderRequest(tx, input);
    if (!autoApprove) return { ...created, approved: null };
    return {
      ...created,
      approved: await approveOrderRequest(tx, created.request.id, { id: null, name: '' }),
    };
  });
}

/** The latest service calls (at most 200), optionally of one status. */
export async function listServiceCalls(db: Db, status?: 'open' | 'done') {
  const rows = await db
    .select()
    .from(serviceCalls)
    .where(status ? eq(serviceCalls.status, status) : undefined)
    .orderBy(desc(serviceCalls.id))
    .limit(200);
  return rows.map(serviceCallView);
}

/** Marks a service call done by an employee. */
export async function finishServiceCall(db: Db, id: number, employeeId: number) {
  const [row] = await db
    .update(serviceCalls)
    .set({ status: 'done', handled_at: new Date(), handled_by: employeeId })
    .where(eq(serviceCalls.id, id))
    .returning();
  if (!row) throw notFound(`Service call ${id} does not exist`);
  return serviceCallView(row);
}
