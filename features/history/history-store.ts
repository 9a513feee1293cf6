import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type {
  HistoryDish,
  HistoryDishData,
  HistorySection,
  OrderHistory,
} from '../../protocol/http';
import { api, clientState, onSocket } from '../../lib/session';
import {
  addDish,
  condimentIdsOf,
  condimentsAgain,
  ruleConfig,
  type AddableDish,
  type CondimentChoiceFor,
} from '../cart';

/** One dish of the order's history (GET /api/v2/orders/{id}). */
export type HistoryDishView = HistoryDish;
export type { HistoryDishData, HistorySection, OrderHistory };

export type HistoryTab =
  { kind: 'round'; turn: number } | { kind: 'waiter' } | { kind: 'other' } | { kind: 'extra' };

export const orderHistory = signal<OrderHistory | null>(null);
const historyDishDataState = signal<HistoryDishData | null>(null);
export const historyDishData: ReadonlySignal<HistoryDishData | null> = historyDishDataState;
export const historyLoading = signal(false);
export const historyFailed = signal(false);
export const historyTab = signal<HistoryTab | null>(null);

/** A dish ordered again whose condiment choice must be made anew (a required group unmet). */
export const againChoice = signal<(CondimentChoiceFor & { dish: AddableDish }) | null>(null);

/**
 * Orders a dish of the history again, with the condiments its line had: added at once when they
 * still fit the dish's groups; otherwise the choice opens, starting from those it still offers.
 */
export function orderAgain(d: HistoryDishView, shownName: string): void {
  if (d.menu_item_id === null) return;
  const dish: AddableDish = {
    menu_item_id: d.menu_item_id,
    item_name1: d.item_name1,
    item_i18n: d.name_i18n,
  };
  const again = condimentsAgain(d.menu_item_id, condimentIdsOf(d.condiments));
  if (again.ready) addDish(dish, { condimentIds: again.ids });
  else
    againChoice.value = {
      dish,
      menuItemId: d.menu_item_id,
      name: shownName,
      initial: again.keep,
    };
}

/** The choice for a dish ordered again was made: it is added with those condiments. */
export function addAgainWith(condimentIds: number[]): void {
  const choice = againChoice.value;
  if (choice) addDish(choice.dish, { condimentIds });
}

/** The choice for a dish ordered again is over (added or dismissed). */
export function closeAgainChoice(): void {
  againChoice.value = null;
}

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

/** The key of "All", the tab that shows every round. */
export const ALL_HISTORY_TAB = 'all';

/** A tab's stable key: `r<turn>` for a round, its kind otherwise. */
export function historyTabKey(tab: HistoryTab | null): string {
  if (tab === null) return ALL_HISTORY_TAB;
  return tab.kind === 'round' ? `r${tab.turn}` : tab.kind;
}

/** The key of the chosen tab. */
export const chosenHistoryTabKey = computed(() => historyTabKey(historyTab.value));

/** Shows one tab's dishes, by its key; an unknown key (or "All") shows every round. */
export function chooseHistoryTab(key: string): void {
  historyTab.value = historyTabs.value.find((t) => historyTabKey(t) === key) ?? null;
}

/** The sections of the chosen tab (all rounds when none is chosen). */
export const visibleSections = computed<{ source: HistoryTab['kind']; section: HistorySection }[]>(
  () => {
    const h = orderHistory.value;
    if (!h) return [];
    const t = historyTab.value;
    if (!t) return customerSections.value.map((section) => ({ source: 'round', section }));
    if (t.kind === 'round')
      return customerSections.value
        .filter((s) => s.turn === t.turn)
        .map((section) => ({ source: 'round', section }));
    return h.dishes_history[t.kind === 'other' ? 'other' : t.kind].map((section) => ({
      source: t.kind,
      section,
    }));
  },
);

export const visibleTotals = computed(() => {
  let quantity = 0;
  let amount = 0;
  for (const { section } of visibleSections.value) {
    for (const d of section.dishes) {
      quantity += d.quantity;
      if (d.is_make !== 5)
        amount += d.count * d.product_price + d.excess_count * (d.product_price + d.excess_price);
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
        api<HistoryDishData>(
          `/api/v2.5/orders/history-dish/${orderId}?type=round,dish,type,rule&${q}`,
        ),
      ]);
      if (mine !== generation) return;
      // The history, its dishes and the end of loading land together: one update for the page.
      batch(() => {
        orderHistory.value = h;
        historyDishDataState.value = d;
        historyLoading.value = false;
      });
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
  const offs = [
    onSocket('SUBMIT_CART', reload),
    onSocket('UPDATE_DISH', reload),
    onSocket('MODIFY_DISH', reload),
    onSocket('TO_NEXT_TURN', reload),
  ];
  unsubscribe = () => offs.forEach((o) => o());
}

/** Back to the state before any load, seeded with a history and its dish data (tests, stories). */
export function resetHistoryStore(
  seed: OrderHistory | null = null,
  dishData: HistoryDishData | null = null,
): void {
  generation++;
  inFlight = null;
  orderHistory.value = seed;
  historyDishDataState.value = dishData;
  historyLoading.value = false;
  historyFailed.value = false;
  historyTab.value = null;
}
