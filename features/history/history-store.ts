import { computed, signal } from '@preact/signals-react';
import { api, clientState, onSocket } from '../session';
import { ruleConfig } from '../cart';

/** One dish of the order's history (GET /api/v2/orders/{id}). */
export interface HistoryDishView {
  order_detail_id: number;
  menu_item_id: number | null;
  item_id: number | null;
  item_name1: string;
  item_name2: string;
  order_time: string;
  quantity: number;
  product_price: number;
  excess_price: number;
  count: number;
  excess_count: number;
  /** null/0 not made, 1 made, 2 served, 3 paused, 5 cancelled, 11 shown as made (ordering.md §4). */
  is_make: number | null;
  customer_name: string;
  turn: number;
  remark: string;
  condiments: unknown;
  contents: { order_detail_id: number; menu_item_id: number | null; item_name1: string; quantity: number; product_price: number }[];
}

export interface HistorySection {
  turn: number;
  quantity: number;
  dishes: HistoryDishView[];
}

export interface OrderHistory {
  order_head_id: number;
  table_id: number;
  status: string;
  customer_num: number;
  should_amount: number;
  dishes_history: { customer: HistorySection[]; waiter: HistorySection[]; other: HistorySection[]; extra: HistorySection[] };
  extra_dishes: HistoryDishView[];
}

/** GET /api/v2.5/orders/history-dish/{id}: counts per dish, round and customer. */
export interface HistoryDishData {
  dish_round_customer_data?: Record<string, Record<string, Record<string, number>>>;
  round_customer_dish_data?: Record<string, Record<string, Record<string, number>>>;
  dishRuleData?: Record<string, { menu_item_id: number; not_joining_global_limit: number; history_num: number }>;
}

export type HistoryTab = { kind: 'round'; turn: number } | { kind: 'waiter' } | { kind: 'other' } | { kind: 'extra' };

export const orderHistory = signal<OrderHistory | null>(null);
export const historyDishData = signal<HistoryDishData | null>(null);
export const historyLoading = signal(false);
export const historyFailed = signal(false);
export const historyTab = signal<HistoryTab | null>(null);

/** Item status (is_make) groups the legend explains. */
export type MakeStatus = 'waiting' | 'made' | 'served' | 'paused' | 'cancelled';
export function makeStatus(isMake: number | null): MakeStatus {
  if (isMake === 1 || isMake === 11) return 'made';
  if (isMake === 2) return 'served';
  if (isMake === 3) return 'paused';
  if (isMake === 5) return 'cancelled';
  return 'waiting';
}

/** The customer sections, filtered to the diner under autonomous ordering (ordering.md §6). */
const customerSections = computed<HistorySection[]>(() => {
  const h = orderHistory.value;
  if (!h) return [];
  if (!ruleConfig.value.autonomous) return h.dishes_history.customer;
  const me = clientState.value.orderTab?.customer || '1';
  return h.dishes_history.customer
    .map((s) => {
      const dishes = s.dishes.filter((d) => d.customer_name === me);
      return { turn: s.turn, quantity: dishes.reduce((n, d) => n + d.quantity, 0), dishes };
    })
    .filter((s) => s.dishes.length > 0);
});

/** The tabs: one per round, then waiter, order devices and extra charges when they have dishes. */
export const historyTabs = computed<HistoryTab[]>(() => {
  const h = orderHistory.value;
  if (!h) return [];
  const tabs: HistoryTab[] = customerSections.value.map((s) => ({ kind: 'round', turn: s.turn }));
  if (h.dishes_history.waiter.length) tabs.push({ kind: 'waiter' });
  if (h.dishes_history.other.length) tabs.push({ kind: 'other' });
  if (h.dishes_history.extra.length) tabs.push({ kind: 'extra' });
  return tabs;
});

/** The sections of the chosen tab (all rounds when none is chosen). */
export const visibleSections = computed<{ source: HistoryTab['kind']; section: HistorySection }[]>(() => {
  const h = orderHistory.value;
  if (!h) return [];
  const t = historyTab.value;
  if (!t) return customerSections.value.map((section) => ({ source: 'round', section }));
  if (t.kind === 'round') return customerSections.value.filter((s) => s.turn === t.turn).map((section) => ({ source: 'round', section }));
  return h.dishes_history[t.kind === 'other' ? 'other' : t.kind].map((section) => ({ source: t.kind, section }));
});

export const visibleTotals = computed(() => {
  let quantity = 0;
  let amount = 0;
  for (const { section } of visibleSections.value) {
    for (const d of section.dishes) {
      quantity += d.quantity;
      if (d.is_make !== 5) amount += d.count * d.product_price + d.excess_count * (d.product_price + d.excess_price);
    }
  }
  return { quantity, amount: Math.round(amount * 100) / 100 };
});

let inFlight: Promise<void> | null = null;
/** Answers of a load started before a reset are dropped. */
let generation = 0;

/** Loads the order's history; a failure is logged and stops the spinner (ordering.md §8). */
export function loadHistory(): Promise<void> {
  const orderId = clientState.value.orderTab?.orderId;
  if (!orderId) return Promise.resolve();
  const mine = generation;
  inFlight ??= (async () => {
    historyLoading.value = true;
    historyFailed.value = false;
    const menuId = clientState.value.orderTab?.menuList[0]?.main_group_id;
    const q = `language=${clientState.value.language}${menuId ? `&menu_id=${menuId}` : ''}`;
    try {
      const [h, d] = await Promise.all([
        api<OrderHistory>(`/api/v2/orders/${orderId}?${q}`),
        api<HistoryDishData>(`/api/v2.5/orders/history-dish/${orderId}?type=round,dish,type,rule&${q}`),
      ]);
      if (mine !== generation) return;
      orderHistory.value = h;
      historyDishData.value = d;
    } catch (e) {
      if (mine !== generation) return;
      console.warn('order history failed to load', e);
      historyFailed.value = true;
    } finally {
      if (mine === generation) {
        historyLoading.value = false;
        inFlight = null;
      }
    }
  })();
  return inFlight;
}

let unsubscribe: (() => void) | null = null;

/** Reloads after every submitted round and every kitchen status change. */
export function connectHistoryStore(): void {
  if (unsubscribe) return;
  const reload = () => void loadHistory();
  const offs = [onSocket('SUBMIT_CART', reload), onSocket('UPDATE_DISH', reload), onSocket('MODIFY_DISH', reload), onSocket('TO_NEXT_TURN', reload)];
  unsubscribe = () => offs.forEach((o) => o());
}

export function resetHistoryStore(seed: OrderHistory | null = null): void {
  generation++;
  inFlight = null;
  orderHistory.value = seed;
  historyDishData.value = null;
  historyLoading.value = false;
  historyFailed.value = false;
  historyTab.value = null;
}
