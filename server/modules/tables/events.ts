// What the tables module tells the diners of a table.
import type { TableStatus } from '../../../protocol/http';
import { STAFF_ROOM, roomOfTable, type TavolaIo } from '../../realtime';

/** TABLE_STATUS to the table's room and the staff console's floor (after every status change). */
export function emitTableStatus(io: TavolaIo, view: TableStatus): void {
  io.to(roomOfTable(view.table_id)).to(STAFF_ROOM).emit('TABLE_STATUS', view);
}
