/**
 * A round written to the order under its requestKey (ordering.md §4 Cart submit), once: a key
 * already stored answers its first result and writes nothing. The diners' submit (service.ts) and
 * the waiter's dishes (direct.ts) both go through submitRound; each only says which lines the
 * round holds and what the cart is after it. Bargain stock is taken in the same transaction and
 * can never go below 0.
 */
import { eq } from 'drizzle-orm';
import {
  settleTurn,
  violation,
  type CartDish,
  type CartEvent,
  type CartState,
  type HistoryDish,
  type PromotionStock,
} from '../../../core';
import type { SubmitAnswer } from '../../../protocol';
import type { Db } from '../../store';
import { cartSubmissions } from '../../store/schema';
import {
  CartRefusal,
  contextOf,
  insertDetails,
  lockOpenCart,
  saveCart,
  snapshotOf,
  syncTurnInfo,
  takeStock,
  type CartSnapshot,
  type LoadedCart,
} from './repository';
import type { RuleContext } from './rule-context';
import { enqueueRoundTickets } from '../printing/repository';

export const PROJECT_CODE = 'QOP_COP';

/** What a submission stores under its requestKey and answers again on a repeat. */
export interface SubmitRecord {
  requestKey: string;
  project: string;
  orderId: number;
  tableId: number;
  turn: number;
  orderDetailIds: number[];
  totalNum: number;
  submittedAt: number;
  submittedBy: string;
}

/** The SUBMIT_CART payload (ordering.md §7: requestKey, project). */
export function submitAnswer(r: SubmitRecord): SubmitAnswer {
  return {
    requestKey: r.requestKey,
    project: PROJECT_CODE,
    orderId: r.orderId,
    tableId: r.tableId,
    turn: r.turn,
    totalNum: r.totalNum,
    orderDetailIds: r.orderDetailIds,
  };
}

/** What one round is: its lines, and the cart and history after it. */
export interface RoundPlan {
  lines: readonly CartDish[];
  /** The cart after the round (the diners' submit empties the turn; the waiter's leaves it). */
  state: CartState;
  history: HistoryDish[];
  events: CartEvent[];
  tableId: number;
  source: 'customer' | 'waiter';
  submittedBy: string;
  employee?: { id: number; name: string };
}

export interface Submission {
  snapshot: CartSnapshot;
  record: SubmitRecord;
  /** False when the key was submitted before: nothing was written. */
  fresh: boolean;
  events: CartEvent[];
  /** Promotions whose stock the round took (empty on a repeat). */
  stock: PromotionStock[];
}

/**
 * Writes the round `plan` makes of the locked cart as the order's details, under requestKey, in
 * one transaction; throws CartRefusal (rolling back) when the cart is gone, the order is closed
 * (checked under the order's row lock), the key belongs to
 * another order, the plan refuses, or a promotion has too few units left.
 */
export async function submitRound(
  rules: RuleContext,
  orderId: number,
  requestKey: string,
  dishIds: number[],
  plan: (tx: Db, c: LoadedCart) => Promise<RoundPlan>,
): Promise<Submission> {
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const locked = await lockOpenCart(rules, tx, orderId, dishIds);
    const prior = await tx
      .select()
      .from(cartSubmissions)
      .where(eq(cartSubmissions.request_key, requestKey));
    if (prior[0]) {
      if (prior[0].order_head_id !== orderId)
        throw new CartRefusal(violation('INVALID_INPUT', { detail: { field: 'requestKey' } }));
      return {
        snapshot: snapshotOf(locked),
        // The record this module wrote under the key (jsonb reads back untyped).
        record: prior[0].result as unknown as SubmitRecord,
        fresh: false,
        events: [],
        stock: [],
      };
    }
    // A turn whose time has ended moves on first: the round lands in the new turn.
    const settled = settleTurn(locked.state, contextOf(locked, locked.now));
    const c: LoadedCart = settled.events.length > 0 ? { ...locked, state: settled.cart } : locked;
    const round = await plan(tx, c);
    const stock = await takeStock(rules, tx, c, round.lines);
    const turn = c.state.nowTurn;
    const ids = await insertDetails(
      tx,
      {
        orderId,
        tableId: round.tableId,
        turn,
        source: round.source,
        requestKey,
        at: new Date(c.now),
        ...(round.employee
          ? { employeeId: round.employee.id, employeeName: round.employee.name }
          : {}),
      },
      round.lines,
    );
    // The round's tickets wait in the store from the moment the round exists (printing module).
    await enqueueRoundTickets(tx, requestKey);
    const record: SubmitRecord = {
      requestKey,
      project: PROJECT_CODE,
      orderId,
      tableId: round.tableId,
      turn,
      orderDetailIds: ids,
      totalNum: round.lines.reduce((s, l) => s + l.totalNum, 0),
      submittedAt: c.now,
      submittedBy: round.submittedBy,
    };
    await tx.insert(cartSubmissions).values({
      request_key: requestKey,
      order_head_id: orderId,
      turn,
      result: record as unknown as Record<string, unknown>,
    });
    // The history grew: a new version tells the table even when the cart itself is unchanged.
    const version = await saveCart(tx, c, round.state, true);
    await syncTurnInfo(tx, orderId, round.state, c, round.history);
    return {
      snapshot: { ...snapshotOf(c), state: round.state, history: round.history, version },
      record,
      fresh: true,
      events: [...settled.events, ...round.events],
      stock,
    };
  });
}
