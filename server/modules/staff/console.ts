// What the staff console reads and changes during service: the floor, a dish's kitchen status,
// dishes sold out, and an order's PIN.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Store } from '../../store';
import { notFound } from '../../http/errors';
import type { FloorTable, DishStatus, StaffMenuItem } from '../../../protocol/staff';
import {
  bargainItems,
  diningTables,
  menuCategories,
  menuItems,
  menus,
  orderDetails,
  orderHeadPasswords,
  orderRequests,
  orders,
  serviceCalls,
  turnInfo,
} from '../../store/schema';
import { tableState } from '../tables/repository';
import { getOpenOrder } from '../orders/service';

/** A table's state as the floor shows it. */
export function floorState(
  t: { table_status: number | null; cor_status: number | null; merge_status: number },
  pendingRequest: boolean,
): FloorTable['state'] {
  if (t.merge_status) return 'merged';
  const s = tableState(t.table_status);
  if (pendingRequest) return 'review';
  if (s === 'free') return 'free';
  if (s === 'open' || s === 'special') return t.cor_status === 0 ? 'review' : 'open';
  return 'paused';
}

/** Every table with its order, round, pending request and open calls. */
export async function readFloor(db: Db, turnMinutes: number): Promise<FloorTable[]> {
  const tables = await db
    .select()
    .from(diningTables)
    .orderBy(asc(diningTables.sort), asc(diningTables.table_id));
  const orderIds = tables.map((t) => t.order_head_id).filter((x): x is number => x !== null);
  const [open, turns, pending, calls, menuRows] = await Promise.all([
    orderIds.length
      ? db
          .select()
          .from(orders)
          .where(and(inArray(orders.order_head_id, orderIds), eq(orders.status, 'open')))
      : [],
    orderIds.length
      ? db
          .select({
            order_head_id: turnInfo.order_head_id,
            turn: turnInfo.rule_gnr_turn,
            started: turnInfo.rule_gnr_time_start,
          })
          .from(turnInfo)
          .where(inArray(turnInfo.order_head_id, orderIds))
      : [],
    db
      .select({ table_id: orderRequests.table_id })
      .from(orderRequests)
      .where(eq(orderRequests.status, 'pending')),
    db
      .select({ table_id: serviceCalls.table_id })
      .from(serviceCalls)
      .where(eq(serviceCalls.status, 'open')),
    db.select({ id: menus.main_group_id, name: menus.main_group_name }).from(menus),
  ]);
  const orderOf = new Map(open.map((o) => [o.order_head_id, o]));
  const turnOf = new Map(turns.map((t) => [t.order_head_id, t]));
  const waiting = new Set(pending.map((p) => p.table_id));
  const menuName = new Map(menuRows.map((m) => [m.id, m.name]));
  const callsAt = new Map<number, number>();
  for (const c of calls) callsAt.set(c.table_id, (callsAt.get(c.table_id) ?? 0) + 1);
  return tables.map((t) => {
    const o = t.order_head_id ? (orderOf.get(t.order_head_id) ?? null) : null;
    const turn = o ? turnOf.get(o.order_head_id) : undefined;
    const selectMenu = o?.select_menu ?? '';
    return {
      table_id: t.table_id,
      table_name: t.table_name,
      state: floorState(t, waiting.has(t.table_id)),
      table_status: t.table_status,
      cor_status: t.cor_status,
      order_head_id: o?.order_head_id ?? null,
      customer_num: o?.customer_num ?? 0,
      adult_number: o?.adult_number ?? 0,
      child_number: o?.child_number ?? 0,
      other_number: o?.other_number ?? 0,
      select_menu: selectMenu,
      menu_names: selectMenu
        .split(',')
        .filter(Boolean)
        .map((id) => menuName.get(Number(id)) ?? `#${id}`),
      opened_at: o ? o.created_at.toISOString() : null,
      turn: o ? (turn?.turn ?? 1) : null,
      turn_started_at: o ? (turn?.started ?? o.created_at).getTime() : null,
      turn_minutes: turnMinutes,
      open_calls: callsAt.get(t.table_id) ?? 0,
      merge_target_table_id: t.merge_target_table_id,
    };
  });
}

/** Sets a dish's kitchen status (is_make); its set-menu contents follow it. */
export async function setDishStatus(
  store: Store,
  orderDetailId: number,
  isMake: number,
): Promise<DishStatus> {
  return store.transaction(async (tx) => {
    const [row] = await tx
      .update(orderDetails)
      .set({ is_make: isMake })
      .where(eq(orderDetails.order_detail_id, orderDetailId))
      .returning();
    if (!row || row.source === 'extra')
      throw notFound(`Order detail ${orderDetailId} does not exist`);
    await tx
      .update(orderDetails)
      .set({ is_make: isMake })
      .where(eq(orderDetails.parent_detail_id, orderDetailId));
    return {
      order_detail_id: row.order_detail_id,
      order_head_id: row.order_head_id,
      table_id: row.table_id,
      requestKey: row.request_key,
      is_make: row.is_make,
    };
  });
}

/** The dishes of every enabled menu as the sold-out screen lists them. */
export async function listMenuItems(db: Db): Promise<StaffMenuItem[]> {
  const rows = await db
    .select({
      menu_item_id: menuItems.menu_item_id,
      item_id: menuItems.item_id,
      item_name1: menuItems.item_name1,
      item_name2: menuItems.item_name2,
      item_i18n: menuItems.item_i18n,
      category: menuCategories.dmi_slu_name,
      category_i18n: menuCategories.name_i18n,
      print_class: menuItems.print_class,
      sold_out: menuItems.sold_out,
      bargain_num_cur: bargainItems.bargain_num_cur,
      bargain_item_id: bargainItems.bargain_item_id,
      bargain_stype: bargainItems.bargain_stype,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.dmi_slu_id, menuItems.dmi_slu_id))
    .leftJoin(bargainItems, eq(bargainItems.menu_item_id, menuItems.menu_item_id))
    .where(eq(menuItems.enabled, true))
    .orderBy(asc(menuCategories.sort), asc(menuItems.sort), asc(menuItems.menu_item_id));
  // One row per dish: the same dish in several menus is sold out everywhere at once (a limited
  // promotion keeps its own row, since its stock is its own).
  const seen = new Set<string>();
  const out: StaffMenuItem[] = [];
  for (const { bargain_stype, item_id, ...r } of rows) {
    const limited = bargain_stype === 2;
    const key = limited ? `b${r.bargain_item_id}` : `i${item_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      ...r,
      bargain_num_cur: limited ? r.bargain_num_cur : null,
      bargain_item_id: limited ? r.bargain_item_id : null,
    });
  }
  return out;
}

/**
 * Marks a dish sold out or available again, in every menu that offers it (the menu items sharing
 * its item_id); answers the menu items changed.
 */
export async function setSoldOut(db: Db, menuItemId: number, soldOut: boolean) {
  const [item] = await db
    .select({ item_id: menuItems.item_id })
    .from(menuItems)
    .where(eq(menuItems.menu_item_id, menuItemId));
  if (!item) throw notFound(`Dish ${menuItemId} does not exist`);
  const rows = await db
    .update(menuItems)
    .set({ sold_out: soldOut })
    .where(eq(menuItems.item_id, item.item_id))
    .returning({ menu_item_id: menuItems.menu_item_id });
  return {
    menu_item_id: menuItemId,
    menu_item_ids: rows.map((r) => r.menu_item_id),
    sold_out: soldOut,
  };
}

/** The order's active PIN, or null. */
export async function orderPin(db: Db, orderId: number): Promise<string | null> {
  await getOpenOrder(db, orderId);
  const [row] = await db
    .select({ pin: orderHeadPasswords.order_password })
    .from(orderHeadPasswords)
    .where(and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)));
  return row?.pin ?? null;
}

/** Sets (creates or resets) an order's PIN, or cancels it (null), on behalf of an employee. */
export function setOrderPin(
  store: Store,
  orderId: number,
  pin: string | null,
  employeeId: number,
): Promise<string | null> {
  return store.transaction(async (tx) => {
    await getOpenOrder(tx, orderId, true);
    await tx
      .update(orderHeadPasswords)
      .set({ active: false, cancelled_at: new Date() })
      .where(
        and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)),
      );
    if (pin)
      await tx
        .insert(orderHeadPasswords)
        .values({ order_head_id: orderId, order_password: pin, employee_id: employeeId });
    await tx
      .update(orders)
      .set({ order_code: pin ?? '', updated_at: new Date() })
      .where(eq(orders.order_head_id, orderId));
    return pin;
  });
}
