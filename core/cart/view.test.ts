import { describe, expect, it } from 'vitest';
import { apply, diner, dish, table } from '../testing/fixtures';
import {
  applyCartLinesChange,
  cartLinesChange,
  roundConfigOf,
  roundCountsFor,
  toCartMetadata,
} from './view';

const A = diner('1');
const B = diner('2');
const C = diner('3');

describe('roundCountsFor', () => {
  // Three diners sent 5, 2 and 0 dishes; the cart every phone receives is built for no one.
  const sentRound = () => {
    const t = table([dish(1), dish(2, { not_joining_global_limit: 1 })], { orderCustomerNum: 3 });
    t.config.autonomous = true;
    t.config.turnDishes = 6;
    t.config.turnLimitEnabled = true;
    apply(t, { type: 'add', originId: 1, count: 5, ...A });
    apply(t, { type: 'add', originId: 1, count: 2, ...B });
    apply(t, { type: 'add', originId: 2, count: 3, ...C });
    for (const who of [A, B, C]) apply(t, { type: 'submit', ...who });
    expect(t.cart.lines).toHaveLength(0);
    return t;
  };

  it('gives each diner their own round count from a cart broadcast to the whole table', () => {
    const t = sentRound();
    const broadcast = toCartMetadata(t.cart, t.history, t.config, t.orderCustomerNum);
    expect(broadcast.r3HistoryTotalNum).toBe(7);
    const mine = (who: string) => roundCountsFor(broadcast, t.config, who);
    expect(mine(A.userId)).toEqual({ inCart: 0, sent: 5, history: [{ turn: 1, totalNum: 5 }] });
    expect(mine(B.userId).sent).toBe(2);
    // Exempt dishes do not count, and a diner who ordered nothing sees nothing.
    expect(mine(C.userId)).toEqual({ inCart: 0, sent: 0, history: [{ turn: 1, totalNum: 0 }] });
    expect(mine('9').sent).toBe(0);
  });

  it('agrees with the counts the server makes for that diner, and gives the table its own when shared', () => {
    const t = sentRound();
    const broadcast = toCartMetadata(t.cart, t.history, t.config, t.orderCustomerNum);
    for (const who of [A.userId, B.userId, C.userId]) {
      const scoped = toCartMetadata(t.cart, t.history, t.config, t.orderCustomerNum, who);
      expect(roundCountsFor(broadcast, t.config, who)).toEqual({
        inCart: scoped.r3TotalNum,
        sent: scoped.r3HistoryTotalNum,
        history: scoped.r3HistoryDishes,
      });
    }
    expect(roundCountsFor(broadcast, { autonomous: false }, A.userId).sent).toBe(7);
  });
});

describe('roundConfigOf', () => {
  const r3 = (perPerson: boolean) => ({
    r3MaxTurn: 3,
    r3MinutePerTurn: 15,
    r3MaxDishPerTurn: 12,
    r3IsMaxDishWithCustomerNum: perPerson,
  });

  it("takes the server's round values and gives back the table's dishes per person", () => {
    const t = table([dish(1)], { orderCustomerNum: 3 });
    const c = roundConfigOf(t.config, r3(true), 3);
    expect([c.turnMinutes, c.maxTurn, c.turnDishes]).toEqual([15, 3, 4]);
  });

  it('leaves whether diners order on their own to the restaurant, whatever the flag says', () => {
    const t = table([dish(1)], { orderCustomerNum: 2 });
    for (const autonomous of [true, false])
      for (const perPerson of [true, false]) {
        t.config.autonomous = autonomous;
        expect(roundConfigOf(t.config, r3(perPerson), 2).autonomous).toBe(autonomous);
      }
  });

  it('is the inverse of the r3 the server sends', () => {
    const t = table([dish(1)], { orderCustomerNum: 4 });
    for (const autonomous of [true, false]) {
      t.config.autonomous = autonomous;
      t.config.turnDishes = 5;
      const sent = toCartMetadata(t.cart, t.history, t.config, 4);
      const back = roundConfigOf({ ...t.config, turnDishes: 99 }, sent.r3, 4);
      expect(back.turnDishes).toBe(5);
    }
  });
});

describe('lines changes (cartLinesChange, applyCartLinesChange)', () => {
  // A phone holding the cart at some version, and the server's cart after more changes: the phone
  // applying each change in turn holds exactly what the server would send whole.
  it('rebuilds the whole cart from each change: adds, edits, removals, new diners', () => {
    const t = table([dish(1), dish(2), dish(3)], { orderCustomerNum: 3 });
    apply(t, { type: 'add', originId: 1, count: 1, ...A });
    apply(t, { type: 'submit', ...A });
    apply(t, { type: 'add', originId: 2, count: 1, ...A });
    let version = 4;
    const whole = () => ({
      ...toCartMetadata(t.cart, t.history, t.config, t.orderCustomerNum),
      version,
    });
    let phone = whole();
    const step = (op: Parameters<typeof apply>[1]) => {
      const before = t.cart;
      expect(apply(t, op).ok).toBe(true);
      const change = cartLinesChange(before, t.cart, version, version + 1);
      version++;
      const next = applyCartLinesChange(phone, change);
      if (typeof next === 'string') throw new Error(next);
      phone = next;
      expect(phone).toEqual(whole());
      return change;
    };
    expect(step({ type: 'add', originId: 3, count: 2, ...B }).lines).toHaveLength(1);
    const line = t.cart.lines.find((l) => l.originId === 2)!;
    const edit = step({ type: 'edit', lineId: line.id, remark: 'no_salt', ...A });
    expect(edit.lines.map((l) => [l.id, l.remark])).toEqual([[line.id, 'no_salt']]);
    step({ type: 'add', originId: 1, count: 1, ...C });
    expect(step({ type: 'deleteLines', lineIds: [line.id], ...A }).removed).toEqual([line.id]);
    step({ type: 'clear', ...B });
    expect(phone.users.map((u) => u.userName)).toEqual(['Guest 1', 'Guest 3']);
  });

  it('ignores a change it holds already or of another order, and reports a missed one', () => {
    const t = table([dish(1)]);
    const phone = { ...toCartMetadata(t.cart, t.history, t.config, 2), version: 7 };
    const before = t.cart;
    apply(t, { type: 'add', originId: 1, count: 1, ...A });
    const change = (base: number, v: number) => cartLinesChange(before, t.cart, base, v);
    expect(applyCartLinesChange(phone, change(6, 7))).toBe('stale');
    expect(applyCartLinesChange(phone, { ...change(7, 8), orderId: 999 })).toBe('stale');
    expect(applyCartLinesChange(phone, change(8, 9))).toBe('gap');
    expect(applyCartLinesChange(phone, change(7, 8))).toMatchObject({ version: 8 });
  });
});
