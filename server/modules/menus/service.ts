// Menus: first-level menus, their second-level categories and dishes, set-menu course groups,
// condiments and featured dishes, as the ordering area reads them (ordering.md §3, §7).
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  type Condiment,
  type CondimentGroup,
  type CourseGroup,
  type FeaturedDish,
  type Menu,
  type MenuCategory,
  type MenuDish,
  type WeekValue,
} from '../../../protocol/http';
import { DISH_SORTS, type DishSort } from '../../../core/settings/catalog';
import type { Db } from '../../store';
import {
  bargainItems,
  condimentGroups,
  condiments,
  courseDetails,
  courseGroups,
  extraItems,
  menuCategories,
  menuItemCondimentGroups,
  menuItems,
  menuWeekValues,
  menus,
  orderDetails,
  specialDishes,
} from '../../store/schema';
import { settingOf } from '../../store/settings';
import { SETTINGS, isBargain, parseIdList } from '../../../core';

type MenuRow = typeof menus.$inferSelect;
type CategoryRow = typeof menuCategories.$inferSelect;
type ItemRow = typeof menuItems.$inferSelect;
type BargainRow = typeof bargainItems.$inferSelect;

/** Dish orders inside a category (setting menu-dishes-sort, or the sort query). */
export { DISH_SORTS, type DishSort };

export interface MenuReadOptions {
  /** Include categories and dishes. */
  withDish: boolean;
  /** Include the extra items named by the menu's extra lists. */
  withExtra: boolean;
  /** Dish order inside categories; default from setting menu-dishes-sort. */
  sort?: DishSort;
  /** Packet (takeaway) variant: dish prices are the takeaway prices. */
  packet: boolean;
  /** The caller's order (diner session), for ordered counts; 0 for none. */
  orderId: number;
  /** The caller's customer id within the order. */
  customer: string;
}

/** The menu id of the packet (takeaway) variant: setting package-fee menu_id, default 9. */
export async function packetMenuId(db: Db): Promise<number> {
  return settingOf(db, SETTINGS.packageFee);
}

/** Setting is_show_sell_out_dishes: 0 hides sold-out and promotional dishes; missing shows them. */
export async function showSoldOut(db: Db): Promise<boolean> {
  return settingOf(db, SETTINGS.showSoldOut);
}

export async function dishSortSetting(db: Db): Promise<DishSort> {
  return settingOf(db, SETTINGS.dishSort);
}

/** Autonomous ordering: each diner orders under an own customer id. */
export async function autonomousMode(db: Db): Promise<boolean> {
  return settingOf(db, SETTINGS.autonomousMeal);
}

// ---------------------------------------------------------------------------------------------
// First-level menus

function weekView(w: typeof menuWeekValues.$inferSelect): WeekValue {
  return {
    week: w.week,
    normal_price: w.normal_price,
    child_price: w.child_price,
    other_price: w.other_price,
    extra_normal: w.extra_normal,
    extra_child: w.extra_child,
    extra_other: w.extra_other,
  };
}

function menuView(m: MenuRow, weeks: WeekValue[], packetId: number): Menu {
  return {
    main_group_id: m.main_group_id,
    main_group_name: m.main_group_name,
    name_i18n: m.name_i18n,
    normal_price: m.normal_price,
    child_price: m.child_price,
    other_price: m.other_price,
    extra_normal: m.extra_normal,
    extra_child: m.extra_child,
    extra_other: m.extra_other,
    set_item_main: m.set_item_main,
    week: weeks.map((w) => w.week).join(','),
    value: weeks,
    url: m.url || `first_menu/${m.main_group_id}.jpg`,
    sort: m.sort,
    is_packet: m.main_group_id === packetId || m.type === 1 ? 1 : 0,
  };
}

async function attachWeeks(db: Db, rows: MenuRow[], packetId: number): Promise<Menu[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.main_group_id);
  const weeks = await db
    .select()
    .from(menuWeekValues)
    .where(inArray(menuWeekValues.main_group_id, ids))
    .orderBy(asc(menuWeekValues.week));
  return rows.map((m) =>
    menuView(m, weeks.filter((w) => w.main_group_id === m.main_group_id).map(weekView), packetId),
  );
}

async function attachExtras(db: Db, views: Menu[]): Promise<void> {
  const ids = new Set<number>();
  for (const v of views) {
    for (const list of [
      v.extra_normal,
      v.extra_child,
      v.extra_other,
      ...v.value.flatMap((w) => [w.extra_normal, w.extra_child, w.extra_other]),
    ]) {
      for (const id of parseIdList(list)) ids.add(id);
    }
  }
  const rows = ids.size
    ? await db
        .select()
        .from(extraItems)
        .where(inArray(extraItems.item_id, [...ids]))
        .orderBy(asc(extraItems.item_id))
    : [];
  for (const v of views) {
    const mine = new Set<number>();
    for (const list of [
      v.extra_normal,
      v.extra_child,
      v.extra_other,
      ...v.value.flatMap((w) => [w.extra_normal, w.extra_child, w.extra_other]),
    ]) {
      for (const id of parseIdList(list)) mine.add(id);
    }
    v.extra_items = rows
      .filter((r) => mine.has(r.item_id))
      .map((r) => ({
        item_id: r.item_id,
        item_name1: r.item_name1,
        item_name2: r.item_name2,
        price_1: r.price_1,
      }));
  }
}

/**
 * The enabled first-level menus. Dine-in (packet false): every menu but the packet menu;
 * packet: the packet (takeaway) menu named by setting package-fee, and menus of type 1.
 * kind 'all' lists both, each marked by is_packet.
 */
export async function listMenus(
  db: Db,
  kind: 'dine-in' | 'packet' | 'all',
  opts: MenuReadOptions,
): Promise<Menu[]> {
  const packetId = await packetMenuId(db);
  const rows = await db
    .select()
    .from(menus)
    .where(eq(menus.enabled, true))
    .orderBy(asc(menus.sort), asc(menus.main_group_id));
  const views = await attachWeeks(db, rows, packetId);
  const chosen = views.filter(
    (v) => kind === 'all' || (kind === 'packet' ? v.is_packet === 1 : v.is_packet === 0),
  );
  if (opts.withExtra) await attachExtras(db, chosen);
  if (opts.withDish) {
    const content = await readMenuContent(
      db,
      chosen.map((v) => v.main_group_id),
      opts,
    );
    for (const v of chosen) v.menu_item_slu = content.get(v.main_group_id) ?? [];
  }
  return chosen;
}

/** One enabled first-level menu, or null. */
export async function readMenu(db: Db, id: number, opts: MenuReadOptions): Promise<Menu | null> {
  const packetId = await packetMenuId(db);
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.main_group_id, id), eq(menus.enabled, true)));
  if (!rows.length) return null;
  const [view] = await attachWeeks(db, rows, packetId);
  if (opts.withExtra) await attachExtras(db, [view!]);
  if (opts.withDish) {
    const content = await readMenuContent(db, [id], {
      ...opts,
      packet: opts.packet || view!.is_packet === 1,
    });
    view!.menu_item_slu = content.get(id) ?? [];
  }
  return view!;
}

// ---------------------------------------------------------------------------------------------
// Categories and dishes

interface OrderCounts {
  byCategory: Map<number, number>;
  byCategoryCustomer: Map<number, number>;
  byItem: Map<number, number>;
  customersByItem: Map<number, string[]>;
}

/** Units ordered in an order (history), without cancelled dishes (is_make 5) and extra charges. */
export async function orderCounts(db: Db, orderId: number, customer: string): Promise<OrderCounts> {
  const out: OrderCounts = {
    byCategory: new Map(),
    byCategoryCustomer: new Map(),
    byItem: new Map(),
    customersByItem: new Map(),
  };
  if (!orderId) return out;
  const rows = await db
    .select({
      dmi_slu_id: orderDetails.dmi_slu_id,
      menu_item_id: orderDetails.menu_item_id,
      customer_name: orderDetails.customer_name,
      units: sql<number>`cast(sum(${orderDetails.quantity}) as integer)`,
    })
    .from(orderDetails)
    .where(
      and(
        eq(orderDetails.order_head_id, orderId),
        isNull(orderDetails.parent_detail_id),
        ne(orderDetails.source, 'extra'),
        or(isNull(orderDetails.is_make), ne(orderDetails.is_make, 5)),
      ),
    )
    .groupBy(orderDetails.dmi_slu_id, orderDetails.menu_item_id, orderDetails.customer_name);
  const add = (m: Map<number, number>, k: number | null, n: number) => {
    if (k === null) return;
    m.set(k, (m.get(k) ?? 0) + n);
  };
  for (const r of rows) {
    const n = Number(r.units) || 0;
    add(out.byCategory, r.dmi_slu_id, n);
    if (r.customer_name === customer) add(out.byCategoryCustomer, r.dmi_slu_id, n);
    add(out.byItem, r.menu_item_id, n);
    if (r.menu_item_id !== null && n > 0) {
      const list = out.customersByItem.get(r.menu_item_id) ?? [];
      if (!list.includes(r.customer_name)) list.push(r.customer_name);
      out.customersByItem.set(r.menu_item_id, list);
    }
  }
  return out;
}

/** Condiment groups offered with each menu item. */
async function condimentsByItem(db: Db, itemIds: number[]): Promise<Map<number, CondimentGroup[]>> {
  const out = new Map<number, CondimentGroup[]>();
  if (!itemIds.length) return out;
  const links = await db
    .select()
    .from(menuItemCondimentGroups)
    .where(inArray(menuItemCondimentGroups.menu_item_id, itemIds));
  if (!links.length) return out;
  const groups = await listCondimentGroups(db, [
    ...new Set(links.map((l) => l.scomdiment_groups_id)),
  ]);
  const byId = new Map(groups.map((g) => [g.scomdiment_groups_id, g]));
  for (const l of links) {
    const g = byId.get(l.scomdiment_groups_id);
    if (!g) continue;
    const list = out.get(l.menu_item_id) ?? [];
    list.push(g);
    out.set(l.menu_item_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => groups.indexOf(a) - groups.indexOf(b));
  return out;
}

function isSoldOut(item: ItemRow, bargain: BargainRow | undefined): boolean {
  if (item.sold_out) return true;
  // A promotion with a limited count is sold out when none is left.
  return !!bargain && bargain.bargain_stype === 2 && bargain.bargain_num_cur <= 0;
}

function compareItems(sort: DishSort) {
  return (a: ItemRow, b: ItemRow): number => {
    switch (sort) {
      case 'name':
        return a.item_name1.localeCompare(b.item_name1) || a.menu_item_id - b.menu_item_id;
      case 'price':
        return a.price_1 - b.price_1 || a.sort - b.sort || a.menu_item_id - b.menu_item_id;
      case 'id':
        return a.item_id - b.item_id || a.menu_item_id - b.menu_item_id;
      default:
        return a.sort - b.sort || a.menu_item_id - b.menu_item_id;
    }
  };
}

export function itemView(
  item: ItemRow,
  ctx: {
    mainGroupId: number;
    bargain?: BargainRow;
    condiments: CondimentGroup[];
    counts?: OrderCounts;
    packet: boolean;
  },
): MenuDish {
  const b = ctx.bargain;
  const price = ctx.packet ? item.takeout_price_1 : item.price_1;
  return {
    item_id: item.item_id,
    menu_item_id: item.menu_item_id,
    main_group_id: ctx.mainGroupId,
    item_name1: item.item_name1,
    item_name2: item.item_name2,
    item_description: item.item_description,
    ext_dish_info: item.ext_dish_info,
    item_i18n: item.item_i18n,
    item_type: item.item_type,
    price_1: price,
    takeout_price_1: item.takeout_price_1,
    product_price: ctx.packet ? item.takeout_price_1 : item.product_price,
    unit_1: item.unit_1,
    print_class: item.print_class,
    print_device: item.print_device,
    special_attributes: item.special_attributes,
    bargain_stype: b ? b.bargain_stype : item.bargain_stype,
    bargain_item_id: b ? b.bargain_item_id : item.bargain_item_id,
    bargain_num_cur: b ? b.bargain_num_cur : null,
    bargain_price: b ? b.price : null,
    discount_itemizer: item.discount_itemizer,
    allergen: item.allergen,
    other_detail_info: item.other_detail_info,
    not_joining_global_limit: item.not_joining_global_limit,
    quantity: 0,
    history_num: ctx.counts?.byItem.get(item.menu_item_id) ?? 0,
    condiments: ctx.condiments,
    required_condiment: item.required_condiment,
    remarks: item.remarks,
    customers: ctx.counts?.customersByItem.get(item.menu_item_id) ?? [],
    slu_id: item.slu_id,
    dmi_slu_id: item.dmi_slu_id,
    rule_lnr_enable: item.rule_lnr_enable,
    rule_lnr_max_num: item.rule_lnr_max_num,
    rule_lnr_limit_enable: item.rule_lnr_limit_enable,
    rule_lnr_limit_price: item.rule_lnr_limit_price,
    rule_table_max_num: item.rule_table_max_num,
    category_order_limit: item.category_order_limit,
    table_category_order_limit: item.table_category_order_limit,
    sold_out: isSoldOut(item, b) ? 1 : 0,
    url: `menu_pic/${item.menu_item_id}.jpg`,
    sort: item.sort,
  };
}

async function bargainsOf(db: Db, itemIds: number[]): Promise<Map<number, BargainRow>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .select()
    .from(bargainItems)
    .where(inArray(bargainItems.menu_item_id, itemIds));
  return new Map(rows.map((r) => [r.menu_item_id, r]));
}

/** Categories with their dishes, per first-level menu, honouring is_show_sell_out_dishes and the dish order. */
export async function readMenuContent(
  db: Db,
  menuIds: number[],
  opts: MenuReadOptions,
): Promise<Map<number, MenuCategory[]>> {
  const out = new Map<number, MenuCategory[]>();
  if (!menuIds.length) return out;
  const [showAll, sort, cats] = await Promise.all([
    showSoldOut(db),
    opts.sort ? Promise.resolve(opts.sort) : dishSortSetting(db),
    db
      .select()
      .from(menuCategories)
      .where(inArray(menuCategories.main_group_id, menuIds))
      .orderBy(asc(menuCategories.sort), asc(menuCategories.dmi_slu_id)),
  ]);
  const catIds = cats.map((c) => c.dmi_slu_id);
  const items = catIds.length
    ? await db
        .select()
        .from(menuItems)
        .where(and(inArray(menuItems.dmi_slu_id, catIds), eq(menuItems.enabled, true)))
    : [];
  const itemIds = items.map((i) => i.menu_item_id);
  const [bargains, condimentMap, counts] = await Promise.all([
    bargainsOf(db, itemIds),
    condimentsByItem(db, itemIds),
    orderCounts(db, opts.orderId, opts.customer),
  ]);
  const visible = items.filter(
    (i) =>
      showAll ||
      (!isSoldOut(i, bargains.get(i.menu_item_id)) &&
        !isBargain(i) &&
        !bargains.has(i.menu_item_id)),
  );
  visible.sort(compareItems(sort));
  for (const id of menuIds) out.set(id, []);
  for (const c of cats) {
    const dishes = visible.filter((i) => i.dmi_slu_id === c.dmi_slu_id);
    if (!dishes.length) continue;
    out
      .get(c.main_group_id)!
      .push(categoryView(c, dishes, { bargains, condimentMap, counts, packet: opts.packet }));
  }
  return out;
}

function categoryView(
  c: CategoryRow,
  dishes: ItemRow[],
  ctx: {
    bargains: Map<number, BargainRow>;
    condimentMap: Map<number, CondimentGroup[]>;
    counts: OrderCounts;
    packet: boolean;
  },
): MenuCategory {
  return {
    dmi_slu_id: c.dmi_slu_id,
    slu_id: c.slu_id,
    main_group_id: c.main_group_id,
    dmi_slu_name: c.dmi_slu_name,
    name_i18n: c.name_i18n,
    category_order_limit: c.category_order_limit,
    table_category_order_limit: c.table_category_order_limit,
    customers_category_order_limit: c.customers_category_order_limit,
    ordered_dishes_number: ctx.counts.byCategory.get(c.dmi_slu_id) ?? 0,
    customer_ordered_dishes_number: ctx.counts.byCategoryCustomer.get(c.dmi_slu_id) ?? 0,
    sort: c.sort,
    menu_item: dishes.map((d) =>
      itemView(d, {
        mainGroupId: c.main_group_id,
        bargain: ctx.bargains.get(d.menu_item_id),
        condiments: ctx.condimentMap.get(d.menu_item_id) ?? [],
        counts: ctx.counts,
        packet: ctx.packet,
      }),
    ),
  };
}

/** Menu items by id (every id must exist and be enabled); missing ids are returned in `missing`. */
export async function readMenuItems(
  db: Db,
  ids: number[],
  opts: { orderId: number; customer: string },
): Promise<{ items: MenuDish[]; missing: number[] }> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ item: menuItems, main_group_id: menuCategories.main_group_id })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.dmi_slu_id, menuItems.dmi_slu_id))
    .where(and(inArray(menuItems.menu_item_id, unique), eq(menuItems.enabled, true)));
  const found = new Map(rows.map((r) => [r.item.menu_item_id, r]));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) return { items: [], missing };
  const [bargains, condimentMap, counts, packetId] = await Promise.all([
    bargainsOf(db, unique),
    condimentsByItem(db, unique),
    orderCounts(db, opts.orderId, opts.customer),
    packetMenuId(db),
  ]);
  const items = unique.map((id) => {
    const r = found.get(id)!;
    return itemView(r.item, {
      mainGroupId: r.main_group_id,
      bargain: bargains.get(id),
      condiments: condimentMap.get(id) ?? [],
      counts,
      packet: r.main_group_id === packetId,
    });
  });
  return { items, missing: [] };
}

// ---------------------------------------------------------------------------------------------
// Set menus, condiments, featured dishes

/** Course groups of set menus, optionally one group or the groups of one set-menu item. */
export async function listCourseGroups(
  db: Db,
  filter: { courseGroupId?: number; menuItemId?: number },
): Promise<CourseGroup[]> {
  const conds = [];
  if (filter.courseGroupId !== undefined)
    conds.push(eq(courseGroups.course_group_id, filter.courseGroupId));
  if (filter.menuItemId !== undefined) conds.push(eq(courseGroups.menu_item_id, filter.menuItemId));
  const groups = await db
    .select()
    .from(courseGroups)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(
      asc(courseGroups.menu_item_id),
      asc(courseGroups.sort),
      asc(courseGroups.course_group_id),
    );
  if (!groups.length) return [];
  const details = await db
    .select({ d: courseDetails, item: menuItems })
    .from(courseDetails)
    .innerJoin(menuItems, eq(menuItems.menu_item_id, courseDetails.menu_item_id))
    .where(
      and(
        inArray(
          courseDetails.course_group_id,
          groups.map((g) => g.course_group_id),
        ),
        eq(menuItems.enabled, true),
      ),
    )
    .orderBy(asc(courseDetails.sort), asc(courseDetails.detail_id));
  const bargains = await bargainsOf(db, [...new Set(details.map((r) => r.item.menu_item_id))]);
  return groups.map((g) => ({
    course_group_id: g.course_group_id,
    menu_item_id: g.menu_item_id,
    course_group_name: g.course_group_name,
    name_i18n: g.name_i18n,
    is_must: g.is_must,
    is_select_all: g.is_select_all,
    is_full_select: g.is_full_select,
    choose_num: g.choose_num,
    sort: g.sort,
    course_detail: details
      .filter((r) => r.d.course_group_id === g.course_group_id)
      .map(({ d, item }) => {
        const b = bargains.get(item.menu_item_id);
        return {
          detail_id: d.detail_id,
          course_group_id: d.course_group_id,
          menu_item_id: d.menu_item_id,
          item_id: item.item_id,
          item_name1: item.item_name1,
          item_name2: item.item_name2,
          item_i18n: item.item_i18n,
          price: d.price,
          num: d.num,
          quantity: 0,
          actual_price: d.price,
          print_class: item.print_class,
          print_device: item.print_device,
          rule_lnr_max_num: item.rule_lnr_max_num,
          bargain_stype: b ? b.bargain_stype : item.bargain_stype,
          allergen: item.allergen,
          other_detail_info: item.other_detail_info,
          item_type: item.item_type,
          sold_out: isSoldOut(item, b) ? 1 : 0,
          url: `menu_pic/${item.menu_item_id}.jpg`,
        };
      }),
  }));
}

/** Condiment groups with their condiments (all groups, or the given ones), in their order. */
export async function listCondimentGroups(db: Db, ids?: number[]): Promise<CondimentGroup[]> {
  const groups = await db
    .select()
    .from(condimentGroups)
    .where(ids ? inArray(condimentGroups.scomdiment_groups_id, ids) : undefined)
    .orderBy(asc(condimentGroups.sort), asc(condimentGroups.scomdiment_groups_id));
  if (!groups.length) return [];
  const items = await db
    .select()
    .from(condiments)
    .where(
      inArray(
        condiments.scomdiment_groups_id,
        groups.map((g) => g.scomdiment_groups_id),
      ),
    )
    .orderBy(asc(condiments.sort), asc(condiments.item_id));
  return groups.map((g) => ({
    scomdiment_groups_id: g.scomdiment_groups_id,
    comdiment_groups_name: g.comdiment_groups_name,
    name_i18n: g.name_i18n,
    min_select: g.min_select,
    max_select: g.max_select,
    condiments: items
      .filter((c) => c.scomdiment_groups_id === g.scomdiment_groups_id)
      .map((c) => condimentView(c, g.comdiment_groups_name)),
  }));
}

function condimentView(c: typeof condiments.$inferSelect, groupName: string): Condiment {
  return {
    item_id: c.item_id,
    originId: c.item_id,
    item_name1: c.item_name1,
    item_name2: c.item_name2,
    name_i18n: c.name_i18n,
    price_1: c.price_1,
    free: c.free,
    scomdiment_groups_id: c.scomdiment_groups_id,
    comdiment_groups_name: groupName,
  };
}

/** Every condiment, flat, in group order. */
export async function listCondiments(db: Db): Promise<Condiment[]> {
  return (await listCondimentGroups(db)).flatMap((g) => g.condiments);
}

/** Featured dishes of the home page; with is_show_sell_out_dishes 0 the sold-out and promotional ones are left out. */
export async function listFeaturedDishes(db: Db): Promise<FeaturedDish[]> {
  const rows = await db
    .select({ f: specialDishes, item: menuItems, main_group_id: menuCategories.main_group_id })
    .from(specialDishes)
    .innerJoin(menuItems, eq(menuItems.menu_item_id, specialDishes.menu_item_id))
    .innerJoin(menuCategories, eq(menuCategories.dmi_slu_id, menuItems.dmi_slu_id))
    .innerJoin(menus, eq(menus.main_group_id, menuCategories.main_group_id))
    .where(and(eq(menuItems.enabled, true), eq(menus.enabled, true)))
    .orderBy(asc(specialDishes.sort), asc(specialDishes.id));
  const [showAll, bargains] = await Promise.all([
    showSoldOut(db),
    bargainsOf(
      db,
      rows.map((r) => r.item.menu_item_id),
    ),
  ]);
  return rows
    .filter((r) => {
      const b = bargains.get(r.item.menu_item_id);
      return showAll || (!isSoldOut(r.item, b) && !isBargain(r.item) && !b);
    })
    .map(({ f, item, main_group_id }) => ({
      menu_item_id: item.menu_item_id,
      item_id: item.item_id,
      main_group_id,
      item_name1: f.item_name1 || item.item_name1,
      item_name2: item.item_name2,
      item_i18n: item.item_i18n,
      price_1: item.price_1,
      url: f.url || `menu_pic/${item.menu_item_id}.jpg`,
      sold_out: isSoldOut(item, bargains.get(item.menu_item_id)) ? 1 : 0,
    }));
}
