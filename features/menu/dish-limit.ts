import {
  checkBargainStock,
  checkR1,
  checkR8,
  countUnits,
  r1Limits,
  r8Limits,
  type CartDish,
  type RuleConfig,
  type RuleDish,
} from '../../core';

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
  const fits = (more: number) =>
    checkBargainStock(dish, inCart + more) === null &&
    checkR1(dish, r1, plus(dishCounts, more)) === null &&
    (categoryId === null || checkR8(dish, r8, plus(categoryCounts, more)) === null);

  if (fits(OUT_OF_REACH)) return undefined;
  if (!fits(1)) return myInCart;
  // The checks are monotonic in the count: the largest number of units that still fits.
  let low = 1;
  let high = OUT_OF_REACH;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return myInCart + low;
}
