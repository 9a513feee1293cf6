/**
 * Group commit across carts. A change waits while a transaction on its cart is in flight (in this
 * process); changes that gather meanwhile go together into the next transaction, with those of
 * other carts that are ready (applyOperationsMany): one lock statement, the reducer once per
 * change in arrival order per cart, one write statement, one commit, and one announcement of the
 * lines changed per cart and batch (events.ts). Each change still gets its own outcome (applied,
 * refused, or a duplicate question). Between processes the row locks still serialise.
 *
 * At most MAX_IN_FLIGHT transactions run at once, so under load the changes queue up and share
 * transactions, while a lone change still goes at once. When a transaction of several carts
 * fails, each of its carts is tried again alone, so one cart's trouble never fails another's.
 */
import {
  reduceCart,
  settleTurn,
  violation,
  type CartEvent,
  type CartOperation,
  type CartState,
  type Violation,
} from '../../../core';
import {
  CartRefusal,
  REMEMBERED_REQUEST_KEYS,
  contextOf,
  lockCarts,
  saveCarts,
  snapshotOf,
  syncTurnInfo,
  type ApplyResult,
  type CartSnapshot,
  type LoadedCart,
} from './repository';
import type { RuleContext } from './rule-context';

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
    private readonly rules: RuleContext,
    private readonly afterCommit: (orderId: number, result: BatchResult) => void,
    private readonly onError: (err: unknown) => void = (err) => console.error(err),
    private readonly maxInFlight = MAX_IN_FLIGHT,
  ) {}

  /** Queues a change of the order's cart; resolves with its outcome and the cart after its batch. */
  apply(
    orderId: number,
    q: QueuedOperation,
  ): Promise<{ outcome: OperationOutcome; snapshot: CartSnapshot }> {
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
      results = await applyOperationsMany(
        this.rules,
        new Map([...batch].map(([id, jobs]) => [id, jobs.map((j) => j.q)])),
      );
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
      jobs.forEach((j, i) =>
        j.resolve({ outcome: result.outcomes[i]!, snapshot: result.snapshot }),
      );
    }
  }
}

// The group commit's transaction -----------------------------------------------------------

export async function applyOperation(
  rules: RuleContext,
  orderId: number,
  op: CartOperation,
  extraDishIds: number[] = [],
  guard?: (c: LoadedCart) => number | null,
): Promise<ApplyResult> {
  const batch = await applyOperations(rules, orderId, [
    { op, extraDishIds, ...(guard ? { guard } : {}) },
  ]);
  const one = batch.outcomes[0]!;
  if (!one.ok) throw new CartRefusal(one.violation);
  return {
    snapshot: batch.snapshot,
    changed: one.changed,
    events: one.events,
    duplicate: one.duplicate,
  };
}

/** One operation of a batch: the dishes it may need, and a guard that may hold it back (duplicate question). */
export interface QueuedOperation {
  op: CartOperation;
  extraDishIds?: number[];
  /** Returns a count to ask the diner about instead of applying (read against the state before the operation). */
  guard?: (c: LoadedCart) => number | null;
  /** The change's idempotency key: one the cart has applied before is not applied again. */
  requestKey?: string;
}

/** What became of one operation of a batch. */
export type OperationOutcome =
  | {
      ok: true;
      changed: boolean;
      events: CartEvent[];
      duplicate: number | null;
      /** Its requestKey had been applied before: nothing was done. */
      repeated?: boolean;
    }
  | { ok: false; violation: Violation };

export interface BatchResult {
  /** The cart after the whole batch (its version is the one written, if any). */
  snapshot: CartSnapshot;
  /** True when the batch wrote the cart. */
  changed: boolean;
  /** The cart as the batch found it, and its version then (what the diners' lines change is from). */
  before: { state: CartState; version: number };
  outcomes: OperationOutcome[];
  /** The turn's move made before the changes, its time having ended (TO_NEXT_TURN), if any. */
  settled: CartEvent[];
}

/** The reducer over one cart's queued operations, in arrival order, against the locked state. */
function reduceQueued(c: LoadedCart, ops: readonly QueuedOperation[]) {
  const ctx = contextOf(c, c.now);
  // A turn whose time has ended moves on before any change: the changes land in the new turn,
  // and the move stays even when every change of the batch is refused.
  const settled = settleTurn(c.state, ctx);
  let state = settled.cart;
  let changed = settled.events.length > 0;
  let turnMoved = changed;
  const outcomes: OperationOutcome[] = [];
  const keys = c.requestKeys;
  const applied: string[] = [];
  for (const q of ops) {
    if (
      q.requestKey !== undefined &&
      (keys.includes(q.requestKey) || applied.includes(q.requestKey))
    ) {
      outcomes.push({ ok: true, changed: false, events: [], duplicate: null, repeated: true });
      continue;
    }
    const duplicate = q.guard ? q.guard({ ...c, state }) : null;
    if (duplicate !== null) {
      outcomes.push({ ok: true, changed: false, events: [], duplicate });
      continue;
    }
    const res = reduceCart(state, q.op, ctx);
    if (!res.ok) {
      outcomes.push({ ok: false, violation: res.violation });
      continue;
    }
    state = res.cart;
    changed ||= res.changed;
    if (q.requestKey !== undefined && res.changed) applied.push(q.requestKey);
    if (res.events.some((e) => e.type === 'TO_NEXT_TURN')) turnMoved = true;
    outcomes.push({ ok: true, changed: res.changed, events: res.events, duplicate: null });
  }
  const requestKeys =
    applied.length > 0 ? [...keys, ...applied].slice(-REMEMBERED_REQUEST_KEYS) : undefined;
  return { state, changed, turnMoved, outcomes, requestKeys, settled: settled.events };
}

/**
 * Queued operations of several carts in ONE transaction (group commit): every cart row is locked
 * once, each cart's operations run through the reducer against the state the previous one left
 * (so every limit is checked exactly as if they had come one by one), a refused operation changes
 * nothing and the others still apply, and the changed carts are written in one statement. An
 * order whose cart is gone maps to null; a closed order's changes are all refused (ORDER_CLOSED).
 */
export async function applyOperationsMany(
  rules: RuleContext,
  groups: ReadonlyMap<number, readonly QueuedOperation[]>,
): Promise<Map<number, BatchResult | null>> {
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const orderIds = [...groups.keys()];
    const extra = new Map(
      orderIds.map((id) => [id, groups.get(id)!.flatMap((o) => o.extraDishIds ?? [])]),
    );
    const carts = await lockCarts(rules, tx, orderIds, extra);
    const results = new Map<number, BatchResult | null>();
    const writes: {
      c: LoadedCart;
      state: CartState;
      turnMoved: boolean;
      requestKeys?: string[];
    }[] = [];
    for (const orderId of orderIds) {
      const c = carts.get(orderId);
      if (!c) {
        results.set(orderId, null);
        continue;
      }
      if (!c.open) {
        // Closed under the order's row lock: every change of the batch is refused, nothing written.
        const closed: OperationOutcome = { ok: false, violation: violation('ORDER_CLOSED') };
        results.set(orderId, {
          snapshot: snapshotOf(c),
          changed: false,
          before: { state: c.state, version: c.version },
          outcomes: groups.get(orderId)!.map(() => closed),
          settled: [],
        });
        continue;
      }
      const r = reduceQueued(c, groups.get(orderId)!);
      if (r.changed)
        writes.push({
          c,
          state: r.state,
          turnMoved: r.turnMoved,
          ...(r.requestKeys ? { requestKeys: r.requestKeys } : {}),
        });
      results.set(orderId, {
        snapshot: {
          ...snapshotOf(c),
          state: r.state,
          version: r.changed ? c.version + 1 : c.version,
        },
        changed: r.changed,
        before: { state: c.state, version: c.version },
        outcomes: r.outcomes,
        settled: r.settled,
      });
    }
    await saveCarts(rules, tx, writes);
    for (const w of writes) if (w.turnMoved) await syncTurnInfo(tx, w.c.orderId, w.state, w.c);
    return results;
  });
}

/** Several operations on one cart in one transaction (applyOperationsMany for one cart); throws CartRefusal when the cart is gone. */
export async function applyOperations(
  rules: RuleContext,
  orderId: number,
  ops: readonly QueuedOperation[],
): Promise<BatchResult> {
  const result = (await applyOperationsMany(rules, new Map([[orderId, ops]]))).get(orderId);
  if (!result) throw new CartRefusal(violation('CART_NOT_FOUND'));
  return result;
}
