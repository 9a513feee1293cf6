/**
 * The shared cart in the store. Every change is one transaction that locks the order's cart row
 * (SELECT … FOR UPDATE; PGlite runs one transaction at a time), loads the order's history and the
 * menu items concerned, runs core's reducer with the rule configuration of the restaurant
 * settings, writes, and commits; the caller broadcasts only after the commit.
 *
 * The cart row keeps the reducer's state in `meta`: { nowTurn, nowTurnStartDate, lines }.
 * `version` grows by one on every write (the cart or the order's history), so clients can drop an
 * UPDATE_CART older than the one they hold.
 */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  createCart,
  reduceCart,
  resolveRuleConfig,
  toCartMetadata,
  violation,
  type CartDish,
  type CartEvent,
  type CartMetadata,
  type CartOperation,
  type CartState,
  type CourseGroup,
  type HistoryDish,
  type PromotionStock,
  type RuleConfig,
  type RuleDish,
  type SettingEntry,
  type Violation,
} from '../../../core';
import type { Db, Store } from '../../store';
import {
  bargainItems,
  cartSubmissions,
  carts,
  courseDetails,
  courseGroups,
  menuItems,
  orderDetails,
  orders,
  settings,
  turnInfo,
} from '../../store/schema';
import { randomUUID } from 'node:crypto';
import { currentBusinessMenu, systemClock, type Clock } from '../hours/service';

/** What the cart row's meta holds. */
interface StoredCart {
  nowTurn: number;
  nowTurnStartDate: number;
  lines: CartDish[];
  /** Grows whenever the order's history is written through the cart (submit, waiter dishes). */
  historyVersion?: number;
}

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
  version: number;
  historyVersion: number;
  state: CartState;
  history: HistoryDish[];
  config: RuleConfig;
  persons: number;
  takeaway: boolean;
  dishes: Map<number, RuleDish>;
  courses: Map<number, CourseGroup[]>;
  /** The cart's clock when the row was locked. */
  now: number;
  isBusinessTime: boolean;
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
export function metadataOf(s: CartSnapshot, viewerUserId?: string): CartMetadata & { version: number } {
  return { ...toCartMetadata(s.state, s.history, s.config, s.persons, viewerUserId), version: s.version };
}

// Settings change rarely; a short cache keeps them off the hot path of every cart change.
const SETTINGS_TTL_MS = 1000;
const settingsCache = new WeakMap<Store, { at: number; entries: SettingEntry[] }>();

/** Forgets the cached settings (after a settings change in the same process). */
export function forgetSettings(store: Store): void {
  settingsCache.delete(store);
}

// The cart's clock per store: Date.now unless the module was built with another (tests).
const clocks = new WeakMap<Store, Clock>();

/** Makes the cart of this store read time from `clock` (createCartModule({ now })). */
export function setCartClock(store: Store, clock: Clock): void {
  clocks.set(store, clock);
}

/** The cart's current instant in ms. */
export function cartNow(store: Store): number {
  return (clocks.get(store) ?? systemClock)();
}

/** Business time as the cart reads it (ordering.md §4 Business hours, §5 Business time). */
export interface BusinessState {
  isBusinessTime: boolean;
  /** Business-hour mode on (fixed or weekly): the rule's round values replace the settings'. */
  mode: boolean;
  rule: { turn_dishes: number | null; turn_mins: number | null; max_turn: number | null } | null;
}

// The business rule in force, re-read at most once a second of real time and whenever the cart's
// clock has moved by a second or more (so an injected clock crossing a closing time is seen at once).
const BUSINESS_TTL_MS = 1000;
const businessCache = new WeakMap<Store, { at: number; forNow: number; value: BusinessState }>();

/** Forgets the cached business rule (after a change of hours in this process). */
export function forgetBusiness(store: Store): void {
  businessCache.delete(store);
}

/**
 * Reads the business rule outside any transaction, so that the lock holders find it cached (the
 * lookup runs its queries side by side, which a transaction's single connection does not like,
 * and a pool connection taken while holding another could starve the pool).
 */
export async function warmBusiness(store: Store): Promise<void> {
  await businessOf(store, store.db, cartNow(store));
}

export async function businessOf(store: Store, db: Db, now: number, ttlMs = BUSINESS_TTL_MS): Promise<BusinessState> {
  const hit = businessCache.get(store);
  if (hit && Date.now() - hit.at < ttlMs && Math.abs(now - hit.forNow) < BUSINESS_TTL_MS) return hit.value;
  const b = await currentBusinessMenu(db, now);
  const value: BusinessState = {
    isBusinessTime: b.isBusinessTime,
    mode: b.mode !== '24h',
    rule: b.id !== undefined ? { turn_dishes: b.turn_dishes ?? null, turn_mins: b.turn_mins ?? null, max_turn: b.max_turn ?? null } : null,
  };
  businessCache.set(store, { at: Date.now(), forNow: now, value });
  return value;
}

/** The rule configuration at `now`: the settings, with the business rule's round values in business-hour mode. */
export async function ruleConfigOf(store: Store, db: Db, now = cartNow(store), business?: BusinessState): Promise<RuleConfig> {
  const hit = settingsCache.get(store);
  let entries: SettingEntry[];
  if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) entries = hit.entries;
  else {
    entries = await db.select({ name: settings.name, value: settings.value }).from(settings);
    settingsCache.set(store, { at: Date.now(), entries });
  }
  const b = business ?? (await businessOf(store, db, now));
  return resolveRuleConfig(entries, { mode: b.mode, rule: b.rule });
}

type MenuRow = typeof menuItems.$inferSelect;

/** The rule fields of a menu item (ordering.md §3), with its bargain stock when it has one. */
export function ruleDishOf(m: MenuRow, stock: { bargain_stype: number; bargain_num_cur: number } | null): RuleDish {
  const bargainStype = stock?.bargain_stype ?? m.bargain_stype;
  return {
    menu_item_id: m.menu_item_id,
    item_name1: m.item_name1,
    item_name2: m.item_name2,
    item_i18n: m.item_i18n as Record<string, string>,
    item_type: m.item_type,
    price_1: Number(m.price_1),
    takeout_price_1: Number(m.takeout_price_1) > 0 ? Number(m.takeout_price_1) : null,
    dmi_slu_id: m.dmi_slu_id,
    // A sold-out dish sells nothing: it is a limited dish with no units left.
    bargain_stype: m.sold_out ? 2 : bargainStype,
    bargain_num_cur: m.sold_out ? 0 : stock ? stock.bargain_num_cur : null,
    not_joining_global_limit: m.not_joining_global_limit === 1 ? 1 : 0,
    rule_lnr_enable: m.rule_lnr_enable === 1 ? 1 : 0,
    rule_lnr_max_num: m.rule_lnr_max_num,
    rule_lnr_limit_enable: m.rule_lnr_limit_enable === 1 ? 1 : 0,
    rule_lnr_limit_price: Number(m.rule_lnr_limit_price),
    rule_table_max_num: m.rule_table_max_num,
    category_order_limit: m.category_order_limit,
    table_category_order_limit: m.table_category_order_limit,
  };
}

/** Enabled menu items by id, with bargain stock read in the same transaction. */
export async function loadDishes(db: Db, ids: Iterable<number>): Promise<Map<number, RuleDish>> {
  const list = [...new Set(ids)].filter((n) => Number.isInteger(n) && n > 0 && n <= 2147483647);
  const out = new Map<number, RuleDish>();
  if (list.length === 0) return out;
  const rows = await db
    .select({ m: menuItems, b: { bargain_stype: bargainItems.bargain_stype, bargain_num_cur: bargainItems.bargain_num_cur } })
    .from(menuItems)
    .leftJoin(bargainItems, eq(bargainItems.bargain_item_id, menuItems.bargain_item_id))
    .where(and(inArray(menuItems.menu_item_id, list), eq(menuItems.enabled, true)));
  for (const r of rows) out.set(r.m.menu_item_id, ruleDishOf(r.m, r.b && r.b.bargain_num_cur !== null ? r.b : null));
  return out;
}

/** Course groups of the set menus among ids (item_type 3). */
export async function loadCourses(db: Db, dishes: Map<number, RuleDish>): Promise<Map<number, CourseGroup[]>> {
  const setIds = [...dishes.values()].filter((d) => d.item_type === 3).map((d) => d.menu_item_id);
  const out = new Map<number, CourseGroup[]>();
  if (setIds.length === 0) return out;
  const groups = await db.select().from(courseGroups).where(inArray(courseGroups.menu_item_id, setIds)).orderBy(courseGroups.sort, courseGroups.course_group_id);
  const groupIds = groups.map((g) => g.course_group_id);
  const details = groupIds.length
    ? await db
        .select({ d: courseDetails, m: menuItems })
        .from(courseDetails)
        .innerJoin(menuItems, eq(menuItems.menu_item_id, courseDetails.menu_item_id))
        .where(inArray(courseDetails.course_group_id, groupIds))
        .orderBy(courseDetails.sort, courseDetails.detail_id)
    : [];
  for (const g of groups) {
    const list = out.get(g.menu_item_id) ?? [];
    list.push({
      course_group_id: g.course_group_id,
      course_group_name: g.course_group_name,
      is_must: g.is_must === 1 ? 1 : 0,
      is_select_all: g.is_select_all === 1 ? 1 : 0,
      is_full_select: g.is_full_select === 1 ? 1 : 0,
      choose_num: g.choose_num,
      course_detail: details
        .filter((x) => x.d.course_group_id === g.course_group_id)
        .map((x) => ({
          menu_item_id: x.d.menu_item_id,
          detail_id: x.d.detail_id,
          item_name1: x.m.item_name1,
          price: Number(x.d.price),
          num: x.d.num,
          rule_lnr_max_num: x.m.rule_lnr_max_num,
          bargain_stype: x.m.bargain_stype,
          item_type: x.m.item_type,
        })),
    });
    out.set(g.menu_item_id, list);
  }
  return out;
}

type DetailRow = typeof orderDetails.$inferSelect;

// The menu's rule fields, re-read at most once a second per store. Bargain stock read from it is
// only the cart's early check: the submit takes the stock with a conditional UPDATE.
const MENU_TTL_MS = 1000;
interface MenuCache {
  at: number;
  dishes: Map<number, RuleDish>;
  courses: Map<number, CourseGroup[]>;
}
const menuCache = new WeakMap<Store, MenuCache>();

/** Forgets the cached menu (after a menu or stock change in this process). */
export function forgetMenu(store: Store): void {
  menuCache.delete(store);
}

async function cachedMenu(store: Store, db: Db): Promise<MenuCache> {
  const hit = menuCache.get(store);
  if (hit && Date.now() - hit.at < MENU_TTL_MS) return hit;
  const all = await db.select({ id: menuItems.menu_item_id }).from(menuItems);
  const dishes = await loadDishes(db, all.map((r) => r.id));
  const courses = await loadCourses(db, dishes);
  const fresh = { at: Date.now(), dishes, courses };
  menuCache.set(store, fresh);
  return fresh;
}

// The order's history rows, kept per order under the cart's historyVersion (read under the row
// lock), so a change of history through any process is seen at once; re-read after a few seconds
// anyway for changes made outside the cart (a dish cancelled in the kitchen).
const HISTORY_TTL_MS = 3000;
const HISTORY_CACHE_MAX = 2000;
const historyCache = new WeakMap<Store, Map<number, { version: number; at: number; rows: DetailRow[] }>>();

async function cachedHistory(store: Store, db: Db, orderId: number, version: number): Promise<DetailRow[]> {
  let byOrder = historyCache.get(store);
  if (!byOrder) historyCache.set(store, (byOrder = new Map()));
  const hit = byOrder.get(orderId);
  if (hit && hit.version === version && Date.now() - hit.at < HISTORY_TTL_MS) return hit.rows;
  const rows = await historyRows(db, orderId);
  byOrder.delete(orderId);
  if (byOrder.size >= HISTORY_CACHE_MAX) byOrder.delete(byOrder.keys().next().value!);
  byOrder.set(orderId, { version, at: Date.now(), rows });
  return rows;
}

/** Order detail rows that count for the rules: top-level, not extra charges, not cancelled (is_make 5). */
export async function historyRows(db: Db, orderId: number): Promise<DetailRow[]> {
  return db
    .select()
    .from(orderDetails)
    .where(
      and(
        eq(orderDetails.order_head_id, orderId),
        isNull(orderDetails.parent_detail_id),
        ne(orderDetails.source, 'extra'),
        or(isNull(orderDetails.is_make), ne(orderDetails.is_make, 5)),
      ),
    )
    .orderBy(orderDetails.order_detail_id);
}

/** History lines as the reducer reads them, rebuilt from the order detail rows. */
export function historyOf(rows: readonly DetailRow[], dishes: Map<number, RuleDish>): HistoryDish[] {
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
export async function ensureCart(db: Db, store: Store, orderId: number, tableId: number, now: number): Promise<number> {
  const state: StoredCart = { nowTurn: 1, nowTurnStartDate: now, lines: [] };
  const rows = await store.rows<{ id: number }>(
    sql`INSERT INTO carts (order_head_id, table_id, meta) VALUES (${orderId}, ${tableId}, ${JSON.stringify(state)}::jsonb)
        ON CONFLICT (order_head_id) DO NOTHING RETURNING id`,
    db,
  );
  if (rows[0]) return rows[0].id;
  const existing = await db.select({ id: carts.id }).from(carts).where(eq(carts.order_head_id, orderId));
  return existing[0]!.id;
}

const CART_COLUMNS = sql`c.id, c.order_head_id, c.table_id, c.meta, c.version, o.customer_num, o.status`;

/** Locks and loads the order's cart with its history and the dishes the operation may need. */
export async function lockCart(store: Store, tx: Db, orderId: number, extraDishIds: number[] = []): Promise<LoadedCart | null> {
  const rows = await store.rows<CartJoinRow>(
    sql`SELECT ${CART_COLUMNS}
        FROM carts c JOIN orders o ON o.order_head_id = c.order_head_id
        WHERE c.order_head_id = ${orderId} FOR UPDATE OF c`,
    tx,
  );
  const row = rows[0];
  return row ? loadCart(store, tx, row, extraDishIds) : null;
}

/**
 * Locks several orders' carts in one statement, in cart id order (so two transactions that lock
 * overlapping sets wait for each other instead of deadlocking), and loads each one. An order
 * without a cart is missing from the map.
 */
export async function lockCarts(store: Store, tx: Db, orderIds: readonly number[], extraDishIds: ReadonlyMap<number, number[]>): Promise<Map<number, LoadedCart>> {
  const loaded = new Map<number, LoadedCart>();
  if (orderIds.length === 0) return loaded;
  const rows = await store.rows<CartJoinRow>(
    sql`SELECT ${CART_COLUMNS}
        FROM carts c JOIN orders o ON o.order_head_id = c.order_head_id
        WHERE c.order_head_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})
        ORDER BY c.id FOR UPDATE OF c`,
    tx,
  );
  for (const row of rows) loaded.set(row.order_head_id, await loadCart(store, tx, row, extraDishIds.get(row.order_head_id) ?? []));
  return loaded;
}

/** A locked cart row with what its rules need: the order's history, the rule config, the dishes. */
async function loadCart(store: Store, tx: Db, row: CartJoinRow, extraDishIds: number[]): Promise<LoadedCart> {
  const orderId = row.order_head_id;
  const meta = (typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta) as StoredCart;
  const state: CartState = {
    ...createCart({ id: String(row.id), orderId, tableId: row.table_id, now: Number(meta.nowTurnStartDate) || cartNow(store) }),
    nowTurn: meta.nowTurn ?? 1,
    lines: Array.isArray(meta.lines) ? meta.lines : [],
  };
  const historyVersion = meta.historyVersion ?? 0;
  const now = cartNow(store);
  // Warmed just before the transaction (warmBusiness): a value a little older than the TTL is
  // still the current one, and re-reading here would run side-by-side queries on the lock holder.
  const business = await businessOf(store, tx, now, 2 * BUSINESS_TTL_MS);
  const config = await ruleConfigOf(store, tx, now, business);
  const details = await cachedHistory(store, tx, orderId, historyVersion);
  const ids = [...extraDishIds, ...state.lines.map((l) => l.originId), ...details.map((d) => d.menu_item_id ?? 0)];
  const menu = await cachedMenu(store, tx);
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
    version: row.version,
    historyVersion,
    state,
    history: historyOf(details, dishes),
    config,
    persons: Math.max(1, row.customer_num),
    takeaway: row.table_id < 0,
    dishes,
    courses,
    now,
    isBusinessTime: business.isBusinessTime,
  };
}

export function contextOf(c: LoadedCart, now: number) {
  return {
    now,
    config: c.config,
    history: c.history,
    orderCustomerNum: c.persons,
    isBusinessTime: c.isBusinessTime,
    takeaway: c.takeaway,
    getDish: (id: number) => c.dishes.get(id),
    getCourseGroups: (id: number) => c.courses.get(id),
    newId: () => randomUUID(),
  };
}

/** Writes the cart state and bumps the version. */
export async function saveCart(tx: Db, c: LoadedCart, state: CartState, historyWritten = false): Promise<number> {
  const meta: StoredCart = {
    nowTurn: state.nowTurn,
    nowTurnStartDate: state.nowTurnStartDate,
    lines: state.lines,
    historyVersion: c.historyVersion + (historyWritten ? 1 : 0),
  };
  const version = c.version + 1;
  await tx
    .update(carts)
    .set({ meta: meta as unknown as Record<string, unknown>, version, table_id: state.tableId, updated_at: new Date() })
    .where(eq(carts.id, c.cartId));
  return version;
}

/** Writes several carts' states in one statement, each version bumped by one (saveCart for one). */
async function saveCarts(store: Store, tx: Db, writes: readonly { c: LoadedCart; state: CartState }[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) {
    await saveCart(tx, writes[0]!.c, writes[0]!.state);
    return;
  }
  const now = new Date().toISOString();
  const values = writes.map(({ c, state }) => {
    const meta: StoredCart = { nowTurn: state.nowTurn, nowTurnStartDate: state.nowTurnStartDate, lines: state.lines, historyVersion: c.historyVersion };
    return sql`(${c.cartId}::int, ${JSON.stringify(meta)}::jsonb, ${c.version + 1}::int, ${state.tableId}::int)`;
  });
  await store.rows(
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
}

/** One cart operation in one transaction; throws CartRefusal when the rules refuse. */
export async function applyOperation(
  store: Store,
  orderId: number,
  op: CartOperation,
  extraDishIds: number[] = [],
  guard?: (c: LoadedCart) => number | null,
): Promise<ApplyResult> {
  const batch = await applyOperations(store, orderId, [{ op, extraDishIds, ...(guard ? { guard } : {}) }]);
  const one = batch.outcomes[0]!;
  if (!one.ok) throw new CartRefusal(one.violation);
  return { snapshot: batch.snapshot, changed: one.changed, events: one.events, duplicate: one.duplicate };
}

/** One operation of a batch: the dishes it may need, and a guard that may hold it back (duplicate question). */
export interface QueuedOperation {
  op: CartOperation;
  extraDishIds?: number[];
  /** Returns a count to ask the diner about instead of applying (read against the state before the operation). */
  guard?: (c: LoadedCart) => number | null;
}

/** What became of one operation of a batch. */
export type OperationOutcome =
  | { ok: true; changed: boolean; events: CartEvent[]; duplicate: number | null }
  | { ok: false; violation: Violation };

export interface BatchResult {
  /** The cart after the whole batch (its version is the one written, if any). */
  snapshot: CartSnapshot;
  /** True when the batch wrote the cart. */
  changed: boolean;
  outcomes: OperationOutcome[];
}

/** The reducer over one cart's queued operations, in arrival order, against the locked state. */
function reduceQueued(c: LoadedCart, ops: readonly QueuedOperation[]) {
  const ctx = contextOf(c, c.now);
  let state = c.state;
  let changed = false;
  let turnMoved = false;
  const outcomes: OperationOutcome[] = [];
  for (const q of ops) {
    const duplicate = q.guard ? q.guard({ ...c, state }) : null;
    if (duplicate !== null) {
      outcomes.push({ ok: true, changed: false, events: [], duplicate });
      continue;
    }
    const res = reduceCart(state, q.op, ctx);
    if (!res.ok) {
      outcomes.push({ ok: false, violation: res.violation });
      continue;
    }
    state = res.cart;
    changed ||= res.changed;
    if (res.events.some((e) => e.type === 'TO_NEXT_TURN')) turnMoved = true;
    outcomes.push({ ok: true, changed: res.changed, events: res.events, duplicate: null });
  }
  return { state, changed, turnMoved, outcomes };
}

/**
 * Queued operations of several carts in ONE transaction (group commit): every cart row is locked
 * once, each cart's operations run through the reducer against the state the previous one left
 * (so every limit is checked exactly as if they had come one by one), a refused operation changes
 * nothing and the others still apply, and the changed carts are written in one statement. An
 * order whose cart is gone maps to null.
 */
export async function applyOperationsMany(store: Store, groups: ReadonlyMap<number, readonly QueuedOperation[]>): Promise<Map<number, BatchResult | null>> {
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const orderIds = [...groups.keys()];
    const extra = new Map(orderIds.map((id) => [id, groups.get(id)!.flatMap((o) => o.extraDishIds ?? [])]));
    const carts = await lockCarts(store, tx, orderIds, extra);
    const results = new Map<number, BatchResult | null>();
    const writes: { c: LoadedCart; state: CartState; turnMoved: boolean }[] = [];
    for (const orderId of orderIds) {
      const c = carts.get(orderId);
      if (!c) {
        results.set(orderId, null);
        continue;
      }
      const r = reduceQueued(c, groups.get(orderId)!);
      if (r.changed) writes.push({ c, state: r.state, turnMoved: r.turnMoved });
      results.set(orderId, { snapshot: { ...snapshotOf(c), state: r.state, version: r.changed ? c.version + 1 : c.version }, changed: r.changed, outcomes: r.outcomes });
    }
    await saveCarts(store, tx, writes);
    for (const w of writes) if (w.turnMoved) await syncTurnInfo(tx, w.c.orderId, w.state, w.c);
    return results;
  });
}

/** Several operations on one cart in one transaction (applyOperationsMany for one cart); throws CartRefusal when the cart is gone. */
export async function applyOperations(store: Store, orderId: number, ops: readonly QueuedOperation[]): Promise<BatchResult> {
  const result = (await applyOperationsMany(store, new Map([[orderId, ops]]))).get(orderId);
  if (!result) throw new CartRefusal(violation('CART_NOT_FOUND'));
  return result;
}

export function snapshotOf(c: LoadedCart): CartSnapshot {
  return { cartId: c.cartId, orderId: c.orderId, tableId: c.tableId, version: c.version, state: c.state, history: c.history, config: c.config, persons: c.persons };
}

/** Reads the cart without changing it (no lock). */
export async function readCart(store: Store, orderId: number): Promise<CartSnapshot | null> {
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const c = await lockCart(store, tx, orderId);
    return c ? snapshotOf(c) : null;
  });
}

/** Keeps turn_info (GET /api/v2/orders/{id}/turn) in step with the cart's round. */
export async function syncTurnInfo(tx: Db, orderId: number, state: CartState, c: Pick<LoadedCart, 'config' | 'persons'>, history?: HistoryDish[]): Promise<void> {
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
      if (h.secondMenuId !== null) perCategory[String(h.secondMenuId)] = (perCategory[String(h.secondMenuId)] ?? 0) + h.totalNum;
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
  const updated = await tx.update(turnInfo).set(values).where(eq(turnInfo.order_head_id, orderId)).returning({ id: turnInfo.order_head_id });
  if (updated.length === 0) await tx.insert(turnInfo).values({ order_head_id: orderId, ...values }).onConflictDoNothing();
}

export interface SubmitOutcome {
  snapshot: CartSnapshot;
  requestKey: string;
  turn: number;
  /** False when the key was submitted before: nothing was written. */
  fresh: boolean;
  result: SubmitRecord;
  events: CartEvent[];
  /** Promotions whose stock the round took (empty on a repeat). */
  stock: PromotionStock[];
}

/** What a submission stores under its requestKey and answers again on a repeat. */
export interface SubmitRecord {
  requestKey: string;
  project: string;
  orderId: number;
  tableId: number;
  turn: number;
  orderDetailIds: number[];
  totalNum: number;
  submittedAt: number;
  submittedBy: string;
}

export const PROJECT_CODE = 'QOP_COP';

/**
 * Sends the table's current round (ordering.md §4 Cart submit). Idempotent by requestKey: a key
 * already stored answers its first result and writes nothing. Bargain stock is taken in the same
 * transaction and can never go below 0.
 */
export async function submitCart(
  store: Store,
  orderId: number,
  actor: { userId: string; userName: string },
  requestKey: string,
  source: 'customer' | 'waiter' = 'customer',
): Promise<SubmitOutcome> {
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const c = await lockCart(store, tx, orderId);
    if (!c) throw new CartRefusal(violation('CART_NOT_FOUND'));
    const prior = await tx.select().from(cartSubmissions).where(eq(cartSubmissions.request_key, requestKey));
    if (prior[0]) {
      if (prior[0].order_head_id !== orderId) throw new CartRefusal(violation('INVALID_INPUT', { detail: { field: 'requestKey' } }));
      return { snapshot: snapshotOf(c), requestKey, turn: prior[0].turn, fresh: false, result: prior[0].result as unknown as SubmitRecord, events: [], stock: [] };
    }
    const now = c.now;
    const res = reduceCart(c.state, { type: 'submit', ...actor }, contextOf(c, now));
    if (!res.ok) throw new CartRefusal(res.violation);
    const stock = await takeStock(store, tx, c, res.submitted);
    const turn = c.state.nowTurn;
    const order = await tx.select({ table_id: orders.table_id }).from(orders).where(eq(orders.order_head_id, orderId));
    const tableId = order[0]?.table_id ?? c.tableId;
    const detailIds = await insertDetails(tx, { orderId, tableId, turn, source, requestKey, at: new Date(now) }, res.submitted);
    const record: SubmitRecord = {
      requestKey,
      project: PROJECT_CODE,
      orderId,
      tableId,
      turn,
      orderDetailIds: detailIds,
      totalNum: res.submitted.reduce((s, l) => s + l.totalNum, 0),
      submittedAt: now,
      submittedBy: actor.userId,
    };
    await tx.insert(cartSubmissions).values({ request_key: requestKey, order_head_id: orderId, turn, result: record as unknown as Record<string, unknown> });
    const version = await saveCart(tx, c, res.cart, true);
    const history = [...c.history, ...res.submitted.map((l) => ({ ...l, turn }))];
    await syncTurnInfo(tx, orderId, res.cart, c, history);
    return {
      snapshot: { ...snapshotOf(c), state: res.cart, history, version },
      requestKey,
      turn,
      fresh: true,
      result: record,
      events: res.events,
      stock,
    };
  });
}

/**
 * Takes bargain stock for the lines: one conditional decrement per dish, all or nothing (never
 * below 0). Returns the promotions' stock after the change, for MARKETING once committed.
 */
export async function takeStock(store: Store, tx: Db, c: Pick<LoadedCart, 'dishes'>, lines: readonly CartDish[]): Promise<PromotionStock[]> {
  const asked = new Map<number, number>();
  for (const l of lines) asked.set(l.originId, (asked.get(l.originId) ?? 0) + l.totalNum);
  const outOfStock: { menuName: string; excessedNum: number }[] = [];
  const taken: PromotionStock[] = [];
  for (const [id, n] of asked) {
    const dish = c.dishes.get(id);
    if (!dish || dish.bargain_stype !== 2 || typeof dish.bargain_num_cur !== 'number') continue;
    forgetMenu(store);
    const rows = await store.rows<{ bargain_item_id: number; bargain_stype: number; bargain_num_cur: number }>(
      sql`UPDATE bargain_items b SET bargain_num_cur = b.bargain_num_cur - ${n}
          FROM menu_items m WHERE m.menu_item_id = ${id} AND b.bargain_item_id = m.bargain_item_id AND b.bargain_num_cur >= ${n}
          RETURNING b.bargain_item_id, b.bargain_stype, b.bargain_num_cur`,
      tx,
    );
    const row = rows[0];
    if (!row) outOfStock.push({ menuName: dish.item_name1, excessedNum: Math.max(1, n - Math.max(0, dish.bargain_num_cur)) });
    else taken.push({ menu_item_id: id, bargain_item_id: Number(row.bargain_item_id), bargain_stype: Number(row.bargain_stype), bargain_num_cur: Number(row.bargain_num_cur) });
  }
  if (outOfStock.length > 0) throw new CartRefusal(violation('R1_MAX_SELL_QUANTITY', { detail: { outOfStock } }));
  return taken;
}

/** Writes submitted lines as order details (a set meal's course dishes as child rows). Returns the head row ids. */
export async function insertDetails(
  tx: Db,
  at: { orderId: number; tableId: number; turn: number; source: 'customer' | 'waiter'; requestKey: string; at: Date; employeeId?: number; employeeName?: string },
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

/** Moves the cart to the next turn when allowed; `emptyTurnAllowed` also lets an untouched turn go. */
export async function nextTurn(store: Store, orderId: number, fromTurn: number | undefined, emptyTurnAllowed: boolean): Promise<ApplyResult> {
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const c = await lockCart(store, tx, orderId);
    if (!c) throw new CartRefusal(violation('CART_NOT_FOUND'));
    const now = c.now;
    let res = reduceCart(c.state, { type: 'nextTurn', ...(fromTurn !== undefined ? { fromTurn } : {}) }, contextOf(c, now));
    if (!res.ok && res.violation.code === 'TURN_NOT_ENDED' && emptyTurnAllowed) {
      const turn = c.state.nowTurn;
      const untouched = !c.state.lines.some((l) => l.turn === turn) && !c.history.some((h) => h.turn === turn);
      if (untouched) {
        const next: CartState = { ...c.state, nowTurn: turn + 1, nowTurnStartDate: now };
        res = { ok: true, cart: next, changed: true, submitted: [], events: [{ type: 'TO_NEXT_TURN', turn: turn + 1, droppedLineIds: [] }] };
      }
    }
    if (!res.ok) throw new CartRefusal(res.violation);
    let version = c.version;
    if (res.changed) {
      version = await saveCart(tx, c, res.cart);
      await syncTurnInfo(tx, orderId, res.cart, c);
    }
    return { snapshot: { ...snapshotOf(c), state: res.cart, version }, changed: res.changed, events: res.events, duplicate: null };
  });
}

/**
 * Moves on a turn that has been sent once its time has ended (ordering.md §4 Rounds), for the
 * turn timer. Null when nothing moved: the turn is no longer `turn`, was never sent, or has time
 * left. Run by several processes at once, only one of them gets a result.
 */
export async function advanceSentTurn(store: Store, orderId: number, turn: number): Promise<ApplyResult | null> {
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const c = await lockCart(store, tx, orderId);
    if (!c || c.state.nowTurn !== turn || !c.history.some((h) => h.turn === turn)) return null;
    const res = reduceCart(c.state, { type: 'nextTurn', fromTurn: turn }, contextOf(c, c.now));
    if (!res.ok || !res.changed) return null;
    const version = await saveCart(tx, c, res.cart);
    await syncTurnInfo(tx, orderId, res.cart, c);
    return { snapshot: { ...snapshotOf(c), state: res.cart, version }, changed: true, events: res.events, duplicate: null };
  });
}

/** Moves an order's cart to another table (CHANGE_CART_TABLE); the caller announces it. */
export async function moveCartTable(store: Store, orderId: number, tableId: number): Promise<CartSnapshot | null> {
  await warmBusiness(store);
  return store.transaction(async (tx) => {
    const c = await lockCart(store, tx, orderId);
    if (!c) return null;
    const state: CartState = { ...c.state, tableId };
    const version = await saveCart(tx, c, state);
    return { ...snapshotOf(c), tableId, state, version };
  });
}

