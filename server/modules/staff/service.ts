// Staff: employee login (guesses lined up per account), order-request decisions and table moves.
import { eq } from 'drizzle-orm';
import type { Db, Store } from '../../store';
import { authenticateEmployee } from '../../auth/passwords';
import { conflict, notFound, unauthorized } from '../../http/errors';
import { cartSubmissions, diningTables, employees, orders } from '../../store/schema';
import { getTableRow, setTableStatus, tableState, tableView } from '../tables/repository';
import { getOpenOrder } from '../orders/service';
import { approveOrderRequest, rejectOrderRequest } from '../table-service/service';
import { moveCustomers } from './merge';

/**
 * Locks the employee's row until the transaction ends (nothing when the account does not
 * exist), so guesses on one account are counted one after the other in every process.
 */
export async function lockEmployee(tx: Db, account: string): Promise<void> {
  await tx
    .select({ id: employees.employee_id })
    .from(employees)
    .where(eq(employees.account, account))
    .for('update');
}

/**
 * Checks an employee's account and password inside the account's row lock. `limits` checks the
 * guessing limits before and counts a failure after (auth/limits.ts, keyed on the account and the
 * guessing device, never on the address).
 */
export async function login(
  store: Store,
  account: string,
  password: string,
  limits: { check(): Promise<void>; fail(): Promise<void> },
) {
  const e = await store.transaction(async (tx) => {
    await lockEmployee(tx, account);
    await limits.check();
    const found = await authenticateEmployee(tx, account, password);
    if (!found) await limits.fail();
    return found;
  });
  if (!e) throw unauthorized('Wrong employee account or password');
  return e;
}

/** Approves a pending order request on behalf of an employee. */
export function approveRequest(store: Store, id: number, employee: { id: number; name: string }) {
  return store.transaction((tx) => approveOrderRequest(tx, id, employee));
}

/** Rejects a pending order request on behalf of an employee. */
export function rejectRequest(store: Store, id: number, employeeId: number, reason: string) {
  return store.transaction((tx) => rejectOrderRequest(tx, id, employeeId, reason));
}

/** The table with that id, or 404. */
export async function existingTable(store: Store, id: number) {
  const table = await getTableRow(store.db, id);
  if (!table) throw notFound(`Table ${id} does not exist`);
  return table;
}

/**
 * Locks an open table order and both tables (the order's and the target), in id order so two
 * moves or merges never deadlock; refuses a quick-service order, the same table and an unknown one.
 */
async function lockOrderAndTables(tx: Db, orderId: number, to: number) {
  const order = await getOpenOrder(tx, orderId, true);
  if (order.table_id <= 0) throw conflict('A quick-service order has no table');
  if (order.table_id === to) throw conflict('The order is already at that table');
  const [a, b] = [order.table_id, to].sort((x, y) => x - y);
  const ta = await getTableRow(tx, a!, true);
  const tb = await getTableRow(tx, b!, true);
  const target = to === a ? ta : tb;
  const source = to === a ? tb : ta;
  if (!target) throw notFound(`Table ${to} does not exist`);
  return { order, target, source };
}

/**
 * Moves an open order to another (free) table: the old table is freed and the new one takes the
 * old one's status.
 */
export function moveOrder(store: Store, orderId: number, to: number) {
  return store.transaction(async (tx) => {
    const { order, target, source } = await lockOrderAndTables(tx, orderId, to);
    if (target.order_head_id || tableState(target.table_status) !== 'free')
      throw conflict(`Table ${to} is not free`);
    const fromView = await setTableStatus(tx, order.table_id, {
      table_status: 0,
      cor_status: null,
      order_head_id: null,
    });
    const toView = await setTableStatus(tx, to, {
      table_status: source?.table_status ?? 3,
      cor_status: source?.cor_status ?? 1,
      order_head_id: orderId,
    });
    const [moved] = await tx
      .update(orders)
      .set({ table_id: to, updated_at: new Date() })
      .where(eq(orders.order_head_id, orderId))
      .returning();
    return { from: order.table_id, fromView, toView, order: moved! };
  });
}

/**
 * Merges the open order at one table into the open order of another (the spec's merged tables):
 * the dishes sent, rounds, customers (renumbered after the target's, see merge.ts), cart lines,
 * PIN passes and head counts move to the target order, the merged order ends, and its table
 * points at the target (merge_status 1, merge_target_table_id), so a scan there follows to the
 * target table; the target keeps its own menus. Refused when the target has no open order. `now` is the cart's clock (ms).
 */
export function mergeOrder(store: Store, orderId: number, to: number, now: number) {
  return store.transaction(async (tx) => {
    const { order, target } = await lockOrderAndTables(tx, orderId, to);
    if (target.merge_status) throw conflict(`Table ${to} is merged into another table`);
    if (!target.order_head_id || target.order_head_id === orderId)
      throw conflict(`Table ${to} has no open order to merge into`);
    const into = await getOpenOrder(tx, target.order_head_id, true);
    const customers = await moveCustomers(store, tx, order, into, to, now);

    const at = new Date();
    await tx
      .update(cartSubmissions)
      .set({ order_head_id: into.order_head_id })
      .where(eq(cartSubmissions.order_head_id, orderId));
    const [merged] = await tx
      .update(orders)
      .set({
        customer_num: into.customer_num + order.customer_num,
        adult_number: into.adult_number + order.adult_number,
        child_number: into.child_number + order.child_number,
        other_number: into.other_number + order.other_number,
        updated_at: at,
      })
      .where(eq(orders.order_head_id, into.order_head_id))
      .returning();
    await tx
      .update(orders)
      .set({ status: 'closed', closed_at: at, updated_at: at })
      .where(eq(orders.order_head_id, orderId));
    await tx
      .update(diningTables)
      .set({ merge_status: 1, merge_target_table_id: to, order_head_id: null, updated_at: at })
      .where(eq(diningTables.table_id, order.table_id));
    return {
      from: order.table_id,
      fromOrderId: orderId,
      fromView: (await tableView(tx, order.table_id))!,
      toView: (await tableView(tx, to))!,
      order: merged!,
      customers,
    };
  });
}
