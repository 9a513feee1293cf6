import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import {
  CART_BOUNDS,
  SUBMIT_TIMEOUT_MS,
  applyCartLinesChange,
  encodeCartText,
  hasExcessLines,
  isEditLocked,
  turnRemainingMs,
  linesTotals,
  normalizeCustomerId,
  resolveRuleConfig,
  roundConfigOf,
  roundCountsFor,
  tipName,
  type CartDish,
  type CartLinesChange,
  type CartMetadata,
  type RuleConfig,
  type TurnItems,
} from '../../core';
import type { CartErrorBody, CartUpdate, ClientEvent, PayloadOf } from '../../protocol';
import { localizedName, type NameI18n } from '../../core/locale/localized-name';
import {
  clientState,
  connectionLost,
  emitSocket,
  emitSocketAnswered,
  chatEventOf,
  OFFLINE_GRACE_MS,
  onSocket,
  serverNow,
  socketConnected,
  socketUsable,
} from '../../lib/session';
import { settings } from '../../lib/restaurant';

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
  /** Its names per language (the menu's item_i18n), to name it to the diner. */
  item_i18n?: NameI18n;
}

/** The name each added dish had for the diner, to ask "order it again?" about it by name. */
const addedNames = new Map<number, string>();

export const SUBMIT_DEBOUNCE_MS = 200;
export const ONE_TURN_SUBMIT_DELAY_MS = 500;

// State -----------------------------------------------------------------------------------------

/** The cart with the store version the server sent it at (INIT_CART and the others carry it). */
type HeldCart = CartMetadata & { version?: number };
/**
 * The shared cart as the server last sent it, with the lines changes applied since; null before
 * INIT_CART.
 */
const cartState = signal<HeldCart | null>(null);
export const cart: ReadonlySignal<HeldCart | null> = cartState;
/** True from a submit until SUBMIT_CART, CART_ERROR or the 6 s time-out (the button's loading flag). */
export const submitting = signal(false);
/** Another diner at the table is submitting (SUBMITING_CART). */
export const otherSubmitting = signal(false);
/** The cart drawer's open state. */
export const cartOpen = signal(false);
/** Staff closed the order (freed the table): the server refused a cart action with ORDER_CLOSED. */
const orderClosedState = signal(false);
export const orderClosed: ReadonlySignal<boolean> = orderClosedState;
/** A pending confirmation the drawer shows: excess units, one-turn rule, or the same dish again. */
export const confirmation = signal<
  | { kind: 'excess' }
  | { kind: 'oneTurn'; count: number; limit: number }
  | { kind: 'duplicate'; count: number; dishName: string; resend: CartUpdate }
  | null
>(null);
/** Messages for the view to show (it localises and clears them). */
const cartNoticesState = signal<CartNotice[]>([]);
export const cartNotices: ReadonlySignal<CartNotice[]> = cartNoticesState;
/** Bumps on every cart change; the footer badge animates on it. */
export const cartVersion = signal(0);
/** Menu items whose quantity change this diner sent and the server has not answered yet. */
const inFlight = signal<ReadonlySet<number>>(new Set());
/**
 * Quantity changes not yet answered, by requestKey: sent and waiting, or kept while the
 * connection is down. Each is sent again (same key: the server applies it once) whenever the
 * connection comes back, until its answer arrives.
 */
const unanswered = signal<ReadonlyMap<string, { payload: CartUpdate; dishId?: number }>>(new Map());
/** The menu items with a quantity change on its way or kept for the connection's return. */
export const pendingDishes = computed<ReadonlySet<number>>(() => {
  const ids = new Set(inFlight.value);
  for (const u of unanswered.value.values()) if (u.dishId !== undefined) ids.add(u.dishId);
  return ids;
});
/** Changes kept while the connection is down (the drawer and the menu show them as pending). */
export const queuedChanges = computed(() => unanswered.value.size);

let lastConfig: RuleConfig | null = null;
/**
 * The rules this phone checks with: the restaurant's switches from its settings, and the round
 * values (minutes per round, maximum rounds, dishes per round) the server sent in the cart's r3,
 * which it runs the rounds with (the business rule's own, the global settings or the fallbacks:
 * core's resolveRoundValues). Before the cart comes, the settings' alone. The same object while
 * the values are the same, so what reads it is not told of every new cart.
 */
export const ruleConfig = computed<RuleConfig>(() => {
  const fromSettings = resolveRuleConfig(settings.value);
  const c = cartState.value;
  const next = c ? roundConfigOf(fromSettings, c.r3, c.orderCustomerNum) : fromSettings;
  if (lastConfig && JSON.stringify(lastConfig) === JSON.stringify(next)) return lastConfig;
  return (lastConfig = next);
});

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
  // Each phone's own round figures, from the lines: a broadcast cart carries the same counts to all.
  return { ...c.r3, ...roundCountsFor(c, ruleConfig.value, myCustomer.value) };
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
/** What was last sent of an event, for the one resend after an 'Invalid:' answer. */
interface Sent<E extends ClientEvent = ClientEvent> {
  event: E;
  payload: PayloadOf<E>;
  resent: boolean;
}
/** The last payload per event name (each entry is stored under its own `event`). */
const lastSent = new Map<string, Sent>();
function lastSentOf<E extends ClientEvent>(event: E): Sent<E> | undefined {
  return lastSent.get(event) as Sent<E> | undefined;
}

function stripValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripValue);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!refusedKeys.has(k)) out[k] = stripValue(v);
    return out;
  }
  return value;
}

/** The payload without the keys the server refused (it stays the event's payload, less keys). */
function strip<T>(payload: T): T {
  return stripValue(payload) as T;
}

let inFlightTimer: ReturnType<typeof setTimeout> | null = null;

/** The server answered (a new cart, a refusal, a question): nothing of ours is on its way now. */
function settleInFlight(): void {
  if (inFlightTimer) clearTimeout(inFlightTimer);
  inFlightTimer = null;
  if (inFlight.value.size > 0) inFlight.value = new Set();
}

function forget(key: string): void {
  if (!unanswered.value.has(key)) return;
  const next = new Map(unanswered.value);
  next.delete(key);
  unanswered.value = next;
}

/** Sends a kept quantity change; it stays kept until an answer (other than 'restarting') comes. */
function sendKept(key: string): void {
  const kept = unanswered.value.get(key);
  if (!kept) return;
  emitSocketAnswered('/cart2/update', strip(kept.payload), (answer) => {
    const code = !answer.ok && 'code' in answer ? answer.code : null;
    // Refused while the server restarts: kept, and sent again once it is back.
    if (code === 'UNAVAILABLE') return;
    // Refused because the order's cart is not made yet (an add pressed before this phone's
    // /cart2/init was answered): kept, the cart is asked for, and INIT_CART sends it again.
    if (code === 'CART_NOT_FOUND') return reinitCart();
    forget(key);
  });
}

/** Sends again every change still unanswered (after a reconnection, or the heartbeat's return). */
function resendUnanswered(): void {
  if (!socketUsable()) return;
  for (const key of unanswered.value.keys()) sendKept(key);
}

let offlineTold = false;
/** A change was kept while the connection was being made: the diner is told if that lasts. */
let keptTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * A change is kept while the socket is down. The diner is told so, once, when the connection is
 * known lost (the browser offline, the heartbeat silent), or once it has been down for
 * OFFLINE_GRACE_MS. A connection still being made (the page's first, or the new handshake that
 * carries the session a new customer name brought) is not a drop: the change goes the moment it
 * is up, and the page says nothing, as its own offline warning waits too.
 */
function keptWhileDown(): void {
  if (offlineTold) return;
  if (connectionLost.peek()) return tellKept();
  keptTimer ??= setTimeout(() => {
    keptTimer = null;
    if (!socketUsable() && unanswered.peek().size > 0) tellKept();
  }, OFFLINE_GRACE_MS);
}

function tellKept(): void {
  if (keptTimer) clearTimeout(keptTimer);
  keptTimer = null;
  if (offlineTold) return;
  notify({ level: 'warning', id: 'cart.offlineKept' });
  offlineTold = true;
}

/** The diner's own actions that are refused while the connection is down. */
const REFUSED_OFFLINE = new Set(['/cart2/item/delete', '/cart2/delete', '/cart2/submit']);

function send<E extends ClientEvent>(event: E, payload: PayloadOf<E>, resent = false): void {
  if (isChange(event, payload)) return sendChange(payload, resent);
  if (!socketUsable() && REFUSED_OFFLINE.has(event)) {
    // Refused at once with the spec's offline message (ordering.md §8); only quantity changes are
    // kept for later.
    notify({ level: 'warning', id: 'main.offline' });
    return;
  }
  lastSent.set(event, { event, payload, resent });
  emitSocket(event, strip(payload));
}

function isChange(event: ClientEvent, _payload: unknown): _payload is CartUpdate {
  return event === '/cart2/update';
}

/**
 * A quantity change (/cart2/update), under its requestKey: sent now, or kept while the
 * connection is down (see keptWhileDown for when the diner is told) and sent when it is back.
 */
function sendChange(payload: CartUpdate, resent: boolean): void {
  const key = payload.requestKey ?? newRequestKey();
  const withKey = { ...payload, requestKey: key };
  lastSent.set('/cart2/update', { event: '/cart2/update', payload: withKey, resent });
  const dishId = payload.dish.originId;
  unanswered.value = new Map(unanswered.value).set(key, {
    payload: withKey,
    ...(typeof dishId === 'number' ? { dishId } : {}),
  });
  if (!socketUsable()) {
    keptWhileDown();
    return;
  }
  if (typeof dishId === 'number') {
    inFlight.value = new Set([...inFlight.value, dishId]);
    if (inFlightTimer) clearTimeout(inFlightTimer);
    inFlightTimer = setTimeout(settleInFlight, SUBMIT_TIMEOUT_MS);
  }
  sendKept(key);
}

function notify(n: CartNotice): void {
  cartNoticesState.value = [...cartNotices.value, n];
}

/** Takes the notices waiting to be shown. */
export function takeCartNotices(): CartNotice[] {
  const list = cartNotices.value;
  if (list.length) cartNoticesState.value = [];
  return list;
}

/**
 * A whole cart from the server: taken, unless it is older than the one held of the same order
 * (`fresh`: taken whatever it holds, as INIT_CART).
 */
function setCart(c: HeldCart, fresh = false): void {
  const held = cartState.value;
  const older =
    !fresh &&
    held?.orderId === c.orderId &&
    held.version !== undefined &&
    c.version !== undefined &&
    c.version < held.version;
  // The same cart again (INIT_CART once more after the socket reconnected with the diner's
  // session): the held one stays, and nothing reading the cart renders again for it.
  const same = !older && held !== null && sameCart(held, c);
  batch(() => {
    settleInFlight();
    if (same) return;
    if (!older) cartState.value = c;
    cartVersion.value++;
  });
}

function sameCart(a: HeldCart, b: HeldCart): boolean {
  if (a === b) return true;
  if (a.version !== b.version || a.orderId !== b.orderId) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** True while the whole cart was asked for after a missed lines change (one request at a time). */
let resyncAsked = false;

/** A whole cart answering /cart2/connect or /cart2/init. */
function takeWholeCart(c: HeldCart): void {
  resyncAsked = false;
  setCart(c);
}

/**
 * The lines a change of the cart touched (CHAT_MESSAGE UPDATE_DISH_COUNT): applied to the cart
 * held when it follows it; after a missed change the whole cart is asked for (CONNECT_CART).
 */
function applyLinesChange(change: CartLinesChange): void {
  const held = cartState.value;
  if (!held) return;
  const next =
    held.version === undefined
      ? 'gap'
      : applyCartLinesChange({ ...held, version: held.version }, change);
  if (next === 'stale') return;
  if (next === 'gap') {
    if (!resyncAsked) {
      resyncAsked = true;
      emitSocket('/cart2/connect', { cartFind: cartFind() });
    }
    return;
  }
  setCart(next);
}

/** The lines change a CHAT_MESSAGE carries, if it is one (a relayed message may carry anything). */
function linesChangeOf(content: unknown): CartLinesChange | null {
  if (!content || typeof content !== 'object') return null;
  const c = content as Partial<Record<keyof CartLinesChange, unknown>>;
  const ints = [c.orderId, c.baseVersion, c.version, c.nowTurn, c.nowTurnStartDate];
  if (!ints.every((n) => typeof n === 'number')) return null;
  if (!Array.isArray(c.lines) || !Array.isArray(c.removed)) return null;
  return content as CartLinesChange;
}

let submitTimer: ReturnType<typeof setTimeout> | null = null;
let debounceTimer: ReturnType<typeof setTimeout> | null = null;
let unsubscribe: (() => void) | null = null;
let reinitOnce = false;

/**
 * Asks for the cart again after a refusal for a cart the server does not have: once until the
 * cart comes (INIT_CART resets it), however many refusals say so meanwhile.
 */
function reinitCart(): void {
  if (reinitOnce) return;
  reinitOnce = true;
  initCart();
}

function stopSubmitting(): void {
  if (submitTimer) clearTimeout(submitTimer);
  submitTimer = null;
  submitting.value = false;
}

/** The cart bounds' refusals (core/cart/bounds.ts) and their messages. */
const BOUND_NOTICES: Record<string, string> = {
  CART_FULL: 'cart.error.cartFull',
  LINE_UNITS_EXCEEDED: 'cart.error.lineUnits',
  REMARK_TOO_LONG: 'cart.error.remarkTooLong',
  CART_TOO_LARGE: 'cart.error.cartTooLarge',
};
const BOUND_LIMITS: Record<string, number> = {
  CART_FULL: CART_BOUNDS.maxLines,
  LINE_UNITS_EXCEEDED: CART_BOUNDS.maxLineUnits,
  REMARK_TOO_LONG: CART_BOUNDS.maxRemarkLength,
  CART_TOO_LARGE: CART_BOUNDS.maxCartChars,
};
/**
 * The rules' refusals (core's ViolationCode, the realtime layer's INVALID and RATE_LIMITED) and
 * the message each shows: chosen by code, never by the server's wording.
 */
const CODE_NOTICES: Record<string, string> = {
  RATE_LIMITED: 'cart.error.tooFast',
  INVALID: 'cart.error.unknown',
  BAD_REQUEST: 'cart.error.unknown',
  INVALID_INPUT: 'cart.error.unknown',
  R1_MAX_QUANTITY: 'cart.error.sameDishExceeded',
  R8_MAX_QUANTITY: 'cart.error.categoryExceeded',
  R3_TURN_QUANTITY: 'cart.error.completeOrder',
  R3_TURN_ENDED: 'cart.error.completeOrder',
  R3_MAX_TURN: 'cart.error.maxRounds',
  DISH_NOT_EXISTS: 'cart.error.dishNotExists',
  NOT_OWNER: 'cart.error.notOwner',
  DISH_TIME_DISABLED: 'cart.error.dishTimeDisabled',
  CART_EMPTY: 'cart.empty',
  CONDIMENT_REQUIRED: 'condiments.requiredMissing',
  CONDIMENT_NOT_OFFERED: 'condiments.notOffered',
};

const boundOf = (e: CartErrorBody) =>
  typeof e.detail?.limit === 'number' ? e.detail.limit : (BOUND_LIMITS[e.code] ?? 0);

/** The localised message of a CART_ERROR (ordering.md §8). */
export function cartErrorNotice(e: CartErrorBody): CartNotice[] {
  const bound = BOUND_NOTICES[e.code];
  if (bound) return [{ level: 'warning', id: bound, values: { limit: boundOf(e) } }];
  // The server is restarting: the change is kept and sent again once it is back.
  if (e.code === 'UNAVAILABLE') return [];
  // The phone asked at its countdown's end a moment before the server's clock got there: the
  // server moves the table itself and tells it (TO_NEXT_TURN).
  if (e.code === 'TURN_NOT_ENDED' && e.serverEventName === '/cart2/turn/next') return [];
  if (e.code === 'R1_MAX_SELL_QUANTITY') {
    const out = e.detail?.outOfStock ?? [];
    if (out.length === 0)
      return [
        {
          level: 'warning',
          id: 'cart.error.soldOut',
          values: { available: e.detail?.limit ?? 0 },
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
  if (e.code === 'EDIT_LOCKED')
    return [{ level: 'warning', id: 'cart.error.editLocked', values: { seconds: 5 } }];
  if (e.code === 'ORDER_CLOSED') return [{ level: 'error', id: 'main.tableClosed' }];
  const id = CODE_NOTICES[e.code];
  if (id) return [{ level: 'warning', id }];
  if (e.serverEventName === '/cart2/submit')
    return [{ level: 'error', id: 'cart.error.commitFailed' }];
  return [{ level: 'warning', id: 'cart.error.unknown' }];
}

function onCartError(e: CartErrorBody): void {
  stopSubmitting();
  settleInFlight();
  // The page answers the entry checks itself (PIN dialog, scan again): no cart notice for them.
  if (e.code === 'PIN_REQUIRED' || e.code === 'ORDER_CHANGED' || e.code === 'SCAN_EXPIRED') return;
  if (e.code === 'ORDER_CLOSED') {
    // The page tells the diner and leaves (app/main); the cart closes and shows nothing stale.
    batch(() => {
      cartOpen.value = false;
      confirmation.value = null;
      orderClosedState.value = true;
    });
    return;
  }
  // A change refused for a cart not made yet: the cart is asked for (once) and the change, kept,
  // goes again with INIT_CART. The ask itself refused: the diner is told.
  if (e.code === 'CART_NOT_FOUND' && e.serverEventName !== '/cart2/init') {
    reinitCart();
    return;
  }
  const invalid = /^Invalid: additional property '([^']+)'/.exec(e.message);
  if (invalid?.[1]) {
    const last = lastSent.get(e.serverEventName);
    refusedKeys.add(invalid[1]);
    if (last && !last.resent) {
      send(last.event, last.payload, true);
      return;
    }
  }
  for (const n of cartErrorNotice(e)) notify(n);
}

/**
 * Asks the server whether this phone's order is still open (a cheap /cart2/existed, naming no
 * table: after a table move the session follows the order). A closed order is refused
 * ORDER_CLOSED, which empties the cart and sends the page away as any refused action does.
 */
export function checkOrderOpen(): void {
  if (clientState.value.orderTab?.orderId) emitSocket('/cart2/existed', {});
}

/** Subscribes the store to the cart events (once); safe to call again. */
export function connectCartStore(): void {
  if (unsubscribe) return;
  const offs = [
    onSocket('INIT_CART', (c) => {
      reinitOnce = false;
      resyncAsked = false;
      // Another order's cart, or the same one afresh: taken whole.
      setCart(c, true);
      resendUnanswered();
    }),
    onSocket('CONNECT_CART', takeWholeCart),
    onSocket('UPDATE_CART', setCart),
    // The order moved to another table: the body carries the cart beside the move's ids.
    onSocket('CHANGE_CART_TABLE', (moved) => setCart(moved.cart)),
    onSocket('CART_ERROR', onCartError),
    onSocket('SUBMIT_CART', (r) => {
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
    onSocket('TO_NEXT_TURN', (c) => {
      setCart(c);
      notify({ level: 'success', id: 'cart.nextTurn', values: { turn: c.turn ?? c.r3.nowTurn } });
    }),
    onSocket('FIRST_EXCESS_WARNING', (w) => {
      notify({ level: 'warning', id: 'cart.firstExcess', values: { count: w.excessedNum } });
    }),
    onSocket('DISHES_DUPLICATE', (d) => {
      settleInFlight();
      const last = lastSentOf('/cart2/update');
      const line = [...cartLines.value, ...sentLines.value].find((l) => l.originId === d.dishId);
      const dishName =
        addedNames.get(d.dishId) ??
        (line
          ? localizedName(line.name_i18n, clientState.value.language, line.name)
          : (d.dish.name ?? ''));
      confirmation.value = {
        kind: 'duplicate',
        count: d.count,
        dishName,
        resend: {
          ...(last?.payload ?? { cartFind: cartFind(), dish: d.dish, mathSymbol: 0 }),
          isAddDuplicate: true,
        },
      };
    }),
    onSocket('RETURN_DISHES', (r) => {
      if (r.lineIds.length)
        notify({ level: 'info', id: 'cart.returned', values: { count: r.lineIds.length } });
    }),
    onSocket('DISCONNECT_CART', () => {
      cartState.value = null;
    }),
    onSocket('CHAT_MESSAGE', (m) => {
      const ev = chatEventOf(m);
      if (ev === 'UPDATE_DISH_COUNT') {
        const change = linesChangeOf(m.content);
        if (change) applyLinesChange(change);
      }
      if (ev === 'ADD_COMMIT_LOCK') otherSubmitting.value = true;
      if (ev === 'REMOVE_COMMIT_LOCK') otherSubmitting.value = false;
    }),
  ];
  // The heartbeat came back on the same connection: what was kept goes now.
  const offLost = connectionLost.subscribe((lost) => {
    // A change kept while the connection was being made: the connection is now known lost.
    if (lost) {
      if (keptTimer) tellKept();
      return;
    }
    offlineTold = false;
    if (socketConnected.value && cart.value) resendUnanswered();
  });
  unsubscribe = () => {
    offs.forEach((off) => off());
    offLost();
  };
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

/**
 * While staff review the table, adding is refused with the wait warning (ordering.md §4); once
 * they rejected it, with the rejection (the banner offers to ask again).
 */
function refusedWhileReview(): boolean {
  const status = clientState.value.approvalStatus;
  if (status === 'REJECTED') notify({ level: 'error', id: 'approval.rejected' });
  else if (status === 'REVIEW') notify({ level: 'warning', id: 'cart.waitReview' });
  return status === 'REVIEW' || status === 'REJECTED';
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
  const shown = localizedName(dish.item_i18n, clientState.value.language, dish.item_name1 ?? '');
  if (shown) addedNames.set(dish.menu_item_id, shown);
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
  if (!socketUsable()) {
    notify({ level: 'warning', id: 'main.offline' });
    return;
  }
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

/**
 * Asks the server to move on from the current round (by hand), or, at the end of the countdown
 * when the server's TO_NEXT_TURN has not come, whether it has: the server is the clock and moves
 * the table itself; a phone that missed its push is given the whole cart again.
 */
export function nextTurn(manual = false): void {
  const c = cart.value;
  if (!c) return;
  // `turn` names the round to move on from: a round the table has left already is not moved twice.
  const turn = c.r3.nowTurn;
  if (manual) {
    send('/cart2/to_next_turn_manually', { cartFind: cartFind(), turn });
    return;
  }
  if (!socketUsable()) return;
  emitSocketAnswered('/cart2/turn/next', { cartFind: cartFind(), turn }, (answer) => {
    const held = cart.value;
    if (answer.ok && held && answer.turn !== held.r3.nowTurn)
      emitSocket('/cart2/connect', { cartFind: cartFind() });
  });
}

/** Back to the state before any cart event (tests and stories). */
export function resetCartStore(seed: CartMetadata | null = null): void {
  if (submitTimer) clearTimeout(submitTimer);
  if (debounceTimer) clearTimeout(debounceTimer);
  submitTimer = debounceTimer = null;
  settleInFlight();
  refusedKeys.clear();
  lastSent.clear();
  unanswered.value = new Map();
  offlineTold = false;
  if (keptTimer) clearTimeout(keptTimer);
  keptTimer = null;
  reinitOnce = false;
  resyncAsked = false;
  batch(() => {
    cartState.value = seed;
    submitting.value = false;
    otherSubmitting.value = false;
    cartOpen.value = false;
    confirmation.value = null;
    cartNoticesState.value = [];
    cartVersion.value = 0;
    orderClosedState.value = false;
  });
}
