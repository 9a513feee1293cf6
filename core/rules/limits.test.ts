import { describe, expect, it } from 'vitest';
import { dish } from '../testing/fixtures';
import { DEFAULT_RULE_CONFIG } from './config';
import {
  categoryCountOf,
  categoryLimitLabel,
  checkBargainStock,
  checkBusinessTime,
  checkMaxTurn,
  checkR1,
  checkR3Quantity,
  checkR8,
  hasExcessLines,
  submitNeedsRoundConfirmation,
  isEditLocked,
  isTurnEnded,
  isUnlimited,
  personsOf,
  r1Limits,
  r3TurnLimit,
  r8Limits,
  turnRemainingMs,
} from './limits';

const shared = { autonomous: false };
const autonomous = { autonomous: true };

describe('isUnlimited', () => {
  it('treats 999 and more as unlimited and 998 as a limit', () => {
    expect(isUnlimited(998)).toBe(false);
    expect(isUnlimited(999)).toBe(true);
    expect(isUnlimited(1000)).toBe(true);
    expect(isUnlimited(null)).toBe(true);
    expect(isUnlimited(undefined)).toBe(true);
  });
});

describe('personsOf', () => {
  it('counts at least one person', () => {
    expect(personsOf(0)).toBe(1);
    expect(personsOf(-2)).toBe(1);
    expect(personsOf(Number.NaN)).toBe(1);
    expect(personsOf(4)).toBe(4);
  });
});

describe('R1 per-customer dish limit', () => {
  const limited = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 2 });

  it('is off unless rule_lnr_enable is 1', () => {
    expect(r1Limits(dish(1, { rule_lnr_max_num: 2 }), shared, 3)).toBeNull();
    expect(checkR1(dish(1), null, { customer: 50, table: 50 })).toBeNull();
  });

  it('multiplies the maximum by the customer count when the self-order rule is off', () => {
    const limits = r1Limits(limited, shared, 3);
    expect(limits).toMatchObject({ dishLimit: 6, scope: 'table', excessAllowed: false });
    expect(checkR1(limited, limits, { customer: 6, table: 5 })).toBeNull();
    expect(checkR1(limited, limits, { customer: 6, table: 6 })).toBeNull();
    const refused = checkR1(limited, limits, { customer: 7, table: 7 });
    expect(refused).toMatchObject({
      rule: 'r1',
      message: 'Excessed the max quantity',
      dishId: 1,
      detail: { limit: 6, count: 7 },
    });
  });

  it('holds each customer to the maximum when autonomous', () => {
    const limits = r1Limits(limited, autonomous, 3);
    expect(limits).toMatchObject({ dishLimit: 2, scope: 'customer' });
    expect(checkR1(limited, limits, { customer: 1, table: 5 })).toBeNull();
    expect(checkR1(limited, limits, { customer: 2, table: 6 })).toBeNull();
    expect(checkR1(limited, limits, { customer: 3, table: 3 })?.message).toBe(
      'Excessed the max quantity',
    );
  });

  it('does not refuse units beyond a soft limit (rule_lnr_limit_enable)', () => {
    const soft = dish(1, {
      rule_lnr_enable: 1,
      rule_lnr_max_num: 2,
      rule_lnr_limit_enable: 1,
      rule_lnr_limit_price: 4.5,
    });
    const limits = r1Limits(soft, autonomous, 1);
    expect(limits).toMatchObject({ dishLimit: 2, excessAllowed: true, excessPrice: 4.5 });
    expect(checkR1(soft, limits, { customer: 40, table: 40 })).toBeNull();
  });

  it('treats a maximum of 999 or more as unlimited', () => {
    const limits = r1Limits(dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 999 }), shared, 1);
    expect(limits?.dishLimit).toBeNull();
    expect(checkR1(limited, limits, { customer: 5000, table: 5000 })).toBeNull();
    expect(
      r1Limits(dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 998 }), shared, 1)?.dishLimit,
    ).toBe(998);
  });

  it('caps the table with rule_table_max_num at, below and above the limit', () => {
    const capped = dish(1, {
      rule_lnr_enable: 1,
      rule_lnr_max_num: 5,
      rule_lnr_limit_enable: 1,
      rule_table_max_num: 3,
    });
    const limits = r1Limits(capped, autonomous, 4);
    expect(limits?.tableLimit).toBe(3);
    expect(checkR1(capped, limits, { customer: 1, table: 2 })).toBeNull();
    expect(checkR1(capped, limits, { customer: 1, table: 3 })).toBeNull();
    expect(checkR1(capped, limits, { customer: 1, table: 4 })?.detail).toEqual({
      limit: 3,
      count: 4,
    });
    expect(
      r1Limits(dish(1, { rule_lnr_enable: 1, rule_table_max_num: 0 }), shared, 1)?.tableLimit,
    ).toBeNull();
  });
});

describe('R3 round limit', () => {
  it('is turn_dishes per person when not autonomous and turn_dishes when autonomous', () => {
    expect(r3TurnLimit({ autonomous: false, turnDishes: 5 }, 3)).toBe(15);
    expect(r3TurnLimit({ autonomous: true, turnDishes: 5 }, 3)).toBe(5);
    expect(r3TurnLimit({ autonomous: false, turnDishes: 5 }, 0)).toBe(5);
  });

  it('accepts the limit and one below, refuses one above', () => {
    expect(checkR3Quantity(14, 15)).toBeNull();
    expect(checkR3Quantity(15, 15)).toBeNull();
    expect(checkR3Quantity(16, 15, dish(2))).toMatchObject({
      rule: 'r3',
      message: 'Excessed the max quantity in per turn',
      dishId: 2,
      detail: { limit: 15, count: 16 },
    });
  });

  it('refuses round-rule dishes above the max turn, not exempt ones', () => {
    expect(checkMaxTurn(9, 10, dish(1))).toBeNull();
    expect(checkMaxTurn(10, 10, dish(1))).toBeNull();
    expect(checkMaxTurn(11, 10, dish(1))).toMatchObject({
      rule: 'r3',
      message: 'Excessed the max turn',
      dishId: 1,
    });
    expect(checkMaxTurn(11, 10, dish(1, { not_joining_global_limit: 1 }))).toBeNull();
  });
});

describe('R8 category limit', () => {
  it('is the smaller of the table limit and the category limit times persons', () => {
    expect(r8Limits({ category_order_limit: 2, table_category_order_limit: 5 }, shared, 3)).toEqual(
      { table: 5, customer: null },
    );
    expect(
      r8Limits({ category_order_limit: 2, table_category_order_limit: 10 }, shared, 3),
    ).toEqual({ table: 6, customer: null });
  });

  it('is at least 1', () => {
    expect(
      r8Limits({ category_order_limit: 0, table_category_order_limit: 0 }, shared, 3).table,
    ).toBe(1);
    expect(r8Limits({ category_order_limit: 0 }, autonomous, 3).customer).toBe(1);
  });

  it('defaults to 9999, which is unlimited, and treats 999 or more as unlimited', () => {
    expect(r8Limits({}, shared, 3)).toEqual({ table: null, customer: null });
    expect(
      r8Limits({ category_order_limit: 999, table_category_order_limit: 999 }, autonomous, 3),
    ).toEqual({ table: null, customer: null });
    expect(r8Limits({ category_order_limit: 998 }, shared, 1).table).toBe(998);
  });

  it('also holds each customer to the category limit when autonomous', () => {
    expect(r8Limits({ category_order_limit: 2 }, autonomous, 3)).toEqual({ table: 6, customer: 2 });
  });

  it('reads a limit set on the category as well as one set on the dish', () => {
    const onCategory = { category: { category_order_limit: 2 } };
    expect(r8Limits(onCategory, autonomous, 3)).toEqual({ table: 6, customer: 2 });
    expect(r8Limits(onCategory, shared, 3)).toEqual({ table: 6, customer: null });
    expect(r8Limits({ category: { table_category_order_limit: 5 } }, shared, 3)).toEqual({
      table: 5,
      customer: null,
    });
    expect(r8Limits({ category: { customers_category_order_limit: 1 } }, autonomous, 2)).toEqual({
      table: 2,
      customer: 1,
    });
  });

  it('holds the stricter limit where both the dish and its category set one', () => {
    expect(
      r8Limits({ category_order_limit: 3, category: { category_order_limit: 2 } }, autonomous, 1),
    ).toEqual({ table: 2, customer: 2 });
    expect(
      r8Limits({ category_order_limit: 2, category: { category_order_limit: 4 } }, autonomous, 1),
    ).toEqual({ table: 2, customer: 2 });
    expect(
      r8Limits(
        { table_category_order_limit: 8, category: { table_category_order_limit: 3 } },
        shared,
        4,
      ).table,
    ).toBe(3);
    expect(
      r8Limits(
        {
          category_order_limit: 9999,
          table_category_order_limit: 9999,
          category: { category_order_limit: 999, table_category_order_limit: 9999 },
        },
        autonomous,
        2,
      ),
    ).toEqual({ table: null, customer: null });
  });

  it('accepts the limit and one below, refuses one above', () => {
    const d = dish(3, { dmi_slu_id: 12 });
    const limits = { table: 4, customer: 2 };
    expect(checkR8(d, limits, { customer: 1, table: 3 })).toBeNull();
    expect(checkR8(d, limits, { customer: 2, table: 4 })).toBeNull();
    expect(checkR8(d, limits, { customer: 2, table: 5 })).toMatchObject({
      rule: 'r8',
      message: 'Excessed the max quantity',
      dishId: 3,
      detail: { limit: 4, count: 5, categoryId: 12 },
    });
    expect(checkR8(d, limits, { customer: 3, table: 3 })?.detail?.limit).toBe(2);
  });

  it('shows ordered/limit except for takeout and unlimited categories', () => {
    expect(categoryLimitLabel(3, 6, 7)).toBe('3/6');
    expect(categoryLimitLabel(3, 6, -1)).toBeNull();
    expect(categoryLimitLabel(3, 999, 7)).toBeNull();
    expect(categoryLimitLabel(3, 998, 7)).toBe('3/998');
    expect(categoryLimitLabel(3, 9999, 7)).toBeNull();
    expect(categoryLimitLabel(1, 4, null)).toBe('1/4');
  });

  it('counts a category against its limit, leaving out limits not set', () => {
    expect(categoryCountOf(1, 4, 5)).toEqual({ ordered: 1, limit: 4, reached: false });
    expect(categoryCountOf(4, 4, 5)).toEqual({ ordered: 4, limit: 4, reached: true });
    expect(categoryCountOf(undefined, 4, 5)).toEqual({ ordered: 0, limit: 4, reached: false });
    expect(categoryCountOf(-2, 4, 5)?.ordered).toBe(0);
    expect(categoryCountOf(1, 4, -1)).toBeNull();
    expect(categoryCountOf(1, 0, 5)).toBeNull();
    expect(categoryCountOf(1, -1, 5)).toBeNull();
    expect(categoryCountOf(1, null, 5)).toBeNull();
    expect(categoryCountOf(1, Number.NaN, 5)).toBeNull();
    expect(categoryCountOf(0, 998, 5)?.limit).toBe(998);
    expect(categoryCountOf(0, 999, 5)).toBeNull();
  });
});

describe('business time', () => {
  it('refuses round-rule dishes outside business time and lets exempt dishes through', () => {
    expect(checkBusinessTime(dish(1), true)).toBeNull();
    expect(checkBusinessTime(dish(1), false)).toMatchObject({
      code: 'DISH_TIME_DISABLED',
      rule: 'r3',
      dishId: 1,
    });
    expect(checkBusinessTime(dish(1, { not_joining_global_limit: 1 }), false)).toBeNull();
  });

  it('refuses round-rule dishes of a menu the rule in force hides, in business time too', () => {
    const dinner = dish(1, { main_group_id: 3 });
    expect(checkBusinessTime(dinner, true, [2])).toBeNull();
    expect(checkBusinessTime(dinner, true, [2, 3])).toMatchObject({ code: 'DISH_TIME_DISABLED' });
    expect(
      checkBusinessTime(dish(2, { main_group_id: 3, not_joining_global_limit: 1 }), true, [3]),
    ).toBeNull();
  });
});

describe('bargain stock', () => {
  const bargain = dish(5, { item_name1: 'Tuna tartare', bargain_stype: 2, bargain_num_cur: 3 });

  it('accepts up to bargain_num_cur and refuses one more with the sold-out detail', () => {
    expect(checkBargainStock(bargain, 2)).toBeNull();
    expect(checkBargainStock(bargain, 3)).toBeNull();
    expect(checkBargainStock(bargain, 4)).toMatchObject({
      rule: 'r1',
      message: 'Excessed the max sell quantity',
      detail: { outOfStock: [{ menuName: 'Tuna tartare', excessedNum: 1 }] },
    });
  });

  it('refuses every unit when the stock is 0 and ignores dishes without a limited count', () => {
    expect(checkBargainStock({ ...bargain, bargain_num_cur: 0 }, 1)?.detail?.outOfStock).toEqual([
      { menuName: 'Tuna tartare', excessedNum: 1 },
    ]);
    expect(checkBargainStock(dish(5, { bargain_stype: 1, bargain_num_cur: 0 }), 10)).toBeNull();
  });
});

describe('round timer', () => {
  const config = { ...DEFAULT_RULE_CONFIG, turnLimitEnabled: true, turnMinutes: 10 };

  it('counts down turn_mins from the round start and stops at 0', () => {
    expect(turnRemainingMs({ nowTurnStartDate: 0 }, config, 0)).toBe(600_000);
    expect(turnRemainingMs({ nowTurnStartDate: 0 }, config, 599_999)).toBe(1);
    expect(turnRemainingMs({ nowTurnStartDate: 0 }, config, 600_000)).toBe(0);
    expect(turnRemainingMs({ nowTurnStartDate: 0 }, config, 700_000)).toBe(0);
    expect(
      turnRemainingMs({ nowTurnStartDate: 0 }, { ...config, turnLimitEnabled: false }, 0),
    ).toBeNull();
  });

  it('says the turn has ended from the last millisecond on, never without the timer', () => {
    expect(isTurnEnded({ nowTurnStartDate: 0 }, config, 599_999)).toBe(false);
    expect(isTurnEnded({ nowTurnStartDate: 0 }, config, 600_000)).toBe(true);
    expect(isTurnEnded({ nowTurnStartDate: 0 }, config, 600_001)).toBe(true);
    expect(
      isTurnEnded({ nowTurnStartDate: 0 }, { ...config, turnLimitEnabled: false }, 10 ** 9),
    ).toBe(false);
  });

  it('locks editing under 5 s left, not at 5 s nor once the round ended', () => {
    expect(isEditLocked(5_000)).toBe(false);
    expect(isEditLocked(4_999)).toBe(true);
    expect(isEditLocked(1)).toBe(true);
    expect(isEditLocked(0)).toBe(false);
    expect(isEditLocked(null)).toBe(false);
  });
});

describe('submit confirmations', () => {
  it('asks before sending a round below its maximum with one round one submission', () => {
    const config = { oneTurnOneTimeSend: true, turnLimitEnabled: true };
    expect(submitNeedsRoundConfirmation(config, 3, 4)).toBe(true);
    expect(submitNeedsRoundConfirmation(config, 4, 4)).toBe(false);
    expect(submitNeedsRoundConfirmation({ ...config, oneTurnOneTimeSend: false }, 3, 4)).toBe(
      false,
    );
    expect(submitNeedsRoundConfirmation({ ...config, turnLimitEnabled: false }, 3, 4)).toBe(false);
  });

  it('asks before sending excess dishes', () => {
    expect(hasExcessLines([{ excessedNum: 0 }, { excessedNum: 1 }])).toBe(true);
    expect(hasExcessLines([{ excessedNum: 0 }])).toBe(false);
  });
});
