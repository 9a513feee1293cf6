/**
 * Builders for the core tests: menu items, a cart context with a deterministic id maker, and a
 * small runner that applies operations and keeps the history the way the server does.
 */
import { DEFAULT_RULE_CONFIG, type RuleConfig } from '../rules/config';
import {
  createCart,
  reduceCart,
  type CartContext,
  type CartOperation,
  type CartResult,
} from '../cart/reducer';
import type { CartState, CourseGroup, HistoryDish, RuleDish } from '../cart/types';
import type { DishCondimentGroup } from '../cart/condiments';

/** The condiment group every test dish offers unless the table says otherwise: optional toppings. */
export const TOPPINGS: DishCondimentGroup = {
  groupId: 1,
  groupName: 'Toppings',
  min: 0,
  max: 999,
  options: [
    { id: 11, name: 'wasabi', price: 0 },
    { id: 12, name: 'sesame', price: 0.2 },
    { id: 13, name: 'ginger', price: 0.35 },
  ],
};
/** Condiment ids of TOPPINGS by name. */
export const TOPPING = { wasabi: 11, sesame: 12, ginger: 13 } as const;

/** A plain dish of category 1, price 0, no limits. */
export function dish(id: number, over: Partial<RuleDish> = {}): RuleDish {
  return {
    menu_item_id: id,
    item_name1: `Dish ${id}`,
    item_name2: `Piatto ${id}`,
    item_type: 0,
    price_1: 0,
    dmi_slu_id: 1,
    ...over,
  };
}

/** An id maker that counts: line-1, line-2, … */
export function idMaker(prefix = 'line'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

export interface TestTable {
  cart: CartState;
  history: HistoryDish[];
  now: number;
  config: RuleConfig;
  orderCustomerNum: number;
  isBusinessTime: boolean;
  menu: Map<number, RuleDish>;
  courses: Map<number, CourseGroup[]>;
  /** Condiment groups per dish; a dish missing here offers TOPPINGS. */
  condiments: Map<number, DishCondimentGroup[]>;
  newId: () => string;
}

export const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);

/** A table with an empty cart in turn 1 started at T0. */
export function table(
  dishes: RuleDish[],
  over: Partial<Omit<TestTable, 'menu' | 'cart' | 'history'>> & {
    courses?: Map<number, CourseGroup[]>;
    condiments?: Map<number, DishCondimentGroup[]>;
  } = {},
): TestTable {
  return {
    cart: createCart({ id: 'cart-1', orderId: 100, tableId: 7, now: T0 }),
    history: [],
    now: T0,
    config: { ...DEFAULT_RULE_CONFIG },
    orderCustomerNum: 1,
    isBusinessTime: true,
    newId: idMaker(),
    courses: new Map(),
    condiments: new Map(),
    ...over,
    menu: new Map(dishes.map((d) => [d.menu_item_id, d])),
  };
}

export function contextOf(t: TestTable): CartContext {
  return {
    now: t.now,
    config: t.config,
    history: t.history,
    orderCustomerNum: t.orderCustomerNum,
    isBusinessTime: t.isBusinessTime,
    getDish: (id) => t.menu.get(id),
    getCourseGroups: (id) => t.courses.get(id),
    getCondimentGroups: (id) => t.condiments.get(id) ?? [TOPPINGS],
    newId: t.newId,
  };
}

/** Applies an operation like the server: on success the cart is replaced and submitted lines join the history. */
export function apply(t: TestTable, op: CartOperation): CartResult {
  const result = reduceCart(t.cart, op, contextOf(t));
  if (result.ok) {
    t.cart = result.cart;
    t.history.push(...result.submitted);
  }
  return result;
}

/** The diner with customer id `id`. */
export const diner = (id: string) => ({ userId: id, userName: `Guest ${id}` });
