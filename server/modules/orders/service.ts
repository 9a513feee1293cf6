// Orders: opening dine-in and quick-service orders, head counts, customer names, extra charges.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Store } from '../../store';
import {
  extraItems,
  menuWeekValues,
  menus,
  orderCustomers,
  orderDetails,
  orderHeadPasswords,
  orders,
  turnInfo,
} from '../../store/schema';
import { settingOf } from '../../store/settings';
import {
  HOLIDAY_WEEKDAY,
  SETTINGS,
  offeredMenuIds,
  parseIdList,
  pickWeekEntry,
} from '../../../core';
import { currentBusinessMenu, holidayDates, restaurantTimeZone } from '../hours/service';
import { wallClockAt } from '../../../core/business-hours/zoned';
import { listMenus } from '../menus/service';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  orderClosed,
  tooManyCustomers,
} from '../../http/errors';
import type {
  CustomerInfo,
  ExtraDish,
  OpenDineIn,
  OpenQuickOrder,
  Order,
  OrderPatch,
  TableStatus,
} from '../../../protocol/http';
import { getTableRow, setTableStatus, tableState, tableView } from '../tables/repository';

export type OrderRow = typeof orders.$inferSelect;

/** Staff approval of self-opened tables: on unless setting open-table-audit says enable 0. */
export async function approvalRequired(db: Db): Promise<boolean> {
  return settingOf(db, SETTINGS.openTableAudit);
}

/** Diners may open a free table themselves unless qop_open-table-mode is 0. */
export async function selfOpenAllowed(db: Db): Promise<boolean> {
  return settingOf(db, SETTINGS.openTableMode);
}

/** Menu ids of a select_menu value ('1,2' or [1,2]); each must be an enabled first-level menu. */
export async function checkMenus(db: Db, selectMenu: string | number[]): Promise<number[]> {
  const ids = (Array.isArray(selectMenu) ? selectMenu.map(String) : selectMenu.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (!ids.length) throw badRequest('Choose a menu');
  if (ids.some((s) => !/^\d{1,9}$/.test(s))) throw badRequest('select_menu must list menu ids');
  const nums = [...new Set(ids.map(Number))];
  const found = await db
    .select({ id: menus.main_group_id })
    .from(menus)
    .where(and(inArray(menus.main_group_id, nums), eq(menus.enabled, true)));
  const known = new Set(found.map((r) => r.id));
  const missing = nums.filter((n) => !known.has(n));
  if (missing.length) throw badRequest(`Unknown menu ${missing.join(', ')}`);
  return nums;
}

/** The spec's text for a menu that is not offered now (ordering.md §8). */
export const MENU_NOT_OFFERED_TEXT =
  'Some menus have been disabled due to the kitchen being closed';

/**
 * Refuses menus that the business rule in force at `now` does not offer (outside business time,
 * or hidden by the rule's hide_menu), with MENU_NOT_OFFERED (409).
 */
export async function checkMenusOffered(db: Db, menuIds: number[], now: number): Promise<void> {
  const business = await currentBusinessMenu(db, now);
  const offered = new Set(
    offeredMenuIds(menuIds, {
      isBusinessTime: business.isBusinessTime,
      hide_menu: business.hide_menu ?? null,
    }),
  );
  if (menuIds.some((id) => !offered.has(id)))
    throw new HttpError(409, 'MENU_NOT_OFFERED', MENU_NOT_OFFERED_TEXT);
}

/** The menus a table may be opened with now, and the rule in force's default among them. */
export interface OpeningMenus {
  offered: number[];
  default_menu: number | null;
}

/**
 * The dine-in menus a table may be opened with at `now`, by staff or a diner alike (core's
 * offeredMenuIds on the business rule in force, as the diner's open-table panel offers them), in
 * the menus' order, and the rule's default menu when it is offered.
 */
export async function openingMenus(db: Db, now: number): Promise<OpeningMenus> {
  const business = await currentBusinessMenu(db, now);
  const dineIn = await listMenus(db, 'dine-in', {
    withDish: false,
    withExtra: false,
    packet: false,
    orderId: 0,
    customer: '1',
  });
  const offered = offeredMenuIds(
    dineIn.map((m) => m.main_group_id),
    { isBusinessTime: business.isBusinessTime, hide_menu: business.hide_menu ?? null },
  );
  const preferred = parseIdList(business.default_menu ?? null)[0];
  return {
    offered,
    default_menu: preferred !== undefined && offered.includes(preferred) ? preferred : null,
  };
}

export interface DineInInput {
  table_id: number;
  select_menu: string;
  adult_number: number;
  child_number: number;
  other_number: number;
  customer_num?: number;
  check_name?: string;
  order_code?: string;
  system_type?: string;
  project_name?: string;
  open_employee_id?: number | null;
  open_employee_name?: string;
}

/**
 * Opens a dine-in order on a table inside the caller's transaction (the table row is locked).
 * When the table already has an open order it is returned unchanged (two diners opening at the
 * same moment get the same order). Paused tables are refused.
 */
export async function openDineInOrder(
  tx: Db,
  input: DineInInput,
  beforeCreate?: () => Promise<void>,
  checkSelected?: (menuIds: number[]) => Promise<void>,
): Promise<{ order: OrderRow; created: boolean; table: TableStatus }> {
  const table = await getTableRow(tx, input.table_id, true);
  if (!table) throw notFound(`Table ${input.table_id} does not exist`);
  const state = tableState(table.table_status);
  if (state === 'paused') throw forbidden('The table is paused');
  if (table.order_head_id) {
    const existing = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.order_head_id, table.order_head_id), eq(orders.status, 'open')));
    if (existing[0]) {
      const view = await setTableStatus(tx, table.table_id, {
        table_status: state === 'open' ? table.table_status : 3,
        cor_status: 1,
      });
      return { order: existing[0], created: false, table: view };
    }
  }
  if (beforeCreate) await beforeCreate();
  const selected = await checkMenus(tx, input.select_menu);
  if (checkSelected) await checkSelected(selected);
  const people = input.adult_number + input.child_number + input.other_number;
  if (people <= 0) throw badRequest('At least one person is needed');
  if (input.order_code && !/^\d{4}$/.test(input.order_code))
    throw badRequest('The table PIN must be 4 digits');
  const [order] = await tx
    .insert(orders)
    .values({
      table_id: table.table_id,
      eat_type: 0,
      check_name: input.check_name ?? '',
      customer_num: input.customer_num && input.customer_num > 0 ? input.customer_num : people,
      adult_number: input.adult_number,
      child_number: input.child_number,
      other_number: input.other_number,
      select_menu: selected.join(','),
      order_code: input.order_code ?? '',
      system_type: input.system_type ?? '',
      project_name: input.project_name ?? '',
      open_employee_id: input.open_employee_id ?? null,
      open_employee_name: input.open_employee_name ?? '',
    })
    .returning();
  await tx
    .insert(turnInfo)
    .values({ order_head_id: order!.order_head_id, check_name: input.check_name ?? '' });
  if (input.order_code) {
    await tx.insert(orderHeadPasswords).values({
      order_head_id: order!.order_head_id,
      order_password: input.order_code,
      employee_id: input.open_employee_id ?? null,
    });
  }
  const view = await setTableStatus(tx, table.table_id, {
    table_status: 3,
    cor_status: 1,
    order_head_id: order!.order_head_id,
  });
  return { order: order!, created: true, table: view };
}

export async function getOrder(db: Db, orderId: number, forUpdate = false): Promise<OrderRow> {
  const q = db.select().from(orders).where(eq(orders.order_head_id, orderId));
  const rows = forUpdate ? await q.for('update') : await q;
  if (!rows[0]) throw notFound(`Order ${orderId} does not exist`);
  return rows[0];
}

export async function getOpenOrder(db: Db, orderId: number, forUpdate = false): Promise<OrderRow> {
  const o = await getOrder(db, orderId, forUpdate);
  if (o.status !== 'open') throw orderClosed(`Order ${orderId} is closed`);
  return o;
}

/** Closes an order and frees its table (staff resetting a table). */
export async function closeOrder(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'closed', closed_at: new Date(), updated_at: new Date() })
    .where(and(eq(orders.order_head_id, orderId), eq(orders.status, 'open')));
  await tx
    .update(orderHeadPasswords)
    .set({ active: false, cancelled_at: new Date() })
    .where(and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)));
}

/**
 * The customer name of a device in an order. The same identifier always gets the same name.
 * A wanted name is granted when free ('the ID is already in use' otherwise); without one the
 * next number is generated.
 */
export async function customerNameFor(
  tx: Db,
  orderId: number,
  identifier: string,
  wanted?: string,
): Promise<string> {
  const order = await getOpenOrder(tx, orderId, true);
  const mine = await tx
    .select()
    .from(orderCustomers)
    .where(
      and(eq(orderCustomers.order_head_id, orderId), eq(orderCustomers.identifier, identifier)),
    );
  const taken = await tx
    .select({ name: orderCustomers.customer_name, identifier: orderCustomers.identifier })
    .from(orderCustomers)
    .where(eq(orderCustomers.order_head_id, orderId));
  // One customer id per person of the head count: more ids would multiply the per-person caps.
  const places = Math.max(
    1,
    order.customer_num,
    order.adult_number + order.child_number + order.other_number,
  );
  if (!mine[0] && new Set(taken.map((t) => t.identifier)).size >= places) {
    const owner = wanted === undefined ? undefined : taken.find((t) => t.name === wanted);
    if (!owner) throw tooManyCustomers(places);
  }
  if (wanted !== undefined) {
    const owner = taken.find((t) => t.name === wanted);
    if (owner && owner.identifier !== identifier) throw conflict('The ID is already in use');
    if (owner) return wanted;
    if (mine[0]) {
      await tx
        .update(orderCustomers)
        .set({ customer_name: wanted })
        .where(eq(orderCustomers.id, mine[0].id));
    } else {
      await tx
        .insert(orderCustomers)
        .values({ order_head_id: orderId, customer_name: wanted, identifier });
    }
    return wanted;
  }
  if (mine[0]) return mine[0].customer_name;
  const names = new Set(taken.map((t) => t.name));
  const [o] = await tx
    .update(orders)
    .set({ customer_seq: sql`${orders.customer_seq} + 1` })
    .where(eq(orders.order_head_id, orderId))
    .returning({ seq: orders.customer_seq });
  let n = o!.seq;
  while (names.has(String(n))) n++;
  if (n !== o!.seq)
    await tx.update(orders).set({ customer_seq: n }).where(eq(orders.order_head_id, orderId));
  const name = String(n);
  await tx
    .insert(orderCustomers)
    .values({ order_head_id: orderId, customer_name: name, identifier });
  return name;
}

const extraView = (r: typeof orderDetails.$inferSelect): ExtraDish => ({
  order_detail_id: r.order_detail_id,
  item_id: r.item_id,
  item_name1: r.item_name1,
  item_name2: r.item_name2,
  quantity: r.quantity,
  product_price: r.product_price,
  employee_id: r.employee_id,
  employee_name: r.employee_name,
  order_time: r.order_time.toISOString(),
});

export async function listExtras(db: Db, orderId: number): Promise<ExtraDish[]> {
  const rows = await db
    .select()
    .from(orderDetails)
    .where(and(eq(orderDetails.order_head_id, orderId), eq(orderDetails.source, 'extra')))
    .orderBy(orderDetails.order_detail_id);
  return rows.map(extraView);
}

const idList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^\d{1,9}$/.test(x))
    .map(Number);

/**
 * Per-person extra charges from the order's first menu: extra_normal × adults,
 * extra_child × children, extra_other × others. The menu's entry for the weekday overrides its
 * lists (core's pickWeekEntry): the restaurant's own weekday, or 7 on its holidays, falling back to
 * the real weekday when the weekday-7 lists are empty. Staff may name the weekday (`week`, 0 Sunday
 * … 6 Saturday, 7 special days); a diner's phone may not. Generated once per order; calling again
 * returns the existing charges.
 */
export async function generateExtras(
  tx: Db,
  orderId: number,
  opts: {
    firstMenu?: number;
    week?: number;
    employeeId?: number | null;
    employeeName?: string;
    now?: Date;
  },
): Promise<{ extras: ExtraDish[]; created: boolean }> {
  const order = await getOpenOrder(tx, orderId, true);
  if (order.extra_generated) return { extras: await listExtras(tx, orderId), created: false };
  const menuIds = idList(order.select_menu);
  const first = opts.firstMenu ?? menuIds[0];
  if (first === undefined) throw badRequest('The order has no menu');
  if (!menuIds.includes(first)) throw badRequest(`Menu ${first} is not selected in this order`);
  const [menu] = await tx.select().from(menus).where(eq(menus.main_group_id, first));
  if (!menu) throw notFound(`Menu ${first} does not exist`);
  const here = wallClockAt(await restaurantTimeZone(tx), (opts.now ?? new Date()).getTime());
  const named = opts.week;
  const clock =
    named !== undefined && named !== HOLIDAY_WEEKDAY ? { ...here, weekday: named } : here;
  const isHoliday =
    named !== undefined ? named === HOLIDAY_WEEKDAY : (await holidayDates(tx)).has(here.date);
  const entries = await tx
    .select()
    .from(menuWeekValues)
    .where(eq(menuWeekValues.main_group_id, first));
  const w = pickWeekEntry(entries, clock, isHoliday);
  const lists =
    w && (w.extra_normal || w.extra_child || w.extra_other)
      ? { normal: w.extra_normal, child: w.extra_child, other: w.extra_other }
      : { normal: menu.extra_normal, child: menu.extra_child, other: menu.extra_other };

  const wanted: { id: number; count: number }[] = [];
  for (const [list, count] of [
    [lists.normal, order.adult_number],
    [lists.child, order.child_number],
    [lists.other, order.other_number],
  ] as const) {
    if (count > 0) for (const id of idList(list)) wanted.push({ id, count });
  }
  const items = wanted.length
    ? await tx
        .select()
        .from(extraItems)
        .where(inArray(extraItems.item_id, [...new Set(wanted.map((x) => x.id))]))
    : [];
  const byId = new Map(items.map((i) => [i.item_id, i]));
  for (const x of wanted) {
    const item = byId.get(x.id);
    if (!item) continue;
    await tx.insert(orderDetails).values({
      order_head_id: orderId,
      table_id: order.table_id,
      item_id: item.item_id,
      main_group_id: first,
      item_name1: item.item_name1,
      item_name2: item.item_name2,
      source: 'extra',
      quantity: x.count,
      count: x.count,
      product_price: item.price_1,
      employee_id: opts.employeeId ?? null,
      employee_name: opts.employeeName ?? '',
    });
  }
  await tx
    .update(orders)
    .set({ extra_generated: true, updated_at: new Date() })
    .where(eq(orders.order_head_id, orderId));
  return { extras: await listExtras(tx, orderId), created: true };
}

/** Adds explicit extra dishes (prices from the extra item list, never from the caller). */
export async function addExtras(
  tx: Db,
  orderId: number,
  dishes: { item_id: number; quantity: number }[],
  employee: { id: number | null; name: string },
): Promise<ExtraDish[]> {
  const order = await getOpenOrder(tx, orderId, true);
  const ids = [...new Set(dishes.map((d) => d.item_id))];
  const items = await tx.select().from(extraItems).where(inArray(extraItems.item_id, ids));
  const byId = new Map(items.map((i) => [i.item_id, i]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw notFound(`Extra item ${missing.join(', ')} does not exist`);
  for (const d of dishes) {
    const item = byId.get(d.item_id)!;
    await tx.insert(orderDetails).values({
      order_head_id: orderId,
      table_id: order.table_id,
      item_id: item.item_id,
      item_name1: item.item_name1,
      item_name2: item.item_name2,
      source: 'extra',
      quantity: d.quantity,
      count: d.quantity,
      product_price: item.price_1,
      employee_id: employee.id,
      employee_name: employee.name,
    });
  }
  return listExtras(tx, orderId);
}

export function orderView(o: OrderRow): Order {
  return {
    order_head_id: o.order_head_id,
    orderId: o.order_head_id,
    table_id: o.table_id,
    eat_type: o.eat_type,
    check_name: o.check_name,
    customer_name: o.customer_name,
    customer_num: o.customer_num,
    adult_number: o.adult_number,
    child_number: o.child_number,
    other_number: o.other_number,
    select_menu: o.select_menu,
    status: o.status,
    created_at: o.created_at.toISOString(),
  };
}

/** May the caller change this order as far as the table PIN goes (staff, no PIN, or a PIN pass)? */
export type PinCheck = (db: Db, orderId: number) => Promise<boolean>;

/**
 * Opens (or joins) the dine-in order of a table. A diner (no employee) may only open a free table
 * when staff approval is off and self-opening is allowed, and only with menus offered at `now`.
 */
export function openTable(
  store: Store,
  body: OpenDineIn,
  employee: { id: number; name: string } | null,
  now: number,
) {
  return store.transaction((tx) =>
    openDineInOrder(
      tx,
      {
        table_id: body.table_id,
        select_menu: Array.isArray(body.select_menu)
          ? body.select_menu.join(',')
          : body.select_menu,
        adult_number: body.adult_number,
        child_number: body.child_number,
        other_number: body.other_number ?? 0,
        customer_num: body.customer_num,
        check_name: body.check_name,
        order_code: body.order_code || undefined,
        system_type: body.system_type,
        project_name: body.project_name,
        open_employee_id: employee?.id ?? null,
        open_employee_name: employee?.name ?? '',
      },
      async () => {
        if (employee) return;
        if (await approvalRequired(tx)) throw forbidden('Opening the table needs staff approval');
        if (!(await selfOpenAllowed(tx)))
          throw forbidden('Self-service table opening is disabled, please contact the staff');
      },
      // Staff and diners open only with menus offered now, as an order request on the socket does.
      (menuIds) => checkMenusOffered(tx, menuIds, now),
    ),
  );
}

/** Opens a quick-service (takeaway, table -1) order. */
export function openQuickOrder(store: Store, b: OpenQuickOrder): Promise<OrderRow> {
  const info = b.customer_info ?? {};
  return store.transaction(async (tx) => {
    const menus = await checkMenus(tx, b.select_menu);
    const [o] = await tx
      .insert(orders)
      .values({
        table_id: -1,
        eat_type: 1,
        check_name: b.check_name ?? '',
        customer_name: b.customer_name ?? info.customer_name ?? '',
        customer_phone: info.customer_phone ?? '',
        customer_num: b.customer_num ?? 1,
        adult_number: b.customer_num ?? 1,
        select_menu: menus.join(','),
        customer_info: { address: '', zipcode: '', ...info },
        system_type: b.system_type ?? '',
        project_name: b.project_name ?? '',
        kds_time: b.kds_time ?? '',
      })
      .returning();
    await tx
      .insert(turnInfo)
      .values({ order_head_id: o!.order_head_id, check_name: b.check_name ?? '' });
    return o!;
  });
}

/** Changes menus and head counts of open orders; answers each order with its table's status. */
export function updateOrders(store: Store, patches: OrderPatch['orders'], pinOk: PinCheck) {
  return store.transaction(async (tx) => {
    const out: { order: OrderRow; table: TableStatus | null }[] = [];
    for (const p of patches) {
      const current = await getOpenOrder(tx, p.order_head_id, true);
      if (!(await pinOk(tx, current.order_head_id))) throw forbidden('Enter the table PIN first');
      const set: Partial<typeof orders.$inferInsert> = { updated_at: new Date() };
      if (p.select_menu !== undefined)
        set.select_menu = (await checkMenus(tx, p.select_menu)).join(',');
      if (p.adult_number !== undefined) set.adult_number = p.adult_number;
      if (p.child_number !== undefined) set.child_number = p.child_number;
      if (p.other_number !== undefined) set.other_number = p.other_number;
      const adults = set.adult_number ?? current.adult_number;
      const children = set.child_number ?? current.child_number;
      const others = set.other_number ?? current.other_number;
      if (current.eat_type === 0 && adults + children + others <= 0)
        throw badRequest('At least one person is needed');
      set.customer_num =
        p.customer_num !== undefined && p.customer_num > 0
          ? p.customer_num
          : current.eat_type === 0
            ? adults + children + others
            : current.customer_num;
      const [row] = await tx
        .update(orders)
        .set(set)
        .where(eq(orders.order_head_id, p.order_head_id))
        .returning();
      out.push({
        order: row!,
        table: row!.table_id > 0 ? await tableView(tx, row!.table_id) : null,
      });
    }
    return out;
  });
}

/** The customer name of a device (see customerNameFor) and the order it belongs to. */
export async function nameCustomer(
  store: Store,
  orderId: number,
  identifier: string,
  wanted: string | undefined,
): Promise<{ name: string; order: OrderRow }> {
  const name = await store.transaction((tx) => customerNameFor(tx, orderId, identifier, wanted));
  return { name, order: await getOrder(store.db, orderId) };
}

/** generateExtras in its own transaction. */
export function generateOrderExtras(
  store: Store,
  orderId: number,
  opts: Parameters<typeof generateExtras>[2],
) {
  return store.transaction((tx) => generateExtras(tx, orderId, opts));
}

/** addExtras in its own transaction. */
export function addOrderExtras(
  store: Store,
  orderId: number,
  dishes: { item_id: number; quantity: number }[],
  employee: { id: number | null; name: string },
) {
  return store.transaction((tx) => addExtras(tx, orderId, dishes, employee));
}

/** Merges the quick-service customer's details into the open order. */
export function updateCustomerInfo(
  store: Store,
  orderId: number,
  info: CustomerInfo,
  pinOk: PinCheck,
) {
  return store.transaction(async (tx) => {
    const o = await getOpenOrder(tx, orderId, true);
    if (!(await pinOk(tx, orderId))) throw forbidden('Enter the table PIN first');
    const merged = { ...o.customer_info, ...info };
    const set: Partial<typeof orders.$inferInsert> = {
      customer_info: merged,
      updated_at: new Date(),
    };
    if (info.customer_name !== undefined) set.customer_name = info.customer_name;
    if (info.customer_phone !== undefined) set.customer_phone = info.customer_phone;
    await tx.update(orders).set(set).where(eq(orders.order_head_id, orderId));
    return merged;
  });
}
