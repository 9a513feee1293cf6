// What the tables module tells the diners of a table.
import type { TableStatus } from '../../../protocol/http';
import { emitToTable, type TavolaIo } from '../../realtime';

/** TABLE_STATUS to the table's room (after every status change). */
export function emitTableStatus(io: TavolaIo, view: TableStatus): void {
  emitToTable(io, view.table_id, 'TABLE_STATUS', view);
}
