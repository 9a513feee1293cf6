import { describe, expect, it } from 'vitest';
import { apply, diner, dish, table } from '../../core/testing/fixtures';
import type { TestTable } from '../../core/testing/fixtures';
import type { RuleDish } from '../../core';
import { maxQuantityOf } from './dish-limit';

const A = diner('1');
const B = diner('2');

/** What the menu would compute for diner A from the table as the server holds it. */
function maxFor(t: TestTable, d: RuleDish, customer = A.userId): number | undefined {
  return maxQuantityOf(d, {
    config: t.config,
    orderCustomerNum: t.orderCustomerNum,
    customer,
    cart: t.cart.lines,
    history: t.history,
  });
}

/** Adds one unit at a time until the server's reducer refuses; returns the diner's units then. */
function addUntilRefused(t: TestTable, d: RuleDish, actor = A): number {
  for (let i = 0; i < 50; i++)
    if (!apply(t, { type: 'add', originId: d.menu_item_id, ...actor }).ok) break;
  return t.cart.lines
    .filter((l) => l.originId === d.menu_item_id && l.userId === actor.userId)
    .reduce((n, l) => n + l.totalNum, 0);
}

describe('maxQuantityOf', () => {
  it('has no maximum for a dish without limits', () => {
    const d = dish(1);
    expect(maxFor(table([d]), d)).toBeUndefined();
  });

  it('stops at the R1 limit per customer, where the server refuses', () => {
    const d = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 3 });
    const t = table([d], { config: { ...table([]).config, autonomous: true } });
    expect(maxFor(t, d)).toBe(3);
    expect(addUntilRefused(t, d)).toBe(3);
    expect(maxFor(t, d)).toBe(3);
  });

  it('counts what the table has already sent', () => {
    const d = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 3 });
    const t = table([d], { config: { ...table([]).config, autonomous: true } });
    apply(t, { type: 'add', originId: 1, count: 2, ...A });
    apply(t, { type: 'submit', ...A });
    expect(t.history).not.toHaveLength(0);
    expect(maxFor(t, d)).toBe(1);
    expect(addUntilRefused(t, d)).toBe(1);
  });

  it('shares a category limit (R8) with the other diners of the table', () => {
    const a = dish(1, { category_order_limit: 2 });
    const b = dish(2, { category_order_limit: 2 });
    const t = table([a, b], { orderCustomerNum: 2 });
    apply(t, { type: 'add', originId: 2, count: 3, ...B });
    // 2 per person × 2 persons = 4 for the table; 3 are taken.
    expect(maxFor(t, a)).toBe(1);
    expect(addUntilRefused(t, a)).toBe(1);
  });

  it('lets excess units through when R1 turns them into excess instead of refusing', () => {
    const d = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 1, rule_lnr_limit_enable: 1 });
    expect(maxFor(table([d]), d)).toBeUndefined();
  });

  it('never goes below what the diner already has', () => {
    const d = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 3 });
    const t = table([d], { config: { ...table([]).config, autonomous: true } });
    apply(t, { type: 'add', originId: 1, count: 3, ...A });
    const lowered = { ...d, rule_lnr_max_num: 1 };
    expect(maxFor(t, lowered)).toBe(3);
  });
});
