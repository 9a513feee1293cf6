/**
 * The cart's service: who may touch which cart (access checks), and every change of it — apply
 * (through the group commit), submit, next turn, table move — each returning the cart after it
 * and what happened, for events.ts to announce. No transport here: socket.ts parses and answers,
 * routes.ts serves HTTP.
 */
import type { FastifyInstance } from 'fastify';
import {
  cartUpdateToOperation,
  normalizeCustomerId,
  reduceCart,
  sameDishCount,
  settleTurn,
  violation,
  type CartOperation,
  type CartState,
  type SetMenuSelection,
} from '../../../core';
import type {
  CartFilterInit,
  CartFind,
  CartUpdate,
  FilterResult,
  SocketData,
} from '../../../protocol';
import { forbidden } from '../../http/errors';
import { roomOfQuickOrder, roomOfTable } from '../../realtime';
import { CartBatcher } from './batch';
import type { CartEvents } from './events';
import {
  CartRefusal,
  cartIdOf,
  contextOf,
  ensureCart,
  lockCart,
  lockOpenCart,
  metadataOf,
  orderRow,
  readCart,
  saveCart,
  snapshotOf,
  syncTurnInfo,
  type ApplyResult,
  type CartSnapshot,
  type LoadedCart,
} from './repository';
import type { RuleContext } from './rule-context';
import { submitRound, type Submission } from './submission';
import { gatePassed, gateSocket } from '../pin/gate';

/** A session's way into its cart: the order, the table, who acts, and the table's room. */
export interface CartAccess {
  orderId: number;
  tableId: number;
  actor: { userId: string; userName: string };
  room: string;
}

/** A change through the group commit: the operation, and the cart after its batch. */
export interface CartChange {
  op: CartOperation;
  result: ApplyResult;
}

/** How many closed orders a process remembers (each is one number). */
const CLOSED_REMEMBERED = 10_000;

export class CartService {
  /** Cart ids by order, for checking the cartFind.id a client names. */
  private readonly cartIds = new Map<number, number>();
  /** Orders seen closed (the oldest forgotten past CLOSED_REMEMBERED). */
  private readonly closed = new Set<number>();
  private readonly batcher: CartBatcher;

  constructor(
    readonly rules: RuleContext,
    events: CartEvents,
    onError: (err: unknown) => void,
  ) {
    // Changes of one cart are group-committed: one transaction and one lines change per batch.
    this.batcher = new CartBatcher(rules, (_orderId, r) => events.batchCommitted(r), onError);
  }

  // Access -------------------------------------------------------------------------------------

  /**
   * The session's order and actor, after checking cartFind names the session's own table and
   * order. A session names the table it was issued for; after a table move (changeCartTable) the
   * order is the authority: its diners follow it (the session is updated to the new table).
   *
   * Every cart event of a closed order is refused, reads too. A change (`batched`) on a socket
   * whose gate has passed lately does not read the order here: its batch locks the order's row
   * and refuses it there (ORDER_CLOSED), so a press costs no query outside the group commit. An
   * order seen closed is refused at once from then on.
   */
  async access(
    data: SocketData,
    find: CartFind | undefined,
    { batched = false }: { batched?: boolean } = {},
  ): Promise<CartAccess> {
    const d = data.diner;
    if (!d || d.orderId <= 0) throw forbidden('Scan the table code and join the order first');
    if (this.closed.has(d.orderId)) throw new CartRefusal(violation('ORDER_CLOSED'));
    const moving = find?.tableId !== undefined && Number(find.tableId) !== d.tableId;
    // Read when the gate asks the store anyway, so a closed order is refused before the gate.
    const skip = batched && !moving && gatePassed(data);
    const order = skip ? null : await this.orderOf(d.orderId);
    // A fresh scan, and the table PIN where the order has one (pin/gate.ts).
    await gateSocket(this.rules.store.db, data);
    let tableId = d.tableId;
    if (moving) {
      // Another table: only the one the session's order has been moved to.
      const now = d.tableId > 0 ? order!.table_id : null;
      if (now === null || now <= 0 || now !== Number(find.tableId))
        throw forbidden('This session belongs to another table');
      tableId = now;
      data.diner = { ...d, tableId };
    }
    if (find?.orderId !== undefined && find.orderId !== null && Number(find.orderId) !== d.orderId)
      throw forbidden('This session belongs to another order');
    if (find?.id !== undefined && find.id !== null && find.id !== '') {
      let cartId = this.cartIds.get(d.orderId);
      if (cartId === undefined) {
        const id = await cartIdOf(this.rules.store.db, d.orderId);
        if (id !== null) this.cartIds.set(d.orderId, (cartId = id));
      }
      if (cartId === undefined || String(cartId) !== String(find.id))
        throw new CartRefusal(violation('CART_NOT_FOUND'));
    }
    const customer = normalizeCustomerId(d.customer);
    return {
      orderId: d.orderId,
      tableId,
      actor: { userId: customer, userName: customer },
      room: tableId > 0 ? roomOfTable(tableId) : roomOfQuickOrder(d.orderId),
    };
  }

  /** The order's row; refuses an order that is gone or closed. */
  private async orderOf(orderId: number) {
    const o = await orderRow(this.rules.store.db, orderId);
    if (!o) throw new CartRefusal(violation('CART_NOT_FOUND'));
    if (o.status !== 'open') this.closedSeen(orderId);
    return o;
  }

  /** An order found closed: refused from now on without asking the store (orders never reopen). */
  private closedSeen(orderId: number): never {
    if (this.closed.size >= CLOSED_REMEMBERED)
      this.closed.delete(this.closed.values().next().value!);
    this.closed.add(orderId);
    throw new CartRefusal(violation('ORDER_CLOSED'));
  }

  /** The order must be open and belong to the session's table. */
  private async openOrder(a: CartAccess) {
    const o = await this.orderOf(a.orderId);
    if (a.tableId > 0 && o.table_id !== a.tableId)
      throw forbidden('This session belongs to another table');
    return o;
  }

  // Reads --------------------------------------------------------------------------------------

  /** Whether the order has a cart, and its id. */
  async existed(a: CartAccess): Promise<{ existed: boolean; id: string | null }> {
    const id = await cartIdOf(this.rules.store.db, a.orderId);
    return { existed: id !== null, id: id !== null ? String(id) : null };
  }

  /** Creates the order's cart when it has none; the order must be open at the session's table. */
  async open(a: CartAccess): Promise<void> {
    await this.openOrder(a);
    const db = this.rules.store.db;
    const cartId = await ensureCart(this.rules, db, a.orderId, a.tableId, this.rules.now());
    this.cartIds.set(a.orderId, cartId);
  }

  /** The cart as it is. */
  async snapshot(a: CartAccess): Promise<CartSnapshot> {
    const snap = await readCart(this.rules, a.orderId);
    if (!snap) throw new CartRefusal(violation('CART_NOT_FOUND'));
    return snap;
  }

  // Changes ------------------------------------------------------------------------------------

  /**
   * /cart2/update: adds, removes or edits one line. An add of a dish the diner already has is
   * held back (nothing written) with the count to ask about, unless isAddDuplicate.
   */
  async update(
    a: CartAccess,
    p: CartUpdate,
  ): Promise<CartChange | { duplicate: number; dishId: number }> {
    const op = operationOf(p, a.actor);
    const ask = op.type === 'add' && !p.isAddDuplicate ? op.originId : null;
    const result = await this.apply(
      a.orderId,
      op,
      op.type === 'add' ? [op.originId] : [],
      ask !== null
        ? (c) => {
            const n = sameDishCount(c.state, c.history, a.actor.userId, ask);
            return n > 0 ? n : null;
          }
        : undefined,
      p.requestKey,
    );
    return result.duplicate !== null && ask !== null
      ? { duplicate: result.duplicate, dishId: ask }
      : { op, result };
  }

  /** /cart2/delete: the diner's lines go. */
  async clear(a: CartAccess): Promise<CartChange> {
    const op: CartOperation = { type: 'clear', ...a.actor };
    return { op, result: await this.apply(a.orderId, op) };
  }

  /** /cart2/item/delete: some of the diner's lines go. */
  async deleteLines(a: CartAccess, lineIds: string[]): Promise<CartChange> {
    const op: CartOperation = { type: 'deleteLines', lineIds, ...a.actor };
    return { op, result: await this.apply(a.orderId, op) };
  }

  /** /cart2/submit: the table's round goes to the kitchen, once per requestKey. */
  submit(a: CartAccess, requestKey: string): Promise<Submission> {
    return submitCart(this.rules, a.orderId, a.actor, requestKey);
  }

  /** /cart2/turn/next, /cart2/to_next_turn_manually (which also lets an untouched turn go). */
  nextTurn(a: CartAccess, fromTurn: number | undefined, manual: boolean): Promise<ApplyResult> {
    return nextTurn(this.rules, a.orderId, fromTurn, manual);
  }

  /** A change through the batcher; throws CartRefusal when the rules refuse it. */
  private async apply(
    orderId: number,
    op: CartOperation,
    extraDishIds: number[] = [],
    guard?: (c: LoadedCart) => number | null,
    requestKey?: string,
  ): Promise<ApplyResult> {
    const { outcome, snapshot } = await this.batcher.apply(orderId, {
      op,
      extraDishIds,
      ...(guard ? { guard } : {}),
      ...(requestKey !== undefined ? { requestKey } : {}),
    });
    if (!outcome.ok) {
      if (outcome.violation.code === 'ORDER_CLOSED') this.closedSeen(orderId);
      throw new CartRefusal(outcome.violation);
    }
    return {
      snapshot,
      changed: outcome.changed,
      events: outcome.events,
      duplicate: outcome.duplicate,
      ...(outcome.repeated ? { repeated: true } : {}),
    };
  }
}

/** The operation a /cart2/update asks for; throws CartRefusal when it names none. */
function operationOf(p: CartUpdate, actor: CartAccess['actor']): CartOperation {
  if (p.action?.type === 1) {
    return {
      type: 'edit',
      lineId: String(p.dish.id),
      ...(p.dish.condiments ? { condimentIds: p.dish.condiments.map((c) => c.id) } : {}),
      ...(p.dish.remark !== undefined ? { remark: p.dish.remark } : {}),
      ...actor,
    };
  }
  const mapped = cartUpdateToOperation(
    {
      mathSymbol: p.mathSymbol,
      ...(p.isAddedToCart !== undefined ? { isAddedToCart: p.isAddedToCart } : {}),
      ...(p.isAddDuplicate !== undefined ? { isAddDuplicate: p.isAddDuplicate } : {}),
      dish: {
        id: p.dish.id,
        ...(p.dish.originId !== undefined ? { originId: p.dish.originId } : {}),
        ...(p.dish.condiments !== undefined ? { condiments: p.dish.condiments } : {}),
        ...(p.dish.remark !== undefined ? { remark: p.dish.remark } : {}),
        // The keys are digit strings (the schema's pattern): menu item and course detail ids.
        ...(p.dish.setMeal !== undefined ? { setMeal: p.dish.setMeal as SetMenuSelection } : {}),
        ...(p.dish.totalCount !== undefined ? { totalCount: p.dish.totalCount } : {}),
      },
    },
    actor,
  );
  if ('code' in mapped) throw new CartRefusal(mapped);
  return mapped;
}

/** RESULT of /cart2/filter/init: the cart's turns in the order asked, each with its lines per diner. */
export function filterView(snap: CartSnapshot, viewer: string, p: CartFilterInit): FilterResult {
  const meta = metadataOf(snap, viewer);
  const desc = p.sortBys?.some((x) => x.order.toLowerCase() === 'desc') ?? false;
  const byUser = !p.groupBys || p.groupBys.includes('USER');
  const groups = Object.keys(meta.items)
    .map(Number)
    .sort((a, b) => (desc ? b - a : a - b))
    .map((turn) => {
      const t = meta.items[String(turn)]!;
      const users = byUser
        ? Object.keys(t).filter((k) => k !== 'ALL' && k !== 'ANALYSIS_OBJECT')
        : [];
      return {
        turn,
        users: users.map((u) => ({ userName: u, items: t[u] })),
        ALL: t.ALL,
        ANALYSIS_OBJECT: t.ANALYSIS_OBJECT,
      };
    });
  return {
    serverEventName: '/cart2/filter/init',
    groupBys: p.groupBys ?? ['TURN', 'USER'],
    groups,
    cart: meta,
  };
}

// The transactions ------------------------------------------------------------------------------

/**
 * Sends the table's current round (ordering.md §4 Cart submit), idempotent by requestKey (see
 * submission.ts).
 */
export async function submitCart(
  rules: RuleContext,
  orderId: number,
  actor: { userId: string; userName: string },
  requestKey: string,
  source: 'customer' | 'waiter' = 'customer',
): Promise<Submission> {
  return submitRound(rules, orderId, requestKey, [], async (tx, c) => {
    const res = reduceCart(c.state, { type: 'submit', ...actor }, contextOf(c, c.now));
    if (!res.ok) throw new CartRefusal(res.violation);
    const turn = c.state.nowTurn;
    const order = await orderRow(tx, orderId);
    return {
      lines: res.submitted,
      state: res.cart,
      history: [...c.history, ...res.submitted.map((l) => ({ ...l, turn }))],
      events: res.events,
      tableId: order?.table_id ?? c.tableId,
      source,
      submittedBy: actor.userId,
    };
  });
}

/** Moves the cart to the next turn when allowed; `emptyTurnAllowed` also lets an untouched turn go. */
export async function nextTurn(
  rules: RuleContext,
  orderId: number,
  fromTurn: number | undefined,
  emptyTurnAllowed: boolean,
): Promise<ApplyResult> {
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const c = await lockOpenCart(rules, tx, orderId);
    const now = c.now;
    let res = reduceCart(
      c.state,
      { type: 'nextTurn', ...(fromTurn !== undefined ? { fromTurn } : {}) },
      contextOf(c, now),
    );
    if (!res.ok && res.violation.code === 'TURN_NOT_ENDED' && emptyTurnAllowed) {
      const turn = c.state.nowTurn;
      const untouched =
        !c.state.lines.some((l) => l.turn === turn) && !c.history.some((h) => h.turn === turn);
      if (untouched) {
        const next: CartState = { ...c.state, nowTurn: turn + 1, nowTurnStartDate: now };
        res = {
          ok: true,
          cart: next,
          changed: true,
          submitted: [],
          events: [{ type: 'TO_NEXT_TURN', turn: turn + 1, droppedLineIds: [] }],
        };
      }
    }
    if (!res.ok) throw new CartRefusal(res.violation);
    let version = c.version;
    if (res.changed) {
      version = await saveCart(tx, c, res.cart);
      await syncTurnInfo(tx, orderId, res.cart, c);
    }
    return {
      snapshot: { ...snapshotOf(c), state: res.cart, version },
      changed: res.changed,
      events: res.events,
      duplicate: null,
    };
  });
}

/**
 * Moves the cart's turn on once its time has ended (ordering.md §4 Rounds), sent or not, for the
 * turn timer: the unsent lines go with it (past the maximum rounds the round-rule ones are
 * dropped). Null when nothing moved: the order is closed, the turn is no longer `turn`, or it has
 * time left. Run by several processes at once, only one of them gets a result.
 */
export async function advanceEndedTurn(
  rules: RuleContext,
  orderId: number,
  turn: number,
): Promise<ApplyResult | null> {
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const c = await lockCart(rules, tx, orderId);
    if (!c || !c.open || c.state.nowTurn !== turn) return null;
    const settled = settleTurn(c.state, contextOf(c, c.now));
    if (settled.events.length === 0) return null;
    const version = await saveCart(tx, c, settled.cart);
    await syncTurnInfo(tx, orderId, settled.cart, c);
    return {
      snapshot: { ...snapshotOf(c), state: settled.cart, version },
      changed: true,
      events: settled.events,
      duplicate: null,
    };
  });
}

/** Moves an order's cart to another table (CHANGE_CART_TABLE); the caller announces it. */
export async function moveCartTable(
  rules: RuleContext,
  orderId: number,
  tableId: number,
): Promise<CartSnapshot | null> {
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const c = await lockCart(rules, tx, orderId);
    if (!c) return null;
    const state: CartState = { ...c.state, tableId };
    const version = await saveCart(tx, c, state);
    return { ...snapshotOf(c), tableId, state, version };
  });
}

/**
 * Moves an order's cart to another table (a table transfer) and announces it (CHANGE_CART_TABLE,
 * see events.ts). Returns false when the order has no cart.
 */
export async function changeCartTable(
  app: FastifyInstance,
  orderId: number,
  tableId: number,
): Promise<boolean> {
  const before = await readCart(app.cartRules, orderId);
  if (!before) return false;
  const moved = await moveCartTable(app.cartRules, orderId, tableId);
  if (!moved) return false;
  await app.cartEvents.tableChanged(orderId, before, moved);
  return true;
}

/**
 * The diners of a merged order follow it into the order it was merged into (the target table's
 * cart, which the merge's transaction filled): CHANGE_CART_TABLE with a session reissued for the
 * target order and table, under the customer id `customers` gives them (see events.ts).
 */
export async function mergeCartInto(
  app: FastifyInstance,
  from: { orderId: number; tableId: number },
  into: { orderId: number; tableId: number },
  customers: ReadonlyMap<string, string>,
): Promise<void> {
  await ensureCart(app.cartRules, app.store.db, into.orderId, into.tableId, app.cartRules.now());
  const target = await readCart(app.cartRules, into.orderId);
  if (target) await app.cartEvents.ordersMerged(from, target, customers);
}
