/**
 * The print queue: sends the waiting print jobs to their printers, oldest first. A job is claimed
 * for a while (so several server processes never print it twice, and a process that dies mid-send
 * leaves it to the others once the claim runs out), sent, and marked done; a printer that does not
 * take it leaves it waiting, retried after 5 s, 10 s, 20 s … up to 5 minutes between attempts,
 * with the printer marked offline and the reason kept. Nothing here ever holds up a round: the
 * jobs were written with the round, and the queue runs beside the cart. Every change of a printer's
 * state reaches the staff room as PRINTER_STATUS.
 */
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { emitToStaff } from '../../realtime';
import { printJobs, printers } from '../../store/schema';
import { plainText } from '../../../core/text/plain-text';
import { listPrinters, type PrinterRow } from './repository';
import { encodeTicket, type Ticket } from './ticket';
import { sendToPrinter } from './transport';

export interface PrintQueueOptions {
  /** How often the queue looks for due jobs (ms); 0 only when kicked (tests). Default 2000. */
  pollMs?: number;
  /** Time a printer has to accept a ticket (ms). Default 5000. */
  timeoutMs?: number;
  /** Delay before the next attempt after `attempts` failed ones (ms). */
  backoff?: (attempts: number) => number;
  /** How long a claimed job is left to the process sending it (ms). Default 60000. */
  leaseMs?: number;
}

/** 5 s, 10 s, 20 s … at most 5 minutes. */
export const defaultBackoff = (attempts: number): number =>
  Math.min(5 * 60_000, 5000 * 2 ** Math.max(0, attempts - 1));

export interface RunResult {
  printed: number;
  failed: number;
}

export class PrintQueue {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunResult> | null = null;
  private closed = false;
  private readonly pollMs: number;
  private readonly timeoutMs: number;
  private readonly backoff: (attempts: number) => number;
  private readonly leaseMs: number;

  constructor(
    private readonly app: FastifyInstance,
    opts: PrintQueueOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 2000;
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.backoff = opts.backoff ?? defaultBackoff;
    this.leaseMs = opts.leaseMs ?? 60_000;
  }

  start(): void {
    if (this.pollMs > 0 && !this.timer && !this.closed) {
      this.timer = setInterval(() => this.kick(), this.pollMs);
      this.timer.unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Runs the due jobs soon (a round was sent, a printer came back); errors are logged. */
  kick(): void {
    if (this.closed || this.running) return;
    this.runDue().catch((err: unknown) => this.app.log.error({ err }, 'print queue failed'));
  }

  /**
   * Sends every job due at `asOf` (default now) and waits for the answers. A run already going
   * is waited for first, so a caller always sees its own run's outcome.
   */
  async runDue(asOf: Date = new Date()): Promise<RunResult> {
    while (this.running) await this.running.catch(() => undefined);
    const run = this.run(asOf);
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private async run(asOf: Date): Promise<RunResult> {
    const store = this.app.store;
    const lease = new Date(asOf.getTime() + this.leaseMs);
    const claimed = await store.rows<{ id: number }>(sql`
      update print_jobs set status = 'printing', attempts = attempts + 1, locked_until = ${lease}
      where id in (
        select j.id from print_jobs j join printers p on p.printer_id = j.printer_id
        where p.enabled and (
          (j.status in ('pending', 'retrying') and j.next_attempt_at <= ${asOf})
          or (j.status = 'printing' and j.locked_until < ${asOf}))
        order by j.id limit 50
        for update of j skip locked)
      returning id`);
    if (claimed.length === 0) return { printed: 0, failed: 0 };
    const jobs = await store.db
      .select()
      .from(printJobs)
      .where(
        inArray(
          printJobs.id,
          claimed.map((c) => Number(c.id)),
        ),
      )
      .orderBy(printJobs.id);
    const list = await store.db
      .select()
      .from(printers)
      .where(inArray(printers.printer_id, [...new Set(jobs.map((j) => j.printer_id ?? 0))]));
    const byId = new Map(list.map((p) => [p.printer_id, p]));
    // One refusal per printer and run: its other jobs wait without knocking again.
    const down = new Map<number, string>();
    const touched = new Set<number>();
    let printed = 0;
    let failed = 0;
    for (const job of jobs) {
      const printer = byId.get(job.printer_id ?? 0);
      if (!printer) continue;
      touched.add(printer.printer_id);
      let error = down.get(printer.printer_id) ?? null;
      if (error === null) {
        try {
          await this.send(printer, job.ticket as unknown as Ticket);
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
          down.set(printer.printer_id, error);
          this.app.log.warn(
            { printer: plainText(printer.name), err: plainText(error) },
            'ticket not printed',
          );
        }
      }
      const now = new Date();
      if (error === null) {
        printed++;
        await store.db
          .update(printJobs)
          .set({ status: 'done', printed_at: now, locked_until: null, last_error: '' })
          .where(eq(printJobs.id, job.id));
      } else {
        failed++;
        await store.db
          .update(printJobs)
          .set({
            status: 'retrying',
            last_error: error,
            locked_until: null,
            next_attempt_at: new Date(asOf.getTime() + this.backoff(job.attempts)),
          })
          .where(eq(printJobs.id, job.id));
      }
    }
    for (const id of touched) {
      const error = down.get(id);
      await this.setStatus(id, error === undefined ? 'online' : 'offline', error ?? '');
    }
    await this.announce([...touched]);
    return { printed, failed };
  }

  private send(printer: PrinterRow, ticket: Ticket): Promise<void> {
    const bytes = encodeTicket(ticket, { columns: printer.columns, cjk: printer.cjk });
    return sendToPrinter(printer.interface, bytes, this.timeoutMs);
  }

  /** Stores a printer's state after an attempt. */
  async setStatus(id: number, status: 'online' | 'offline', error: string): Promise<void> {
    await this.app.store.db
      .update(printers)
      .set({ status, last_error: error, checked_at: new Date() })
      .where(eq(printers.printer_id, id));
  }

  /** PRINTER_STATUS to the staff room for each printer named. */
  async announce(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    for (const view of await listPrinters(this.app.store.db, ids))
      emitToStaff(this.app.io, 'PRINTER_STATUS', view);
  }

  /** Sends a ticket straight to an address (a test print), within the queue's time limit. */
  sendNow(iface: string, bytes: Uint8Array): Promise<void> {
    return sendToPrinter(iface, bytes, this.timeoutMs);
  }
}
