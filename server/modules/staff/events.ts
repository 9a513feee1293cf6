// What the staff console sends to the diners of a table.
import type { TableNotify, TableStatus } from '../../../protocol/http';
import type { UpdateOrderTable } from '../../../protocol';
import { emitToTable, type TavolaIo } from '../../realtime';
import { emitTableStatus } from '../tables/events';

/** A push from the staff console (MESSENGER, UPDATE_LOCALE, BUBBLE_PROMPT) to a table. */
export function pushToTable(io: TavolaIo, tableId: number, push: TableNotify): void {
  const table_id = tableId;
  if (push.event === 'MESSENGER')
    emitToTable(io, table_id, 'MESSENGER', {
      table_id,
      level: push.level ?? 'info',
      message: push.message,
    });
  else if (push.event === 'UPDATE_LOCALE')
    emitToTable(io, table_id, 'UPDATE_LOCALE', { table_id, language: push.language });
  else emitToTable(io, table_id, 'BUBBLE_PROMPT', { table_id, message: push.message });
}

/** UPDATE_ORDER_TABLE to the diners left behind, and both tables' new status. */
export function announceMove(
  io: TavolaIo,
  from: number,
  payload: UpdateOrderTable,
  fromView: TableStatus,
  toView: TableStatus,
): void {
  emitToTable(io, from, 'UPDATE_ORDER_TABLE', payload);
  emitTableStatus(io, fromView);
  emitTableStatus(io, toView);
}
