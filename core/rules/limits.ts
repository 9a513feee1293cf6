/**
 * The limits of ordering.md §5, each as a small pure function: R1 per dish, R3 per round and
 * maximum rounds, R8 per category, business time and bargain stock. Each check takes the counts
 * the cart would have after a change (cart plus history) and returns null or a violation.
 */
import { isOn, type CartDish, type RuleDish } from '../cart/types';
import { violation, type Violation } from '../cart/violations';
import {
  DEFAULT_CATEGORY_LIMIT,
  EDIT_LOCK_MS,
  TAKEAWAY_TABLE_ID,
  UNLIMITED_FROM,
  type RuleConfig,
} from './config';

/** True when a limit value means "no limit": missing, not a number, or 999 or more (ordering.md §5, §9). */
export function isUnlimited(limit: number | null | undefined): boolean {
  return typeof limit !== 'number' || !Number.isFinite(limit) || limit >= UNLIMITED_FROM;
}

/** A whole, non-negative limit value. */
const whole = (n: number): number => Math.max(0, Math.floor(n));

/** The order's customer count as the limits use it, at least 1 (ordering.md §5 "default customer number 1"). */
export function personsOf(orderCustomerNum: number | null | undefined): number {
  return typeof orderCustomerNum === 'number' &&
    Number.isFinite(orderCustomerNum) &&
    orderCustomerNum >= 1
    ? Math.floor(orderCustomerNum)
    : 1;
}

/**
 * True when the dish does not join the global round rule (not_joining_global_limit = 1): it is
 * exempt from R3, from the max rounds and from the business-time block (ordering.md §5).
 */
export function isExemptFromRounds(dish: Pick<RuleDish, 'not_joining_global_limit'>): boolean {
  return isOn(dish.not_joining_global_limit);
}

/** The R1 limits that apply to one dish. */
export interface R1Limits {
  /**
   * rule_lnr_max_num applied to its scope (per customer when autonomous; times the customer count
   * for the table otherwise); null when unlimited.
   */
  dishLimit: number | null;
  /** Which counts dishLimit is compared with. */
  scope: 'customer' | 'table';
  /** rule_lnr_limit_enable: units beyond dishLimit become excess units instead of being refused. */
  excessAllowed: boolean;
  /** Price of each excess unit (rule_lnr_limit_price, below 0 counts as 0). */
  excessPrice: number;
  /** rule_table_max_num: a hard cap for the whole table; null when not set or unlimited. */
  tableLimit: number | null;
}

/**
 * The R1 limits of a dish, or null when R1 is off for it (ordering.md §5 "Per-customer dish
 * limit": rule_lnr_enable 1; rule_lnr_max_num, times the customer count when the self-order rule
 * is off; with rule_lnr_limit_enable units beyond become excess units priced at
 * rule_lnr_limit_price). rule_table_max_num (set, below 999) caps the table's total of the dish.
 */
export function r1Limits(
  dish: RuleDish,
  config: Pick<RuleConfig, 'autonomous'>,
  orderCustomerNum: number,
): R1Limits | null {
  if (!isOn(dish.rule_lnr_enable)) return null;
  const max = dish.rule_lnr_max_num;
  const persons = personsOf(orderCustomerNum);
  const tableMax = dish.rule_table_max_num;
  return {
    dishLimit: isUnlimited(max)
      ? null
      : config.autonomous
        ? whole(max as number)
        : whole(max as number) * persons,
    scope: config.autonomous ? 'customer' : 'table',
    excessAllowed: isOn(dish.rule_lnr_limit_enable),
    excessPrice: Math.max(0, Number(dish.rule_lnr_limit_price) || 0),
    tableLimit:
      typeof tableMax === 'number' && tableMax > 0 && !isUnlimited(tableMax)
        ? whole(tableMax)
        : null,
  };
}

/**
 * R1 check (ordering.md §5): with the dish's units after the change (this customer's and the
 * table's, cart plus history), refuses with R1 'Excessed the max quantity' when a hard limit
 * would be passed. Units beyond a soft limit (rule_lnr_limit_enable) are not refused.
 */
export function checkR1(
  dish: RuleDish,
  limits: R1Limits | null,
  counts: { customer: number; table: number },
): Violation | null {
  if (limits === null) return null;
  const fail = (limit: number, count: number) =>
    violation('R1_MAX_QUANTITY', {
      dishId: dish.menu_item_id,
      dishName: dish.item_name1,
      detail: { limit, count },
    });
  if (limits.tableLimit !== null && counts.table > limits.tableLimit)
    return fail(limits.tableLimit, counts.table);
  if (limits.dishLimit !== null && !limits.excessAllowed) {
    const count = limits.scope === 'customer' ? counts.customer : counts.table;
    if (count > limits.dishLimit) return fail(limits.dishLimit, count);
  }
  return null;
}

/**
 * The round maximum in force (ordering.md §5 "Turn dish limit is turn_dishes per person when not
 * autonomous, else turn_dishes"): per customer when autonomous, for the table otherwise.
 */
export function r3TurnLimit(
  config: Pick<RuleConfig, 'autonomous' | 'turnDishes'>,
  orderCustomerNum: number,
): number {
  const dishes = whole(config.turnDishes);
  return config.autonomous ? dishes : dishes * personsOf(orderCustomerNum);
}

/**
 * R3 round check (ordering.md §5 "Global round limit"): the round's units that join the global
 * limit (cart plus this turn's history, per customer when autonomous) must not pass the round
 * maximum; otherwise R3 'Excessed the max quantity in per turn'.
 */
export function checkR3Quantity(count: number, limit: number, dish?: RuleDish): Violation | null {
  if (count <= limit) return null;
  return violation('R3_TURN_QUANTITY', {
    ...(dish ? { dishId: dish.menu_item_id, dishName: dish.item_name1 } : {}),
    detail: { limit, count },
  });
}

/**
 * Max rounds (ordering.md §5 "Max rounds"): a dish that joins the global limit cannot be ordered
 * in a turn above the maximum; R3 'Excessed the max turn'.
 */
export function checkMaxTurn(nowTurn: number, maxTurn: number, dish: RuleDish): Violation | null {
  if (isExemptFromRounds(dish) || nowTurn <= maxTurn) return null;
  return violation('R3_MAX_TURN', {
    dishId: dish.menu_item_id,
    dishName: dish.item_name1,
    detail: { limit: maxTurn, count: nowTurn },
  });
}

/** R8 limits of a category: for the table, and per customer when autonomous; null when unlimited. */
export interface R8Limits {
  table: number | null;
  customer: number | null;
}

/** The limit values that are set (below 999), as whole numbers. */
const setLimits = (...values: Array<number | null | undefined>): number[] =>
  values.filter((v): v is number => !isUnlimited(v)).map(whole);

/**
 * R8 limits (ordering.md §5 "Category limit", §9): the table limit is the smaller of the
 * table-level limit and the category limit times persons, at least 1; when autonomous each
 * customer is also held to the category limit. Missing limits default to 9999; 999 or more is
 * unlimited.
 *
 * The limits may be set on the dish (its category_order_limit, table_category_order_limit), on its
 * second-level category (`dish.category`: category_order_limit, table_category_order_limit,
 * customers_category_order_limit), or on both: every value that is set holds, so the stricter one
 * wins, and as the count is the category's, the dishes of a category share its cap.
 */
export function r8Limits(
  dish: Pick<RuleDish, 'category_order_limit' | 'table_category_order_limit' | 'category'>,
  config: Pick<RuleConfig, 'autonomous'>,
  orderCustomerNum: number,
): R8Limits {
  const cat = dish.category ?? {};
  const perPerson = setLimits(
    dish.category_order_limit ?? DEFAULT_CATEGORY_LIMIT,
    cat.category_order_limit,
    cat.customers_category_order_limit,
  );
  const forTable = setLimits(
    dish.table_category_order_limit ?? DEFAULT_CATEGORY_LIMIT,
    cat.table_category_order_limit,
  );
  const persons = personsOf(orderCustomerNum);
  const candidates = [...forTable, ...perPerson.map((n) => n * persons)];
  return {
    table: candidates.length === 0 ? null : Math.max(1, Math.min(...candidates)),
    customer:
      config.autonomous && perPerson.length > 0 ? Math.max(1, Math.min(...perPerson)) : null,
  };
}

/**
 * R8 check (ordering.md §5): units of the dish's category after the change (this customer's and
 * the table's, cart plus history) must not pass the limits; otherwise R8 'Excessed the max quantity'.
 */
export function checkR8(
  dish: RuleDish,
  limits: R8Limits,
  counts: { customer: number; table: number },
): Violation | null {
  const fail = (limit: number, count: number) =>
    violation('R8_MAX_QUANTITY', {
      dishId: dish.menu_item_id,
      dishName: dish.item_name1,
      detail: { limit, count, categoryId: dish.dmi_slu_id ?? null },
    });
  if (limits.table !== null && counts.table > limits.table) return fail(limits.table, counts.table);
  if (limits.customer !== null && counts.customer > limits.customer)
    return fail(limits.customer, counts.customer);
  return null;
}

/** A category's count as shown beside it: ordered so far against the limit. */
export interface CategoryCount {
  ordered: number;
  limit: number;
  /** The diner has ordered as many as the limit allows. */
  reached: boolean;
}

/**
 * The category count to show beside a category, or null when it is not shown (ordering.md §2
 * "Category limit display: ordered/limit unless the table is takeout (-1) or limit is 999 or
 * more"). A limit of 0 or below is no limit set: nothing is shown (the rules hold such a category
 * to at least 1, see {@link r8Limits}). A missing or negative ordered count is 0.
 */
export function categoryCountOf(
  ordered: number | null | undefined,
  limit: number | null | undefined,
  tableId: number | null,
): CategoryCount | null {
  if (tableId === TAKEAWAY_TABLE_ID || isUnlimited(limit) || (limit as number) <= 0) return null;
  const cap = whole(limit as number);
  const count = typeof ordered === 'number' && Number.isFinite(ordered) ? whole(ordered) : 0;
  return { ordered: count, limit: cap, reached: count >= cap };
}

/** The category count as text, "ordered/limit", or null when it is not shown ({@link categoryCountOf}). */
export function categoryLimitLabel(
  ordered: number | null | undefined,
  limit: number | null | undefined,
  tableId: number | null,
): string | null {
  const count = categoryCountOf(ordered, limit, tableId);
  return count && `${count.ordered}/${count.limit}`;
}

/**
 * Business time (ordering.md §4, §5): outside business time, a dish that joins the global rule
 * (r3Enable) is refused with the dish-time-disabled refusal; so is one whose first-level menu the
 * business rule in force hides (hide_menu: "some menus have been disabled due to the kitchen being
 * closed", as when dinner's window ends and the all-day one that follows hides the dinner menu).
 * Exempt dishes stay orderable.
 */
export function checkBusinessTime(
  dish: RuleDish,
  isBusinessTime: boolean,
  hiddenMenus: readonly number[] = [],
): Violation | null {
  if (isExemptFromRounds(dish)) return null;
  const menu = dish.main_group_id;
  const hidden = typeof menu === 'number' && hiddenMenus.includes(menu);
  if (isBusinessTime && !hidden) return null;
  return violation('DISH_TIME_DISABLED', { dishId: dish.menu_item_id, dishName: dish.item_name1 });
}

/** True for a promotion (bargain) dish: bargain_stype 1, 2 or 3 (ordering.md §3). */
export function isBargain(dish: { bargain_stype?: number | null }): boolean {
  return dish.bargain_stype === 1 || dish.bargain_stype === 2 || dish.bargain_stype === 3;
}

/**
 * Bargain stock (ordering.md §3, §5, §8): a bargain dish with a limited count (bargain_stype 2)
 * cannot be asked for beyond bargain_num_cur; R1 'Excessed the max sell quantity' with
 * detail.outOfStock [{menuName, excessedNum}].
 */
export function checkBargainStock(dish: RuleDish, askedUnits: number): Violation | null {
  if (dish.bargain_stype !== 2 || typeof dish.bargain_num_cur !== 'number') return null;
  const left = whole(dish.bargain_num_cur);
  if (askedUnits <= left) return null;
  return violation('R1_MAX_SELL_QUANTITY', {
    dishId: dish.menu_item_id,
    dishName: dish.item_name1,
    detail: {
      limit: left,
      count: askedUnits,
      outOfStock: [{ menuName: dish.item_name1, excessedNum: askedUnits - left }],
    },
  });
}

/** When the current turn ends: its start plus the round duration (ordering.md §4 Rounds). */
export function turnEndsAt(nowTurnStartDate: number, turnMinutes: number): number {
  return nowTurnStartDate + turnMinutes * 60_000;
}

/**
 * Milliseconds left in the current turn, 0 once it has ended; null when the round timer is off
 * (rule-global-turn-limit disabled) (ordering.md §4 "A countdown of turn_mins runs from the round start").
 */
export function turnRemainingMs(
  turn: { nowTurnStartDate: number },
  config: Pick<RuleConfig, 'turnLimitEnabled' | 'turnMinutes'>,
  now: number,
): number | null {
  if (!config.turnLimitEnabled) return null;
  return Math.max(0, turnEndsAt(turn.nowTurnStartDate, config.turnMinutes) - now);
}

/**
 * True when the current turn's time has ended (ordering.md §4 Rounds: "at its end the user moves
 * to the next turn"); always false without the round timer.
 */
export function isTurnEnded(
  turn: { nowTurnStartDate: number },
  config: Pick<RuleConfig, 'turnLimitEnabled' | 'turnMinutes'>,
  now: number,
): boolean {
  return turnRemainingMs(turn, config, now) === 0;
}

/**
 * True when condiment and remark editing is blocked: the round timer runs and less than 5 s are
 * left (ordering.md §4 "Under 5 s left, dish editing is cancelled", §5).
 */
export function isEditLocked(remainingMs: number | null): boolean {
  return remainingMs !== null && remainingMs > 0 && remainingMs < EDIT_LOCK_MS;
}

/** Sums the units of the lines that match: the "count plus history" of the limits (ordering.md §5). */
export function countUnits<T extends Pick<CartDish, 'totalNum'>>(
  lines: readonly T[],
  match: (line: T) => boolean,
): number {
  let n = 0;
  for (const line of lines) if (match(line)) n += line.totalNum;
  return n;
}

/**
 * Whether submitting asks for confirmation first (ordering.md §5 "One round one submission: ...
 * If round dishes do not equal the per-turn maximum a confirmation dialog appears"; §5 "Unused
 * round quantity is lost if submitted early"): with one round one submission and the round timer
 * on, when the round's count is below its maximum.
 */
export function submitNeedsRoundConfirmation(
  config: Pick<RuleConfig, 'oneTurnOneTimeSend' | 'turnLimitEnabled'>,
  roundCount: number,
  roundLimit: number,
): boolean {
  return config.oneTurnOneTimeSend && config.turnLimitEnabled && roundCount < roundLimit;
}

/**
 * Whether submitting asks to confirm excess dishes first (ordering.md §4 "Cart submit: checks for
 * excess dishes (unless a skip flag); if any, opens the excess-confirmation modal").
 */
export function hasExcessLines(lines: readonly Pick<CartDish, 'excessedNum'>[]): boolean {
  return lines.some((l) => l.excessedNum > 0);
}
