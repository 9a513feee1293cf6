import { effect, signal } from '@preact/signals-react';
import {
  api,
  ApiError,
  clientState,
  disconnectSocket,
  emitSocket,
  emitSocketWithAck,
  onSocket,
  refreshSocketSession,
  updateClientState,
} from '../../lib/session';
import { approvalOf, tableStateOf } from '../../features/entry';
import { applySettingsUpdate, loadRestaurant, settings } from '../../lib/restaurant';
import { TAKEAWAY_TABLE_ID, isAutonomous, roomOfDiner, roomOfTable } from '../../core';
import {
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
import type { SettingsUpdated } from '../../protocol/service-settings';

/** Why the page must leave /Main: the order is gone, or the diner must scan again. */
export const leaveTo = signal<{
  to: string;
  reason: 'orderGone' | 'tableClosed' | 'scanAgain' | 'rejected';
} | null>(null);

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
effect(() => {
  if (orderClosed.value) leaveClosedOrder();
});

let started = false;
let offConnect: (() => void) | null = null;
let offFollow: (() => void) | null = null;

/** Grows each time staff saw one of the table's calls for service (MESSENGER CALL_SERVICE_SEEN). */
export const callsSeen = signal(0);

/**
 * Staff moved this diner's order to another table (CHANGE_CART_TABLE): the page follows it (the
 * ordering session restarts at the new table, whose status issues the new session).
 */
function followOrder(body: { orderId?: number; tableId?: number }): void {
  const { tableId, orderTab } = clientState.value;
  if (!orderTab?.orderId || body.orderId !== orderTab.orderId) return;
  if (typeof body.tableId === 'number' && body.tableId > 0 && body.tableId !== tableId)
    updateClientState({ tableId: body.tableId });
}

function listenToStaff(): void {
  if (offFollow) return;
  const offs = [
    onSocket<{ orderId?: number; tableId?: number }>('CHANGE_CART_TABLE', followOrder),
    onSocket<{ message?: string }>('MESSENGER', (m) => {
      if (m?.message === 'CALL_SERVICE_SEEN') callsSeen.value++;
    }),
  ];
  offFollow = () => offs.forEach((o) => o());
}
let offSettings: (() => void) | null = null;

/** Rejoins the table's room and asks for the cart on every (re)connection. */
function onConnected(): void {
  const { tableId, orderTab, approvalStatus } = clientState.value;
  if (tableId === null) return;
  const room = roomOfDiner(tableId, orderTab?.orderId);
  // In the room, the page re-reads whether staff approved while it was not listening.
  if (room)
    void emitSocketWithAck('JOIN_ROOM', room)
      .then(recheckApproval)
      .catch(() => undefined);
  if (approvalStatus !== 'REVIEW' && orderTab?.orderId) initCart();
}

/**
 * Brings the session up to date and connects the ordering stores: reads the table (which renews
 * the session cookie with the table's current order), asks for this device's customer name under
 * autonomous ordering, then reconnects the socket so the server reads the new session, rejoins
 * the room and initialises the cart (entry-home-service.md §4 Page visibility).
 */
export async function startOrdering(): Promise<void> {
  connectCartStore();
  connectApprovalStore();
  connectHistoryStore();
  startRoundClock();
  offConnect ??= onSocket('connect', onConnected);
  listenToStaff();
  // Settings staff change during service apply at once (theme, tabs, round rules).
  offSettings ??= onSocket<SettingsUpdated>('SETTINGS_UPDATED', (b) =>
    applySettingsUpdate(b.settings),
  );
  started = true;
  await loadRestaurant().catch(() => undefined);
  void refreshTimeOffset().catch(() => undefined);
  const { tableId } = clientState.value;
  if (tableId === null) return;
  try {
    if (tableId > 0) {
      const table = await api<TableStatus>(`/api/v2/tables/${tableId}`);
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
      updateClientState({
        tableName: table.table_name,
        tableStatus: table.table_status,
        approvalStatus: keepStatus ? 'APPROVED' : approvedMeanwhile ? 'REVIEW' : approval,
        orderTab: {
          person: table.customer_num,
          orderId: table.order_head_id ?? 0,
          menuList: prev?.menuList.length
            ? prev.menuList
            : table.select_menu
                .split(',')
                .filter(Boolean)
                .map((id) => ({ main_group_id: Number(id), main_group_name: '' })),
          customer: prev && prev.orderId === table.order_head_id ? prev.customer : '1',
          childNum: table.child_number,
          otherNum: table.other_number,
          normalNum: table.adult_number,
          orderCode: prev?.orderCode ?? '',
          eatType: 0,
        },
      });
      if (approvedMeanwhile) approve();
    }
    const tab = clientState.value.orderTab;
    if (
      tab?.orderId &&
      clientState.value.approvalStatus !== 'REVIEW' &&
      isAutonomous(settings.value)
    ) {
      const r = await api<CustomerName>(`/api/v2/orders/${tab.orderId}/gen-customer-name`, {
        method: 'PATCH',
        json: { identifier: clientState.value.deviceId },
      });
      updateClientState({ orderTab: { ...tab, customer: r.now_customer_name } });
    }
    // The menu marks the table's favourites from the order's history (it reloads after each round).
    if (clientState.value.orderTab?.orderId && clientState.value.approvalStatus !== 'REVIEW')
      void loadHistory();
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && e.code === 'ORDER_CLOSED') {
      leaveClosedOrder();
      return;
    }
    if (e instanceof ApiError && e.status === 404) {
      leaveTo.value = {
        to: clientState.value.tableId === TAKEAWAY_TABLE_ID ? '/' : '/Home',
        reason: 'orderGone',
      };
      return;
    }
    if (e instanceof ApiError && (e.status === 403 || e.status === 401)) {
      leaveTo.value = { to: '/', reason: 'scanAgain' };
      return;
    }
  }
  await refreshSocketSession();
}

/** The page went out of view: leave the cart and the room, and disconnect. */
export function pauseOrdering(): void {
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
