import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeKinds, type TestServer } from '../../test/harness';
import { menuItems, orderDetails, orders, settings } from '../../store/schema';
import menusModule from './index';
import { dinerToken, SEED_TIMEOUT_MS, startDemoServer } from './testing';

interface Item {
  menu_item_id: number;
  item_id: number;
  item_name1: string;
  price_1: number;
  takeout_price_1: number;
  bargain_stype: number;
  bargain_num_cur: number | null;
  sold_out: number;
  history_num: number;
  customers: string[];
  item_i18n: Record<string, { name: string }>;
  condiments: Array<{ scomdiment_groups_id: number; condiments: unknown[] }>;
  [k: string]: unknown;
}
interface Category {
  dmi_slu_id: number;
  dmi_slu_name: string;
  category_order_limit: number;
  table_category_order_limit: number;
  ordered_dishes_number: number;
  customer_ordered_dishes_number: number;
  menu_item: Item[];
}
interface Menu {
  main_group_id: number;
  main_group_name: string;
  is_packet: number;
  week: string;
  value: Array<{ week: number; normal_price: number }>;
  extra_items?: Array<{ item_id: number; price_1: number }>;
  menu_item_slu?: Category[];
}

const ITEM_FIELDS = [
  'item_id',
  'menu_item_id',
  'item_name1',
  'item_name2',
  'item_description',
  'ext_dish_info',
  'item_i18n',
  'item_type',
  'price_1',
  'takeout_price_1',
  'product_price',
  'unit_1',
  'print_class',
  'print_device',
  'special_attributes',
  'bargain_stype',
  'bargain_item_id',
  'bargain_num_cur',
  'discount_itemizer',
  'allergen',
  'other_detail_info',
  'not_joining_global_limit',
  'quantity',
  'history_num',
  'condiments',
  'required_condiment',
  'remarks',
  'customers',
  'slu_id',
  'dmi_slu_id',
  'rule_lnr_enable',
  'rule_lnr_max_num',
  'rule_lnr_limit_enable',
  'rule_lnr_limit_price',
  'rule_table_max_num',
  'category_order_limit',
  'table_category_order_limit',
];

const allItems = (m: Menu) => (m.menu_item_slu ?? []).flatMap((c) => c.menu_item);

describe.each(storeKinds())('Menus (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoServer(kind, [menusModule]);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const setSetting = async (name: string, value: unknown) => {
    await server.store.db.update(settings).set({ value }).where(eq(settings.name, name));
  };

  it('lists the dine-in first-level menus without dishes by default', async () => {
    const res = await server.request('/api/v3/menus?type=0&with_dish=false');
    expect(res.status).toBe(200);
    const menus = res.body as Menu[];
    expect(menus.map((m) => m.main_group_id)).toEqual([1, 2, 3, 4]);
    expect(menus[0]!.main_group_name).toBe('Pranzo');
    expect(menus[0]!.week).toBe('1,2,3,4,5,7');
    expect(menus[0]!.value.find((v) => v.week === 7)?.normal_price).toBe(19.9);
    expect(menus.every((m) => m.menu_item_slu === undefined && m.is_packet === 0)).toBe(true);
  });

  it('adds categories with dishes and the extra items when asked', async () => {
    const res = await server.request('/api/v3/menus?with_dish=1&extra=1&print=1');
    const dinner = (res.body as Menu[]).find((m) => m.main_group_id === 2)!;
    expect(dinner.menu_item_slu!.length).toBe(16);
    expect(dinner.extra_items!.map((e) => e.item_id)).toEqual([9001, 9002, 9003, 9004]);
  });

  it('answers the packet (takeaway) variant with type=1 and on /menus/packet, with takeaway prices', async () => {
    for (const path of [
      '/api/v3/menus?type=1&with_dish=1',
      '/api/v3/menus/packet?type=0&with_dish=true',
    ]) {
      const res = await server.request(path);
      expect(res.status).toBe(200);
      const menus = res.body as Menu[];
      expect(menus.map((m) => [m.main_group_id, m.is_packet])).toEqual([[9, 1]]);
      const dish = allItems(menus[0]!)[0]!;
      expect(dish.price_1).toBe(dish.takeout_price_1);
    }
  });

  it('lists every menu on /menus/mop, each marked dine-in or packet', async () => {
    const res = await server.request('/api/v3/menus/mop');
    expect((res.body as Menu[]).map((m) => [m.main_group_id, m.is_packet])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [9, 1],
    ]);
  });

  it('answers one menu with its categories, limits and every menu-item field', async () => {
    const res = await server.request('/api/v3/menus2/2?type=0&with_dish=true');
    expect(res.status).toBe(200);
    const menu = res.body as Menu;
    const sashimi = menu.menu_item_slu!.find((c) => c.dmi_slu_id === 203)!;
    expect(sashimi.dmi_slu_name).toBe('Sashimi');
    expect(sashimi.category_order_limit).toBe(4);
    expect(sashimi.table_category_order_limit).toBe(24);
    expect(sashimi.ordered_dishes_number).toBe(0);
    const nigiri = menu.menu_item_slu!.find((c) => c.dmi_slu_id === 204)!;
    expect(nigiri.menu_item.map((d) => d.menu_item_id).slice(0, 3)).toEqual([20401, 20402, 20403]);
    const salmon = nigiri.menu_item[0]!;
    for (const f of ITEM_FIELDS) expect(salmon, f).toHaveProperty(f);
    expect(salmon.item_i18n.EN!.name).toBe('Salmon nigiri');
    expect(salmon.condiments.map((g) => g.scomdiment_groups_id)).toEqual([1]);
    expect(salmon.condiments[0]!.condiments.length).toBeGreaterThan(0);
    const beef = allItems(menu).find((d) => d.menu_item_id === 20909)!;
    expect(beef.bargain_stype).toBe(2);
    expect(beef.bargain_num_cur).toBe(12);
    expect(allItems(menu).find((d) => d.menu_item_id === 21308)!.sold_out).toBe(1);
  });

  it('carries one language and English alone when asked for the diner’s language', async () => {
    const all = (await server.request('/api/v3/menus2/2?type=0&with_dish=1')).body as Menu;
    const res = await server.request('/api/v3/menus2/2?type=0&with_dish=1&language=IT');
    expect(res.status).toBe(200);
    const menu = res.body as Menu & { name_i18n: Record<string, unknown> };
    expect(Object.keys(menu.name_i18n).sort()).toEqual(['EN', 'IT']);
    const salmon = allItems(menu).find((d) => d.menu_item_id === 20401)!;
    const full = allItems(all).find((d) => d.menu_item_id === 20401)!;
    expect(Object.keys(full.item_i18n).length).toBe(7);
    expect(salmon.item_i18n).toEqual({ EN: full.item_i18n.EN, IT: full.item_i18n.IT });
    const group = salmon.condiments[0] as unknown as { name_i18n: Record<string, unknown> };
    expect(Object.keys(group.name_i18n).every((k) => k === 'EN' || k === 'IT')).toBe(true);
    // Everything but the names is the same menu.
    expect(allItems(menu).map((d) => ({ ...d, item_i18n: null, condiments: null }))).toEqual(
      allItems(all).map((d) => ({ ...d, item_i18n: null, condiments: null })),
    );
    expect(JSON.stringify(menu).length).toBeLessThan(JSON.stringify(all).length * 0.75);
    const bad = await server.request('/api/v3/menus2/2?with_dish=1&language=XX');
    expect(bad.status).toBe(400);
  });

  it('answers the same shape on the older /api/v2/menus/{id}', async () => {
    const a = await server.request('/api/v3/menus2/1');
    const b = await server.request('/api/v2/menus/1');
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('counts the caller’s order per category and dish when a diner session exists', async () => {
    const [order] = await server.store.db
      .insert(orders)
      .values({ table_id: 3, select_menu: '2', customer_num: 2 })
      .returning();
    const id = order!.order_head_id;
    await server.store.db.insert(orderDetails).values([
      {
        order_head_id: id,
        table_id: 3,
        menu_item_id: 20301,
        dmi_slu_id: 203,
        customer_name: 'A',
        quantity: 2,
        turn: 1,
      },
      {
        order_head_id: id,
        table_id: 3,
        menu_item_id: 20302,
        dmi_slu_id: 203,
        customer_name: 'B',
        quantity: 1,
        turn: 1,
      },
      // A dish the kitchen could not make does not count.
      {
        order_head_id: id,
        table_id: 3,
        menu_item_id: 20302,
        dmi_slu_id: 203,
        customer_name: 'A',
        quantity: 5,
        turn: 1,
        is_make: 5,
      },
    ]);
    const token = dinerToken(server, { tableId: 3, orderId: id, customer: 'A' });
    const res = await server.request('/api/v3/menus2/2', { token });
    const sashimi = (res.body as Menu).menu_item_slu!.find((c) => c.dmi_slu_id === 203)!;
    expect(sashimi.ordered_dishes_number).toBe(3);
    expect(sashimi.customer_ordered_dishes_number).toBe(2);
    const first = sashimi.menu_item.find((d) => d.menu_item_id === 20301)!;
    expect(first.history_num).toBe(2);
    expect(first.customers).toEqual(['A']);
    const anonymous = await server.request('/api/v3/menus2/2');
    expect(
      (anonymous.body as Menu).menu_item_slu!.find((c) => c.dmi_slu_id === 203)!
        .ordered_dishes_number,
    ).toBe(0);
  });

  it('hides sold-out and promotional dishes when is_show_sell_out_dishes is 0', async () => {
    await setSetting('is_show_sell_out_dishes', 0);
    try {
      const items = allItems((await server.request('/api/v3/menus2/2')).body as Menu);
      const ids = items.map((d) => d.menu_item_id);
      for (const hidden of [20909, 21103, 21308, 21504, 21511]) expect(ids).not.toContain(hidden);
      expect(ids).toContain(20401);
      expect(items.every((d) => d.sold_out === 0 && d.bargain_stype === 0)).toBe(true);
    } finally {
      await setSetting('is_show_sell_out_dishes', 1);
    }
  });

  it('orders dishes by menu-dishes-sort, and by the sort query over it', async () => {
    await setSetting('menu-dishes-sort', 'name');
    try {
      const nigiri = ((await server.request('/api/v3/menus2/2')).body as Menu).menu_item_slu!.find(
        (c) => c.dmi_slu_id === 204,
      )!;
      const names = nigiri.menu_item.map((d) => d.item_name1);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const byPrice = (
        (await server.request('/api/v3/menus2/9?sort=price')).body as Menu
      ).menu_item_slu!.find((c) => c.dmi_slu_id === 904)!;
      const prices = byPrice.menu_item.map((d) => d.price_1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await setSetting('menu-dishes-sort', 'sort');
    }
  });

  it('reads menu items by id in the order asked, and refuses unknown ids', async () => {
    const res = await server.request('/api/v2/menu_items?ids=20402,10401');
    expect(res.status).toBe(200);
    expect((res.body as Item[]).map((d) => d.menu_item_id)).toEqual([20402, 10401]);
    const missing = await server.request('/api/v2/menu_items?ids=20402,999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves out a disabled dish and a disabled menu', async () => {
    await server.store.db
      .update(menuItems)
      .set({ enabled: false })
      .where(eq(menuItems.menu_item_id, 20402));
    try {
      const ids = allItems((await server.request('/api/v3/menus2/2')).body as Menu).map(
        (d) => d.menu_item_id,
      );
      expect(ids).not.toContain(20402);
      expect((await server.request('/api/v2/menu_items?ids=20402')).status).toBe(404);
    } finally {
      await server.store.db
        .update(menuItems)
        .set({ enabled: true })
        .where(eq(menuItems.menu_item_id, 20402));
    }
    expect((await server.request('/api/v3/menus2/77')).status).toBe(404);
  });

  it('answers set-menu course groups, all or one', async () => {
    const all = await server.request('/api/v3/dish/course');
    expect(all.status).toBe(200);
    const groups = all.body as Array<{
      course_group_id: number;
      menu_item_id: number;
      course_detail: Array<Record<string, unknown>>;
    }>;
    expect(groups.length).toBeGreaterThan(10);
    const one = await server.request('/api/v3/dish/course?course_group_id=202');
    const [g] = one.body as typeof groups;
    expect(g!.menu_item_id).toBe(21601);
    for (const f of [
      'menu_item_id',
      'price',
      'num',
      'quantity',
      'actual_price',
      'detail_id',
      'print_class',
      'print_device',
      'rule_lnr_max_num',
      'bargain_stype',
      'allergen',
      'other_detail_info',
      'item_type',
    ]) {
      expect(g!.course_detail[0]).toHaveProperty(f);
    }
    const ofSet = await server.request('/api/v3/dish/course?menu_item_id=21601');
    expect((ofSet.body as typeof groups).map((x) => x.course_group_id)).toEqual([201, 202, 203]);
    expect((await server.request('/api/v3/dish/course?course_group_id=999')).status).toBe(404);
  });

  it('lists condiments flat, or by group with with_group', async () => {
    const flat = (await server.request('/api/v2/condiments')).body as Array<{
      item_id: number;
      originId: number;
      comdiment_groups_name: string;
    }>;
    expect(flat[0]).toMatchObject({
      item_id: 8001,
      originId: 8001,
      comdiment_groups_name: 'Salse',
    });
    const grouped = (await server.request('/api/v2/condiments?with_group=1')).body as Array<{
      scomdiment_groups_id: number;
      condiments: unknown[];
    }>;
    expect(grouped.map((g) => g.scomdiment_groups_id)).toEqual([1, 2, 3]);
    expect(grouped.reduce((n, g) => n + g.condiments.length, 0)).toBe(flat.length);
  });

  it('lists the featured dishes, leaving out sold-out ones when is_show_sell_out_dishes is 0', async () => {
    const res = await server.request('/api/v2/special_dishes');
    const featured = res.body as Array<{ menu_item_id: number; item_name1: string; url: string }>;
    expect(featured.map((f) => f.menu_item_id)).toEqual([20410, 20505, 21202, 21001, 21402, 21601]);
    expect(featured[0]).toMatchObject({ item_name1: 'Nigiri di toro', url: 'menu_pic/20410.jpg' });
    await server.store.db
      .update(menuItems)
      .set({ sold_out: true })
      .where(eq(menuItems.menu_item_id, 20505));
    await setSetting('is_show_sell_out_dishes', 0);
    try {
      const hidden = (await server.request('/api/v2/special_dishes')).body as typeof featured;
      expect(hidden.map((f) => f.menu_item_id)).not.toContain(20505);
      expect(hidden.length).toBe(5);
    } finally {
      await setSetting('is_show_sell_out_dishes', 1);
      await server.store.db
        .update(menuItems)
        .set({ sold_out: false })
        .where(eq(menuItems.menu_item_id, 20505));
    }
  });
});
