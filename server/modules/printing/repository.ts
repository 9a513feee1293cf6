/**
 * Printing in the store: the printers, and the print jobs of each round. enqueueRoundTickets runs
 * inside the round's own transaction (cart/submission.ts), so a round that reached the order
 * always has its tickets waiting, whatever happens to the process or the printers afterwards.
 *
 * Routing: a dish goes to every enabled-or-not printer whose print_classes name the dish's
 * print_class (menu_items.print_class); a dish no printer names goes to the default printers
 * (is_default), or to the first printer when none is default. A disabled printer keeps its jobs
 * until it is enabled again.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SETTINGS, decodeCartText, readSetting, type Settings } from '../../../core';
import type { PrinterSetup, PrinterView, PrintJobView } from '../../../protocol/printing';
import type { Db, Store } from '../../store';
import { dayjs } from '../../../core/time/dayjs';
import { isTimeZone } from '../../../core/business-hours/zoned';
import {
  diningTables,
  menuItems,
  orderDetails,
  printJobs,
  printers,
  restaurantInfo,
  settings,
} from '../../store/schema';
import { ticketLines, type Ticket, type TicketItem } from './ticket';
import { ticketLabels } from './labels';

export type PrinterRow = typeof printers.$inferSelect;
export type PrintJobRow = typeof printJobs.$inferSelect;

const WAITING = ['pending', 'retrying', 'printing'] as const;

interface DetailRow {
  id: number;
  parent: number | null;
  menuItemId: number | null;
  name1: string;
  name2: string;
  quantity: number;
  excess: number;
  customer: string;
  remark: string;
  condiments: unknown[];
  printClass: string | null;
  tableId: number;
  orderId: number;
  turn: number;
  at: Date;
}

function condimentNames(list: unknown[]): string[] {
  return list.flatMap((c) => {
    const name = (c as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.trim() ? [decodeCartText(name).trim()] : [];
  });
}

/** HH:mm on the restaurant's clock (UTC's when the zone is unknown). */
function clockTime(at: Date, timezone: string): string {
  const utc = dayjs.utc(at);
  return (isTimeZone(timezone) ? utc.tz(timezone) : utc).format('HH:mm');
}

/** The tickets of a round's dishes, by printer (and the summary when print rule 25 is on). */
export function roundTickets(
  rows: readonly DetailRow[],
  ctx: {
    settings: Settings;
    printers: readonly Pick<PrinterRow, 'printer_id' | 'name' | 'print_classes' | 'is_default'>[];
    tableName: string;
    timezone: string;
    /** Staff asked for it: print whatever the printing settings say. */
    force?: boolean;
    /** Staff asked for one printer: the whole round on it. */
    printerId?: number;
  },
): { printerId: number; kind: 'round' | 'summary'; ticket: Ticket }[] {
  const s = ctx.settings;
  const heads = rows.filter((r) => r.parent === null);
  const first = heads[0];
  if (!first || ctx.printers.length === 0) return [];
  const takeaway = first.tableId <= 0;
  const force = ctx.force === true;
  if (!force && !readSetting(s, SETTINGS.printing)) return [];
  if (!force && takeaway && !readSetting(s, SETTINGS.takeawayPrinting)) return [];
  const kitchen = force || readSetting(s, SETTINGS.printKitchenTicket);
  const summary = !force && readSetting(s, SETTINGS.printOrderSummary);
  if (!kitchen && !summary) return [];
  const remarks = readSetting(s, SETTINGS.printRemarks);
  const customer = readSetting(s, SETTINGS.printCustomer);
  const secondName = readSetting(s, SETTINGS.printSecondName);
  const merge = readSetting(s, SETTINGS.printMergeSameDish);
  const copies = Math.min(9, Math.floor(readSetting(s, SETTINGS.printCopies)));
  const t = ticketLabels(readSetting(s, SETTINGS.restaurantLanguage));

  const itemOf = (h: DetailRow): TicketItem & { key: string | null } => {
    const contents = rows.filter((r) => r.parent === h.id);
    const notes = [
      ...(h.excess > 0 ? [t('excess', { count: h.excess })] : []),
      ...(customer ? [t('customer', { name: h.customer })] : []),
      ...(remarks ? condimentNames(h.condiments).map((c) => `+ ${c}`) : []),
      ...(remarks && h.remark.trim() ? [`* ${decodeCartText(h.remark).trim()}`] : []),
      ...contents.map((c) => `- ${c.quantity} x ${c.name1}`),
    ];
    return {
      quantity: h.quantity,
      name: h.name1,
      name2: secondName && h.name2 !== h.name1 ? h.name2 : '',
      notes,
      // Only dishes with nothing of their own merge (print rule 9).
      key:
        merge && contents.length === 0 && h.excess === 0
          ? JSON.stringify([h.menuItemId, h.name1, h.remark, h.condiments, customer && h.customer])
          : null,
    };
  };
  const itemsOf = (list: readonly DetailRow[]): TicketItem[] => {
    const out: (TicketItem & { key: string | null })[] = [];
    for (const h of list) {
      const item = itemOf(h);
      const same = item.key === null ? undefined : out.find((o) => o.key === item.key);
      if (same) same.quantity += item.quantity;
      else out.push(item);
    }
    return out.map(({ key: _key, ...item }) => item);
  };

  const title = takeaway ? t('quickService', { id: first.orderId }) : ctx.tableName;
  const meta = (station: string) => [
    [readSetting(s, SETTINGS.printRound) ? t('round', { turn: first.turn }) : '', station]
      .filter(Boolean)
      .join(' · '),
    t('order', { id: first.orderId, time: clockTime(first.at, ctx.timezone) }),
  ];
  const footer = takeaway && readSetting(s, SETTINGS.printTakeawayLabel) ? [t('takeaway')] : [];

  const defaults = ctx.printers.filter((p) => p.is_default);
  const fallback = defaults.length ? defaults : ctx.printers.slice(0, 1);
  const routed = new Map<number, DetailRow[]>();
  if (ctx.printerId !== undefined) routed.set(ctx.printerId, [...heads]);
  else
    for (const h of heads) {
      const named = ctx.printers.filter(
        (p) => h.printClass !== null && p.print_classes.includes(h.printClass),
      );
      for (const p of named.length ? named : fallback) {
        const list = routed.get(p.printer_id) ?? [];
        list.push(h);
        routed.set(p.printer_id, list);
      }
    }
  const out: { printerId: number; kind: 'round' | 'summary'; ticket: Ticket }[] = [];
  if (kitchen)
    for (const p of ctx.printers) {
      const list = routed.get(p.printer_id);
      if (!list) continue;
      out.push({
        printerId: p.printer_id,
        kind: 'round',
        ticket: { title, meta: meta(p.name), items: itemsOf(list), footer, copies },
      });
    }
  if (summary)
    for (const p of fallback)
      out.push({
        printerId: p.printer_id,
        kind: 'summary',
        ticket: { title, meta: meta(t('summary')), items: itemsOf(heads), footer, copies: 1 },
      });
  return out;
}

/** Reads a round's dishes as the tickets need them. */
async function roundDetails(tx: Db, requestKey: string): Promise<DetailRow[]> {
  return tx
    .select({
      id: orderDetails.order_detail_id,
      parent: orderDetails.parent_detail_id,
      menuItemId: orderDetails.menu_item_id,
      name1: orderDetails.item_name1,
      name2: orderDetails.item_name2,
      quantity: orderDetails.quantity,
      excess: orderDetails.excess_count,
      customer: orderDetails.customer_name,
      remark: orderDetails.remark,
      condiments: orderDetails.condiments,
      printClass: menuItems.print_class,
      tableId: orderDetails.table_id,
      orderId: orderDetails.order_head_id,
      turn: orderDetails.turn,
      at: orderDetails.order_time,
    })
    .from(orderDetails)
    .leftJoin(menuItems, eq(menuItems.menu_item_id, orderDetails.menu_item_id))
    .where(eq(orderDetails.request_key, requestKey))
    .orderBy(asc(orderDetails.order_detail_id));
}

/**
 * Writes the print jobs of the round sent under `requestKey` (inside its transaction). Answers how
 * many were written (0 when printing is off or no printer is set up).
 */
export async function enqueueRoundTickets(
  tx: Db,
  requestKey: string,
  opts: { force?: boolean; printerId?: number } = {},
): Promise<number> {
  const list = await tx
    .select()
    .from(printers)
    .orderBy(asc(printers.sort), asc(printers.printer_id));
  if (list.length === 0) return 0;
  const rows = await roundDetails(tx, requestKey);
  if (rows.length === 0) return 0;
  const entries = await tx
    .select({ id: settings.id, name: settings.name, value: settings.value })
    .from(settings);
  const [table] = await tx
    .select({ name: diningTables.table_name })
    .from(diningTables)
    .where(eq(diningTables.table_id, rows[0]!.tableId));
  const [info] = await tx.select({ timezone: restaurantInfo.timezone }).from(restaurantInfo);
  const tickets = roundTickets(rows, {
    settings: entries,
    printers: list,
    tableName:
      table?.name ??
      ticketLabels(readSetting(entries, SETTINGS.restaurantLanguage))('table', {
        id: rows[0]!.tableId,
      }),
    timezone: info?.timezone ?? 'UTC',
    ...opts,
  });
  if (tickets.length === 0) return 0;
  const head = rows[0]!;
  await tx.insert(printJobs).values(
    tickets.map((t) => ({
      kind: t.kind,
      printer_id: t.printerId,
      request_key: requestKey,
      order_head_id: head.orderId,
      table_id: head.tableId,
      turn: head.turn,
      ticket: t.ticket as unknown as Record<string, unknown>,
    })),
  );
  return tickets.length;
}

// Views -------------------------------------------------------------------------------------------

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function printerView(p: PrinterRow, waiting: number): PrinterView {
  return {
    printer_id: p.printer_id,
    name: p.name,
    interface: p.interface,
    type: p.type,
    print_classes: p.print_classes,
    is_default: p.is_default,
    columns: p.columns,
    cjk: p.cjk,
    enabled: p.enabled,
    status: p.status,
    last_error: p.last_error,
    checked_at: iso(p.checked_at),
    waiting,
  };
}

export function jobView(j: PrintJobRow, columns: 32 | 42 | 48 = 48): PrintJobView {
  return {
    id: j.id,
    kind: j.kind,
    printer_id: j.printer_id,
    request_key: j.request_key,
    order_head_id: j.order_head_id,
    table_id: j.table_id,
    turn: j.turn,
    status: j.status,
    attempts: j.attempts,
    last_error: j.last_error,
    next_attempt_at:
      j.status === 'pending' || j.status === 'retrying' ? iso(j.next_attempt_at) : null,
    created_at: j.created_at.toISOString(),
    printed_at: iso(j.printed_at),
    lines: ticketLines(j.ticket as unknown as Ticket, { columns }),
  };
}

/** Every printer with the number of tickets waiting for it. */
export async function listPrinters(db: Db, ids?: number[]): Promise<PrinterView[]> {
  const list = await db
    .select()
    .from(printers)
    .where(ids ? inArray(printers.printer_id, ids) : undefined)
    .orderBy(asc(printers.sort), asc(printers.printer_id));
  const counts = await db
    .select({ id: printJobs.printer_id, n: sql<number>`count(*)::int` })
    .from(printJobs)
    .where(inArray(printJobs.status, [...WAITING]))
    .groupBy(printJobs.printer_id);
  const waiting = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return list.map((p) => printerView(p, waiting.get(p.printer_id) ?? 0));
}

/** Print jobs, newest first. */
export async function listJobs(
  db: Db,
  q: { status?: PrintJobRow['status']; limit?: number; requestKey?: string; ids?: number[] },
): Promise<PrintJobView[]> {
  const rows = await db
    .select({ job: printJobs, columns: printers.columns })
    .from(printJobs)
    .leftJoin(printers, eq(printers.printer_id, printJobs.printer_id))
    .where(
      and(
        q.status ? eq(printJobs.status, q.status) : undefined,
        q.requestKey !== undefined ? eq(printJobs.request_key, q.requestKey) : undefined,
        q.ids ? inArray(printJobs.id, q.ids) : undefined,
      ),
    )
    .orderBy(desc(printJobs.id))
    .limit(q.limit ?? 100);
  return rows.map((r) => jobView(r.job, r.columns ?? 48));
}

/** A printer's setup as stored (the sort keeps the order they were added in). */
export function printerValues(p: PrinterSetup): Omit<typeof printers.$inferInsert, 'printer_id'> {
  return {
    name: p.name,
    interface: p.interface,
    type: p.type,
    print_classes: p.print_classes,
    is_default: p.is_default,
    columns: p.columns,
    cjk: p.cjk,
    enabled: p.enabled,
  };
}

/** Adds a printer (last in the list) and answers its id. */
export async function createPrinter(db: Db, setup: PrinterSetup): Promise<number> {
  const [row] = await db
    .insert(printers)
    .values(printerValues(setup))
    .returning({ id: printers.printer_id });
  const id = row!.id;
  await db.update(printers).set({ sort: id }).where(eq(printers.printer_id, id));
  return id;
}

/**
 * Changes a printer's setup: its state is unknown again, and its waiting tickets are due now (a
 * changed address or a printer switched back on is worth a new try at once).
 */
export async function updatePrinter(
  db: Db,
  id: number,
  patch: Partial<PrinterSetup>,
): Promise<void> {
  await db
    .update(printers)
    .set({ ...patch, status: 'unknown', last_error: '' })
    .where(eq(printers.printer_id, id));
  await db
    .update(printJobs)
    .set({ next_attempt_at: new Date() })
    .where(and(eq(printJobs.printer_id, id), eq(printJobs.status, 'retrying')));
}

/** Rolls back a removal that found no printer. */
class PrinterMissing extends Error {
  constructor(id: number) {
    super(`Printer ${id} does not exist`);
  }
}

/** Removes a printer and cancels its waiting tickets; false when there is no such printer. */
export function removePrinter(store: Store, id: number): Promise<boolean> {
  return store
    .transaction(async (tx) => {
      await tx
        .update(printJobs)
        .set({ status: 'cancelled', last_error: 'The printer was removed' })
        .where(
          and(
            eq(printJobs.printer_id, id),
            inArray(printJobs.status, ['pending', 'retrying', 'printing']),
          ),
        );
      const gone = await tx
        .delete(printers)
        .where(eq(printers.printer_id, id))
        .returning({ id: printers.printer_id });
      if (gone.length === 0) throw new PrinterMissing(id);
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof PrinterMissing) return false;
      throw err;
    });
}

/** Makes a waiting ticket due now. */
export async function dueNow(db: Db, jobId: number): Promise<void> {
  await db.update(printJobs).set({ next_attempt_at: new Date() }).where(eq(printJobs.id, jobId));
}

/**
 * Writes a round's tickets again (to its printers, or to one) and answers the new jobs' ids;
 * none when the round has no dish for a printer.
 */
export function reprintRound(
  store: Store,
  requestKey: string,
  printerId?: number,
): Promise<number[]> {
  return store.transaction(async (tx) => {
    const jobsOf = () =>
      tx.select({ id: printJobs.id }).from(printJobs).where(eq(printJobs.request_key, requestKey));
    const before = new Set((await jobsOf()).map((b) => b.id));
    const written = await enqueueRoundTickets(tx, requestKey, {
      force: true,
      ...(printerId !== undefined ? { printerId } : {}),
    });
    if (written === 0) return [];
    return (await jobsOf()).map((a) => a.id).filter((id) => !before.has(id));
  });
}

/** The printers set up at an address. */
export async function printersAt(db: Db, address: string): Promise<number[]> {
  const rows = await db
    .select({ id: printers.printer_id })
    .from(printers)
    .where(eq(printers.interface, address));
  return rows.map((r) => r.id);
}
