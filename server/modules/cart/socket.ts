/**
 * The cart2 realtime protocol (ordering.md §7, §8) on socket.io.
 *
 * Sent by clients (each acknowledged when the client passes an ack):
 *   /cart2/existed, /cart2/init, /cart2/connect, /cart2/disconnect, /cart2/update, /cart2/delete,
 *   /cart2/filter/init, /cart2/submit, /cart2/item/delete, /cart2/turn/next,
 *   /cart2/to_next_turn_manually, /cart/clear/requestKey.
 * Sent by the server: INIT_CART, CONNECT_CART, UPDATE_CART, SUBMIT_CART, SUBMITING_CART,
 *   CART_ERROR, TO_NEXT_TURN, DISHES_DUPLICATE, FIRST_EXCESS_WARNING, RETURN_DISHES,
 *   CHANGE_CART_TABLE, DISCONNECT_CART, RESULT, CHAT_MESSAGE (ADD_DISH_COUNT, REMOVE_DISH_COUNT,
 *   UPDATE_CONDIMENTS, ADD_COMMIT_LOCK, REMOVE_COMMIT_LOCK, SUBMITING_CART), MARKETING to everyone
 *   (the promotions whose stock a round took), and KITCHEN_ROUND to the staff room.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSchema, Static } from 'typebox';
import { eq } from 'drizzle-orm';
import {
  cartUpdateToOperation,
  normalizeCustomerId,
  promotionStockMessage,
  sameDishCount,
  violation,
  type CartEvent,
  type CartOperation,
  type PromotionStock,
  type Violation,
} from '../../../core';
import { emitChatMessage, emitToStaff, mayUseRoom, roomOfQuickOrder, roomOfTable, type TavolaSocket } from '../../realtime';
import { carts, orders } from '../../store/schema';
import {
  CartFilterInit,
  CartInit,
  CartItemDelete,
  CartSubmit,
  CartTurnNext,
  CartUpdate,
  ClearRequestKey,
  OptionalEmpty,
  ToNextTurnManually,
  check,
} from './schema';
import {
  CartRefusal,
  PROJECT_CODE,
  cartNow,
  ensureCart,
  metadataOf,
  moveCartTable,
  nextTurn,
  readCart,
  submitCart,
  type ApplyResult,
  type CartSnapshot,
  type LoadedCart,
  type SubmitRecord,
} from './store';
import { CartBatcher } from './batch';
import { TurnTimers } from './turns';
import { kitchenRound } from './rounds';

type CartFindIn = { tableId?: number | string; id?: string | number | null; orderId?: number | string | null } | undefined;

/** The refusal CART_ERROR carries: the catalogue text as message (ordering.md §8). */
export interface CartErrorBody {
  serverEventName: string;
  code: string;
  rule: string | null;
  message: string;
  detail?: unknown;
  dishId?: number;
  dishName?: string;
  lineId?: string;
}

export const roomOfCart = (s: { tableId: number; orderId: number }) => (s.tableId > 0 ? roomOfTable(s.tableId) : roomOfQuickOrder(s.orderId));

class AccessRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccessRefusal';
  }
}

/** Emits UPDATE_CART to the table's room (all processes share rooms through the adapter). */
export function broadcastCart(app: FastifyInstance, s: CartSnapshot, event = 'UPDATE_CART'): void {
  app.io.to(roomOfCart(s)).emit(event, metadataOf(s));
}

/**
 * MARKETING (ordering.md §7): tells every connected diner, on every process, the stock left of the
 * promotions a committed change took or set, so menus stay true without a reload.
 */
export function announcePromotions(app: FastifyInstance, changes: readonly PromotionStock[]): void {
  const message = promotionStockMessage(changes);
  if (message) app.io.emit('MARKETING', message);
}

/** Announces the events a cart change produced. */
export function announceEvents(app: FastifyInstance, s: CartSnapshot, events: readonly CartEvent[], socket?: TavolaSocket): void {
  const room = roomOfCart(s);
  for (const e of events) {
    if (e.type === 'TO_NEXT_TURN') {
      app.io.to(room).emit('TO_NEXT_TURN', { ...metadataOf(s), turn: e.turn, droppedLineIds: e.droppedLineIds });
      if (e.droppedLineIds.length > 0) app.io.to(room).emit('RETURN_DISHES', { turn: e.turn, lineIds: e.droppedLineIds });
    } else if (e.type === 'FIRST_EXCESS_WARNING' && socket) {
      socket.emit('FIRST_EXCESS_WARNING', { lineId: e.lineId, dishId: e.dishId, excessedNum: e.excessedNum });
    }
  }
}

/**
 * Moves an order's cart to another table (a table transfer). The diners of the order who are
 * connected (on any process) leave the old table's room for the new one, and each receives
 * CHANGE_CART_TABLE { orderId, fromTableId, tableId, cart, token }: `token` is their diner session
 * reissued for the new table (same customer and sid), which the app uses from then on (socket auth
 * and bearer). Everybody else in either room receives the same body without a token. A diner who
 * misses the push keeps ordering too: the cart events follow the order to its current table (see
 * sessionCart), and GET /api/v2/tables/{tableId} issues a session for the new table.
 * Returns false when the order has no cart.
 */
export async function changeCartTable(app: FastifyInstance, orderId: number, tableId: number): Promise<boolean> {
  const before = await readCart(app.store, orderId);
  if (!before) return false;
  const moved = await moveCartTable(app.store, orderId, tableId);
  if (!moved) return false;
  const body = { orderId, fromTableId: before.tableId, tableId, cart: metadataOf(moved) };
  const from = roomOfCart(before);
  const to = roomOfCart(moved);
  const movedIds: string[] = [];
  if (from !== to) {
    for (const sock of await app.io.in(from).fetchSockets()) {
      const d = sock.data.diner;
      if (!d || d.orderId !== orderId) continue;
      movedIds.push(sock.id);
      sock.join(to);
      sock.leave(from);
      // A socket of this process carries the new table at once; one of another process follows
      // the order through sessionCart.
      const local = app.io.sockets.sockets.get(sock.id);
      if (local?.data.diner) local.data.diner = { ...local.data.diner, tableId };
      const token = app.sessions.signDiner({ tableId, orderId, customer: d.customer, sid: d.sid });
      sock.emit('CHANGE_CART_TABLE', { ...body, token });
    }
  }
  app.io.to(from).to(to).except(movedIds).emit('CHANGE_CART_TABLE', body);
  timersOf.get(app)?.arm(moved);
  return true;
}

/** Server-side event between processes: a cart's turn started or was sent (payload: orderId). */
const TURN_CHANGED = 'cart:turn-changed';

/** The turn timers of each server. */
const timersOf = new WeakMap<FastifyInstance, TurnTimers>();

export function registerCartSocket(app: FastifyInstance): void {
  const store = app.store;
  const cartIds = new Map<number, number>();

  const log = (err: unknown) => app.log.error({ err }, 'cart handler failed');

  // Changes of one cart are group-committed: one transaction and one UPDATE_CART per batch.
  const timers = new TurnTimers(app, roomOfCart, (r) => {
    broadcastCart(app, r.snapshot);
    announceEvents(app, r.snapshot, r.events);
    turnChanged(r.snapshot);
  });
  timersOf.set(app, timers);
  // The other processes re-arm their timers when a turn starts or is sent here. The server-side
  // event is outside the typed client events, hence the narrow cast.
  const peers = app.io as unknown as { serverSideEmit(ev: string, ...args: unknown[]): boolean; on(ev: string, fn: (orderId: unknown) => void): unknown };
  peers.on(TURN_CHANGED, (orderId) => {
    if (typeof orderId !== 'number') return;
    readCart(store, orderId).then((snap) => snap && timers.arm(snap), log);
  });
  /** A turn started or was sent: re-arm here and in the other processes. */
  function turnChanged(snap: CartSnapshot): void {
    timers.arm(snap);
    // Alone (no Redis adapter) there are no other processes to tell.
    if (app.ioClustered) peers.serverSideEmit(TURN_CHANGED, snap.orderId);
  }
  app.addHook('onReady', async () => {
    void timers.sweep().catch(log);
  });
  app.addHook('onClose', async () => timers.close());

  const batcher = new CartBatcher(store, (_orderId, r) => {
    if (r.changed) {
      broadcastCart(app, r.snapshot);
      if (r.outcomes.some((o) => o.ok && o.events.some((e) => e.type === 'TO_NEXT_TURN'))) turnChanged(r.snapshot);
      else timers.arm(r.snapshot);
    }
  }, log);

  /** A change through the batcher; throws CartRefusal when the rules refuse it. */
  async function applyQueued(orderId: number, op: CartOperation, extraDishIds: number[] = [], guard?: (c: LoadedCart) => number | null): Promise<ApplyResult> {
    const { outcome, snapshot } = await batcher.apply(orderId, { op, extraDishIds, ...(guard ? { guard } : {}) });
    if (!outcome.ok) throw new CartRefusal(outcome.violation);
    return { snapshot, changed: outcome.changed, events: outcome.events, duplicate: outcome.duplicate };
  }

  /**
   * The table an order sits at now, when it is open. A session names the table it was issued
   * for; after a table move (changeCartTable) the order is the authority: its diners follow it.
   */
  async function currentTableOf(orderId: number): Promise<number | null> {
    const rows = await store.db.select({ status: orders.status, table_id: orders.table_id }).from(orders).where(eq(orders.order_head_id, orderId));
    return rows[0] && rows[0].status === 'open' ? rows[0].table_id : null;
  }

  /** The session's order and actor, after checking cartFind names the session's own table and order. */
  async function sessionCart(socket: TavolaSocket, find: CartFindIn) {
    const d = socket.data.diner;
    if (!d || d.orderId <= 0) throw new AccessRefusal('Scan the table code and join the order first');
    let tableId = d.tableId;
    if (find?.tableId !== undefined && Number(find.tableId) !== d.tableId) {
      // Another table: only the one the session's order has been moved to.
      const now = d.tableId > 0 ? await currentTableOf(d.orderId) : null;
      if (now === null || now <= 0 || now !== Number(find.tableId)) throw new AccessRefusal('This session belongs to another table');
      tableId = now;
      socket.data.diner = { ...d, tableId };
    }
    if (find?.orderId !== undefined && find.orderId !== null && Number(find.orderId) !== d.orderId) throw new AccessRefusal('This session belongs to another order');
    if (find?.id !== undefined && find.id !== null && find.id !== '') {
      let cartId = cartIds.get(d.orderId);
      if (cartId === undefined) {
        const rows = await store.db.select({ id: carts.id }).from(carts).where(eq(carts.order_head_id, d.orderId));
        if (rows[0]) cartIds.set(d.orderId, (cartId = rows[0].id));
      }
      if (cartId === undefined || String(cartId) !== String(find.id)) throw new CartRefusal(violation('CART_NOT_FOUND'));
    }
    const customer = normalizeCustomerId(d.customer);
    return { orderId: d.orderId, tableId, actor: { userId: customer, userName: customer }, room: tableId > 0 ? roomOfTable(tableId) : roomOfQuickOrder(d.orderId) };
  }

  function cartError(socket: TavolaSocket, event: string, v: Violation, ack?: (b: unknown) => void): void {
    const body: CartErrorBody = {
      serverEventName: event,
      code: v.code,
      rule: v.rule,
      message: v.message,
      ...(v.detail !== undefined ? { detail: v.detail } : {}),
      ...(v.dishId !== undefined ? { dishId: v.dishId } : {}),
      ...(v.dishName !== undefined ? { dishName: v.dishName } : {}),
      ...(v.lineId !== undefined ? { lineId: v.lineId } : {}),
    };
    socket.emit('CART_ERROR', body);
    ack?.({ ok: false, ...body });
  }

  function plainError(socket: TavolaSocket, event: string, code: string, message: string, ack?: (b: unknown) => void): void {
    const body: CartErrorBody = { serverEventName: event, code, rule: null, message };
    socket.emit('CART_ERROR', body);
    ack?.({ ok: false, ...body });
  }

  function on<S extends TSchema>(socket: TavolaSocket, event: string, schema: S, handler: (p: Static<S>, ack: (b: unknown) => void) => Promise<void>): void {
    socket.on(event, (payload: unknown, maybeAck?: unknown) => {
      const ackFn = typeof maybeAck === 'function' ? (maybeAck as (b: unknown) => void) : typeof payload === 'function' ? (payload as (b: unknown) => void) : undefined;
      const data = typeof payload === 'function' ? undefined : payload;
      const parsed = check(schema, data);
      if (!parsed.ok) return plainError(socket, event, 'INVALID', parsed.message, ackFn);
      handler(parsed.value, (b) => ackFn?.(b)).catch((err: unknown) => {
        if (err instanceof CartRefusal) return cartError(socket, event, err.violation, ackFn);
        if (err instanceof AccessRefusal) return plainError(socket, event, 'FORBIDDEN', err.message, ackFn);
        log(err);
        plainError(socket, event, 'INTERNAL_ERROR', 'Internal server error', ackFn);
      });
    });
  }

  async function joinRoom(socket: TavolaSocket, room: string) {
    if (!mayUseRoom(socket.data, room)) throw new AccessRefusal('This session may not join that room');
    if (!socket.rooms.has(room)) await socket.join(room);
  }

  /** The order must be open and belong to the session's table. */
  async function openOrder(orderId: number, tableId: number) {
    const rows = await store.db.select({ status: orders.status, table_id: orders.table_id }).from(orders).where(eq(orders.order_head_id, orderId));
    const o = rows[0];
    if (!o || o.status !== 'open') throw new CartRefusal(violation('CART_NOT_FOUND'));
    if (tableId > 0 && o.table_id !== tableId) throw new AccessRefusal('This session belongs to another table');
    return o;
  }

  app.io.on('connection', (socket: TavolaSocket) => {
    on(socket, '/cart2/existed', OptionalEmpty, async (p, ack) => {
      const s = await sessionCart(socket, p?.cartFind);
      const rows = await store.db.select({ id: carts.id }).from(carts).where(eq(carts.order_head_id, s.orderId));
      const body = { serverEventName: '/cart2/existed', existed: rows.length > 0, id: rows[0] ? String(rows[0].id) : null };
      socket.emit('RESULT', body);
      ack({ ok: true, ...body });
    });

    on(socket, '/cart2/init', CartInit, async (p, ack) => {
      const s = await sessionCart(socket, p?.cartFind ? { ...p.cartFind, id: undefined } : undefined);
      await openOrder(s.orderId, s.tableId);
      const cartId = await ensureCart(store.db, store, s.orderId, s.tableId, cartNow(store));
      cartIds.set(s.orderId, cartId);
      await joinRoom(socket, s.room);
      const snap = await readCart(store, s.orderId);
      if (!snap) throw new CartRefusal(violation('CART_NOT_FOUND'));
      timers.arm(snap);
      const meta = metadataOf(snap, s.actor.userId);
      socket.emit('INIT_CART', meta);
      ack({ ok: true, cart: meta });
    });

    on(socket, '/cart2/connect', OptionalEmpty, async (p, ack) => {
      const s = await sessionCart(socket, p?.cartFind);
      const snap = await readCart(store, s.orderId);
      if (!snap) throw new CartRefusal(violation('CART_NOT_FOUND'));
      await joinRoom(socket, s.room);
      timers.arm(snap);
      const meta = metadataOf(snap, s.actor.userId);
      socket.emit('CONNECT_CART', meta);
      ack({ ok: true, cart: meta });
    });

    on(socket, '/cart2/disconnect', OptionalEmpty, async (p, ack) => {
      const s = await sessionCart(socket, p?.cartFind);
      await socket.leave(s.room);
      socket.emit('DISCONNECT_CART', { orderId: s.orderId, tableId: s.tableId });
      ack({ ok: true });
    });

    on(socket, '/cart2/update', CartUpdate, async (p, ack) => {
      const s = await sessionCart(socket, p.cartFind);
      let op: CartOperation;
      if (p.action?.type === 1) {
        op = { type: 'edit', lineId: String(p.dish.id), ...(p.dish.condiments ? { condiments: p.dish.condiments } : {}), ...(p.dish.remark !== undefined ? { remark: p.dish.remark } : {}), ...s.actor };
      } else {
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
              ...(p.dish.setMeal !== undefined ? { setMeal: p.dish.setMeal as unknown as Record<number, Record<number, number>> } : {}),
              ...(p.dish.totalCount !== undefined ? { totalCount: p.dish.totalCount } : {}),
            },
          },
          s.actor,
        );
        if ('code' in mapped) throw new CartRefusal(mapped);
        op = mapped;
      }
      const askDuplicate = op.type === 'add' && !p.isAddDuplicate ? { userId: s.actor.userId, originId: op.originId } : null;
      const res = await applyQueued(s.orderId, op, op.type === 'add' ? [op.originId] : [], askDuplicate
        ? (c) => {
            const n = sameDishCount(c.state, c.history, askDuplicate.userId, askDuplicate.originId);
            return n > 0 ? n : null;
          }
        : undefined);
      if (res.duplicate !== null) {
        const body = { dishId: askDuplicate!.originId, count: res.duplicate, dish: p.dish };
        socket.emit('DISHES_DUPLICATE', body);
        ack({ ok: false, duplicate: body });
        return;
      }
      if (res.changed) {
        const chat = op.type === 'edit' ? 'UPDATE_CONDIMENTS' : op.type === 'decrement' ? 'REMOVE_DISH_COUNT' : 'ADD_DISH_COUNT';
        emitChatMessage(app.io, roomOfCart(res.snapshot), chat, { userId: s.actor.userId, dishId: p.dish.originId ?? p.dish.id, version: res.snapshot.version });
      }
      announceEvents(app, res.snapshot, res.events, socket);
      ack({ ok: true, changed: res.changed, version: res.snapshot.version });
    });

    on(socket, '/cart2/delete', OptionalEmpty, async (p, ack) => {
      const s = await sessionCart(socket, p?.cartFind);
      const res = await applyQueued(s.orderId, { type: 'clear', ...s.actor });
      announceEvents(app, res.snapshot, res.events, socket);
      ack({ ok: true, changed: res.changed, version: res.snapshot.version });
    });

    on(socket, '/cart2/item/delete', CartItemDelete, async (p, ack) => {
      const s = await sessionCart(socket, p.cartFind);
      const res = await applyQueued(s.orderId, { type: 'deleteLines', lineIds: p.itemsInfo.map((i) => i.id), ...s.actor });
      if (res.changed) {
        emitChatMessage(app.io, roomOfCart(res.snapshot), 'REMOVE_DISH_COUNT', { userId: s.actor.userId, lineIds: p.itemsInfo.map((i) => i.id), version: res.snapshot.version });
      }
      announceEvents(app, res.snapshot, res.events, socket);
      ack({ ok: true, changed: res.changed, version: res.snapshot.version });
    });

    on(socket, '/cart2/filter/init', CartFilterInit, async (p, ack) => {
      const s = await sessionCart(socket, p.cartFind);
      const snap = await readCart(store, s.orderId);
      if (!snap) throw new CartRefusal(violation('CART_NOT_FOUND'));
      const meta = metadataOf(snap, s.actor.userId);
      const desc = p.sortBys?.some((x) => x.order.toLowerCase() === 'desc') ?? false;
      const byUser = !p.groupBys || p.groupBys.includes('USER');
      const groups = Object.keys(meta.items)
        .map(Number)
        .sort((a, b) => (desc ? b - a : a - b))
        .map((turn) => {
          const t = meta.items[String(turn)]!;
          const users = byUser ? Object.keys(t).filter((k) => k !== 'ALL' && k !== 'ANALYSIS_OBJECT') : [];
          return { turn, users: users.map((u) => ({ userName: u, items: t[u] })), ALL: t.ALL, ANALYSIS_OBJECT: t.ANALYSIS_OBJECT };
        });
      const body = { serverEventName: '/cart2/filter/init', groupBys: p.groupBys ?? ['TURN', 'USER'], groups, cart: meta };
      socket.emit('RESULT', body);
      ack({ ok: true, ...body });
    });

    on(socket, '/cart2/submit', CartSubmit, async (p, ack) => {
      const s = await sessionCart(socket, p.cartFind);
      const requestKey = p.requestKey ?? randomUUID();
      const room = s.room;
      socket.to(room).emit('SUBMITING_CART', { requestKey, userId: s.actor.userId });
      emitChatMessage(app.io, room, 'ADD_COMMIT_LOCK', { requestKey, userId: s.actor.userId });
      emitChatMessage(app.io, room, 'SUBMITING_CART', { requestKey, userId: s.actor.userId });
      let outcome;
      try {
        outcome = await submitCart(store, s.orderId, s.actor, requestKey);
      } catch (err) {
        emitChatMessage(app.io, room, 'REMOVE_COMMIT_LOCK', { requestKey, userId: s.actor.userId });
        throw err;
      }
      const answer = submitAnswer(outcome.result);
      if (!outcome.fresh) {
        socket.emit('SUBMIT_CART', answer);
        emitChatMessage(app.io, room, 'REMOVE_COMMIT_LOCK', { requestKey, userId: s.actor.userId });
        ack({ ok: true, repeated: true, ...answer });
        return;
      }
      broadcastCart(app, outcome.snapshot);
      turnChanged(outcome.snapshot);
      app.io.to(roomOfCart(outcome.snapshot)).emit('SUBMIT_CART', answer);
      emitChatMessage(app.io, room, 'REMOVE_COMMIT_LOCK', { requestKey, userId: s.actor.userId });
      announceEvents(app, outcome.snapshot, outcome.events, socket);
      announcePromotions(app, outcome.stock);
      const round = await kitchenRound(store, requestKey);
      if (round) emitToStaff(app.io, 'KITCHEN_ROUND', round);
      ack({ ok: true, repeated: false, ...answer });
    });

    const turnHandler = (manual: boolean) => async (p: { cartFind?: CartFindIn; turn?: number } | null | undefined, ack: (b: unknown) => void) => {
      const s = await sessionCart(socket, p?.cartFind);
      const res = await nextTurn(store, s.orderId, p?.turn, manual);
      if (res.changed) {
        broadcastCart(app, res.snapshot);
        turnChanged(res.snapshot);
      }
      announceEvents(app, res.snapshot, res.events, socket);
      ack({ ok: true, changed: res.changed, turn: res.snapshot.state.nowTurn, version: res.snapshot.version });
    };
    on(socket, '/cart2/turn/next', CartTurnNext, turnHandler(false));
    on(socket, '/cart2/to_next_turn_manually', ToNextTurnManually, turnHandler(true));

    on(socket, '/cart/clear/requestKey', ClearRequestKey, async (p, ack) => {
      const s = await sessionCart(socket, p.cartFind);
      emitChatMessage(app.io, s.room, 'REMOVE_COMMIT_LOCK', { requestKey: p.requestKey, userId: s.actor.userId });
      ack({ ok: true, requestKey: p.requestKey });
    });
  });
}

/** The SUBMIT_CART payload (ordering.md §7: requestKey, project). */
export function submitAnswer(r: SubmitRecord) {
  return { requestKey: r.requestKey, project: PROJECT_CODE, orderId: r.orderId, tableId: r.tableId, turn: r.turn, totalNum: r.totalNum, orderDetailIds: r.orderDetailIds };
}
