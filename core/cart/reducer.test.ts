import { describe, expect, it } from 'vitest';
import { apply, contextOf, diner, dish, table, T0, TOPPING } from '../testing/fixtures';
import type { CourseGroup } from './types';
import { canOpenSetMenu, reduceCart, settleTurn } from './reducer';
import {
  dishRoundCustomerData,
  roundCustomerDishData,
  shownRoundCount,
  toCartMetadata,
} from './view';
import { lineTotal } from './lines';

const A = diner('1');
const B = diner('2');
const MIN = 60_000;

const ok = <T extends { ok: boolean }>(r: T) => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
};
const refused = <T extends { ok: boolean }>(r: T) => {
  if (r.ok) throw new Error('expected a refusal');
  return (
    r as unknown as {
      violation: {
        code: string;
        rule: string | null;
        message: string;
        dishId?: number;
        lineId?: string;
        detail?: Record<string, unknown>;
      };
    }
  ).violation;
};

describe('the cart reducer: lines', () => {
  it("answers 'Cart not found.' without a cart", () => {
    const t = table([dish(1)]);
    expect(
      refused(reduceCart(null, { type: 'add', originId: 1, ...A }, contextOf(t))),
    ).toMatchObject({
      code: 'CART_NOT_FOUND',
      message: 'Cart not found.',
    });
  });

  it('merges the same dish with the same condiments and remark into one line', () => {
    const t = table([dish(1)]);
    ok(
      apply(t, {
        type: 'add',
        originId: 1,
        remark: 'no onion',
        condimentIds: [TOPPING.wasabi],
        ...A,
      }),
    );
    ok(
      apply(t, {
        type: 'add',
        originId: 1,
        remark: ' no   onion',
        condimentIds: [TOPPING.wasabi],
        ...A,
      }),
    );
    expect(t.cart.lines).toHaveLength(1);
    expect(t.cart.lines[0]).toMatchObject({
      id: 'line-1',
      totalNum: 2,
      remark: 'no_onion',
      userId: '1',
      userName: 'Guest 1',
      turn: 1,
    });
    ok(apply(t, { type: 'add', originId: 1, remark: 'spicy', ...A }));
    ok(
      apply(t, {
        type: 'add',
        originId: 1,
        remark: 'no onion',
        condimentIds: [TOPPING.wasabi],
        ...B,
      }),
    );
    expect(t.cart.lines.map((l) => [l.id, l.totalNum])).toEqual([
      ['line-1', 2],
      ['line-2', 1],
      ['line-3', 1],
    ]);
  });

  it('builds the line from the menu item', () => {
    const t = table([
      dish(4, {
        price_1: 3.5,
        dmi_slu_id: 8,
        item_name1: 'Gyoza',
        item_name2: 'Ravioli',
        item_i18n: { IT: 'Ravioli' },
      }),
    ]);
    ok(apply(t, { type: 'add', originId: 4, count: 2, ...A }));
    expect(t.cart.lines[0]).toMatchObject({
      originId: 4,
      dishType: 0,
      totalNum: 2,
      secondMenuId: 8,
      name: 'Gyoza',
      name2: 'Ravioli',
      name_i18n: { IT: 'Ravioli' },
      originPrice: 3.5,
      r3Enable: true,
      r8: { categoryId: 8, limit: null },
      excessedNum: 0,
      isExcessed: false,
    });
    expect(lineTotal(t.cart.lines[0]!)).toBe(7);
  });

  it('takes the takeout price for takeaway', () => {
    const t = table([dish(4, { price_1: 3.5, takeout_price_1: 3 })]);
    const r = ok(
      reduceCart(t.cart, { type: 'add', originId: 4, ...A }, { ...contextOf(t), takeaway: true }),
    );
    expect(r.cart.lines[0]?.originPrice).toBe(3);
  });

  it('refuses a dish that is not on the menu and bad input, changing nothing', () => {
    const t = table([dish(1)]);
    expect(refused(apply(t, { type: 'add', originId: 99, ...A })).code).toBe('DISH_NOT_EXISTS');
    expect(refused(apply(t, { type: 'add', originId: 1, count: 0, ...A })).code).toBe(
      'INVALID_INPUT',
    );
    expect(refused(apply(t, { type: 'add', originId: 1, count: 100, ...A })).code).toBe(
      'LINE_UNITS_EXCEEDED',
    );
    expect(refused(apply(t, { type: 'add', originId: 1, count: 1.5, ...A })).code).toBe(
      'INVALID_INPUT',
    );
    expect(refused(apply(t, { type: 'add', originId: 1, userId: '3', userName: 'ALL' })).code).toBe(
      'INVALID_INPUT',
    );
    expect(refused(apply(t, { type: 'add', originId: 1, userId: '3', userName: '  ' })).code).toBe(
      'INVALID_INPUT',
    );
    expect(refused(apply(t, { type: 'add', originId: 1, condimentIds: [1.5], ...A })).code).toBe(
      'INVALID_INPUT',
    );
    expect(
      refused(
        apply(t, {
          type: 'add',
          originId: 1,
          // Not an id: a name and price as the client once sent them.
          condimentIds: [{ name: 'x', price: 999999 }] as unknown as number[],
          ...A,
        }),
      ).code,
    ).toBe('INVALID_INPUT');
    expect(
      refused(apply(t, { type: 'add', originId: 1, remark: 'x'.repeat(201), ...A })).code,
    ).toBe('REMARK_TOO_LONG');
    expect(
      refused(apply(t, { type: 'add', originId: 1, setMeal: { 1: { 2: 1 } }, ...A })).code,
    ).toBe('INVALID_INPUT');
    expect(t.cart.lines).toEqual([]);
  });

  it("treats an empty or '0' customer id as customer '1'", () => {
    const t = table([dish(1)]);
    ok(apply(t, { type: 'add', originId: 1, userId: '0', userName: 'Guest 1' }));
    ok(apply(t, { type: 'decrement', lineId: 'line-1', userId: '', userName: 'Guest 1' }));
    expect(t.cart.lines).toEqual([]);
  });

  it('removes a line when it goes to 0 and refuses a line that is not in the cart', () => {
    const t = table([dish(1)]);
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    ok(apply(t, { type: 'decrement', lineId: 'line-1', ...A }));
    expect(t.cart.lines[0]?.totalNum).toBe(1);
    ok(apply(t, { type: 'decrement', lineId: 'line-1', ...A }));
    expect(t.cart.lines).toEqual([]);
    expect(refused(apply(t, { type: 'decrement', lineId: 'line-1', ...A }))).toMatchObject({
      code: 'DISH_NOT_EXISTS',
      message: 'Dish does not exist',
      lineId: 'line-1',
    });
  });

  it('lets a diner change only own lines, and +1 on another diner line clones it as their own', () => {
    const t = table([dish(1)]);
    ok(apply(t, { type: 'add', originId: 1, remark: 'warm', ...A }));
    expect(refused(apply(t, { type: 'decrement', lineId: 'line-1', ...B })).code).toBe('NOT_OWNER');
    expect(refused(apply(t, { type: 'edit', lineId: 'line-1', remark: 'cold', ...B })).code).toBe(
      'NOT_OWNER',
    );
    expect(refused(apply(t, { type: 'deleteLines', lineIds: ['line-1'], ...B })).code).toBe(
      'NOT_OWNER',
    );
    ok(apply(t, { type: 'increment', lineId: 'line-1', ...B }));
    ok(apply(t, { type: 'increment', lineId: 'line-1', ...B }));
    expect(t.cart.lines.map((l) => [l.id, l.userId, l.totalNum, l.remark])).toEqual([
      ['line-1', '1', 1, 'warm'],
      ['line-2', '2', 2, 'warm'],
    ]);
    ok(apply(t, { type: 'increment', lineId: 'line-1', ...A }));
    expect(t.cart.lines[0]?.totalNum).toBe(2);
  });

  it('edits condiments and remarks, does nothing for an identical edit, and merges into an equal line', () => {
    const t = table([dish(1)]);
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'add', originId: 1, remark: 'no rice', ...A }));
    const same = ok(apply(t, { type: 'edit', lineId: 'line-2', remark: 'no  rice', ...A }));
    expect(same.changed).toBe(false);
    ok(
      apply(t, {
        type: 'edit',
        lineId: 'line-2',
        condimentIds: [TOPPING.sesame],
        ...A,
      }),
    );
    expect(t.cart.lines[1]).toMatchObject({
      remark: 'no_rice',
      condiments: [{ id: TOPPING.sesame, name: 'sesame', price: 0.2 }],
    });
    ok(apply(t, { type: 'edit', lineId: 'line-2', remark: '', condimentIds: [], ...A }));
    expect(t.cart.lines).toHaveLength(1);
    expect(t.cart.lines[0]).toMatchObject({ id: 'line-1', totalNum: 2 });
  });

  it('locks editing under 5 s before the round ends', () => {
    const t = table([dish(1)], {
      config: { ...table([]).config, turnLimitEnabled: true, turnMinutes: 10 },
    });
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    t.now = T0 + 10 * MIN - 5_000;
    ok(apply(t, { type: 'edit', lineId: 'line-1', remark: 'a', ...A }));
    t.now = T0 + 10 * MIN - 4_999;
    expect(refused(apply(t, { type: 'edit', lineId: 'line-1', remark: 'b', ...A }))).toMatchObject({
      code: 'EDIT_LOCKED',
      detail: { remainingMs: 4_999 },
    });
    expect(t.cart.lines[0]?.remark).toBe('a');
  });

  it('deletes own lines all or nothing, and clears only the diner own lines', () => {
    const t = table([dish(1), dish(2)]);
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'add', originId: 2, ...A }));
    ok(apply(t, { type: 'add', originId: 1, ...B }));
    expect(
      refused(apply(t, { type: 'deleteLines', lineIds: ['line-1', 'line-3'], ...A })).code,
    ).toBe('NOT_OWNER');
    expect(t.cart.lines).toHaveLength(3);
    ok(apply(t, { type: 'deleteLines', lineIds: ['line-1'], ...A }));
    expect(t.cart.lines.map((l) => l.id)).toEqual(['line-2', 'line-3']);
    ok(apply(t, { type: 'clear', ...A }));
    expect(t.cart.lines.map((l) => l.id)).toEqual(['line-3']);
    expect(ok(apply(t, { type: 'clear', ...A })).changed).toBe(false);
  });

  it('is deterministic: same cart, context and operation give the same result', () => {
    const run = () => {
      const t = table([dish(1), dish(2)]);
      apply(t, { type: 'add', originId: 1, ...A });
      apply(t, { type: 'add', originId: 2, ...B });
      apply(t, { type: 'submit', ...A });
      return { cart: t.cart, history: t.history };
    };
    expect(run()).toEqual(run());
  });
});

describe('the cart reducer: R1 per-dish limit', () => {
  const limited = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 2, item_name1: 'Salmon nigiri' });

  it('accepts the maximum times persons and refuses one more with R1 text', () => {
    const t = table([limited], { orderCustomerNum: 2 });
    ok(apply(t, { type: 'add', originId: 1, count: 3, ...A }));
    ok(apply(t, { type: 'add', originId: 1, ...B }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...B }))).toMatchObject({
      code: 'R1_MAX_QUANTITY',
      rule: 'r1',
      message: 'Excessed the max quantity',
      dishId: 1,
      detail: { limit: 4, count: 5 },
    });
  });

  it('counts the history of earlier rounds', () => {
    const t = table([limited]);
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    expect(refused(apply(t, { type: 'increment', lineId: t.cart.lines[0]!.id, ...A })).rule).toBe(
      'r1',
    );
  });

  it('holds each customer to the maximum when autonomous', () => {
    const t = table([limited], {
      orderCustomerNum: 4,
      config: { ...table([]).config, autonomous: true },
    });
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...B }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...A })).message).toBe(
      'Excessed the max quantity',
    );
  });

  it('turns units beyond a soft limit into excess units at rule_lnr_limit_price, announcing the first one', () => {
    const soft = dish(1, {
      rule_lnr_enable: 1,
      rule_lnr_max_num: 2,
      rule_lnr_limit_enable: 1,
      rule_lnr_limit_price: 4,
      price_1: 0,
    });
    const t = table([soft]);
    expect(ok(apply(t, { type: 'add', originId: 1, count: 2, ...A })).events).toEqual([]);
    const r = ok(apply(t, { type: 'add', originId: 1, ...A }));
    expect(r.events).toEqual([
      { type: 'FIRST_EXCESS_WARNING', lineId: 'line-1', dishId: 1, excessedNum: 1 },
    ]);
    expect(t.cart.lines[0]).toMatchObject({
      totalNum: 3,
      excessedNum: 1,
      isExcessed: true,
      r1: { r1ExcessedPrice: 4 },
    });
    expect(lineTotal(t.cart.lines[0]!)).toBe(4);
    expect(ok(apply(t, { type: 'add', originId: 1, ...A })).events).toEqual([]);
    ok(apply(t, { type: 'decrement', lineId: 'line-1', ...A }));
    ok(apply(t, { type: 'decrement', lineId: 'line-1', ...A }));
    expect(t.cart.lines[0]).toMatchObject({ totalNum: 2, excessedNum: 0, isExcessed: false });
  });

  it('gives the excess to the diner who passes the shared limit, never to another diner', () => {
    const soft = dish(1, {
      rule_lnr_enable: 1,
      rule_lnr_max_num: 2,
      rule_lnr_limit_enable: 1,
      rule_lnr_limit_price: 4,
    });
    const t = table([soft]);
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'add', originId: 1, ...B }));
    const r = ok(apply(t, { type: 'increment', lineId: 'line-1', ...A }));
    expect(t.cart.lines.map((l) => [l.userId, l.totalNum, l.excessedNum])).toEqual([
      ['1', 2, 1],
      ['2', 1, 0],
    ]);
    expect(r.events).toEqual([
      { type: 'FIRST_EXCESS_WARNING', lineId: 'line-1', dishId: 1, excessedNum: 1 },
    ]);
    ok(apply(t, { type: 'decrement', lineId: 'line-1', ...A }));
    expect(t.cart.lines.map((l) => l.excessedNum)).toEqual([0, 0]);
  });

  it('turns another diner excess units into normal ones when a normal unit is given back', () => {
    const soft = dish(1, {
      rule_lnr_enable: 1,
      rule_lnr_max_num: 1,
      rule_lnr_limit_enable: 1,
      rule_lnr_limit_price: 4,
    });
    const t = table([soft]);
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...B }));
    expect(t.cart.lines.map((l) => l.excessedNum)).toEqual([0, 2]);
    ok(apply(t, { type: 'decrement', lineId: 'line-1', ...A }));
    expect(t.cart.lines.map((l) => [l.userId, l.totalNum, l.excessedNum])).toEqual([['2', 2, 1]]);
  });

  it('refuses a bargain dish beyond its stock with the sold-out text and detail', () => {
    const t = table([
      dish(5, { item_name1: 'Tuna tartare', bargain_stype: 2, bargain_num_cur: 2 }),
    ]);
    ok(apply(t, { type: 'add', originId: 5, ...A }));
    ok(apply(t, { type: 'add', originId: 5, ...B }));
    expect(refused(apply(t, { type: 'add', originId: 5, count: 2, ...A }))).toMatchObject({
      rule: 'r1',
      message: 'Excessed the max sell quantity',
      detail: { outOfStock: [{ menuName: 'Tuna tartare', excessedNum: 2 }] },
    });
  });
});

describe('the cart reducer: R3 rounds', () => {
  const base = table([]).config;
  const timed = { ...base, turnLimitEnabled: true, turnDishes: 2, turnMinutes: 10, maxTurn: 3 };

  it('accepts the round maximum times persons and refuses one more with R3 text', () => {
    const t = table([dish(1), dish(2)], { config: timed, orderCustomerNum: 2 });
    ok(apply(t, { type: 'add', originId: 1, count: 3, ...A }));
    ok(apply(t, { type: 'add', originId: 2, ...B }));
    expect(refused(apply(t, { type: 'add', originId: 2, ...B }))).toMatchObject({
      code: 'R3_TURN_QUANTITY',
      rule: 'r3',
      message: 'Excessed the max quantity in per turn',
      detail: { limit: 4, count: 5 },
    });
  });

  it('does not count dishes exempt from the global limit', () => {
    const t = table([dish(1), dish(9, { not_joining_global_limit: 1 })], { config: timed });
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    ok(apply(t, { type: 'add', originId: 9, count: 20, ...A }));
    expect(t.cart.lines[1]?.r3Enable).toBe(false);
  });

  it('holds each customer to turn_dishes when autonomous', () => {
    const t = table([dish(1)], { config: { ...timed, autonomous: true }, orderCustomerNum: 3 });
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...B }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...B })).code).toBe('R3_TURN_QUANTITY');
  });

  it('counts what was already sent in this round', () => {
    const t = table([dish(1)], { config: timed });
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
    expect(t.cart.nowTurn).toBe(1);
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...B })).code).toBe('R3_TURN_QUANTITY');
  });

  it("refuses more in a round already sent with one round one submission: 'The current turn has ended ordering'", () => {
    const t = table([dish(1), dish(9, { not_joining_global_limit: 1 })], {
      config: { ...timed, oneTurnOneTimeSend: true },
    });
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...A }))).toMatchObject({
      code: 'R3_TURN_ENDED',
      rule: 'r3',
      message: 'The current turn has ended ordering',
    });
    ok(apply(t, { type: 'add', originId: 9, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
  });

  it('refuses a second submit of the round, then moves on once the round time has ended', () => {
    const t = table([dish(1), dish(2)], {
      config: { ...timed, turnDishes: 5, oneTurnOneTimeSend: false },
    });
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
    ok(apply(t, { type: 'add', originId: 2, ...A }));
    // Switching the rule on now: the round was already sent.
    t.config = { ...t.config, oneTurnOneTimeSend: true };
    expect(refused(apply(t, { type: 'submit', ...A })).message).toBe(
      'The current turn has ended ordering',
    );
    t.now = T0 + 10 * MIN;
    const r = ok(apply(t, { type: 'submit', ...A }));
    expect(r.events[0]).toEqual({ type: 'TO_NEXT_TURN', turn: 2, droppedLineIds: [] });
    expect(t.history.map((h) => [h.originId, h.turn])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(t.cart).toMatchObject({ nowTurn: 2, nowTurnStartDate: T0 + 10 * MIN, lines: [] });
  });

  it('refuses the next turn before the round time has ended and accepts it at the end', () => {
    const t = table([dish(1)], { config: timed });
    t.now = T0 + 10 * MIN - 1;
    expect(refused(apply(t, { type: 'nextTurn' }))).toMatchObject({
      code: 'TURN_NOT_ENDED',
      detail: { remainingMs: 1 },
    });
    t.now = T0 + 10 * MIN;
    const r = ok(apply(t, { type: 'nextTurn', fromTurn: 1 }));
    expect(r.events).toEqual([{ type: 'TO_NEXT_TURN', turn: 2, droppedLineIds: [] }]);
    const again = ok(apply(t, { type: 'nextTurn', fromTurn: 1 }));
    expect(again.changed).toBe(false);
    expect(t.cart.nowTurn).toBe(2);
  });

  it('moves an ended turn on before any operation, sent or not: the operation lands in the new turn', () => {
    const t = table([dish(1)], { config: timed });
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    t.now = T0 + 10 * MIN + 300;
    const added = ok(apply(t, { type: 'add', originId: 1, ...B }));
    expect(added.events).toEqual([{ type: 'TO_NEXT_TURN', turn: 2, droppedLineIds: [] }]);
    expect(t.cart.lines.map((l) => l.turn)).toEqual([2, 2]);
    // The new turn started when the old one ended, not when the operation came.
    expect(t.cart.nowTurnStartDate).toBe(T0 + 10 * MIN);
    const sent = ok(apply(t, { type: 'submit', ...A }));
    expect(sent.submitted.map((h) => h.turn)).toEqual([2, 2]);
  });

  it('starts the new turn now when a whole round has passed since the end, and stops past the max rounds', () => {
    const t = table([dish(1)], { config: { ...timed, maxTurn: 2 } });
    t.now = T0 + 25 * MIN;
    expect(settleTurn(t.cart, { now: t.now, config: t.config }).cart).toMatchObject({
      nowTurn: 2,
      nowTurnStartDate: T0 + 25 * MIN,
    });
    const past = { ...t.cart, nowTurn: 3 };
    expect(settleTurn(past, { now: t.now, config: t.config }).events).toEqual([]);
  });

  it("refuses round-rule dishes past the max rounds with 'Excessed the max turn', not exempt ones", () => {
    const t = table([dish(1), dish(9, { not_joining_global_limit: 1 })], {
      config: { ...base, maxTurn: 2 },
    });
    for (let round = 1; round <= 2; round++) {
      ok(apply(t, { type: 'add', originId: 1, ...A }));
      ok(apply(t, { type: 'submit', ...A }));
    }
    expect(t.cart.nowTurn).toBe(3);
    expect(refused(apply(t, { type: 'add', originId: 1, ...A }))).toMatchObject({
      code: 'R3_MAX_TURN',
      rule: 'r3',
      message: 'Excessed the max turn',
      dishId: 1,
    });
    ok(apply(t, { type: 'add', originId: 9, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
  });

  it('drops round-rule lines when the next turn is past the max rounds', () => {
    const t = table([dish(1), dish(9, { not_joining_global_limit: 1 })], {
      config: { ...timed, maxTurn: 1 },
    });
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'add', originId: 9, ...A }));
    t.now = T0 + 10 * MIN;
    const r = ok(apply(t, { type: 'nextTurn' }));
    expect(r.events).toEqual([{ type: 'TO_NEXT_TURN', turn: 2, droppedLineIds: ['line-1'] }]);
    expect(t.cart.lines.map((l) => l.originId)).toEqual([9]);
  });

  it('refuses round-rule dishes outside business time', () => {
    const t = table([dish(1), dish(9, { not_joining_global_limit: 1 })], { isBusinessTime: false });
    expect(refused(apply(t, { type: 'add', originId: 1, ...A }))).toMatchObject({
      code: 'DISH_TIME_DISABLED',
      rule: 'r3',
      dishId: 1,
    });
    ok(apply(t, { type: 'add', originId: 9, ...A }));
  });
});

describe('the cart reducer: R8 category limit', () => {
  it('accepts the category limit and refuses one more with R8 text', () => {
    const t = table(
      [
        dish(1, { dmi_slu_id: 4, category_order_limit: 1, table_category_order_limit: 3 }),
        dish(2, { dmi_slu_id: 4, category_order_limit: 1, table_category_order_limit: 3 }),
      ],
      {
        orderCustomerNum: 4,
      },
    );
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    ok(apply(t, { type: 'add', originId: 2, ...B }));
    expect(refused(apply(t, { type: 'add', originId: 2, ...B }))).toMatchObject({
      code: 'R8_MAX_QUANTITY',
      rule: 'r8',
      message: 'Excessed the max quantity',
      dishId: 2,
      detail: { limit: 3, count: 4, categoryId: 4 },
    });
  });
});

describe('the cart reducer: R8 limit set on the category', () => {
  // The demo's form: the dishes carry no limit (9999), their category allows 2 per person.
  const temaki = { dmi_slu_id: 7, category: { category_order_limit: 2 } };

  it('refuses a third temaki under a 2-per-person category, counting its dishes together', () => {
    const t = table([dish(1, temaki), dish(2, temaki)], { orderCustomerNum: 2 });
    t.config.autonomous = true;
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'add', originId: 2, ...A }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...A }))).toMatchObject({
      code: 'R8_MAX_QUANTITY',
      rule: 'r8',
      message: 'Excessed the max quantity',
      dishId: 1,
      detail: { limit: 2, count: 3, categoryId: 7 },
    });
    // The other diner has a cap of their own.
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...B }));
  });

  it('counts what the table already sent', () => {
    const t = table([dish(1, temaki)], { orderCustomerNum: 1 });
    t.config.autonomous = true;
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...A })).code).toBe('R8_MAX_QUANTITY');
  });

  it('holds the stricter of the dish and category limits', () => {
    const t = table([dish(1, { ...temaki, category_order_limit: 1 }), dish(2, { ...temaki })], {
      orderCustomerNum: 1,
    });
    t.config.autonomous = true;
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    expect(refused(apply(t, { type: 'add', originId: 1, ...A })).detail).toMatchObject({
      limit: 1,
    });
    ok(apply(t, { type: 'add', originId: 2, ...A }));
    expect(refused(apply(t, { type: 'add', originId: 2, ...A })).detail).toMatchObject({
      limit: 2,
    });
  });
});

describe('the cart reducer: submit', () => {
  it('writes a history line per cart line, empties the round and moves to the next round without a timer', () => {
    const t = table([dish(1, { price_1: 2 }), dish(2)]);
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    ok(apply(t, { type: 'add', originId: 2, ...B }));
    t.now = T0 + 1_000;
    const r = ok(apply(t, { type: 'submit', ...B }));
    expect(
      r.submitted.map((h) => [h.id, h.originId, h.userId, h.turn, h.totalNum, h.submittedAt]),
    ).toEqual([
      ['line-3', 1, '1', 1, 2, T0 + 1_000],
      ['line-4', 2, '2', 1, 1, T0 + 1_000],
    ]);
    expect(t.cart).toMatchObject({ nowTurn: 2, nowTurnStartDate: T0 + 1_000, lines: [] });
    expect(dishRoundCustomerData(t.history)).toEqual({ 1: { 1: { 1: 2 } }, 2: { 1: { 2: 1 } } });
    expect(roundCustomerDishData(t.history)).toEqual({ 1: { 1: { 1: 2 }, 2: { 2: 1 } } });
  });

  it('refuses an empty cart', () => {
    const t = table([dish(1)]);
    expect(refused(apply(t, { type: 'submit', ...A })).code).toBe('CART_EMPTY');
  });

  it('checks every line again: fewer persons than when the dishes were added', () => {
    const t = table([dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 1 })], {
      orderCustomerNum: 2,
    });
    ok(apply(t, { type: 'add', originId: 1, count: 2, ...A }));
    t.orderCustomerNum = 1;
    expect(refused(apply(t, { type: 'submit', ...A }))).toMatchObject({
      rule: 'r1',
      lineId: 'line-1',
    });
    expect(t.history).toEqual([]);
  });

  it('settles excess units again with the persons at submit time', () => {
    const soft = dish(1, {
      rule_lnr_enable: 1,
      rule_lnr_max_num: 1,
      rule_lnr_limit_enable: 1,
      rule_lnr_limit_price: 2,
    });
    const t = table([soft], { orderCustomerNum: 3 });
    ok(apply(t, { type: 'add', originId: 1, count: 3, ...A }));
    expect(t.cart.lines[0]?.excessedNum).toBe(0);
    t.orderCustomerNum = 2;
    const r = ok(apply(t, { type: 'submit', ...A }));
    expect(r.submitted[0]).toMatchObject({ totalNum: 3, excessedNum: 1, isExcessed: true });
    expect(r.events).toContainEqual({
      type: 'FIRST_EXCESS_WARNING',
      lineId: 'line-1',
      dishId: 1,
      excessedNum: 1,
    });
  });

  it('lists every sold-out bargain dish in one refusal', () => {
    const t = table([
      dish(5, { item_name1: 'Tuna tartare', bargain_stype: 2, bargain_num_cur: 3 }),
      dish(6, { item_name1: 'Eel roll', bargain_stype: 2, bargain_num_cur: 2 }),
    ]);
    ok(apply(t, { type: 'add', originId: 5, count: 3, ...A }));
    ok(apply(t, { type: 'add', originId: 6, count: 2, ...B }));
    t.menu.set(5, { ...t.menu.get(5)!, bargain_num_cur: 1 });
    t.menu.set(6, { ...t.menu.get(6)!, bargain_num_cur: 0 });
    expect(refused(apply(t, { type: 'submit', ...A }))).toMatchObject({
      rule: 'r1',
      message: 'Excessed the max sell quantity',
      detail: {
        outOfStock: [
          { menuName: 'Tuna tartare', excessedNum: 2 },
          { menuName: 'Eel roll', excessedNum: 2 },
        ],
      },
    });
    expect(t.history).toEqual([]);
  });

  it('refuses round-rule lines at closing time and dishes that left the menu', () => {
    const t = table([dish(1), dish(2)]);
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    t.isBusinessTime = false;
    expect(refused(apply(t, { type: 'submit', ...A })).code).toBe('DISH_TIME_DISABLED');
    t.isBusinessTime = true;
    t.menu.delete(1);
    expect(refused(apply(t, { type: 'submit', ...A })).code).toBe('DISH_NOT_EXISTS');
  });
});

describe('the cart reducer: set meals', () => {
  const groups: CourseGroup[] = [
    {
      course_group_id: 1,
      course_group_name: 'Starters',
      is_must: 1,
      is_select_all: 0,
      is_full_select: 1,
      choose_num: 2,
      course_detail: [
        { menu_item_id: 11, item_name1: 'Edamame', price: 0 },
        { menu_item_id: 12, item_name1: 'Wakame', price: 1.5, detail_id: 7 },
      ],
    },
  ];

  it('refuses a selection whose groups fail, reporting them', () => {
    const t = table([dish(30, { item_type: 3, price_1: 20 })], {
      courses: new Map([[30, groups]]),
    });
    const v = refused(apply(t, { type: 'add', originId: 30, setMeal: { 1: { 11: 1 } }, ...A }));
    expect(v).toMatchObject({
      code: 'SET_MENU_INVALID',
      detail: { failingGroups: [{ groupId: 1, progress: '1/2' }] },
    });
    expect(refused(apply(t, { type: 'add', originId: 30, ...A })).code).toBe('INVALID_INPUT');
  });

  it('adds a valid set as a set-meal line priced base plus extras, and merges equal sets', () => {
    const t = table([dish(30, { item_type: 3, price_1: 20 })], {
      courses: new Map([[30, groups]]),
    });
    ok(apply(t, { type: 'add', originId: 30, setMeal: { 1: { 11: 1, 12: 1 } }, ...A }));
    ok(apply(t, { type: 'increment', lineId: 'line-1', ...B }));
    ok(apply(t, { type: 'add', originId: 30, setMeal: { 1: { 12: 1, 11: 1 } }, ...A }));
    expect(t.cart.lines).toHaveLength(2);
    expect(t.cart.lines[0]).toMatchObject({
      dishType: 1,
      totalNum: 2,
      setMealGroups: [
        {
          groupId: 1,
          groupName: 'Starters',
          items: [
            {
              id: 11,
              name: 'Edamame',
              totalNum: 1,
              extraPrice: 0,
              orderDetailId: null,
              inOrderId: null,
              detailId: null,
            },
            {
              id: 12,
              name: 'Wakame',
              totalNum: 1,
              extraPrice: 1.5,
              orderDetailId: null,
              inOrderId: null,
              detailId: 7,
            },
          ],
        },
      ],
    });
    expect(lineTotal(t.cart.lines[0]!)).toBe(43);
    expect(t.cart.lines[1]).toMatchObject({ userId: '2', totalNum: 1 });
  });

  it('opens a set menu only for item_type 3 within business time unless exempt', () => {
    expect(canOpenSetMenu(dish(1, { item_type: 3 }), true)).toBe(true);
    expect(canOpenSetMenu(dish(1, { item_type: 3 }), false)).toBe(false);
    expect(canOpenSetMenu(dish(1, { item_type: 3, not_joining_global_limit: 1 }), false)).toBe(
      true,
    );
    expect(canOpenSetMenu(dish(1), true)).toBe(false);
  });
});

describe('toCartMetadata', () => {
  it('carries items and history per turn with a list per user, ALL and ANALYSIS_OBJECT, and the round counters', () => {
    const config = {
      ...table([]).config,
      turnLimitEnabled: true,
      turnDishes: 3,
      turnMinutes: 10,
      maxTurn: 5,
    };
    const t = table(
      [
        dish(1, { price_1: 1.1 }),
        dish(2, { price_1: 2.2 }),
        dish(9, { not_joining_global_limit: 1, price_1: 3 }),
      ],
      { config, orderCustomerNum: 2 },
    );
    ok(apply(t, { type: 'add', originId: 1, ...A }));
    ok(apply(t, { type: 'submit', ...A }));
    ok(apply(t, { type: 'add', originId: 2, count: 2, ...B }));
    ok(apply(t, { type: 'add', originId: 9, ...A }));
    const meta = toCartMetadata(t.cart, t.history, t.config, t.orderCustomerNum);
    expect(meta).toMatchObject({
      id: 'cart-1',
      orderId: 100,
      tableId: 7,
      users: [{ userName: 'Guest 1' }, { userName: 'Guest 2' }],
      orderCustomerNum: 2,
      r3TotalNum: 2,
      r3HistoryTotalNum: 1,
      r3HistoryDishes: [{ turn: 1, totalNum: 1 }],
      r3: {
        nowTurn: 1,
        r3MaxTurn: 5,
        nowTurnStartDate: T0,
        r3MinutePerTurn: 10,
        r3MaxDishPerTurn: 6,
        r3IsMaxDishWithCustomerNum: true,
      },
    });
    const items = meta.items['1']!;
    expect(items.ALL).toHaveLength(2);
    expect((items['Guest 2'] as unknown[]).length).toBe(1);
    expect(items.ANALYSIS_OBJECT).toEqual({ totalNum: 3, totalPrice: 7.4 });
    expect(meta.historyItems['1']?.ANALYSIS_OBJECT).toEqual({ totalNum: 1, totalPrice: 1.1 });
    const mine = toCartMetadata(t.cart, t.history, { ...t.config, autonomous: true }, 2, '2');
    expect(mine).toMatchObject({
      r3TotalNum: 2,
      r3HistoryTotalNum: 0,
      r3: { r3MaxDishPerTurn: 3, r3IsMaxDishWithCustomerNum: false },
    });
    expect(shownRoundCount(7, 6)).toBe(6);
  });
});
