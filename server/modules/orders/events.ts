// What the orders module tells the diners of an order (and the table's room).
import type { TableStatus } from '../../../protocol/http';
import { emitToRoom, roomOfQuickOrder, roomOfTable, type TavolaIo } from '../../realtime';
import { emitTableStatus } from '../tables/events';
import { orderView, type OrderRow } from './service';

/** The room of an order: its table's, or the negative order id for quick service. */
export const roomOfOrder = (o: Pick<OrderRow, 'table_id' | 'order_head_id'>) =>
  o.table_id > 0 ? roomOfTable(o.table_id) : roomOfQuickOrder(o.order_head_id);

/** A new order on a table: its status and joinOrder to the diners there. */
export function announceOpened(io: TavolaIo, order: OrderRow, table: TableStatus): void {
  emitTableStatus(io, table);
  emitToRoom(io, roomOfTable(order.table_id), 'joinOrder', {
    table_id: order.table_id,
    order_head_id: order.order_head_id,
    orderId: order.order_head_id,
  });
}

/** UPDATE_ORDER_TABLE after menus or head counts changed (and the table's status). */
export function announceUpdated(io: TavolaIo, order: OrderRow, table: TableStatus | null): void {
  emitToRoom(io, roomOfOrder(order), 'UPDATE_ORDER_TABLE', { ...orderView(order), table });
  if (table) emitTableStatus(io, table);
}

/** CUSTOMER_ID: a device of the order got its customer name. */
export function announceCustomerName(io: TavolaIo, order: OrderRow, name: string): void {
  emitToRoom(io, roomOfOrder(order), 'CUSTOMER_ID', {
    order_head_id: order.order_head_id,
    customer_name: name,
  });
}
