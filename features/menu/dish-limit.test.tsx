import { describe, expect, it } from 'vitest';
import { apply, diner, dish, table } from '../../core/testing/fixtures';
import type { TestTable } from '../../core/testing/fixtures';
import type { RuleDish } from '../../core';
import { categoryCountFor, dishLimitOf, maxQuantityOf, ruleDishOf } from './dish-limit';
import { menuCategoryFixture, menuDishFixture } from './fixtures';

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

describe("a category limit set on the category (R8, the demo's temaki)", () => {
  // As the menu API sends them: the dishes carry no limit, their category allows 2 per person.
  const unlimited = { category_order_limit: 9999, table_category_order_limit: 9999 };
  const salmon = menuDishFixture(1, { dmi_slu_id: 7, ...unlimited });
  const tuna = menuDishFixture(2, { dmi_slu_id: 7, ...unlimited });
  const temaki = menuCategoryFixture(7, {
    category_order_limit: 2,
    customers_category_order_limit: 2,
    menu_item: [salmon, tuna],
  });
  const autonomous = () => ({ ...table([]).config, autonomous: true });
  const ctxOf = (t: TestTable, customer = A.userId) => ({
    config: t.config,
    orderCustomerNum: t.orderCustomerNum,
    customer,
    cart: t.cart.lines,
    history: t.history,
  });

  it('stops "+" at the category cap, where the server refuses, for every dish of the category', () => {
    const a = ruleDishOf(salmon, temaki);
    const b = ruleDishOf(tuna, temaki);
    const t = table([a, b], { orderCustomerNum: 2, config: autonomous() });
    expect(maxFor(t, a)).toBe(2);
    expect(addUntilRefused(t, a)).toBe(2);
    expect(maxFor(t, b)).toBe(0);
    expect(apply(t, { type: 'add', originId: 2, ...A }).ok).toBe(false);
  });

  it('holds the stricter of a limit on the dish and one on its category', () => {
    const strict = ruleDishOf({ ...salmon, category_order_limit: 1 }, temaki);
    const t = table([strict], { config: autonomous() });
    expect(maxFor(t, strict)).toBe(1);
    expect(addUntilRefused(t, strict)).toBe(1);
  });

  it("counts the header as the diner's own units, in the cart and sent, against the cap", () => {
    const a = ruleDishOf(salmon, temaki);
    const t = table([a], { orderCustomerNum: 2, config: autonomous() });
    expect(categoryCountFor(temaki, ctxOf(t), 5)).toEqual({ ordered: 0, limit: 2, reached: false });
    apply(t, { type: 'add', originId: 1, ...A });
    apply(t, { type: 'submit', ...A });
    apply(t, { type: 'add', originId: 1, ...A });
    apply(t, { type: 'add', originId: 1, count: 2, ...B });
    expect(categoryCountFor(temaki, ctxOf(t), 5)).toEqual({ ordered: 2, limit: 2, reached: true });
    expect(categoryCountFor(temaki, ctxOf(t), -1)).toBeNull();
  });

  it('counts the table against the table cap when the table shares the limits', () => {
    const a = ruleDishOf(salmon, temaki);
    const t = table([a], { orderCustomerNum: 3 });
    apply(t, { type: 'add', originId: 1, count: 2, ...B });
    expect(categoryCountFor(temaki, ctxOf(t), 5)).toEqual({ ordered: 2, limit: 6, reached: false });
    expect(categoryCountFor(menuCategoryFixture(8, { menu_item: [] }), ctxOf(t), 5)).toBeNull();
  });

  it("follows the table's head count and the ordering mode for the same category", () => {
    const a = ruleDishOf(salmon, temaki);
    const two = table([a], { orderCustomerNum: 2 });
    const four = table([a], { orderCustomerNum: 4 });
    const own = table([a], { orderCustomerNum: 4, config: autonomous() });
    expect(categoryCountFor(temaki, ctxOf(two), 5)?.limit).toBe(4);
    expect(categoryCountFor(temaki, ctxOf(four), 5)?.limit).toBe(8);
    expect(categoryCountFor(temaki, ctxOf(own), 5)?.limit).toBe(2);
    expect(categoryCountFor(temaki, ctxOf(two), 5)?.limit).toBe(4);
  });
});

describe('dishLimitOf: why "+" stops', () => {
  const ctx = (t: TestTable) => ({
    config: t.config,
    orderCustomerNum: t.orderCustomerNum,
    customer: A.userId,
    cart: t.cart.lines,
    history: t.history,
  });
  const autonomous = { ...table([]).config, autonomous: true };

  it('names the limit for the order, with its number', () => {
    const d = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 999, rule_table_max_num: 2 });
    const t = table([d], { orderCustomerNum: 2 });
    apply(t, { type: 'add', originId: 1, count: 2, ...A });
    expect(dishLimitOf(d, ctx(t))).toEqual({ max: 2, reason: { kind: 'order', limit: 2 } });
  });

  it('names the limit per person when each diner orders for themselves', () => {
    const d = dish(1, { rule_lnr_enable: 1, rule_lnr_max_num: 3 });
    const t = table([d], { config: autonomous });
    expect(dishLimitOf(d, ctx(t))).toEqual({ max: 3, reason: { kind: 'person', limit: 3 } });
  });

  it("names the category's cap when another dish of it took the room", () => {
    const a = dish(1, { category_order_limit: 1 });
    const b = dish(2, { category_order_limit: 1 });
    const t = table([a, b]);
    apply(t, { type: 'add', originId: 2, ...A });
    expect(dishLimitOf(a, ctx(t))).toEqual({ max: 0, reason: { kind: 'category', limit: 1 } });
  });

  it("names the offer's stock", () => {
    const d = dish(1, { bargain_stype: 2, bargain_num_cur: 2 });
    expect(dishLimitOf(d, ctx(table([d])))).toEqual({
      max: 2,
      reason: { kind: 'stock', limit: 2 },
    });
  });
});
