/**
 * The in-memory data behind the mock handlers: the same demo restaurant the server seeds
 * (`server/seed/demo`), shaped as the HTTP routes return it.
 */
import {
  businessRules,
  catalog,
  catalogBargains,
  catalogCourseGroups,
  restaurantInfo,
  settings,
  TAKEAWAY,
} from '../server/seed/demo';
import type { CatalogMenu, MenuItem } from '../server/seed/demo';
import type { RestaurantInfo, SettingEntry } from '../protocol/http';

export interface MockDb {
  restaurantInfo: RestaurantInfo;
  settings: SettingEntry[];
  menus: CatalogMenu[];
  isBusinessTime: boolean;
}

/** A fresh copy for each story, so one story's changes never leak into the next. */
export function createDb(): MockDb {
  return {
    restaurantInfo: structuredClone(restaurantInfo),
    settings: settings.map(({ id, name, value }) => ({ id, name, value: structuredClone(value) })),
    menus: structuredClone(catalog),
    isBusinessTime: true,
  };
}

export const db: MockDb = createDb();

/** Puts back the demo data (stories that change it call this first). */
export function resetDb(): void {
  Object.assign(db, createDb());
}

function dishRow(item: MenuItem) {
  const bargain = catalogBargains.find((b) => b.menu_item_id === item.menu_item_id);
  return {
    ...item,
    bargain_price: bargain ? bargain.bargain_price : null,
    bargain_num_cur: bargain ? bargain.bargain_num_cur : null,
    history_num: 0,
    sold_out: 0,
  };
}

/** `GET /api/v3/menus`: the first-level menus without dishes. */
export function firstLevelMenus(takeaway: boolean) {
  return db.menus
    .filter((m) => (m.main_group_id === TAKEAWAY) === takeaway)
    .map(({ menu_item_slu: _dishes, ...menu }) => ({
      ...menu,
      name_i18n: menu.main_group_name_i18n,
      url: `first_menu/${menu.main_group_id}.jpg`,
      is_packet: menu.main_group_id === TAKEAWAY ? 1 : 0,
    }));
}

/** `GET /api/v3/menus2/{id}`: a menu with its categories and dishes, or null. */
export function menuWithDishes(id: number) {
  const menu = db.menus.find((m) => m.main_group_id === id);
  if (!menu) return null;
  return {
    ...menu,
    name_i18n: menu.main_group_name_i18n,
    menu_item_slu: menu.menu_item_slu
      .slice()
      .sort((a, b) => a.sort - b.sort)
      .map((c) => ({
        ...c,
        name_i18n: c.dmi_slu_name_i18n,
        ordered_dishes_number: 0,
        menu_item: c.menu_item.map(dishRow),
      })),
  };
}

/** `GET /api/v3/dish/course?menu_item_id=`: the set menu's course groups. */
export function courseGroupsOf(menuItemId: number) {
  const items = new Map(
    db.menus
      .flatMap((m) => m.menu_item_slu.flatMap((c) => c.menu_item))
      .map((i) => [i.menu_item_id, i]),
  );
  return catalogCourseGroups
    .filter((g) => g.menu_item_id === menuItemId)
    .map((g) => ({
      ...g,
      name_i18n: g.course_group_name_i18n,
      course_detail: g.course_detail.map((d) => {
        const item = items.get(d.menu_item_id);
        return {
          ...d,
          item_id: item?.item_id ?? d.menu_item_id,
          item_name1: item?.item_name1 ?? '',
          item_name2: item?.item_name2 ?? '',
          item_i18n: item?.item_i18n ?? {},
          allergen: item?.allergen ?? [],
          other_detail_info: item?.other_detail_info ?? [],
          sold_out: 0,
        };
      }),
    }));
}

/** The demo restaurant's business-hour rules (lunch, dinner, weekend, holidays, all day). */
export const demoBusinessRules = businessRules;

/**
 * `GET /api/v2/menus/getCurrentBusinessMenu` for a restaurant that is open (or closed) now: by
 * default under the demo's first rule (weekday lunch); `rule` null with `open` false is closed.
 */
export function currentBusinessMenu(
  rule: (typeof businessRules)[number] | null = businessRules[0] ?? null,
  open: boolean = db.isBusinessTime,
) {
  return {
    ...(rule ?? {}),
    isBusinessTime: open,
    mode: 'weekly',
    server_time: '12:00:00',
    date: '2026-01-12',
    now_week: 1,
    is_holidays: 0,
    minutes_to_close: 120,
    closing_notice_minutes: 15,
  };
}
