// Fixtures for the cart tests and the load bench: a small menu whose dishes carry every rule
// field, open orders, and settings, written straight into a store.
import type { Store } from '../../store';
import * as t from '../../store/schema';

export const MENU_ID = 9;
export const CATEGORY = { mains: 901, sides: 902 } as const;
/** Dishes by role. */
export const DISH = {
  /** Plain dish, no limits but the round. */
  ramen: 9001,
  /** R1: 2 per customer (rule_lnr_enable). */
  gyoza: 9002,
  /** R1 soft: 1 per customer, then excess units at 2.50 (rule_lnr_limit_enable). */
  wagyu: 9003,
  /** Exempt from the round rule (not_joining_global_limit 1). */
  water: 9004,
  /** Bargain with a limited count (bargain_stype 2). */
  mochi: 9005,
  /** In the sides category, which allows 3 per person (R8). */
  edamame: 9006,
  /** Limited for the race: 2 per customer, table max 7. */
  tuna: 9007,
  /** Needs a spice level (required_condiment 1, the spice group takes one). */
  tantanmen: 9008,
} as const;

/** Condiment groups: extras offered with ramen and gyoza, a spice level with tantanmen only. */
export const CONDIMENT_GROUP = { extras: 91, spice: 92 } as const;
/** Condiments by role, with their store prices. */
export const CONDIMENT = {
  /** Extras, 1.50. */
  egg: 9101,
  /** Extras, 1.00. */
  avocado: 9102,
  /** Spice, free. */
  mild: 9201,
  /** Spice, free. */
  hot: 9202,
} as const;

export interface RuleSettings {
  turnLimit?: { enable: 0 | 1; turn_dishes: number; turn_mins: number };
  maxTurn?: number;
  autonomous?: 0 | 1;
  oneTurnOneTimeSend?: 0 | 1;
}

/** Writes the menu and the rule settings. */
export async function seedCartMenu(store: Store, rules: RuleSettings = {}): Promise<void> {
  const db = store.db;
  await db
    .insert(t.menus)
    .values({ main_group_id: MENU_ID, main_group_name: 'Cart test menu' })
    .onConflictDoNothing();
  await db.insert(t.menuCategories).values([
    { dmi_slu_id: CATEGORY.mains, main_group_id: MENU_ID, dmi_slu_name: 'Mains' },
    {
      dmi_slu_id: CATEGORY.sides,
      main_group_id: MENU_ID,
      dmi_slu_name: 'Sides',
      category_order_limit: 3,
      table_category_order_limit: 9999,
    },
  ]);
  const base = { dmi_slu_id: CATEGORY.mains as number, price_1: 10 };
  await db.insert(t.menuItems).values([
    { ...base, menu_item_id: DISH.ramen, item_id: DISH.ramen, item_name1: 'Ramen' },
    {
      ...base,
      menu_item_id: DISH.gyoza,
      item_id: DISH.gyoza,
      item_name1: 'Gyoza',
      rule_lnr_enable: 1,
      rule_lnr_max_num: 2,
    },
    {
      ...base,
      menu_item_id: DISH.wagyu,
      item_id: DISH.wagyu,
      item_name1: 'Wagyu',
      rule_lnr_enable: 1,
      rule_lnr_max_num: 1,
      rule_lnr_limit_enable: 1,
      rule_lnr_limit_price: 2.5,
    },
    {
      ...base,
      menu_item_id: DISH.water,
      item_id: DISH.water,
      item_name1: 'Water',
      price_1: 1,
      not_joining_global_limit: 1,
    },
    {
      ...base,
      menu_item_id: DISH.mochi,
      item_id: DISH.mochi,
      item_name1: 'Mochi',
      price_1: 3,
      bargain_stype: 2,
      bargain_item_id: 55,
    },
    {
      ...base,
      dmi_slu_id: CATEGORY.sides,
      menu_item_id: DISH.edamame,
      item_id: DISH.edamame,
      item_name1: 'Edamame',
      category_order_limit: 3,
    },
    {
      ...base,
      menu_item_id: DISH.tuna,
      item_id: DISH.tuna,
      item_name1: 'Tuna',
      rule_lnr_enable: 1,
      rule_lnr_max_num: 2,
      rule_table_max_num: 7,
    },
  ]);
  await db.insert(t.menuItems).values({
    ...base,
    menu_item_id: DISH.tantanmen,
    item_id: DISH.tantanmen,
    item_name1: 'Tantanmen',
    required_condiment: 1,
  });
  await db.insert(t.condimentGroups).values([
    { scomdiment_groups_id: CONDIMENT_GROUP.extras, comdiment_groups_name: 'Extras' },
    { scomdiment_groups_id: CONDIMENT_GROUP.spice, comdiment_groups_name: 'Spice', max_select: 1 },
  ]);
  await db.insert(t.condiments).values([
    { item_id: CONDIMENT.egg, scomdiment_groups_id: 91, item_name1: 'Egg', price_1: 1.5 },
    { item_id: CONDIMENT.avocado, scomdiment_groups_id: 91, item_name1: 'Avocado', price_1: 1 },
    { item_id: CONDIMENT.mild, scomdiment_groups_id: 92, item_name1: 'Mild', free: 1 },
    { item_id: CONDIMENT.hot, scomdiment_groups_id: 92, item_name1: 'Hot', free: 1 },
  ]);
  await db.insert(t.menuItemCondimentGroups).values([
    { menu_item_id: DISH.ramen, scomdiment_groups_id: CONDIMENT_GROUP.extras },
    { menu_item_id: DISH.gyoza, scomdiment_groups_id: CONDIMENT_GROUP.extras },
    { menu_item_id: DISH.tantanmen, scomdiment_groups_id: CONDIMENT_GROUP.spice },
  ]);
  await db.insert(t.bargainItems).values({
    bargain_item_id: 55,
    menu_item_id: DISH.mochi,
    bargain_stype: 2,
    price: 3,
    bargain_num_cur: 2,
    bargain_num_total: 5,
  });
  const settings: { id: number; name: string; value: unknown }[] = [
    {
      id: 9101,
      name: 'rule-global-turn-limit',
      value: rules.turnLimit ?? { enable: 1, turn_dishes: 4, turn_mins: 10 },
    },
    { id: 9102, name: 'rule-global-turn-max-number', value: String(rules.maxTurn ?? 3) },
    { id: 9103, name: 'rule-autonomous-meal', value: { status: rules.autonomous ?? 1 } },
    { id: 9104, name: 'one_turn_one_time_send', value: String(rules.oneTurnOneTimeSend ?? 0) },
  ];
  for (const s of settings) {
    await db
      .insert(t.settings)
      .values(s)
      .onConflictDoUpdate({ target: t.settings.name, set: { value: s.value } });
  }
}

/** Opens an order at a table (customer_num persons) with its turn info. Returns the order id. */
export async function openOrder(store: Store, tableId: number, persons = 2): Promise<number> {
  const [o] = await store.db
    .insert(t.orders)
    .values({
      table_id: tableId,
      customer_num: persons,
      adult_number: persons,
      select_menu: String(MENU_ID),
    })
    .returning();
  await store.db.insert(t.turnInfo).values({ order_head_id: o!.order_head_id });
  return o!.order_head_id;
}
