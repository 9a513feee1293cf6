// Table rows in the store: status reading (merged tables followed) and status changes.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TableStatus } from '../../../protocol/http';
import type { Db } from '../../store';
import { diningTables, orders } from '../../store/schema';

/** 0, 1 or empty: free. 2, 3, 4: open. 6: special. Anything else: paused. */
export type TableState = 'free' | 'open' | 'special' | 'paused';

export function tableState(status: number | null | undefined): TableState {
  if (status === null || status === undefined || status === 0 || status === 1) return 'free';
  if (status === 2 || status === 3 || status === 4) return 'open';
  if (status === 6) return 'special';
  return 'paused';
}

type TableRow = typeof diningTables.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export function toView(t: TableRow, o: OrderRow | null): TableStatus {
  return {
    table_id: t.table_id,
    table_name: t.table_name,
    section_id: t.section_id,
    table_status: t.table_status,
    cor_status: t.cor_status,
    order_head_id: o ? o.order_head_id : null,
    customer_num: o?.customer_num ?? 0,
    adult_number: o?.adult_number ?? 0,
    child_number: o?.child_number ?? 0,
    other_number: o?.other_number ?? 0,
    select_menu: o?.select_menu ?? '',
    eat_type: o?.eat_type ?? 0,
    merge_status: t.merge_status,
    merge_target_table: t.merge_target_table_id ? { table_id: t.merge_target_table_id } : null,
  };
}

async function openOrderOf(db: Db, t: TableRow): Promise<OrderRow | null> {
  if (!t.order_head_id) return null;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.order_head_id, t.order_head_id), eq(orders.status, 'open')));
  return rows[0] ?? null;
}

export async function getTableRow(
  db: Db,
  tableId: number,
  forUpdate = false,
): Promise<TableRow | null> {
  const q = db.select().from(diningTables).where(eq(diningTables.table_id, tableId));
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

/** A table's status; merged tables are followed to their merge target (a few hops at most). */
export async function readTable(
  db: Db,
  tableId: number,
): Promise<{ view: TableStatus; requested: TableRow } | null> {
  const requested = await getTableRow(db, tableId);
  if (!requested) return null;
  let t = requested;
  for (
    let hops = 0;
    hops < 5 && t.merge_status && t.merge_target_table_id && t.merge_target_table_id !== t.table_id;
    hops++
  ) {
    const next = await getTableRow(db, t.merge_target_table_id);
    if (!next) break;
    t = next;
  }
  const view = toView(t, await openOrderOf(db, t));
  if (t.table_id !== requested.table_id) {
    view.merge_status = requested.merge_status;
    view.merge_target_table = { table_id: t.table_id };
  }
  return { view, requested };
}

/** The status of one table (no merge following), e.g. after a change. */
export async function tableView(db: Db, tableId: number): Promise<TableStatus | null> {
  const t = await getTableRow(db, tableId);
  return t ? toView(t, await openOrderOf(db, t)) : null;
}

export async function listTables(
  db: Db,
  opts: { sectionId?: number; withOrder?: boolean },
): Promise<(TableStatus & { order?: OrderRow | null })[]> {
  const rows = await db
    .select()
    .from(diningTables)
    .where(opts.sectionId !== undefined ? eq(diningTables.section_id, opts.sectionId) : sql`true`)
    .orderBy(asc(diningTables.sort), asc(diningTables.table_id));
  const ids = rows.map((r) => r.order_head_id).filter((x): x is number => typeof x === 'number');
  const open = ids.length
    ? await db
        .select()
        .from(orders)
        .where(and(inArray(orders.order_head_id, ids), eq(orders.status, 'open')))
    : [];
  const byId = new Map(open.map((o) => [o.order_head_id, o]));
  return rows.map((t) => {
    const o = t.order_head_id ? (byId.get(t.order_head_id) ?? null) : null;
    const v = toView(t, o);
    return opts.withOrder ? { ...v, order: o } : v;
  });
}

/** Sets status fields of a locked table row and returns the new view. */
export async function setTableStatus(
  db: Db,
  tableId: number,
  patch: {
    table_status?: number | null;
    cor_status?: number | null;
    order_head_id?: number | null;
  },
) {
  await db
    .update(diningTables)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(diningTables.table_id, tableId));
  return (await tableView(db, tableId))!;
}
