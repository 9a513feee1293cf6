// What the table-service module announces: order requests decided (to the table and the staff).
import type { TableStatus } from '../../../protocol/http';
import {
  emitChatMessage,
  emitToRoom,
  emitToStaff,
  roomOfTable,
  type TavolaIo,
} from '../../realtime';
import { emitTableStatus } from '../tables/events';
import type { OrderRow } from '../orders/service';
import { orderRequestView, type OrderRequestRow } from './service';

export function announceApproved(
  io: TavolaIo,
  request: OrderRequestRow,
  order: OrderRow,
  table: TableStatus,
) {
  const room = roomOfTable(request.table_id);
  emitChatMessage(io, room, 'CREATE_ORDER_REQUEST_SUCCESSED', {
    requestId: request.id,
    table_id: request.table_id,
    order_head_id: order.order_head_id,
    orderId: order.order_head_id,
  });
  emitTableStatus(io, table);
  emitToRoom(io, room, 'joinOrder', {
    table_id: request.table_id,
    order_head_id: order.order_head_id,
    orderId: order.order_head_id,
  });
  emitToStaff(io, 'ORDER_REQUEST_DECIDED', orderRequestView(request));
}

export function announceRejected(io: TavolaIo, request: OrderRequestRow, table: TableStatus) {
  emitChatMessage(io, roomOfTable(request.table_id), 'CREATE_ORDER_REQUEST_FAILED', {
    requestId: request.id,
    table_id: request.table_id,
    reason: request.reason,
  });
  emitTableStatus(io, table);
  emitToStaff(io, 'ORDER_REQUEST_DECIDED', orderRequestView(request));
}
