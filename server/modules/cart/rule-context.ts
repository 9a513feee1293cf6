/**
 * What the cart's rules read besides the cart row: the settings, the business rule in force, the
 * menu's rule fields and each order's history. Each is cached briefly, in ONE instance per server
 * (decorated on the app as `cartRules`), so the hot path of a cart change does not query them every
 * time. The instance also carries the cart's clock (injectable: createCartModule({ now })).
 */
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  condimentGroupRange,
  parseIdList,
  resolveRuleConfig,
  type CategoryRuleLimits,
  type CourseGroup,
  type DishCondimentGroup,
  type RuleConfig,
  type RuleDish,
  type SettingInput,
} from '../../../core';
import type { Db, Store } from '../../store';
import {
  bargainItems,
  condimentGroups,
  condiments,
  courseDetails,
  courseGroups,
  menuCategories,
  menuItemCondimentGroups,
  menuItems,
  orderDetails,
  settings,
} from '../../store/schema';
import { currentBusinessMenu, systemClock, type Clock } from '../hours/service';

/** Business time as the cart reads it (ordering.md §4 Business hours, §5 Business time). */
export interface BusinessState {
  isBusinessTime: boolean;
  /** Business-hour mode on (fixed or weekly): the rule's round values replace the settings'. */
  mode: boolean;
  rule: { turn_dishes: number | null; turn_mins: number | null; max_turn: number | null } | null;
  /** The first-level menus the rule in force hides (hide_menu): their round-rule dishes are refused. */
  hiddenMenus: number[];
  /** When (cart clock, ms) the rule in force may next change; null when it never does. */
  changesAt: number | null;
}

export type DetailRow = typeof orderDetails.$inferSelect;

/** The menu's rule fields: every enabled dish, the course groups of the set menus, and the condiment groups each dish offers. */
export interface MenuRules {
  dishes: Map<number, RuleDish>;
  courses: Map<number, CourseGroup[]>;
  condiments: Map<number, DishCondimentGroup[]>;
}

// Settings change rarely; a short cache keeps them off the hot path of every cart change.
const SETTINGS_TTL_MS = 1000;
// The business rule in force, re-read at most once a second of real time and whenever the cart's
// clock has moved by a second or more (so an injected clock crossing a closing time is seen at once).
export const BUSINESS_TTL_MS = 1000;
// The menu's rule fields, re-read at most once a second. Bargain stock read from it is only the
// cart's early check: the submit takes the stock with a conditional UPDATE.
const MENU_TTL_MS = 1000;
// The order's history rows, kept per order under the cart's historyVersion (read under the row
// lock), so a change of history through any process is seen at once; re-read after a few seconds
// anyway for changes made outside the cart (a dish cancelled in the kitchen).
const HISTORY_TTL_MS = 3000;
const HISTORY_CACHE_MAX = 2000;

/** The caches other processes are told to forget (InterServerEvents 'cache:forget'). */
export type SharedCache = 'settings' | 'business' | 'menu';

export class RuleContext {
  private settingsHit: { at: number; entries: SettingInput[] } | null = null;
  private businessHit: { at: number; forNow: number; value: BusinessState } | null = null;
  private menuHit: (MenuRules & { at: number }) | null = null;
  private readonly historyHits = new Map<
    number,
    { version: number; at: number; rows: DetailRow[] }
  >();

  /** Tells the other server processes what this one forgot (set by the cart module). */
  private tellOthers: (cache: SharedCache) => void = () => {};
  /** Told of every cache forgotten here (the round clock re-arms after settings or hours change). */
  private readonly forgotten: ((cache: SharedCache) => void)[] = [];
  /** Told of every business rule read afresh (the closing clock learns the next change). */
  private readonly businessRead: ((value: BusinessState) => void)[] = [];

  constructor(
    readonly store: Store,
    private readonly clock: Clock = systemClock,
    /** How long the settings and the menu stay cached (ms). */
    private readonly cacheMs: { settings: number; menu: number } = {
      settings: SETTINGS_TTL_MS,
      menu: MENU_TTL_MS,
    },
  ) {}

  /** How a change made here reaches the caches of the other processes. */
  shareForgetting(tell: (cache: SharedCache) => void): void {
    this.tellOthers = tell;
  }

  /** The cart's current instant in ms. */
  now(): number {
    return this.clock();
  }

  /** Forgets the cached settings (after a settings change), in every process. */
  forgetSettings(): void {
    this.forget('settings');
  }

  /** Forgets the cached business rule (after a change of hours), in every process. */
  forgetBusiness(): void {
    this.forget('business');
  }

  /** Forgets the cached menu (after a menu, sold-out or stock change), in every process. */
  forgetMenu(): void {
    this.forget('menu');
  }

  private forget(cache: SharedCache): void {
    this.forgetHere(cache);
    this.tellOthers(cache);
  }

  /** Forgets a cache in this process only (another process changed what it holds). */
  forgetHere(cache: SharedCache): void {
    if (cache === 'settings') this.settingsHit = null;
    else if (cache === 'business') this.businessHit = null;
    else this.menuHit = null;
    for (const f of this.forgotten) f(cache);
  }

  /** Calls `f` whenever a cache is forgotten in this process. */
  onForget(f: (cache: SharedCache) => void): void {
    this.forgotten.push(f);
  }

  /** Calls `f` whenever the business rule in force is read afresh. */
  onBusinessRead(f: (value: BusinessState) => void): void {
    this.businessRead.push(f);
  }

  /**
   * Reads the business rule outside any transaction, so that the lock holders find it cached (the
   * lookup runs its queries side by side, which a transaction's single connection does not like,
   * and a pool connection taken while holding another could starve the pool).
   */
  async warmBusiness(): Promise<void> {
    await this.business(this.store.db, this.now());
  }

  async business(db: Db, now: number, ttlMs = BUSINESS_TTL_MS): Promise<BusinessState> {
    const hit = this.businessHit;
    if (
      hit &&
      Date.now() - hit.at < ttlMs &&
      Math.abs(now - hit.forNow) < BUSINESS_TTL_MS &&
      // A window that started or ended since is read again at once (a dish one second after closing).
      (hit.value.changesAt === null || now < hit.value.changesAt)
    )
      return hit.value;
    const b = await currentBusinessMenu(db, now);
    const value: BusinessState = {
      isBusinessTime: b.isBusinessTime,
      hiddenMenus: b.id !== undefined ? parseIdList(b.hide_menu ?? null) : [],
      changesAt: b.minutes_to_change === null ? null : now + b.minutes_to_change * 60_000,
      mode: b.mode !== '24h',
      rule:
        b.id !== undefined
          ? {
              turn_dishes: b.turn_dishes ?? null,
              turn_mins: b.turn_mins ?? null,
              max_turn: b.max_turn ?? null,
            }
          : null,
    };
    this.businessHit = { at: Date.now(), forNow: now, value };
    for (const f of this.businessRead) f(value);
    return value;
  }

  /** The rule configuration at `now`: the settings, with the business rule's round values in business-hour mode. */
  async ruleConfig(db: Db, now = this.now(), business?: BusinessState): Promise<RuleConfig> {
    const hit = this.settingsHit;
    let entries: SettingInput[];
    if (hit && Date.now() - hit.at < this.cacheMs.settings) entries = hit.entries;
    else {
      entries = await db.select({ name: settings.name, value: settings.value }).from(settings);
      this.settingsHit = { at: Date.now(), entries };
    }
    const b = business ?? (await this.business(db, now));
    return resolveRuleConfig(entries, { mode: b.mode, rule: b.rule });
  }

  /** Every dish's rule fields and the set menus' course groups. */
  async menu(db: Db): Promise<MenuRules> {
    const hit = this.menuHit;
    if (hit && Date.now() - hit.at < this.cacheMs.menu) return hit;
    const all = await db.select({ id: menuItems.menu_item_id }).from(menuItems);
    const dishes = await loadDishes(
      db,
      all.map((r) => r.id),
    );
    const courses = await loadCourses(db, dishes);
    const condiments = await loadCondimentGroups(db);
    const fresh = { at: Date.now(), dishes, courses, condiments };
    this.menuHit = fresh;
    return fresh;
  }

  /** The order's history rows as of the cart's historyVersion. */
  async history(db: Db, orderId: number, version: number): Promise<DetailRow[]> {
    const byOrder = this.historyHits;
    const hit = byOrder.get(orderId);
    if (hit && hit.version === version && Date.now() - hit.at < HISTORY_TTL_MS) return hit.rows;
    const rows = await historyRows(db, orderId);
    byOrder.delete(orderId);
    if (byOrder.size >= HISTORY_CACHE_MAX) byOrder.delete(byOrder.keys().next().value!);
    byOrder.set(orderId, { version, at: Date.now(), rows });
    return rows;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cart's clock and the caches of what its rules read. */
    cartRules: RuleContext;
  }
}

type MenuRow = typeof menuItems.$inferSelect;

/**
 * The rule fields of a menu item (ordering.md §3), with its bargain stock when it has one and the
 * R8 limits of its second-level category (R8 holds whether the limit is set on the dish, on the
 * category, or on both).
 */
export function ruleDishOf(
  m: MenuRow,
  stock: { bargain_stype: number; bargain_num_cur: number } | null,
  category: CategoryRuleLimits | null = null,
  menuId: number | null = null,
): RuleDish {
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
    main_group_id: menuId,
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
    category,
  };
}
/** Enabled menu items by id, with bargain stock read in the same transaction. */
export async function loadDishes(db: Db, ids: Iterable<number>): Promise<Map<number, RuleDish>> {
  const list = [...new Set(ids)].filter((n) => Number.isInteger(n) && n > 0 && n <= 2147483647);
  const out = new Map<number, RuleDish>();
  if (list.length === 0) return out;
  const rows = await db
    .select({
      m: menuItems,
      b: {
        bargain_stype: bargainItems.bargain_stype,
        bargain_num_cur: bargainItems.bargain_num_cur,
      },
      c: {
        category_order_limit: menuCategories.category_order_limit,
        table_category_order_limit: menuCategories.table_category_order_limit,
        customers_category_order_limit: menuCategories.customers_category_order_limit,
      },
      menuId: menuCategories.main_group_id,
    })
    .from(menuItems)
    .leftJoin(bargainItems, eq(bargainItems.bargain_item_id, menuItems.bargain_item_id))
    .leftJoin(menuCategories, eq(menuCategories.dmi_slu_id, menuItems.dmi_slu_id))
    .where(and(inArray(menuItems.menu_item_id, list), eq(menuItems.enabled, true)));
  for (const r of rows)
    out.set(
      r.m.menu_item_id,
      ruleDishOf(r.m, r.b && r.b.bargain_num_cur !== null ? r.b : null, r.c, r.menuId),
    );
  return out;
}

/** Course groups of the set menus among ids (item_type 3). */
export async function loadCourses(
  db: Db,
  dishes: Map<number, RuleDish>,
): Promise<Map<number, CourseGroup[]>> {
  const setIds = [...dishes.values()].filter((d) => d.item_type === 3).map((d) => d.menu_item_id);
  const out = new Map<number, CourseGroup[]>();
  if (setIds.length === 0) return out;
  const groups = await db
    .select()
    .from(courseGroups)
    .where(inArray(courseGroups.menu_item_id, setIds))
    .orderBy(courseGroups.sort, courseGroups.course_group_id);
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

/**
 * The condiment groups each menu item offers (menu_item_condiment_groups), in the groups' order,
 * each with its condiments named and priced from the store (a free condiment costs 0) and the
 * choices it takes on that dish (required_condiment makes each of its groups take one at least).
 */
export async function loadCondimentGroups(db: Db): Promise<Map<number, DishCondimentGroup[]>> {
  const out = new Map<number, DishCondimentGroup[]>();
  const links = await db
    .select({
      menu_item_id: menuItemCondimentGroups.menu_item_id,
      group_id: menuItemCondimentGroups.scomdiment_groups_id,
      required: menuItems.required_condiment,
    })
    .from(menuItemCondimentGroups)
    .innerJoin(menuItems, eq(menuItems.menu_item_id, menuItemCondimentGroups.menu_item_id));
  if (links.length === 0) return out;
  const groups = await db
    .select()
    .from(condimentGroups)
    .orderBy(condimentGroups.sort, condimentGroups.scomdiment_groups_id);
  const items = await db.select().from(condiments).orderBy(condiments.sort, condiments.item_id);
  const order = new Map(groups.map((g, i) => [g.scomdiment_groups_id, i]));
  for (const l of links) {
    const g = groups.find((x) => x.scomdiment_groups_id === l.group_id);
    if (!g) continue;
    const list = out.get(l.menu_item_id) ?? [];
    list.push({
      groupId: g.scomdiment_groups_id,
      groupName: g.comdiment_groups_name,
      ...condimentGroupRange(g, l.required === 1),
      options: items
        .filter((c) => c.scomdiment_groups_id === g.scomdiment_groups_id)
        .map((c) => ({ id: c.item_id, name: c.item_name1, price: c.free ? 0 : Number(c.price_1) })),
    });
    out.set(l.menu_item_id, list);
  }
  for (const list of out.values())
    list.sort((a, b) => (order.get(a.groupId) ?? 0) - (order.get(b.groupId) ?? 0));
  return out;
}
