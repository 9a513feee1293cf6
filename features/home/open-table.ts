import { TAKEAWAY_TABLE_ID } from '../../core';
import {
  api,
  clientState,
  emitSocket,
  emitSocketWithAck,
  refreshSocketSession,
  updateClientState,
} from '../../lib/session';
import type { Order, TableStatus } from '../../protocol/http';
import { rememberTable } from '../entry';

export interface OpenTableInput {
  menuIds: number[];
  adults: number;
  children: number;
  others: number;
  /** Quick service: the customer's name and phone. */
  customerName?: string;
  customerPhone?: string;
  /** A temporary table PIN chosen by the opener (4 digits), or none. */
  pin?: string;
}

export type OpenTableResult = 'opened' | 'waitingApproval';

/** The server's refusal of a menu that the business rule in force does not offer now. */
export const MENU_NOT_OFFERED = 'MENU_NOT_OFFERED';

/**
 * Opens the table, or asks staff to (spec §4 "Order now"). Dine-in goes through the order request
 * on the socket: the server decides whether staff must approve. Quick service creates the order.
 */
export async function openTable(input: OpenTableInput): Promise<OpenTableResult> {
  const { tableId, tableName } = clientState.value;
  const menu = input.menuIds.join(',');
  if (tableId === TAKEAWAY_TABLE_ID) {
    const order = await api<Order>('/api/v2/orders', {
      method: 'POST',
      json: {
        table_id: TAKEAWAY_TABLE_ID,
        eat_type: 1,
        select_menu: menu,
        customer_name: input.customerName ?? '',
        customer_num: 1,
        project_name: 'QOP',
        customer_info: {
          customer_name: input.customerName ?? '',
          customer_phone: input.customerPhone ?? '',
          address: '',
          zipcode: '',
        },
      },
    });
    updateClientState({
      orderTab: {
        person: 1,
        orderId: order.order_head_id,
        menuList: input.menuIds.map((id) => ({ main_group_id: id, main_group_name: '' })),
        customer: '1',
        childNum: 0,
        otherNum: 0,
        normalNum: 1,
        orderCode: '',
        eatType: 1,
      },
      approvalStatus: 'NO',
    });
    return 'opened';
  }
  // No table scanned: the server would refuse the request as malformed; refused here the same way.
  if (tableId === null)
    throw Object.assign(new Error('order request without a table'), { code: 'BAD_REQUEST' });
  // The server grants the PIN pass (and binds the request) to the browser session the socket
  // presents, read at its handshake. Another first request of this browser (the page mounted
  // twice, the code opened in two tabs) may have been issued a session of its own and won the
  // cookie since: the socket reads the cookie again first, so the pass goes to the session this
  // browser keeps, and rejoins the table's room it left with the old connection.
  await refreshSocketSession();
  emitSocket('JOIN_ROOM', String(tableId));
  const ack = await emitSocketWithAck(
    'SEND_ORDER_REQUEST',
    {
      type: 'QOP_CREATE_ORDER_REQUEST',
      tableId,
      table_name: tableName,
      menu,
      adultNum: input.adults,
      childNum: input.children,
      otherNum: input.others,
      person: input.adults + input.children + input.others,
      customer: '1',
      orderCode: input.pin ?? '',
    },
    6000,
  );
  if (!ack.ok) throw Object.assign(new Error(ack.message), { code: ack.code });
  // The server approves at once when staff approval is off; the table then reads as open.
  const table = await api<TableStatus>(`/api/v2/tables/${tableId}`);
  rememberTable(table);
  if (
    table.table_status !== null &&
    table.table_status >= 2 &&
    table.table_status <= 4 &&
    table.cor_status === 1
  )
    return 'opened';
  // Waiting for staff: the menu can be browsed, ordering stays locked until approval.
  updateClientState({
    approvalStatus: 'REVIEW',
    orderTab: {
      person: input.adults + input.children + input.others,
      orderId: 0,
      menuList: input.menuIds.map((id) => ({ main_group_id: id, main_group_name: '' })),
      customer: '1',
      childNum: input.children,
      otherNum: input.others,
      normalNum: input.adults,
      orderCode: input.pin ?? '',
      eatType: 0,
    },
  });
  return 'waitingApproval';
}
