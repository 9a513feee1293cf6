import { batch, computed, signal } from '@preact/signals-react';
import {
  CART_NOT_FOUND_TEXT,
  R1_MAX_QUANTITY_TEXT,
  R1_MAX_SELL_QUANTITY_TEXT,
  R3_MAX_TURN_TEXT,
  R3_TURN_ENDED_TEXT,
  R3_TURN_QUANTITY_TEXT,
  R8_MAX_QUANTITY_TEXT,
  DISH_NOT_EXISTS_TEXT,
  EDIT_LOCKED_TEXT,
  NOT_OWNER_TEXT,
  DISH_TIME_DISABLED_TEXT,
  CART_EMPTY_TEXT,
  SUBMIT_TIMEOUT_MS,
  encodeCartText,
  hasExcessLines,
  isEditLocked,
  turnRemainingMs,
  linesTotals,
  normalizeCustomerId,
  resolveRuleConfig,
  tipName,
  type CartDish,
  type CartMetadata,
  type RuleConfig,
  type TurnItems,
} from '../../core';
import { clientState, emitSocket, onSocket, serverNow } from '../../lib/session';
import { settings } from '../../lib/restaurant';

/** A CART_ERROR as the server sends it (server/modules/cart/socket.ts CartErrorBody). */
export interface CartErrorBody {
  serverEventName: string;
  code: string;
  rule: 'r1' | 'r3' | 'r8' | null;
  message: string;
  detail?: {
    outOfStock?: { menuName: string; excessedNum: number }[];
    available?: number;
    field?: string;
  } & Record<string, unknown>;
  dishId?: number;
  dishName?: string;
  lineId?: string;
}

/**
 * What the diner is told, as message ids of the `cart.error.*` namespace with their values
 * (ordering.md §8). The view turns them into localised warnings.
 */
export interface CartNotice {
  level: 'success' | 'warning' | 'error' | 'info';
  id: string;
  values?: Record<string, string | number>;
}

/** The smallest menu-dish shape the cart needs to add a dish. */
export interface AddableDish {
  menu_item_id: number;
  item_name1?: string;
}

export const SUBMIT_DEBOUNCE_MS = 200;
export const ONE_TURN_SUBMIT_DELAY_MS = 500;

// State -----------------------------------------------------------------------------------------

/** The shared cart as the server last sent it; null before INIT_CART. */
export const cart = signal<CartMetadata | null>(null);
/** True from a submit until SUBMIT_CART, CART_ERROR or the 6 s time-out (the button's loading flag). */
export const submitting = signal(false);
/** Another diner at the table is submitting (SUBMITING_CART). */
export const otherSubmitting = signal(false);
/** The cart drawer's open state. */
export const cartOpen = signal(false);
/** Staff closed the order (freed the table): the server refused a cart action with ORDER_CLOSED. */
export const orderClosed = signal(false);
/** A pending confirmation the drawer shows: excess units, one-turn rule, or the same dish again. */
export const confirmation = signal<
  | { kind: 'excess' }
  | { kind: 'oneTurn'; count: number; limit: number }
  | { kind: 'duplicate'; count: number; dishName: string; resend: Record<string, unknown> }
  | null
>(null);
/** Messages for the view to show (it localises and clears them). */
export const cartNotices = signal<CartNotice[]>([]);
/** Bumps on every cart change; the footer badge animates on it. */
export const cartVersion = signal(0);
/** Menu items whose quantity change this diner sent and the server has not answered yet. */
const inFlight = signal<ReadonlySet<number>>(new Set());
/** The menu items with a quantity change on its way (read-only: `send` and the answers keep it). */
export const pendingDishes = computed<ReadonlySet<number>>(() => inFlight.value);

/** The rule configuration from the restaurant's settings (same resolution the server uses). */
export const ruleConfig = computed<RuleConfig>(() => resolveRuleConfig(settings.value));

/** This diner's customer id within the order. */
export const myCustomer = computed(() => normalizeCustomerId(clientState.value.orderTab?.customer));

/** The lines of every turn, in turn order. */
function linesByTurn(items: Record<string, TurnItems> | undefined): CartDish[] {
  if (!items) return [];
  return Object.keys(items)
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((turn) => items[turn]?.ALL ?? []);
}

/** Every line waiting in the cart (all diners), in the server's order. */
export const cartLines = computed<CartDish[]>(() => linesByTurn(cart.value?.items));

/** Every line the table has already sent (the history the limits count), in turn order. */
export const sentLines = computed<CartDish[]>(() => linesByTurn(cart.value?.historyItems));

/** The lines of this diner. */
export const myLines = computed(() => cartLines.value.filter((l) => l.userId === myCustomer.value));
/** Units and money of the whole cart. */
export const cartTotals = computed(() => linesTotals(cartLines.value));
/** Units and money of this diner's lines. */
export const myTotals = computed(() => linesTotals(myLines.value));
/** The footer badge: units in this diner's cart. */
export const myCartCount = computed(() => myTotals.value.totalNum);
/** The customers with lines in the cart (the drawer's filter). */
export const cartCustomers = computed(() =>
  [...new Set(cartLines.value.map((l) => l.userId))].sort((a, b) =>
    a.localeCompare(b, undefined, { numeric: true }),
  ),
);

function countBy(lines: readonly CartDish[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const l of lines) m.set(l.originId, (m.get(l.originId) ?? 0) + l.totalNum);
  return m;
}
/** Units per menu item in this diner's cart (the menu's steppers). */
export const myCountByDish = computed(() => countBy(myLines.value));
/** Units per menu item in the whole table's cart. */
export const tableCountByDish = computed(() => countBy(cartLines.value));

/** Units of a menu item in this diner's cart. */
export function myCountOf(menuItemId: number): number {
  return myCountByDish.value.get(menuItemId) ?? 0;
}

/** Round facts of the cart (ordering.md §3 r3). */
export const currentTurn = computed(() => cart.value?.r3.nowTurn ?? 1);
export const r3Info = computed(() => {
  const c = cart.value;
  if (!c) return null;
  return { ...c.r3, inCart: c.r3TotalNum, sent: c.r3HistoryTotalNum, history: c.r3HistoryDishes };
});

// Protocol ------------------------------------------------------------------------------------

function cartFind(): { tableId?: number; id?: string; orderId?: number } {
  const { tableId, orderTab } = clientState.value;
  const c = cart.value;
  return {
    ...(tableId !== null ? { tableId } : {}),
    ...(c ? { id: c.id } : {}),
    ...(orderTab?.orderId ? { orderId: orderTab.orderId } : {}),
  };
}

/** Keys the server named as unknown ('Invalid: additional property …'): left out from then on. */
const refusedKeys = new Set<string>();
/** The last payload per event, for the one resend after an 'Invalid:' answer. */
const lastSent = new Map<string, { payload: Record<string, unknown>; resent: boolean }>();

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!refusedKeys.has(k)) out[k] = strip(v);
    return out;
  }
  return value;
}

let inFlightTimer: ReturnType<typeof setTimeout> | null = null;

/** The server answered (a new cart, a refusal, a question): nothing of ours is on its way now. */
function settleInFlight(): void {
  if (inFlightTimer) clearTimeout(inFlightTimer);
  inFlightTimer = null;
  if (inFlight.value.size > 0) inFlight.value = new Set();
}

function send(event: string, payload: Record<string, unknown>, resent = false): void {
  const clean = strip(payload) as Record<string, unknown>;
  lastSent.set(event, { payload, resent });
  const originId = (payload.dish as { originId?: unknown } | undefined)?.originId;
  if (event === '/cart2/update' && typeof originId === 'number') {
    inFlight.value = new Set([...inFlight.value, originId]);
    // A lost answer must not leave the dish spinning: after the submit time-out it is free again.
    if (inFlightTimer) clearTimeout(inFlightTimer);
    inFlightTimer = setTimeout(settleInFlight, SUBMIT_TIMEOUT_MS);
  }
  emitSocket(event, clean);
}

function notify(n: CartNotice): void {
  cartNotices.value = [...cartNotices.value, n];
}

/** Takes the notices waiting to be shown. */
export function takeCartNotices(): CartNotice[] {
  const list = cartNotices.value;
  if (list.length) cartNotices.value = [];
  return list;
}

function setCart(c: CartMetadata): void {
  batch(() => {
    settleInFlight();
    cart.value = c;
    cartVersion.value++;
  });
}

let submitTimer: ReturnType<typeof setTimeout> | null = null;
let debounceTimer: ReturnType<typeof setTimeout> | null = null;
let unsubscribe: (() => void) | null = null;
let reinitOnce = false;

function stopSubmitting(): void {
  if (submitTimer) clearTimeout(submitTimer);
  submitTimer = null;
  submitting.value = false;
}

/** The localised message of a CART_ERROR (ordering.md §8). */
export function cartErrorNotice(e: CartErrorBody): CartNotice[] {
  const m = e.message;
  if (m.startsWith('Invalid')) return [{ level: 'warning', id: 'cart.error.unknown' }];
  if (e.rule === 'r1' && m === R1_MAX_SELL_QUANTITY_TEXT) {
    const out = e.detail?.outOfStock ?? [];
    if (out.length === 0)
      return [
        {
          level: 'warning',
          id: 'cart.error.soldOut',
          values: { available: Number(e.detail?.available ?? 0) },
        },
      ];
    return [
      { level: 'warning', id: 'cart.error.commitFailed' },
      ...out.map((o) => ({
        level: 'warning' as const,
        id: 'cart.error.soldOutDish',
        values: { name: tipName(o.menuName), count: o.excessedNum },
      })),
    ];
  }
  if (e.rule === 'r1' && m === R1_MAX_QUANTITY_TEXT)
    return [{ level: 'warning', id: 'cart.error.sameDishExceeded' }];
  if (e.rule === 'r8' && m === R8_MAX_QUANTITY_TEXT)
    return [{ level: 'warning', id: 'cart.error.categoryExceeded' }];
  if (e.rule === 'r3' && (m === R3_TURN_QUANTITY_TEXT || m === R3_TURN_ENDED_TEXT))
    return [{ level: 'warning', id: 'cart.error.completeOrder' }];
  if (e.rule === 'r3' && m === R3_MAX_TURN_TEXT)
    return [{ level: 'warning', id: 'cart.error.maxRounds' }];
  if (m === DISH_NOT_EXISTS_TEXT) return [{ level: 'warning', id: 'cart.error.dishNotExists' }];
  if (m === NOT_OWNER_TEXT) return [{ level: 'warning', id: 'cart.error.notOwner' }];
  if (m === EDIT_LOCKED_TEXT)
    return [{ level: 'warning', id: 'cart.error.editLocked', values: { seconds: 5 } }];
  if (m === DISH_TIME_DISABLED_TEXT)
    return [{ level: 'warning', id: 'cart.error.dishTimeDisabled' }];
  if (m === CART_EMPTY_TEXT) return [{ level: 'warning', id: 'cart.empty' }];
  if (e.code === 'ORDER_CLOSED') return [{ level: 'error', id: 'main.tableClosed' }];
  if (e.code === 'CONDIMENT_REQUIRED')
    return [{ level: 'warning', id: 'condiments.requiredMissing' }];
  if (e.code === 'CONDIMENT_NOT_OFFERED')
    return [{ level: 'warning', id: 'condiments.notOffered' }];
  if (e.serverEventName === '/cart2/submit')
    return [{ level: 'error', id: 'cart.error.commitFailed' }];
  return [{ level: 'warning', id: 'cart.error.unknown' }];
}

function onCartError(e: CartErrorBody): void {
  stopSubmitting();
  settleInFlight();
  if (e.code === 'ORDER_CLOSED') {
    // The page tells the diner and leaves (app/main); the cart closes and shows nothing stale.
    batch(() => {
      cartOpen.value = false;
      confirmation.value = null;
      orderClosed.value = true;
    });
    return;
  }
  if (e.message === CART_NOT_FOUND_TEXT || e.code === 'CART_NOT_FOUND') {
    if (!reinitOnce) {
      reinitOnce = true;
      initCart();
      return;
    }
  }
  const invalid = /^Invalid: additional property '([^']+)'/.exec(e.message);
  if (invalid?.[1]) {
    const last = lastSent.get(e.serverEventName);
    refusedKeys.add(invalid[1]);
    if (last && !last.resent) {
      send(e.serverEventName, last.payload, true);
      return;
    }
  }
  for (const n of cartErrorNotice(e)) notify(n);
}

/** Subscribes the store to the cart events (once); safe to call again. */
export function connectCartStore(): void {
  if (unsubscribe) return;
  const offs = [
    onSocket<CartMetadata>('INIT_CART', (c) => {
      reinitOnce = false;
      setCart(c);
    }),
    onSocket<CartMetadata>('CONNECT_CART', setCart),
    onSocket<CartMetadata>('UPDATE_CART', setCart),
    onSocket<CartMetadata>('CHANGE_CART_TABLE', setCart),
    onSocket<CartErrorBody>('CART_ERROR', onCartError),
    onSocket<{ requestKey: string; project: string }>('SUBMIT_CART', (r) => {
      otherSubmitting.value = false;
      if (submitting.value) {
        stopSubmitting();
        notify({ level: 'success', id: 'cart.sent' });
        emitSocket('/cart/clear/requestKey', { cartFind: cartFind(), requestKey: r.requestKey });
      }
    }),
    onSocket('SUBMITING_CART', () => {
      otherSubmitting.value = true;
    }),
    onSocket<CartMetadata & { turn: number }>('TO_NEXT_TURN', (c) => {
      setCart(c);
      notify({ level: 'success', id: 'cart.nextTurn', values: { turn: c.turn ?? c.r3.nowTurn } });
    }),
    onSocket<{ lineId: string; excessedNum: number }>('FIRST_EXCESS_WARNING', (w) => {
      notify({ level: 'warning', id: 'cart.firstExcess', values: { count: w.excessedNum } });
    }),
    onSocket<{ dishId: number; count: number; dish: Record<string, unknown> }>(
      'DISHES_DUPLICATE',
      (d) => {
        settleInFlight();
        const last = lastSent.get('/cart2/update');
        const dishName =
          cartLines.value.find((l) => l.originId === d.dishId)?.name ?? String(d.dish.name ?? '');
        confirmation.value = {
          kind: 'duplicate',
          count: d.count,
          dishName,
          resend: {
            ...(last?.payload ?? { cartFind: cartFind(), dish: d.dish, mathSymbol: 0 }),
            isAddDuplicate: true,
          },
        };
      },
    ),
    onSocket<{ lineIds: string[] }>('RETURN_DISHES', (r) => {
      if (r.lineIds.length)
        notify({ level: 'info', id: 'cart.returned', values: { count: r.lineIds.length } });
    }),
    onSocket('DISCONNECT_CART', () => {
      cart.value = null;
    }),
    onSocket<{ content?: { event?: string } }>('CHAT_MESSAGE', (m) => {
      const ev = m.content?.event;
      if (ev === 'ADD_COMMIT_LOCK') otherSubmitting.value = true;
      if (ev === 'REMOVE_COMMIT_LOCK') otherSubmitting.value = false;
    }),
  ];
  unsubscribe = () => offs.forEach((off) => off());
}

/** Asks for the cart (INIT_CART answers): after the order is known and the socket carries it. */
export function initCart(): void {
  connectCartStore();
  send('/cart2/init', {
    cartFind: { ...cartFind(), id: undefined },
    language: clientState.value.language,
    project: 'QOP_COP',
  });
}

/** Leaves the cart's room (page hidden). */
export function disconnectCart(): void {
  if (cart.value) send('/cart2/disconnect', { cartFind: cartFind() });
}

// Actions -------------------------------------------------------------------------------------

/** While staff review the table, adding is refused with the wait warning (ordering.md §4). */
function refusedWhileReview(): boolean {
  if (clientState.value.approvalStatus !== 'REVIEW') return false;
  notify({ level: 'warning', id: 'cart.waitReview' });
  return true;
}

/** Opens the drawer, unless the table is under review or a submit is running (ordering.md §2 Footer bar). */
/** Closes the cart drawer. */
export function closeCart(): void {
  cartOpen.value = false;
}

export function openCart(): boolean {
  if (refusedWhileReview()) return false;
  if (submitting.value) {
    notify({ level: 'warning', id: 'cart.beingSubmitted' });
    return false;
  }
  cartOpen.value = true;
  return true;
}

/** The diner's line for a menu item with no condiments, remark or set meal (where + merges). */
function plainLineOf(menuItemId: number): CartDish | undefined {
  return myLines.value.find(
    (l) => l.originId === menuItemId && l.condiments.length === 0 && !l.remark && l.dishType === 0,
  );
}

/**
 * Adds one unit of a dish (the menu's +). With condiments or a remark it adds a new line; the
 * server merges it with an equal one.
 */
export function addDish(
  dish: AddableDish,
  opts: { condimentIds?: number[]; remark?: string; count?: number } = {},
): void {
  if (refusedWhileReview()) return;
  const plain = !opts.condimentIds?.length && !opts.remark && (opts.count ?? 1) === 1;
  const line = plain ? plainLineOf(dish.menu_item_id) : undefined;
  if (line) return addOneToLine(line);
  send('/cart2/update', {
    cartFind: cartFind(),
    mathSymbol: 0,
    dish: {
      id: dish.menu_item_id,
      originId: dish.menu_item_id,
      ...(opts.count && opts.count > 1 ? { totalCount: opts.count } : {}),
      // By id only: the server names and prices them from the dish's own groups.
      ...(opts.condimentIds?.length ? { condiments: opts.condimentIds.map((id) => ({ id })) } : {}),
      ...(opts.remark ? { remark: encodeCartText(opts.remark) } : {}),
    },
  });
}

/** +1 on a line: the diner's own, or a clone of another diner's line into the diner's cart (§6). */
export function addOneToLine(line: CartDish): void {
  if (refusedWhileReview()) return;
  send('/cart2/update', {
    cartFind: cartFind(),
    mathSymbol: 0,
    isAddedToCart: true,
    dish: { id: line.id, originId: line.originId },
  });
}

/** −1 on a line, or on the diner's newest line of a menu item. Minus at 0 is ignored. */
export function removeOne(target: CartDish | AddableDish): void {
  const line =
    'id' in target && typeof target.id === 'string'
      ? target
      : ([...myLines.value]
          .reverse()
          .find((l) => l.originId === (target as AddableDish).menu_item_id) ?? null);
  if (!line) return;
  send('/cart2/update', {
    cartFind: cartFind(),
    mathSymbol: 1,
    dish: { id: line.id, originId: line.originId },
  });
}

/** True in the last 5 s of a timed round: condiments and remarks cannot change (ordering.md §5). */
export function editLockedNow(): boolean {
  const c = cart.value;
  if (!c) return false;
  return isEditLocked(
    turnRemainingMs({ nowTurnStartDate: c.r3.nowTurnStartDate }, ruleConfig.value, serverNow()),
  );
}

/** Opening the editor: refused with the seconds named when the round is about to end. */
export function mayEditLine(): boolean {
  if (!editLockedNow()) return true;
  notify({ level: 'warning', id: 'cart.error.editLocked', values: { seconds: 5 } });
  return false;
}

/** Saves the condiments (ids of the dish's own) and remark of the diner's own line. Identical values change nothing. */
export function setCondimentsAndRemark(
  line: CartDish,
  condimentIds: number[],
  remark: string,
): void {
  const encRemark = encodeCartText(remark.trim());
  const ids = [...new Set(condimentIds)].sort((a, b) => a - b);
  const had = line.condiments
    .flatMap((c) => (c.id !== undefined ? [c.id] : []))
    .sort((a, b) => a - b);
  const same =
    encRemark === line.remark &&
    had.length === line.condiments.length &&
    JSON.stringify(ids) === JSON.stringify(had);
  if (same || !mayEditLine()) return;
  send('/cart2/update', {
    cartFind: cartFind(),
    mathSymbol: 0,
    action: { type: 1, state: 0 },
    dish: { id: line.id, condiments: ids.map((id) => ({ id })), remark: encRemark },
  });
}

/** Removes a whole line of the diner's. */
export function deleteLine(line: CartDish): void {
  send('/cart2/item/delete', { cartFind: cartFind(), itemsInfo: [{ id: line.id }] });
}

/** Empties the diner's part of the cart. */
export function clearCart(): void {
  send('/cart2/delete', { cartFind: cartFind() });
}

function newRequestKey(): string {
  const c = typeof crypto === 'undefined' ? undefined : crypto;
  return (
    c?.randomUUID ? c.randomUUID() : Date.now().toString(36) + Math.random().toString(36).slice(2)
  ).replace(/[^\w-]/g, '');
}

function doSubmit(): void {
  if (submitting.value) return;
  submitting.value = true;
  cartOpen.value = false;
  send('/cart2/submit', {
    project: 'QOP_COP',
    cartFind: cartFind(),
    language: clientState.value.language,
    requestKey: newRequestKey(),
  });
  submitTimer = setTimeout(() => {
    submitTimer = null;
    if (!submitting.value) return;
    submitting.value = false;
    notify({ level: 'warning', id: 'cart.error.commitFailed' });
  }, SUBMIT_TIMEOUT_MS);
}

/**
 * Sends the round (ordering.md §4 Cart submit): debounced 200 ms, ignored while a submit runs,
 * an empty cart warns, excess units and an unfinished one-turn round ask first.
 */
export function submitCart(opts: { skipExcess?: boolean; skipOneTurn?: boolean } = {}): void {
  if (debounceTimer) clearTimeout(debounceTimer);
  debounceTimer = setTimeout(() => {
    debounceTimer = null;
    if (submitting.value) {
      notify({ level: 'warning', id: 'cart.beingSubmitted' });
      return;
    }
    if (cartLines.value.length === 0) {
      notify({ level: 'warning', id: 'cart.empty' });
      return;
    }
    if (!opts.skipExcess && hasExcessLines(cartLines.value)) {
      confirmation.value = { kind: 'excess' };
      return;
    }
    const cfg = ruleConfig.value;
    const info = r3Info.value;
    if (!opts.skipOneTurn && info && cfg.oneTurnOneTimeSend && cfg.turnLimitEnabled) {
      const count = info.inCart + info.sent;
      if (count < info.r3MaxDishPerTurn) {
        confirmation.value = { kind: 'oneTurn', count, limit: info.r3MaxDishPerTurn };
        return;
      }
    }
    doSubmit();
  }, SUBMIT_DEBOUNCE_MS);
}

/** The diner's answer to the pending confirmation. */
export function answerConfirmation(yes: boolean): void {
  const c = confirmation.value;
  confirmation.value = null;
  if (!c || !yes) return;
  if (c.kind === 'excess') submitCart({ skipExcess: true });
  else if (c.kind === 'oneTurn')
    setTimeout(() => submitCart({ skipExcess: true, skipOneTurn: true }), ONE_TURN_SUBMIT_DELAY_MS);
  else send('/cart2/update', c.resend, true);
}

/** Asks the server to start the next round (at the end of the countdown, or by hand). */
export function nextTurn(manual = false): void {
  const c = cart.value;
  if (!c) return;
  if (manual)
    send('/cart2/to_next_turn_manually', { cartFind: cartFind(), turn: c.r3.nowTurn + 1 });
  else send('/cart2/turn/next', { cartFind: cartFind(), turn: c.r3.nowTurn + 1 });
}

/** Back to the state before any cart event (tests and stories). */
export function resetCartStore(seed: CartMetadata | null = null): void {
  if (submitTimer) clearTimeout(submitTimer);
  if (debounceTimer) clearTimeout(debounceTimer);
  submitTimer = debounceTimer = null;
  settleInFlight();
  refusedKeys.clear();
  lastSent.clear();
  reinitOnce = false;
  batch(() => {
    cart.value = seed;
    submitting.value = false;
    otherSubmitting.value = false;
    cartOpen.value = false;
    confirmation.value = null;
    cartNotices.value = [];
    cartVersion.value = 0;
    orderClosed.value = false;
  });
}
