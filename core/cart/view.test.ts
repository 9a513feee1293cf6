import { describe, expect, it } from 'vitest';
import { apply, diner, dish, table } from '../testing/fixtures';
import { roundCountsFor, toCartMetadata } from './view';

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
