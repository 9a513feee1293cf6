import { batch, effect, signal } from '@preact/signals-react';
import {
  api,
  ApiError,
  clientState,
  disconnectSocket,
  emitSocket,
  emitSocketWithAck,
  onSocket,
  refreshSocketSession,
  socketConnected,
  socketConnectionId,
  socketHasCurrentSession,
  updateClientState,
} from '../../lib/session';
import { approvalOf, tableStateOf, takeScannedTable } from '../../features/entry';
import {
  applySettingsUpdate,
  loadRestaurant,
  refreshSettings,
  settings,
} from '../../lib/restaurant';
import {
  TAKEAWAY_TABLE_ID,
  isAutonomous,
  roomOfDiner,
  roomOfTable,
  scanIsStale,
  scanValidityHours,
} from '../../core';
import { pinNeeded, requirePin } from '../../features/pin';
import {
  checkOrderOpen,
  connectCartStore,
  disconnectCart,
  initCart,
  orderClosed,
  resetCartStore,
} from '../../features/cart';
import { approve, connectApprovalStore, recheckApproval } from '../../features/approval';
import { connectHistoryStore, loadHistory } from '../../features/history';
import { refreshTimeOffset, startRoundClock } from '../../features/rounds';
import type { CustomerName, TableStatus } from '../../protocol/http';
import type { ChangeCartTable } from '../../protocol';

/**
 * Why the page must leave /Main: the order is gone, the diner must scan again (the scan is too old
 * or the session is not valid), or this phone's order has ended (a new order needs a new scan).
 */
export const leaveTo = signal<{
  to: string;
  reason: 'orderGone' | 'tableClosed' | 'scanAgain' | 'orderEnded' | 'orderDeleted' | 'rejected';
} | null>(null);

/** Refusals of the entry checks (server/modules/pin/gate.ts) and what the page does about them. */
const ENTRY_REFUSALS = new Set(['PIN_REQUIRED', 'ORDER_CHANGED', 'SCAN_EXPIRED']);

/**
 * Acts on an entry-check refusal from any route or socket event; false when `code` is not one.
 * PIN_REQUIRED asks for the PIN; ORDER_CHANGED and SCAN_EXPIRED send the diner to scan again.
 */
export function handleEntryRefusal(code: string | undefined): boolean {
  if (!code || !ENTRY_REFUSALS.has(code)) return false;
  if (code === 'PIN_REQUIRED') {
    const orderId = clientState.value.orderTab?.orderId;
    if (orderId) requirePin(orderId);
    return true;
  }
  if (code === 'ORDER_CHANGED') {
    updateClientState({ orderTab: null, approvalStatus: 'NO', qrCodeDate: null });
    resetCartStore();
  }
  leaveTo.value = { to: '/', reason: code === 'ORDER_CHANGED' ? 'orderEnded' : 'scanAgain' };
  return true;
}

/** True when the stored scan is older than time_interval hours (entry-home-service.md §4). */
export function scanExpired(): boolean {
  return scanIsStale(clientState.value.qrCodeDate, Date.now(), scanValidityHours(settings.value));
}

/**
 * Staff closed the order (a cart action was refused ORDER_CLOSED): the order is forgotten, the
 * cart emptied, and the page leaves for /Home telling the diner the table was closed.
 */
export function leaveClosedOrder(): void {
  updateClientState({ orderTab: null, approvalStatus: 'NO' });
  resetCartStore();
  leaveTo.value = {
    to: clientState.value.tableId === TAKEAWAY_TABLE_ID ? '/' : '/Home',
    reason: 'tableClosed',
  };
}
/**
 * The restaurant imported a new setup and deleted this phone's order (ORDER_DELETED): the order
 * and the scan are forgotten, and the page goes back to the start to scan the table again.
 */
export function leaveDeletedOrder(orderId: number): void {
  if (clientState.value.orderTab?.orderId !== orderId) return;
  updateClientState({ orderTab: null, approvalStatus: 'NO', qrCodeDate: null });
  resetCartStore();
  leaveTo.value = { to: '/', reason: 'orderDeleted' };
}
effect(() => {
  if (orderClosed.value) leaveClosedOrder();
});

let started = false;
let offConnect: (() => void) | null = null;
let offRefusals: (() => void)[] | null = null;

/** Set when the order's head count has no place left for this phone's own customer id. */
export const tooManyCustomers = signal(0);
let offFollow: (() => void) | null = null;

/** Grows each time staff saw one of the table's calls for service (MESSENGER CALL_SERVICE_SEEN). */
export const callsSeen = signal(0);

/** The name of the table staff just moved the order to, for the page to tell the diner. */
export const movedToTable = signal<string | null>(null);

/**
 * Staff moved this diner's order to another table (CHANGE_CART_TABLE; the cart store takes the
 * cart). The session follows: the app presents the session the server reissued for the new table
 * (`token`), whose answer renews the session cookie for that table with the same customer, and
 * then remembers the new table, so the page (and a reload) carries on there. The socket is
 * already in the new table's room. Should the renewal fail, the cart still follows the order.
 */
async function followTableMove(moved: ChangeCartTable): Promise<void> {
  const { tableId, orderTab } = clientState.value;
  if (!orderTab?.orderId || tableId === moved.tableId) return;
  // A move keeps the order; a merge (this table's order joined another's) names the target order,
  // and only this order's own diners get the reissued session with it.
  const merged = moved.orderId !== orderTab.orderId;
  if (merged && !(moved.token && moved.fromTableId === tableId)) return;
  try {
    const table = await api<TableStatus>(`/api/v2/tables/${moved.tableId}`, {
      ...(moved.token ? { headers: { Authorization: `Bearer ${moved.token}` } } : {}),
    });
    updateClientState({
      tableId: table.table_id,
      tableName: table.table_name,
      tableStatus: table.table_status,
      // A merge may give this phone a new customer id (the target order already had its own).
      ...(merged
        ? {
            orderTab: {
              ...orderTab,
              orderId: moved.orderId,
              customer: moved.customer ?? orderTab.customer,
            },
          }
        : {}),
    });
    movedToTable.value = table.table_name;
    // The socket's session still names the merged order: reconnect with the renewed one.
    if (merged) await refreshSocketSession();
  } catch {
    movedToTable.value = String(moved.tableId);
  }
}

/** The page has told the diner about the move. */
export function clearMovedTable(): void {
  movedToTable.value = null;
}

/**
 * TABLE_STATUS of this phone's table: freed by staff, or holding another order. Staff moving the
 * order away frees the table too, so the page asks the server whether its order is still open:
 * a closed one is refused ORDER_CLOSED, and the diner is told the table was closed and sent to
 * /Home (leaveClosedOrder), at once rather than at the next action.
 */
export function onTableStatus(table: TableStatus): void {
  const { tableId, orderTab } = clientState.value;
  if (table.table_id !== tableId || !orderTab?.orderId) return;
  const freed = tableStateOf(table.table_status) === 'free';
  const other = !!table.order_head_id && table.order_head_id !== orderTab.orderId;
  if (freed || other) checkOrderOpen();
}

function listenToStaff(): void {
  if (offFollow) return;
  const offs = [
    onSocket('CHANGE_CART_TABLE', (m) => void followTableMove(m)),
    onSocket('MESSENGER', (m) => {
      if (m?.message === 'CALL_SERVICE_SEEN') callsSeen.value++;
    }),
    onSocket('TABLE_STATUS', onTableStatus),
    onSocket('ORDER_DELETED', (m) => leaveDeletedOrder(m.order_head_id)),
  ];
  offFollow = () => offs.forEach((o) => o());
}
let offSettings: (() => void) | null = null;

/** Rejoins the table's room and asks for the cart on every (re)connection. */
function onConnected(): void {
  // Settings staff changed while the connection was down (theme, tabs, round rules).
  if (started) void refreshSettings().catch(() => undefined);
  joinAndAskCart();
}

/**
 * What this connection was last asked for: the room it joined and the order whose cart it asked
 * for, each with the connection's id. A socket that connects while the session starts hears both
 * its `connect` and the session's own start ask for them; the second asks nothing (on a phone's
 * repeat visit it downloaded and drew the whole cart again). A new connection, or the page back
 * into view, asks again.
 */
let joined: { room: string | null; cart: string | null } = { room: null, cart: null };

/** Joins the diner's room (re-reading the approval) and asks for the cart, once per connection. */
function joinAndAskCart(): void {
  const { tableId, orderTab, approvalStatus } = clientState.value;
  if (tableId === null) return;
  // Until the PIN is entered the server refuses the room and the cart: nothing to ask for.
  if (pinNeeded.value !== null) return;
  const connection = socketConnectionId() ?? '';
  const room = roomOfDiner(tableId, orderTab?.orderId);
  // In the room, the page re-reads whether staff approved while it was not listening.
  if (room && joined.room !== `${connection} ${room}`) {
    joined = { ...joined, room: `${connection} ${room}` };
    void emitSocketWithAck('JOIN_ROOM', room)
      .then(recheckApproval)
      .catch(() => undefined);
  }
  if (approvalStatus !== 'REVIEW' && orderTab?.orderId) {
    const cart = `${connection} ${orderTab.orderId}`;
    if (joined.cart === cart) return;
    joined = { ...joined, cart };
    initCart();
  }
}

/**
 * Brings the session up to date and connects the ordering stores: reads the table (which renews
 * the session cookie with the table's current order; right after the scan, the scan's answer),
 * asks for this device's customer name under autonomous ordering, then reconnects the socket so
 * the server reads the new session when it changed, rejoins the room and initialises the cart
 * (entry-home-service.md §4 Page visibility).
 *
 * With `maxAgeMs`, a start begun that recently (under way or done) is taken instead of starting
 * again: the page that mounts right after the diner's tap finds the one the tap began.
 */
export function startOrdering({ maxAgeMs = 0 }: { maxAgeMs?: number } = {}): Promise<void> {
  const last = lastStart;
  if (last && maxAgeMs > 0 && Date.now() - last.at <= maxAgeMs) return last.done;
  const start = { at: Date.now(), done: startSession() };
  lastStart = start;
  // A start that failed is not taken by a later one.
  start.done.catch(() => {
    if (lastStart === start) lastStart = null;
  });
  return start.done;
}

/**
 * The last start of the session and when it began: a page mounting moments after the diner's tap
 * started it (app/main/session-ahead.ts) takes it instead of starting again. Pausing forgets it.
 */
let lastStart: { at: number; done: Promise<void> } | null = null;

async function startSession(): Promise<void> {
  connectCartStore();
  connectApprovalStore();
  connectHistoryStore();
  startRoundClock();
  offConnect ??= onSocket('connect', onConnected);
  offRefusals ??= [
    onSocket('CART_ERROR', (e) => handleEntryRefusal(e.code)),
    onSocket('SOCKET_ERROR', (e) => handleEntryRefusal(e.code)),
  ];
  listenToStaff();
  // Settings staff change during service apply at once (theme, tabs, round rules).
  offSettings ??= onSocket('SETTINGS_UPDATED', (b) => applySettingsUpdate(b.settings));
  started = true;
  await loadRestaurant().catch(() => undefined);
  void refreshTimeOffset().catch(() => undefined);
  const { tableId } = clientState.value;
  if (tableId === null) return;
  if (scanExpired()) {
    leaveTo.value = { to: '/', reason: 'scanAgain' };
    return;
  }
  let pinPending = false;
  /** The room was joined and the cart asked for before the customer name came back. */
  let joinedEarly = false;
  try {
    if (tableId > 0) {
      // The scan that opened this page read the table moments ago: its answer stands.
      const table =
        takeScannedTable(tableId) ?? (await api<TableStatus>(`/api/v2/tables/${tableId}`));
      pinPending = !!table.pin_required && !!table.order_head_id;
      if (pinPending) requirePin(table.order_head_id!);
      const state = tableStateOf(table.table_status);
      if (state !== 'open' || !table.order_head_id) {
        const prev = clientState.value.orderTab;
        if (state === 'free' || (prev?.orderId && prev.orderId !== table.order_head_id)) {
          updateClientState({ orderTab: null, approvalStatus: 'NO' });
          resetCartStore();
          leaveTo.value = { to: '/Home', reason: 'orderGone' };
          return;
        }
      }
      const prev = clientState.value.orderTab;
      const approval = approvalOf(table);
      const keepStatus = clientState.value.approvalStatus === 'APPROVED' && approval === 'NO';
      // Staff approved while the page was loading: the diner is told, as when the event arrives.
      const approvedMeanwhile = clientState.value.approvalStatus === 'REVIEW' && approval === 'NO';
      // A table waiting for staff holds no order: its counts read 0, and the phone keeps those it
      // asked for (a request sent again carries them).
      const asked = !table.order_head_id && prev ? prev : null;
      // The table as read and the approval it carries: one update for the page.
      batch(() => {
        updateClientState({
          tableName: table.table_name,
          tableStatus: table.table_status,
          approvalStatus: keepStatus ? 'APPROVED' : approvedMeanwhile ? 'REVIEW' : approval,
          orderTab: {
            person: asked?.person ?? table.customer_num,
            orderId: table.order_head_id ?? 0,
            menuList: prev?.menuList.length
              ? prev.menuList
              : table.select_menu
                  .split(',')
                  .filter(Boolean)
                  .map((id) => ({ main_group_id: Number(id), main_group_name: '' })),
            customer: prev && prev.orderId === table.order_head_id ? prev.customer : '1',
            childNum: asked?.childNum ?? table.child_number,
            otherNum: asked?.otherNum ?? table.other_number,
            normalNum: asked?.normalNum ?? table.adult_number,
            orderCode: prev?.orderCode ?? '',
            eatType: 0,
          },
        });
        if (approvedMeanwhile) approve();
      });
    }
    const tab = clientState.value.orderTab;
    const ordering = !pinPending && !!tab?.orderId && clientState.value.approvalStatus !== 'REVIEW';
    if (ordering) {
      // What does not wait for this phone's customer name starts at once, beside that call: the
      // order's history (the menu marks the table's favourites from it; it reloads after each
      // round), and, on the socket opened at the scan, the room and the cart (the cart is the
      // order's; the name only says which of its lines are this phone's). Should the name change
      // the session, the socket reconnects below and asks again with the new one.
      void loadHistory();
      if (socketHasCurrentSession() && socketConnected.peek()) {
        joinAndAskCart();
        joinedEarly = true;
      }
    }
    if (ordering && tab && isAutonomous(settings.value)) {
      try {
        const r = await api<CustomerName>(`/api/v2/orders/${tab.orderId}/gen-customer-name`, {
          method: 'PATCH',
          json: { identifier: clientState.value.deviceId },
        });
        updateClientState({ orderTab: { ...tab, customer: r.now_customer_name } });
      } catch (e) {
        // Every place of the head count has an id: this phone orders under the table's first.
        if (!(e instanceof ApiError && e.code === 'TOO_MANY_CUSTOMERS')) throw e;
        tooManyCustomers.value = Date.now();
      }
    }
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && e.code === 'ORDER_CLOSED') {
      leaveClosedOrder();
      return;
    }
    const entry = e instanceof ApiError && handleEntryRefusal(e.code);
    // A PIN to enter: the socket still takes the renewed session, the dialog does the rest.
    if (entry && !pinNeeded.value) return;
    if (!entry && e instanceof ApiError && e.status === 404) {
      leaveTo.value = {
        to: clientState.value.tableId === TAKEAWAY_TABLE_ID ? '/' : '/Home',
        reason: 'orderGone',
      };
      return;
    }
    if (!entry && e instanceof ApiError && (e.status === 403 || e.status === 401)) {
      leaveTo.value = { to: '/', reason: 'scanAgain' };
      return;
    }
  }
  // The socket (connected since the scan) already carries the session as it stands: it joins and
  // asks for the cart now, or on its `connect`. Only a changed session needs a new handshake.
  if (socketHasCurrentSession()) {
    if (!joinedEarly && socketConnected.peek()) joinAndAskCart();
    return;
  }
  await refreshSocketSession();
}

/** The page went out of view: leave the cart and the room, and disconnect. */
export function pauseOrdering(): void {
  lastStart = null;
  joined = { room: null, cart: null };
  if (!started) return;
  disconnectCart();
  const { tableId } = clientState.value;
  if (tableId && tableId > 0) emitSocket('LEAVE_ROOM', roomOfTable(tableId));
  disconnectSocket();
}

/** The page has left for `leaveTo`: the request is spent. */
export function clearLeave(): void {
  leaveTo.value = null;
}
