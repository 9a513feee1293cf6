// Tables: resolving a scanned code, and status changes by staff and diners.
import { eq, or } from 'drizzle-orm';
import type { TablePatch, TableStatus } from '../../../protocol/http';
import type { Db, Store } from '../../store';
import type { TableCodes } from '../../auth/table-code';
import { forbidden, notFound } from '../../http/errors';
import { settingOf } from '../../store/settings';
import { diningTables } from '../../store/schema';
import { SETTINGS } from '../../../core';
import { approvalRequired, closeOrder } from '../orders/service';
import { getTableRow, setTableStatus, tableState } from './repository';

/**
 * The table a scanned code names: a table id, or a sealed token when is_encrypting is on (the
 * spec's unauthenticated CBC form only with setting table_code_legacy on).
 * With encrypted codes a plain id is only good for staff or a diner already at that table.
 */
export async function resolveTableCode(
  db: Db,
  codes: TableCodes,
  code: string,
  caller: { staff: boolean; dinerTableId: number | null; dinerOrderId?: number | null },
): Promise<number> {
  if (/^\d{1,9}$/.test(code)) {
    const tableId = Number(code);
    const encrypting = await settingOf(db, SETTINGS.isEncrypting);
    if (encrypting && !caller.staff && caller.dinerTableId !== tableId) {
      // A diner whose order staff moved to this table follows it there.
      const movedHere =
        !!caller.dinerOrderId &&
        (await getTableRow(db, tableId))?.order_head_id === caller.dinerOrderId;
      if (!movedHere) throw forbidden('Please scan the table code again');
    }
    return tableId;
  }
  const legacy = await settingOf(db, SETTINGS.tableCodeLegacy);
  const tableId = codes.decrypt(code, { legacy });
  if (tableId === null || tableId <= 0) throw notFound('Unknown table code: please scan again');
  return tableId;
}

/**
 * Changes a table's status. A diner (staff false) may only confirm its own open order when staff
 * approval is off (the "approval off" path: table status 3 with cor_status 1); staff freeing a
 * table ends its order. Answers the table's new status and the order it ended (if any).
 */
export async function patchTable(
  store: Store,
  id: number,
  body: TablePatch,
  caller: { staff: boolean; dinerOrderId: number | null },
): Promise<{ view: TableStatus; endedOrderId: number | null }> {
  return store.transaction(async (tx) => {
    const table = await getTableRow(tx, id, true);
    if (!table) throw notFound(`Table ${id} does not exist`);
    if (!caller.staff) {
      if (await approvalRequired(tx)) throw forbidden('Opening the table needs staff approval');
      if (!table.order_head_id || caller.dinerOrderId !== table.order_head_id)
        throw forbidden('Open an order first');
      const st = body.table_status ?? table.table_status;
      if (tableState(st) !== 'open' || (body.cor_status !== undefined && body.cor_status !== 1))
        throw forbidden('Diners may only mark their open table as ordering');
    }
    const patch: {
      table_status?: number | null;
      cor_status?: number | null;
      order_head_id?: number | null;
    } = {};
    if (body.table_status !== undefined) patch.table_status = body.table_status;
    if (body.cor_status !== undefined) patch.cor_status = body.cor_status;
    if (caller.staff && body.table_status !== undefined && tableState(body.table_status) === 'free')
      await releaseMerged(tx, id);
    if (
      caller.staff &&
      body.table_status !== undefined &&
      tableState(body.table_status) === 'free' &&
      table.order_head_id
    ) {
      // Freeing a table ends its order.
      await closeOrder(tx, table.order_head_id);
      patch.order_head_id = null;
      return { view: await setTableStatus(tx, id, patch), endedOrderId: table.order_head_id };
    }
    return { view: await setTableStatus(tx, id, patch), endedOrderId: null };
  });
}

/**
 * A table freed by staff ends its merges: the tables merged into it are free again, and so is the
 * table itself if it had been merged into another.
 */
async function releaseMerged(tx: Db, tableId: number): Promise<void> {
  await tx
    .update(diningTables)
    .set({
      merge_status: 0,
      merge_target_table_id: null,
      table_status: 0,
      cor_status: null,
      order_head_id: null,
      updated_at: new Date(),
    })
    .where(or(eq(diningTables.merge_target_table_id, tableId), eq(diningTables.table_id, tableId)));
}
