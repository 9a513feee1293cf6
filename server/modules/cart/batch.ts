/**
 * Group commit per cart. Changes to one cart that arrive while a transaction on it is in flight
 * (in this process) wait, and then go together into the next single locked transaction
 * (applyOperations): one lock, the reducer once per change in arrival order, one write, one
 * commit, and one UPDATE_CART for the batch. Each change still gets its own outcome (applied,
 * refused, or a duplicate question). Between processes the row lock still serialises.
 */
import type { Store } from '../../store';
import { applyOperations, type BatchResult, type CartSnapshot, type OperationOutcome, type QueuedOperation } from './store';

/** The most changes one transaction takes; the rest wait for the next. */
const MAX_BATCH = 256;

interface Job {
  q: QueuedOperation;
  resolve: (r: { outcome: OperationOutcome; snapshot: CartSnapshot }) => void;
  reject: (err: unknown) => void;
}

export class CartBatcher {
  private readonly pending = new Map<number, Job[]>();
  private readonly running = new Set<number>();

  /** `afterCommit` runs once per committed batch, before any change of it is answered. */
  constructor(
    private readonly store: Store,
    private readonly afterCommit: (orderId: number, result: BatchResult) => void,
  ) {}

  /** Queues a change of the order's cart; resolves with its outcome and the cart after its batch. */
  apply(orderId: number, q: QueuedOperation): Promise<{ outcome: OperationOutcome; snapshot: CartSnapshot }> {
    return new Promise((resolve, reject) => {
      const list = this.pending.get(orderId);
      if (list) list.push({ q, resolve, reject });
      else this.pending.set(orderId, [{ q, resolve, reject }]);
      if (!this.running.has(orderId)) void this.drain(orderId);
    });
  }

  private async drain(orderId: number): Promise<void> {
    this.running.add(orderId);
    try {
      for (;;) {
        const waiting = this.pending.get(orderId);
        if (!waiting || waiting.length === 0) break;
        const jobs = waiting.splice(0, MAX_BATCH);
        if (waiting.length === 0) this.pending.delete(orderId);
        let result: BatchResult;
        try {
          result = await applyOperations(this.store, orderId, jobs.map((j) => j.q));
        } catch (err) {
          for (const j of jobs) j.reject(err);
          continue;
        }
        try {
          this.afterCommit(orderId, result);
        } finally {
          jobs.forEach((j, i) => j.resolve({ outcome: result.outcomes[i]!, snapshot: result.snapshot }));
        }
      }
    } finally {
      this.running.delete(orderId);
    }
  }
}
