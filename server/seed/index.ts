/**
 * Seeds the demo restaurant "Tavola Sakura" into the store and writes its pictures.
 *
 *   seedDemoIfEmpty(store, { imagesDir }) — on start: seeds when the store holds no restaurant
 *     yet, and always writes any missing picture.
 *   seedDemo(store, { reset, imagesDir }) — seeds; with reset, first deletes the demo's
 *     catalogue, tables, staff and every order, cart and call (`npm run seed:reset`).
 *
 * Demo staff accounts (for the staff console, table opening and PIN reset):
 *   account 1001, password sakura-1001 — Giulia Rossi, manager
 *   account 2002, password sakura-2002 — Kenji Bianchi, waiter
 * Demo member (member login, approved on /Member from the table's QR code):
 *   phone +39 347 555 0123, password sakura-member — Sofia Marino, 1,280 points
 * Only salted scrypt hashes of these passwords reach the store.
 */
import { sql } from 'drizzle-orm';
import type { Db, Store } from '../store';
import * as t from '../store/schema';
import { hashPassword } from '../auth/passwords';
import { writeDemoImages } from './images';
import {
  activityBulletinImages,
  bannerAnnouncements,
  bulletins,
  businessRules,
  catalog,
  catalogBargains,
  catalogCourseGroups,
  catalogItems,
  condimentGroups,
  condiments,
  demoEmployees,
  demoMembers,
  extraItems,
  featuredDishes,
  mediaLinks,
  placementOf,
  restaurantInfo,
  schedule,
  sections,
  serviceOptions,
  settings,
  tables,
  DINNER,
  type I18nName,
} from './demo';

export interface SeedOptions {
  /** Folder for the pictures (qop_logo/, bulletin/, menu_pic/, first_menu/). */
  imagesDir: string;
  /** false leaves the pictures alone (they are served from elsewhere). Default true. */
  images?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  images: { written: number; skipped: number };
}

/** Tables a reset keeps: migration bookkeeping and the server's own secrets (signing keys). */
const KEPT_TABLES = new Set(['schema_migrations', 'server_secrets']);

function labelNames(i18n: I18nName): Record<string, string> {
  return { ...i18n };
}

/** True when the store already holds a restaurant. */
export async function hasRestaurant(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.restaurantInfo.id }).from(t.restaurantInfo).limit(1);
  return rows.length > 0;
}

async function clear(store: Store, tx: Db): Promise<void> {
  // Every table of the restaurant (catalogue, tables, staff, orders, carts, history…), including
  // tables added by later migrations; identities restart so a reset demo looks like a fresh one.
  const rows = await store.rows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
    tx,
  );
  const list = rows.map((r) => r.tablename).filter((name) => !KEPT_TABLES.has(name));
  if (list.length === 0) return;
  await tx.execute(
    sql.raw(
      `truncate table ${list.map((n) => `"${n.replace(/"/g, '""')}"`).join(', ')} restart identity cascade`,
    ),
  );
}

type Hashed = Array<{ salt: string; hash: string }>;

async function insertAll(tx: Db, hashed: Hashed, memberHashes: Hashed): Promise<void> {
  await tx.insert(t.restaurantInfo).values({
    id: 1,
    restaurant_name: restaurantInfo.restaurant_name,
    currency_name: restaurantInfo.currency_name,
    place_id: restaurantInfo.place_id,
    address: restaurantInfo.address,
    string_id: 'tavola-sakura',
    timezone: restaurantInfo.timezone,
  });
  await tx
    .insert(t.settings)
    .values(
      settings.map((s) => ({ id: s.id, name: s.name, value: s.value, description: s.description })),
    );
  await tx.insert(t.sections).values(sections.map((s, i) => ({ ...s, sort: i })));
  await tx.insert(t.diningTables).values(
    tables.map((tb, i) => ({
      table_id: tb.table_id,
      table_name: tb.table_name,
      section_id: tb.section_id,
      table_status: tb.table_status,
      cor_status: tb.cor_status,
      seats: tb.seats,
      sort: i,
    })),
  );
  await tx.insert(t.extraItems).values(
    extraItems.map((e) => ({
      item_id: e.item_id,
      item_name1: e.item_name1,
      item_name2: e.item_name2,
      price_1: e.price_1,
    })),
  );

  await tx.insert(t.menus).values(
    catalog.map((m) => ({
      main_group_id: m.main_group_id,
      main_group_name: m.main_group_name,
      name_i18n: labelNames(m.main_group_name_i18n),
      normal_price: m.normal_price,
      child_price: m.child_price,
      other_price: m.other_price,
      extra_normal: m.extra_normal,
      extra_child: m.extra_child,
      extra_other: m.extra_other,
      set_item_main: m.set_item_main || null,
      url: m.url,
      sort: m.sort,
    })),
  );
  await tx.insert(t.menuWeekValues).values(
    catalog.flatMap((m) =>
      m.value.map((v) => ({
        main_group_id: m.main_group_id,
        week: v.week,
        normal_price: v.normal_price,
        child_price: v.child_price,
        other_price: v.other_price,
        extra_normal: v.extra_normal,
        extra_child: v.extra_child,
        extra_other: v.extra_other,
        value: { ...v },
      })),
    ),
  );
  await tx.insert(t.menuCategories).values(
    catalog.flatMap((m) =>
      m.menu_item_slu.map((c) => ({
        dmi_slu_id: c.dmi_slu_id,
        main_group_id: m.main_group_id,
        slu_id: c.dmi_slu_id % 100,
        dmi_slu_name: c.dmi_slu_name,
        name_i18n: labelNames(c.dmi_slu_name_i18n),
        category_order_limit: c.category_order_limit,
        table_category_order_limit: c.table_category_order_limit,
        customers_category_order_limit: c.customers_category_order_limit,
        sort: c.sort,
      })),
    ),
  );
  await tx.insert(t.menuItems).values(
    catalogItems.map((d) => ({
      menu_item_id: d.menu_item_id,
      item_id: d.item_id,
      dmi_slu_id: d.dmi_slu_id,
      slu_id: d.slu_id,
      item_name1: d.item_name1,
      item_name2: d.item_name2,
      item_description: d.item_description,
      ext_dish_info: d.ext_dish_info,
      item_i18n: { ...d.item_i18n },
      item_type: d.item_type,
      price_1: d.price_1,
      takeout_price_1: d.takeout_price_1,
      product_price: d.product_price,
      unit_1: d.unit_1,
      print_class: String(d.print_class),
      print_device: String(d.print_device),
      special_attributes: d.special_attributes,
      bargain_stype: d.bargain_stype,
      bargain_item_id: d.bargain_item_id || null,
      discount_itemizer: d.discount_itemizer,
      allergen: d.allergen,
      other_detail_info: d.other_detail_info,
      not_joining_global_limit: d.not_joining_global_limit,
      required_condiment: d.required_condiment,
      rule_lnr_enable: d.rule_lnr_enable,
      rule_lnr_max_num: d.rule_lnr_max_num,
      rule_lnr_limit_enable: d.rule_lnr_limit_enable,
      rule_lnr_limit_price: d.rule_lnr_limit_price,
      rule_table_max_num: d.rule_table_max_num,
      category_order_limit: d.category_order_limit,
      table_category_order_limit: d.table_category_order_limit,
      sold_out: d.sold_out === 1,
      sort: d.sort,
    })),
  );
  await tx.insert(t.condimentGroups).values(
    condimentGroups.map((g, i) => ({
      scomdiment_groups_id: g.scomdiment_groups_id,
      comdiment_groups_name: g.comdiment_groups_name,
      name_i18n: labelNames(g.comdiment_groups_name_i18n),
      ...(g.max_select !== undefined ? { max_select: g.max_select } : {}),
      sort: i,
    })),
  );
  await tx.insert(t.condiments).values(
    condiments.map((c, i) => ({
      item_id: c.item_id,
      scomdiment_groups_id: c.scomdiment_groups_id,
      item_name1: c.item_name1,
      item_name2: c.item_name2,
      name_i18n: labelNames(c.item_i18n),
      price_1: c.price_1,
      free: c.free,
      sort: i,
    })),
  );
  const links = catalogItems.flatMap((d) =>
    d.condiment_group_ids.map((g) => ({ menu_item_id: d.menu_item_id, scomdiment_groups_id: g })),
  );
  if (links.length > 0) await tx.insert(t.menuItemCondimentGroups).values(links);

  await tx.insert(t.courseGroups).values(
    catalogCourseGroups.map((g) => ({
      course_group_id: g.course_group_id,
      menu_item_id: g.menu_item_id,
      course_group_name: g.course_group_name,
      name_i18n: labelNames(g.course_group_name_i18n),
      is_must: g.is_must,
      is_select_all: g.is_select_all,
      is_full_select: g.is_full_select,
      choose_num: g.choose_num,
      sort: g.sort,
    })),
  );
  await tx.insert(t.courseDetails).values(
    catalogCourseGroups.flatMap((g) =>
      g.course_detail.map((cd, i) => ({
        detail_id: cd.detail_id,
        course_group_id: g.course_group_id,
        menu_item_id: cd.menu_item_id,
        price: cd.price,
        num: cd.num,
        sort: i,
      })),
    ),
  );
  await tx.insert(t.bargainItems).values(
    catalogBargains.map((b) => ({
      bargain_item_id: b.bargain_item_id,
      menu_item_id: b.menu_item_id,
      bargain_stype: b.bargain_stype,
      price: b.bargain_price,
      bargain_num_cur: b.bargain_num_cur,
      bargain_num_total: b.bargain_num,
    })),
  );

  // Opening hours per weekday (0–6) and for holidays (7), for both projects that ask.
  const hours = businessRules.flatMap((r) =>
    r.week.split(',').map((w) => ({
      week: Number(w),
      start_time: r.start_time,
      end_time: r.end_time,
      is_holidays: w === '7' ? 1 : 0,
    })),
  );
  await tx
    .insert(t.businessHours)
    .values(
      ['QOP', 'QOP2'].flatMap((project) => hours.map((h, i) => ({ project, ...h, sort: i }))),
    );
  await tx.insert(t.businessRules).values(
    businessRules.map((r, i) => ({
      start_time: r.start_time,
      end_time: r.end_time,
      week: r.week,
      extra_normal: r.extra_normal,
      extra_child: r.extra_child,
      extra_other: r.extra_other,
      main_group_id: r.main_group_id,
      main_group_name: r.main_group_name,
      value: { name: r.name, label: r.value },
      preferred_menu: r.preferred_menu,
      alternative_menu: r.alternative_menu,
      default_menu: String(r.default_menu),
      hide_menu: r.hide_menu,
      turn_dishes: r.turn_dishes,
      turn_mins: r.turn_mins,
      max_turn: r.max_turn,
      sort: i,
    })),
  );
  await tx.insert(t.scheduleEntries).values(
    schedule.map((s, i) => ({
      start_time: s.start_time,
      end_time: s.end_time,
      default_menu: String(s.default_menu),
      sort: i,
    })),
  );
  await tx.insert(t.specialDishes).values(
    featuredDishes.map((f, i) => {
      const id = placementOf(DINNER, f.menu_item_id);
      if (id === undefined) throw new Error(`featured dish ${f.menu_item_id} is on no menu`);
      return { menu_item_id: id, item_name1: f.item_name1, url: `menu_pic/${id}.jpg`, sort: i };
    }),
  );
  await tx
    .insert(t.bannerAnnouncements)
    .values(bannerAnnouncements.map((b, i) => ({ icon: b.icon, value: b.value, sort: i })));
  await tx
    .insert(t.bulletins)
    .values(bulletins.map((b, i) => ({ bulletin_type: b.id, value: b.value, sort: i })));
  await tx
    .insert(t.activityImages)
    .values(activityBulletinImages.map((a, i) => ({ name: a.name, sort: i })));
  await tx
    .insert(t.mediaLinks)
    .values(mediaLinks.map((m, i) => ({ name: m.name, url: m.url, sort: i })));
  await tx.insert(t.callServiceOptions).values(
    serviceOptions.map((o, i) => {
      const { id: _id, selected: _selected, ...texts } = o;
      return { ...texts, sort: i };
    }),
  );
  await tx.insert(t.employees).values(
    demoEmployees.map((e, i) => ({
      account: e.employee_id,
      name: e.name,
      role: e.role,
      password_salt: hashed[i]!.salt,
      password_hash: hashed[i]!.hash,
    })),
  );
  for (const [i, m] of demoMembers.entries())
    await tx.execute(
      sql`insert into members (phone_prefix, phone, customer_name, integrals, password_salt, password_hash)
          values (${m.phonePrefix}, ${m.phone}, ${m.name}, ${m.points}, ${memberHashes[i]!.salt}, ${memberHashes[i]!.hash})`,
    );
}

/** Seeds the demo restaurant. Without reset, refuses to seed over an existing restaurant. */
export async function seedDemo(
  store: Store,
  opts: SeedOptions & { reset: boolean },
): Promise<SeedResult> {
  // Hash before the transaction: scrypt is slow and must not hold locks.
  const hashed = await Promise.all(demoEmployees.map((e) => hashPassword(e.password)));
  const memberHashes = await Promise.all(demoMembers.map((m) => hashPassword(m.password)));
  const seeded = await store.transaction(async (tx) => {
    // One seeder at a time, even across server processes sharing a database.
    await tx.execute(sql`select pg_advisory_xact_lock(741852963)`);
    if (opts.reset) await clear(store, tx);
    else if (await hasRestaurant(tx)) return false;
    await insertAll(tx, hashed, memberHashes);
    return true;
  });
  const images =
    opts.images === false ? { written: 0, skipped: 0 } : await writeDemoImages(opts.imagesDir);
  return { seeded, images };
}

/** Seeds the demo restaurant when the store holds none; always completes missing pictures. */
export async function seedDemoIfEmpty(store: Store, opts: SeedOptions): Promise<SeedResult> {
  if (await hasRestaurant(store.db)) {
    const images =
      opts.images === false ? { written: 0, skipped: 0 } : await writeDemoImages(opts.imagesDir);
    return { seeded: false, images };
  }
  return seedDemo(store, { ...opts, reset: false });
}

export { writeDemoImages } from './images';
