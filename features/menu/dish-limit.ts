import {
  TAKEAWAY_TABLE_ID,
  checkBargainStock,
  checkR1,
  checkR8,
  countUnits,
  r1Limits,
  r8Limits,
  type CartDish,
  type CategoryCount,
  type CategoryRuleLimits,
  type RuleConfig,
  type RuleDish,
} from '../../core';
import type { MenuCategory, MenuDish } from './menu-types';

/** Beyond this many more units no limit is in reach: the dish has none worth showing. */
const OUT_OF_REACH = 10_000;

export interface DishLimitContext {
  config: Pick<RuleConfig, 'autonomous'>;
  /** The order's customer count (the table's limits are multiplied by it). */
  orderCustomerNum: number;
  /** This diner's customer id. */
  customer: string;
  /** Every line in the table's cart. */
  cart: readonly CartDish[];
  /** Every line the table has already sent. */
  history: readonly CartDish[];
}

/**
 * The most units of a dish this diner's cart may hold now under the limits the server checks
 * when "+" is pressed (core's bargain stock, R1 per dish and R8 per category, counting cart plus
 * history), so the menu can show "at maximum" before the server refuses; `undefined` when no
 * such limit is in reach. Found by asking core's own checks, so the two can never disagree.
 * Never below what the diner already has: a limit already passed only stops further adding.
 */
export function maxQuantityOf(dish: RuleDish, ctx: DishLimitContext): number | undefined {
  return dishLimitOf(dish, ctx)?.max;
}

/**
 * Why the next unit would be refused: the offer's stock, the dish's limit (for the order, or for
 * each person when diners order for themselves) or its category's; `limit` is the number that
 * rule allows. Shown beside a disabled "+" so the diner knows why.
 */
export type DishLimitReason = { kind: 'stock' | 'order' | 'person' | 'category'; limit: number };

/** The maximum of {@link maxQuantityOf} with the rule that sets it. */
export function dishLimitOf(
  dish: RuleDish,
  ctx: DishLimitContext,
): { max: number; reason: DishLimitReason } | undefined {
  const id = dish.menu_item_id;
  const categoryId = dish.dmi_slu_id ?? null;
  const mine = (l: CartDish) => l.userId === ctx.customer;
  const ofDish = (l: CartDish) => l.originId === id;
  const ofCategory = (l: CartDish) => categoryId !== null && l.secondMenuId === categoryId;
  const both = (match: (l: CartDish) => boolean) =>
    countUnits(ctx.cart, match) + countUnits(ctx.history, match);

  const inCart = countUnits(ctx.cart, ofDish);
  const myInCart = countUnits(ctx.cart, (l) => ofDish(l) && mine(l));
  const dishCounts = { customer: both((l) => ofDish(l) && mine(l)), table: both(ofDish) };
  const categoryCounts = {
    customer: both((l) => ofCategory(l) && mine(l)),
    table: both(ofCategory),
  };
  const r1 = r1Limits(dish, ctx.config, ctx.orderCustomerNum);
  const r8 = r8Limits(dish, ctx.config, ctx.orderCustomerNum);
  const plus = (c: { customer: number; table: number }, n: number) => ({
    customer: c.customer + n,
    table: c.table + n,
  });
  /** The rule core's checks refuse `more` units with, or null when they fit. */
  const refusal = (more: number): DishLimitReason | null => {
    const stock = checkBargainStock(dish, inCart + more);
    if (stock) return { kind: 'stock', limit: Number(stock.detail?.limit ?? 0) };
    const counts = plus(dishCounts, more);
    const dishRule = checkR1(dish, r1, counts);
    if (dishRule) {
      const perPerson =
        r1?.scope === 'customer' && !(r1.tableLimit !== null && counts.table > r1.tableLimit);
      return { kind: perPerson ? 'person' : 'order', limit: Number(dishRule.detail?.limit ?? 0) };
    }
    const category = categoryId === null ? null : checkR8(dish, r8, plus(categoryCounts, more));
    if (category) return { kind: 'category', limit: Number(category.detail?.limit ?? 0) };
    return null;
  };
  const fits = (more: number) => refusal(more) === null;

  if (fits(OUT_OF_REACH)) return undefined;
  if (!fits(1)) return { max: myInCart, reason: refusal(1)! };
  // The checks are monotonic in the count: the largest number of units that still fits.
  let low = 1;
  let high = OUT_OF_REACH;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return { max: myInCart + low, reason: refusal(low + 1)! };
}

/** The R8 limits a second-level category sets (ordering.md §3), as core's rules take them. */
export function categoryLimitsOf(
  category: MenuCategory | null | undefined,
): CategoryRuleLimits | null {
  if (!category) return null;
  return {
    category_order_limit: category.category_order_limit,
    table_category_order_limit: category.table_category_order_limit,
    customers_category_order_limit: category.customers_category_order_limit,
  };
}

/**
 * The fields of a menu item the cart's limits read, as core's rules take them, with the limits of
 * its category: the server checks R8 against both, so the menu must too.
 */
export function ruleDishOf(dish: MenuDish, category?: MenuCategory | null): RuleDish {
  return {
    menu_item_id: dish.menu_item_id,
    item_name1: dish.item_name1,
    item_type: dish.item_type,
    price_1: dish.price_1,
    dmi_slu_id: dish.dmi_slu_id,
    bargain_stype: dish.bargain_stype,
    bargain_num_cur: dish.bargain_num_cur,
    rule_lnr_enable: dish.rule_lnr_enable === 1 ? 1 : 0,
    rule_lnr_max_num: dish.rule_lnr_max_num ?? null,
    rule_lnr_limit_enable: dish.rule_lnr_limit_enable === 1 ? 1 : 0,
    rule_lnr_limit_price: dish.rule_lnr_limit_price ?? null,
    rule_table_max_num: dish.rule_table_max_num ?? null,
    category_order_limit: dish.category_order_limit ?? null,
    table_category_order_limit: dish.table_category_order_limit ?? null,
    category: categoryLimitsOf(category),
  };
}

/**
 * The count beside a category header (ordering.md §2 "Category limit display: ordered/limit"):
 * the units of the category this diner holds, in the cart and already sent, against the cap R8
 * holds them to: their own when each diner orders for themself (autonomous), the table's
 * otherwise. The cap is the strictest of the category's and its dishes' (the rule the server
 * checks, core's r8Limits); null when there is none to show (takeaway, unlimited).
 */
export function categoryCountFor(
  category: MenuCategory,
  ctx: DishLimitContext,
  tableId: number | null,
): CategoryCount | null {
  if (tableId === TAKEAWAY_TABLE_ID) return null;
  const cap = categoryCapOf(category, ctx);
  if (!cap) return null;
  const { perCustomer, limit } = cap;
  const id = category.dmi_slu_id;
  const match = (l: CartDish) =>
    l.secondMenuId === id && (!perCustomer || l.userId === ctx.customer);
  const ordered = countUnits(ctx.cart, match) + countUnits(ctx.history, match);
  return { ordered, limit, reached: ordered >= limit };
}

/** A category's R8 cap: whose units it counts (each diner's own, or the table's) and how many. */
interface CategoryCap {
  perCustomer: boolean;
  limit: number;
}

/**
 * The caps already worked out, by category: they depend on the category's and its dishes'
 * limits (a menu's objects, replaced, never changed, when the menu changes), the ordering mode and
 * the order's customer count, not on the cart. The category bar counts every category again at
 * each change of the cart or of the rows shown: on a long menu, thousands of dishes each time.
 */
const caps = new WeakMap<
  MenuCategory,
  { autonomous: boolean; orderCustomerNum: number; cap: CategoryCap | null }
>();

function categoryCapOf(
  category: MenuCategory,
  ctx: Pick<DishLimitContext, 'config' | 'orderCustomerNum'>,
): CategoryCap | null {
  const autonomous = ctx.config.autonomous;
  const known = caps.get(category);
  if (known && known.autonomous === autonomous && known.orderCustomerNum === ctx.orderCustomerNum)
    return known.cap;
  const dishes = category.menu_item.length > 0 ? category.menu_item : [];
  const limits = (dishes.length > 0 ? dishes : [null]).map((d) =>
    r8Limits(
      d ? ruleDishOf(d, category) : { category: categoryLimitsOf(category) },
      ctx.config,
      ctx.orderCustomerNum,
    ),
  );
  const own = limits.map((l) => l.customer).filter((n): n is number => n !== null);
  const table = limits.map((l) => l.table).filter((n): n is number => n !== null);
  const perCustomer = own.length > 0;
  const cap =
    !perCustomer && table.length === 0
      ? null
      : { perCustomer, limit: perCustomer ? Math.min(...own) : Math.min(...table) };
  caps.set(category, { autonomous, orderCustomerNum: ctx.orderCustomerNum, cap });
  return cap;
}
