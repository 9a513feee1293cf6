/**
 * Group commit across carts. A change waits while a transaction on its cart is in flight (in this
 * process); changes that gather meanwhile go together into the next transaction, with those of
 * other carts that are ready (applyOperationsMany): one lock statement, the reducer once per
 * change in arrival order per cart, one write statement, one commit, and one UPDATE_CART per cart
 * and batch. Each change still gets its own outcome (applied, refused, or a duplicate question).
 * Between processes the row locks still serialise.
 *
 * At most MAX_IN_FLIGHT transactions run at once, so under load the changes queue up and share
 * transactions, while a lone change still goes at once. When a transaction of several carts
 * fails, each of its carts is tried again alone, so one cart's trouble never fails another's.
 */
import type { Store } from '../../store';
import { violation } from '../../../core';
import { CartRefusal, applyOperationsMany, type BatchResult, type CartSnapshot, type OperationOutcome, type QueuedOperation } from './store';

/** The most changes of one cart one transaction takes; the rest wait for the next. */
const MAX_BATCH = 256;
/** The most carts one transaction takes. */
const MAX_CARTS = 64;
/** Transactions in flight at once (on PostgreSQL each holds a pool connection). */
const MAX_IN_FLIGHT = 4;

interface Job {
  q: QueuedOperation;
  resolve: (r: { outcome: OperationOutcome; snapshot: CartSnapshot }) => void;
  reject: (err: unknown) => void;
}

export class CartBatcher {
  /** Waiting changes per order, in arrival order (Map keeps the orders in arrival order too). */
  private readonly pending = new Map<number, Job[]>();
  /** Orders with a transaction in flight. */
  private readonly running = new Set<number>();
  private inFlight = 0;
  private kicked = false;

  /**
   * `afterCommit` runs once per cart of a committed batch, before any change of it is answered;
   * what it throws goes to `onError` (the changes were committed and are answered all the same).
   */
  constructor(
    private readonly store: Store,
    private readonly afterCommit: (orderId: number, result: BatchResult) => void,
    private readonly onError: (err: unknown) => void = (err) => console.error(err),
    private readonly maxInFlight = MAX_IN_FLIGHT,
  ) {}

  /** Queues a change of the order's cart; resolves with its outcome and the cart after its batch. */
  apply(orderId: number, q: QueuedOperation): Promise<{ outcome: OperationOutcome; snapshot: CartSnapshot }> {
    return new Promise((resolve, reject) => {
      const list = this.pending.get(orderId);
      if (list) list.push({ q, resolve, reject });
      else this.pending.set(orderId, [{ q, resolve, reject }]);
      this.kick();
    });
  }

  /**
   * Starts what can start once the messages already received have been read (setImmediate runs
   * after the I/O callbacks of this turn of the event loop). Starting at once would let the
   * embedded store, whose queries resolve without yielding to I/O, run every change alone.
   */
  private kick(): void {
    if (this.kicked) return;
    this.kicked = true;
    setImmediate(() => {
      this.kicked = false;
      this.schedule();
    });
  }

  private schedule(): void {
    while (this.inFlight < this.maxInFlight) {
      const batch = new Map<number, Job[]>();
      for (const [orderId, waiting] of this.pending) {
        if (this.running.has(orderId)) continue;
        const jobs = waiting.splice(0, MAX_BATCH);
        if (waiting.length === 0) this.pending.delete(orderId);
        batch.set(orderId, jobs);
        if (batch.size >= MAX_CARTS) break;
      }
      if (batch.size === 0) return;
      for (const orderId of batch.keys()) this.running.add(orderId);
      this.inFlight++;
      void this.run(batch).finally(() => {
        for (const orderId of batch.keys()) this.running.delete(orderId);
        this.inFlight--;
        this.kick();
      });
    }
  }

  private async run(batch: Map<number, Job[]>): Promise<void> {
    let results: Map<number, BatchResult | null>;
    try {
      results = await applyOperationsMany(this.store, new Map([...batch].map(([id, jobs]) => [id, jobs.map((j) => j.q)])));
    } catch (err) {
      if (batch.size === 1) {
        for (const j of [...batch.values()][0]!) j.reject(err);
        return;
      }
      // Nothing was written: each cart on its own, so the failure stays with the cart it belongs to.
      for (const [orderId, jobs] of batch) await this.run(new Map([[orderId, jobs]]));
      return;
    }
    for (const [orderId, jobs] of batch) {
      const result = results.get(orderId);
      if (!result) {
        for (const j of jobs) j.reject(new CartRefusal(violation('CART_NOT_FOUND')));
        continue;
      }
      try {
        this.afterCommit(orderId, result);
      } catch (err) {
        this.onError(err);
      }
      jobs.forEach((j, i) => j.resolve({ outcome: result.outcomes[i]!, snapshot: result.snapshot }));
    }
  }
}
