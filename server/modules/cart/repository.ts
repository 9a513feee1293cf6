/**
 * The cart row in the store: lock, load, save, ensure and read. The cart row keeps the reducer's
 * state in `meta`: { nowTurn, nowTurnStartDate, lines }. `version` grows by one on every write
 * (the cart or the order's history), so clients can drop an UPDATE_CART older than the one they
 * hold. A cart is locked with SELECT … FOR UPDATE (PGlite runs one transaction at a time) and
 * loaded with the order's history and the menu items concerned (through the rule context's caches).
 * Also the other reads and writes of the order the cart's routes and service need.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  createCart,
  toCartMetadata,
  violation,
  type CartDish,
  type CartEvent,
  type CartMetadata,
  type CartState,
  type CourseGroup,
  type DishCondimentGroup,
  type HistoryDish,
  type PromotionStock,
  type RuleConfig,
  type RuleDish,
  type Violation,
} from '../../../core';
import type { Db } from '../../store';
import {
  bargainItems,
  carts,
  menuCategories,
  menuItems,
  orderDetails,
  orders,
  turnInfo,
} from '../../store/schema';
import { BUSINESS_TTL_MS, type DetailRow, type RuleContext } from './rule-context';

/** What the cart row's meta holds. */
interface StoredCart {
  nowTurn: number;
  nowTurnStartDate: number;
  lines: CartDish[];
  /** Grows whenever the order's history is written through the cart (submit, waiter dishes). */
  historyVersion?: number;
  /** requestKeys of the latest changes applied, oldest first (see batch.ts). */
  requestKeys?: string[];
}

/** How many applied requestKeys a cart remembers: far more than one client ever retries. */
export const REMEMBERED_REQUEST_KEYS = 200;

/** A refusal carried out of a transaction (rolls it back). */
export class CartRefusal extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
    this.name = 'CartRefusal';
  }
}

export interface LoadedCart {
  cartId: number;
  orderId: number;
  tableId: number;
  /** The order is open (read under the order's row lock, taken with the cart's). */
  open: boolean;
  version: number;
  historyVersion: number;
  /** requestKeys of the latest changes applied (StoredCart.requestKeys). */
  requestKeys: string[];
  state: CartState;
  history: HistoryDish[];
  config: RuleConfig;
  persons: number;
  takeaway: boolean;
  dishes: Map<number, RuleDish>;
  courses: Map<number, CourseGroup[]>;
  /** The condiment groups each dish of the menu offers. */
  condiments: Map<number, DishCondimentGroup[]>;
  /** The cart's clock when the row was locked. */
  now: number;
  isBusinessTime: boolean;
  /** The first-level menus the business rule in force hides. */
  hiddenMenus: number[];
}

export interface CartSnapshot {
  cartId: number;
  orderId: number;
  tableId: number;
  version: number;
  state: CartState;
  history: HistoryDish[];
  config: RuleConfig;
  persons: number;
}

/** Cart metadata (ordering.md §3) with the store version; viewer scopes autonomous round counts. */
export function metadataOf(
  s: CartSnapshot,
  viewerUserId?: string,
): CartMetadata & { version: number } {
  return {
    ...toCartMetadata(s.state, s.history, s.config, s.persons, viewerUserId),
    version: s.version,
  };
}

/** History lines as the reducer reads them, rebuilt from the order detail rows. */
export function historyOf(
  rows: readonly DetailRow[],
  dishes: Map<number, RuleDish>,
): HistoryDish[] {
  return rows
    .filter((r) => r.menu_item_id !== null)
    .map((r) => {
      const dish = dishes.get(r.menu_item_id!);
      return {
        id: `od-${r.order_detail_id}`,
        originId: r.menu_item_id!,
        userId: r.customer_name,
        userName: r.customer_name,
        dishType: dish?.item_type === 3 ? 1 : 0,
        totalNum: r.quantity,
        turn: r.turn,
        secondMenuId: r.dmi_slu_id,
        remark: r.remark,
        condiments: (r.condiments as { name: string; price: number }[]) ?? [],
        r1: { r1ExcessedPrice: Number(r.excess_price) },
        excessedNum: r.excess_count,
        isExcessed: r.excess_count > 0,
        r3Enable: dish ? dish.not_joining_global_limit !== 1 : true,
        r8: { categoryId: r.dmi_slu_id, limit: null },
        name: r.item_name1,
        name2: r.item_name2,
        name_i18n: null,
        originPrice: Number(r.product_price),
        setMealGroups: [],
        excessPriceAndCondimentsPriceForView: '',
        submittedAt: r.order_time.getTime(),
      } satisfies HistoryDish;
    });
}

interface CartJoinRow {
  id: number;
  order_head_id: number;
  table_id: number;
  meta: unknown;
  version: number;
  customer_num: number;
  status: string;
  [k: string]: unknown;
}

/** Creates the order's cart if it has none (concurrent callers create one). Returns its id. */
export async function ensureCart(
  rules: RuleContext,
  db: Db,
  orderId: number,
  tableId: number,
  now: number,
): Promise<number> {
  const state: StoredCart = { nowTurn: 1, nowTurnStartDate: now, lines: [] };
  const rows = await rules.store.rows<{ id: number }>(
    sql`INSERT INTO carts (order_head_id, table_id, meta) VALUES (${orderId}, ${tableId}, ${JSON.stringify(state)}::jsonb)
        ON CONFLICT (order_head_id) DO NOTHING RETURNING id`,
    db,
  );
  if (rows[0]) return rows[0].id;
  const existing = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.order_head_id, orderId));
  return existing[0]!.id;
}

const CART_COLUMNS = sql`c.id, c.order_head_id, c.table_id, c.meta, c.version, o.customer_num, o.status`;

/**
 * Locks and loads the order's cart with its history and the dishes the operation may need. The
 * order's row is locked with the cart's, so staff closing the order waits for the transaction, and
 * a transaction after the close sees it (LoadedCart.open; lockOpenCart refuses).
 */
export async function lockCart(
  rules: RuleContext,
  tx: Db,
  orderId: number,
  extraDishIds: number[] = [],
): Promise<LoadedCart | null> {
  const rows = await rules.store.rows<CartJoinRow>(
    sql`SELECT ${CART_COLUMNS}
        FROM carts c JOIN orders o ON o.order_head_id = c.order_head_id
        WHERE c.order_head_id = ${orderId} FOR UPDATE OF c, o`,
    tx,
  );
  const row = rows[0];
  return row ? loadCart(rules, tx, row, extraDishIds) : null;
}

/** lockCart for a change: throws CartRefusal CART_NOT_FOUND without a cart, ORDER_CLOSED when the order is closed. */
export async function lockOpenCart(
  rules: RuleContext,
  tx: Db,
  orderId: number,
  extraDishIds: number[] = [],
): Promise<LoadedCart> {
  const c = await lockCart(rules, tx, orderId, extraDishIds);
  if (!c) throw new CartRefusal(violation('CART_NOT_FOUND'));
  if (!c.open) throw new CartRefusal(violation('ORDER_CLOSED'));
  return c;
}

/**
 * Locks several orders' carts in one statement, in cart id order (so two transactions that lock
 * overlapping sets wait for each other instead of deadlocking), and loads each one. An order
 * without a cart is missing from the map.
 */
export async function lockCarts(
  rules: RuleContext,
  tx: Db,
  orderIds: readonly number[],
  extraDishIds: ReadonlyMap<number, number[]>,
): Promise<Map<number, LoadedCart>> {
  const loaded = new Map<number, LoadedCart>();
  if (orderIds.length === 0) return loaded;
  const rows = await rules.store.rows<CartJoinRow>(
    sql`SELECT ${CART_COLUMNS}
        FROM carts c JOIN orders o ON o.order_head_id = c.order_head_id
        WHERE c.order_head_id IN (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY c.id FOR UPDATE OF c, o`,
    tx,
  );
  for (const row of rows)
    loaded.set(
      row.order_head_id,
      await loadCart(rules, tx, row, extraDishIds.get(row.order_head_id) ?? []),
    );
  return loaded;
}

/** A locked cart row with what its rules need: the order's history, the rule config, the dishes. */
async function loadCart(
  rules: RuleContext,
  tx: Db,
  row: CartJoinRow,
  extraDishIds: number[],
): Promise<LoadedCart> {
  const orderId = row.order_head_id;
  const meta = (typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta) as StoredCart;
  const state: CartState = {
    ...createCart({
      id: String(row.id),
      orderId,
      tableId: row.table_id,
      now: Number(meta.nowTurnStartDate) || rules.now(),
    }),
    nowTurn: meta.nowTurn ?? 1,
    lines: Array.isArray(meta.lines) ? meta.lines : [],
  };
  const historyVersion = meta.historyVersion ?? 0;
  const now = rules.now();
  // Warmed just before the transaction (warmBusiness): a value a little older than the TTL is
  // still the current one, and re-reading here would run side-by-side queries on the lock holder.
  const business = await rules.business(tx, now, 2 * BUSINESS_TTL_MS);
  const config = await rules.ruleConfig(tx, now, business);
  const details = await rules.history(tx, orderId, historyVersion);
  const ids = [
    ...extraDishIds,
    ...state.lines.map((l) => l.originId),
    ...details.map((d) => d.menu_item_id ?? 0),
  ];
  const menu = await rules.menu(tx);
  const dishes = new Map<number, RuleDish>();
  const courses = new Map<number, CourseGroup[]>();
  for (const id of ids) {
    const d = menu.dishes.get(id);
    if (!d) continue;
    dishes.set(id, d);
    const g = menu.courses.get(id);
    if (g) courses.set(id, g);
  }
  return {
    cartId: row.id,
    orderId,
    tableId: row.table_id,
    open: row.status === 'open',
    version: row.version,
    historyVersion,
    requestKeys: Array.isArray(meta.requestKeys) ? meta.requestKeys : [],
    state,
    history: historyOf(details, dishes),
    config,
    persons: Math.max(1, row.customer_num),
    takeaway: row.table_id < 0,
    dishes,
    courses,
    condiments: menu.condiments,
    now,
    isBusinessTime: business.isBusinessTime,
    hiddenMenus: business.hiddenMenus,
  };
}

export function contextOf(c: LoadedCart, now: number) {
  return {
    now,
    config: c.config,
    history: c.history,
    orderCustomerNum: c.persons,
    isBusinessTime: c.isBusinessTime,
    hiddenMenus: c.hiddenMenus,
    takeaway: c.takeaway,
    getDish: (id: number) => c.dishes.get(id),
    getCourseGroups: (id: number) => c.courses.get(id),
    getCondimentGroups: (id: number) => c.condiments.get(id),
    newId: () => randomUUID(),
  };
}

/** Writes the cart state and bumps the version. */
export async function saveCart(
  tx: Db,
  c: LoadedCart,
  state: CartState,
  historyWritten = false,
): Promise<number> {
  const meta: StoredCart = {
    nowTurn: state.nowTurn,
    nowTurnStartDate: state.nowTurnStartDate,
    lines: state.lines,
    historyVersion: c.historyVersion + (historyWritten ? 1 : 0),
    requestKeys: c.requestKeys,
  };
  const version = c.version + 1;
  await tx
    .update(carts)
    .set({
      meta: meta as unknown as Record<string, unknown>,
      version,
      table_id: state.tableId,
      updated_at: new Date(),
    })
    .where(eq(carts.id, c.cartId));
  return version;
}

/** Writes several carts' states in one statement, each version bumped by one (saveCart for one). */
export async function saveCarts(
  rules: RuleContext,
  tx: Db,
  writes: readonly { c: LoadedCart; state: CartState; requestKeys?: string[] }[],
): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) {
    const w = writes[0]!;
    await saveCart(tx, w.requestKeys ? { ...w.c, requestKeys: w.requestKeys } : w.c, w.state);
    return;
  }
  const now = new Date().toISOString();
  const values = writes.map(({ c, state, requestKeys }) => {
    const meta: StoredCart = {
      nowTurn: state.nowTurn,
      nowTurnStartDate: state.nowTurnStartDate,
      lines: state.lines,
      historyVersion: c.historyVersion,
      requestKeys: requestKeys ?? c.requestKeys,
    };
    return sql`(${c.cartId}::int, ${JSON.stringify(meta)}::jsonb, ${c.version + 1}::int, ${state.tableId}::int)`;
  });
  await rules.store.rows(
    sql`UPDATE carts AS c SET meta = v.meta, version = v.version, table_id = v.table_id, updated_at = ${now}::timestamptz
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, meta, version, table_id)
        WHERE c.id = v.id`,
    tx,
  );
}

export interface ApplyResult {
  snapshot: CartSnapshot;
  changed: boolean;
  events: CartEvent[];
  /** Set when the guard asked the diner to confirm a duplicate first: nothing was written. */
  duplicate: number | null;
  /** The change's requestKey had been applied before: nothing was done. */
  repeated?: boolean;
}

export function snapshotOf(c: LoadedCart): CartSnapshot {
  return {
    cartId: c.cartId,
    orderId: c.orderId,
    tableId: c.tableId,
    version: c.version,
    state: c.state,
    history: c.history,
    config: c.config,
    persons: c.persons,
  };
}

/** Reads the cart without changing it (open or closed order). */
export async function readCart(rules: RuleContext, orderId: number): Promise<CartSnapshot | null> {
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const c = await lockCart(rules, tx, orderId);
    return c ? snapshotOf(c) : null;
  });
}

/** Keeps turn_info (GET /api/v2/orders/{id}/turn) in step with the cart's round. */
export async function syncTurnInfo(
  tx: Db,
  orderId: number,
  state: CartState,
  c: Pick<LoadedCart, 'config' | 'persons'>,
  history?: HistoryDish[],
): Promise<void> {
  const values: Partial<typeof turnInfo.$inferInsert> = {
    rule_gnr_turn: state.nowTurn,
    rule_gnr_num: c.config.autonomous ? c.config.turnDishes : c.config.turnDishes * c.persons,
    rule_gnr_time_start: new Date(state.nowTurnStartDate),
    updated_at: new Date(),
  };
  if (history) {
    const inTurn = history.filter((h) => h.turn === state.nowTurn);
    const perCustomer: Record<string, number> = {};
    const perCategory: Record<string, number> = {};
    let total = 0;
    for (const h of inTurn) {
      if (!h.r3Enable) continue;
      perCustomer[h.userId] = (perCustomer[h.userId] ?? 0) + h.totalNum;
      if (h.secondMenuId !== null)
        perCategory[String(h.secondMenuId)] =
          (perCategory[String(h.secondMenuId)] ?? 0) + h.totalNum;
      total += h.totalNum;
    }
    values.customer_dish_num = perCustomer;
    values.slu_dishes_number = perCategory;
    values.dishes_number = total;
  } else {
    values.customer_dish_num = {};
    values.slu_dishes_number = {};
    values.dishes_number = 0;
  }
  const updated = await tx
    .update(turnInfo)
    .set(values)
    .where(eq(turnInfo.order_head_id, orderId))
    .returning({ id: turnInfo.order_head_id });
  if (updated.length === 0)
    await tx
      .insert(turnInfo)
      .values({ order_head_id: orderId, ...values })
      .onConflictDoNothing();
}

export async function takeStock(
  rules: RuleContext,
  tx: Db,
  c: Pick<LoadedCart, 'dishes'>,
  lines: readonly CartDish[],
): Promise<PromotionStock[]> {
  const asked = new Map<number, number>();
  for (const l of lines) asked.set(l.originId, (asked.get(l.originId) ?? 0) + l.totalNum);
  const outOfStock: { menuName: string; excessedNum: number }[] = [];
  const taken: PromotionStock[] = [];
  for (const [id, n] of asked) {
    const dish = c.dishes.get(id);
    if (!dish || dish.bargain_stype !== 2 || typeof dish.bargain_num_cur !== 'number') continue;
    rules.forgetMenu();
    const rows = await rules.store.rows<{
      bargain_item_id: number;
      bargain_stype: number;
      bargain_num_cur: number;
    }>(
      sql`UPDATE bargain_items b SET bargain_num_cur = b.bargain_num_cur - ${n}
          FROM menu_items m WHERE m.menu_item_id = ${id} AND b.bargain_item_id = m.bargain_item_id AND b.bargain_num_cur >= ${n}
          RETURNING b.bargain_item_id, b.bargain_stype, b.bargain_num_cur`,
      tx,
    );
    const row = rows[0];
    if (!row)
      outOfStock.push({
        menuName: dish.item_name1,
        excessedNum: Math.max(1, n - Math.max(0, dish.bargain_num_cur)),
      });
    else
      taken.push({
        menu_item_id: id,
        bargain_item_id: Number(row.bargain_item_id),
        bargain_stype: Number(row.bargain_stype),
        bargain_num_cur: Number(row.bargain_num_cur),
      });
  }
  if (outOfStock.length > 0)
    throw new CartRefusal(violation('R1_MAX_SELL_QUANTITY', { detail: { outOfStock } }));
  return taken;
}

/** Writes submitted lines as order details (a set meal's course dishes as child rows). Returns the head row ids. */
export async function insertDetails(
  tx: Db,
  at: {
    orderId: number;
    tableId: number;
    turn: number;
    source: 'customer' | 'waiter';
    requestKey: string;
    at: Date;
    employeeId?: number;
    employeeName?: string;
  },
  lines: readonly CartDish[],
): Promise<number[]> {
  const ids: number[] = [];
  const common = {
    order_head_id: at.orderId,
    table_id: at.tableId,
    source: at.source,
    turn: at.turn,
    request_key: at.requestKey,
    order_time: at.at,
    employee_id: at.employeeId ?? null,
    employee_name: at.employeeName ?? '',
  };
  for (const l of lines) {
    const [head] = await tx
      .insert(orderDetails)
      .values({
        ...common,
        menu_item_id: l.originId,
        item_id: l.originId,
        dmi_slu_id: l.secondMenuId,
        item_name1: l.name,
        item_name2: l.name2,
        customer_name: l.userId,
        quantity: l.totalNum,
        count: l.totalNum - l.excessedNum,
        excess_count: l.excessedNum,
        product_price: l.originPrice,
        excess_price: l.r1.r1ExcessedPrice,
        condiments: l.condiments,
        remark: l.remark,
      })
      .returning({ id: orderDetails.order_detail_id });
    ids.push(head!.id);
    for (const g of l.setMealGroups) {
      for (const item of g.items) {
        await tx.insert(orderDetails).values({
          ...common,
          parent_detail_id: head!.id,
          menu_item_id: item.id,
          item_id: item.id,
          item_name1: item.name,
          customer_name: l.userId,
          quantity: item.totalNum * l.totalNum,
          count: item.totalNum * l.totalNum,
          product_price: item.extraPrice,
        });
      }
    }
  }
  return ids;
}

// The order and its rows, as the cart's service and routes read them -------------------------

export type OrderRow = typeof orders.$inferSelect;

/** The order, or null. */
export async function orderRow(db: Db, orderId: number): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.order_head_id, orderId));
  return rows[0] ?? null;
}

/** The id of the order's cart, or null when it has none. */
export async function cartIdOf(db: Db, orderId: number): Promise<number | null> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.order_head_id, orderId));
  return rows[0]?.id ?? null;
}

/** The orders that are open and have a cart. */
export async function openCartOrderIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: carts.order_head_id })
    .from(carts)
    .innerJoin(orders, eq(orders.order_head_id, carts.order_head_id))
    .where(eq(orders.status, 'open'));
  return rows.map((r) => r.id);
}

/** The open orders that have a cart, with the cart's table. */
export async function openCarts(db: Db): Promise<{ orderId: number; tableId: number }[]> {
  return db
    .select({ orderId: carts.order_head_id, tableId: carts.table_id })
    .from(carts)
    .innerJoin(orders, eq(orders.order_head_id, carts.order_head_id))
    .where(eq(orders.status, 'open'));
}

/** The menu items of a first-level menu. */
export async function menuItemIdsOf(db: Db, menuId: number): Promise<number[]> {
  const rows = await db
    .select({ id: menuItems.menu_item_id })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.dmi_slu_id, menuItems.dmi_slu_id))
    .where(eq(menuCategories.main_group_id, menuId));
  return rows.map((r) => r.id);
}

/** The order's turn_info row, or null. */
export async function turnInfoOf(db: Db, orderId: number) {
  const rows = await db.select().from(turnInfo).where(eq(turnInfo.order_head_id, orderId));
  return rows[0] ?? null;
}

/** Every detail row of the order (set-meal contents too), oldest first. */
export async function orderDetailRows(db: Db, orderId: number): Promise<DetailRow[]> {
  return db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.order_head_id, orderId))
    .orderBy(asc(orderDetails.order_detail_id));
}

export type BargainRow = typeof bargainItems.$inferSelect;

/** Bargain items: all, or those of a bargain item id and/or a menu item id. */
export async function bargainRows(
  db: Db,
  q: { bargain_item_id?: number; menu_item_id?: number },
): Promise<BargainRow[]> {
  if (q.bargain_item_id === undefined && q.menu_item_id === undefined)
    return db.select().from(bargainItems).orderBy(asc(bargainItems.bargain_item_id));
  const cond = [];
  if (q.bargain_item_id !== undefined)
    cond.push(eq(bargainItems.bargain_item_id, q.bargain_item_id));
  if (q.menu_item_id !== undefined) cond.push(eq(bargainItems.menu_item_id, q.menu_item_id));
  return db
    .select()
    .from(bargainItems)
    .where(and(...cond));
}

/** Sets a bargain item's stock left; returns the row. */
export async function setBargainStock(
  db: Db,
  bargainItemId: number,
  left: number,
): Promise<BargainRow> {
  const [updated] = await db
    .update(bargainItems)
    .set({ bargain_num_cur: left })
    .where(eq(bargainItems.bargain_item_id, bargainItemId))
    .returning();
  return updated!;
}

/** The names per language (item_i18n) of menu items, by menu item id; unknown ids are left out. */
export async function menuItemNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: menuItems.menu_item_id, i18n: menuItems.item_i18n })
    .from(menuItems)
    .where(inArray(menuItems.menu_item_id, wanted));
  return new Map(rows.map((r) => [r.id, r.i18n]));
}
