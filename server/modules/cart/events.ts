/**
 * What the cart announces, decided here for every change: to the table's room after each committed
 * batch the lines it changed (CHAT_MESSAGE UPDATE_DISH_COUNT, core's CartLinesChange; the whole
 * cart, UPDATE_CART, only when a round, a turn's move or a merge changed the history or every
 * line), the CHAT_MESSAGE of a change, TO_NEXT_TURN and RETURN_DISHES when a turn
 * moves on, FIRST_EXCESS_WARNING to the diner who caused it, the submit's locks and SUBMIT_CART,
 * MARKETING to everyone (the promotions whose stock a change took), KITCHEN_ROUND to the staff
 * room, CHANGE_CART_TABLE on a table move; and the turn timers re-armed (here and, through the
 * Redis adapter, in the other processes) whenever a turn starts or is sent.
 */
import type { FastifyInstance } from 'fastify';
import {
  cartLinesChange,
  promotionStockMessage,
  type CartEvent,
  type PromotionStock,
} from '../../../core';
import type { CartLinesChanged, CartView, SubmitAnswer } from '../../../protocol';
import {
  emitChatMessage,
  emitToStaff,
  roomOfQuickOrder,
  roomOfTable,
  type TavolaSocket,
} from '../../realtime';
import type { BatchResult } from './batch';
import { metadataOf, readCart, type ApplyResult, type CartSnapshot } from './repository';
import type { RuleContext } from './rule-context';
import { kitchenRound } from './rounds';
import type { CartAccess, CartChange } from './service';
import { submitAnswer, type Submission } from './submission';
import { ClosingClock } from './closing';
import { grantPinPass } from '../pin/service';
import { TurnTimers } from './turns';

export const roomOfCart = (s: { tableId: number; orderId: number }) =>
  s.tableId > 0 ? roomOfTable(s.tableId) : roomOfQuickOrder(s.orderId);

/** Server-side event between processes: a cart's turn started or was sent (payload: orderId). */
const TURN_CHANGED = 'cart:turn-changed';

export class CartEvents {
  readonly timers: TurnTimers;
  readonly closing: ClosingClock;

  constructor(
    private readonly app: FastifyInstance,
    rules: RuleContext,
  ) {
    const log = (err: unknown) => app.log.error({ err }, 'cart handler failed');
    this.timers = new TurnTimers(app, rules, roomOfCart, (r) => this.turnAdvanced(r));
    this.closing = new ClosingClock(app, rules, roomOfCart, (s) => this.broadcastCart(s));
    // The other processes re-arm their timers when a turn starts or is sent here.
    app.io.on(TURN_CHANGED, (orderId) => {
      if (typeof orderId !== 'number') return;
      readCart(rules, orderId).then((snap) => snap && this.timers.arm(snap), log);
    });
    // New round values (the settings, or the hours and the rule in force): every table's clock
    // is armed anew and its phones get the cart with the values now in force (its r3).
    let resweep: Promise<void> | null = null;
    rules.onForget((cache) => {
      if (cache === 'menu' || resweep) return;
      resweep = Promise.resolve()
        .then(() => this.timers.sweep((s) => this.broadcastCart(s)))
        .catch(log)
        .finally(() => (resweep = null));
    });
    app.addHook('onReady', async () => {
      void this.timers.sweep().catch(log);
      void this.closing.start().catch(log);
    });
    app.addHook('onClose', async () => {
      this.timers.close();
      this.closing.close();
    });
  }

  /** Emits UPDATE_CART to the table's room (all processes share rooms through the adapter). */
  broadcastCart(s: CartSnapshot): void {
    this.app.io.to(roomOfCart(s)).emit('UPDATE_CART', metadataOf(s));
  }

  /**
   * MARKETING (ordering.md §7): tells every connected diner, on every process, the stock left of
   * the promotions a committed change took or set, so menus stay true without a reload.
   */
  announcePromotions(changes: readonly PromotionStock[]): void {
    const message = promotionStockMessage(changes);
    if (message) this.app.io.emit('MARKETING', message);
  }

  /** The reducer's events: TO_NEXT_TURN (and RETURN_DISHES) to the room, FIRST_EXCESS_WARNING to the diner. */
  announceEvents(s: CartSnapshot, events: readonly CartEvent[], socket?: TavolaSocket): void {
    const room = roomOfCart(s);
    for (const e of events) {
      if (e.type === 'TO_NEXT_TURN') {
        this.app.io.to(room).emit('TO_NEXT_TURN', {
          ...metadataOf(s),
          turn: e.turn,
          droppedLineIds: e.droppedLineIds,
        });
        if (e.droppedLineIds.length > 0)
          this.app.io.to(room).emit('RETURN_DISHES', { turn: e.turn, lineIds: e.droppedLineIds });
      } else if (e.type === 'FIRST_EXCESS_WARNING' && socket) {
        socket.emit('FIRST_EXCESS_WARNING', {
          lineId: e.lineId,
          dishId: e.dishId,
          excessedNum: e.excessedNum,
        });
      }
    }
  }

  /** A turn started or was sent: re-arm here and in the other processes. */
  private turnChanged(s: CartSnapshot): void {
    this.timers.arm(s);
    // Alone (no Redis adapter) there are no other processes to tell.
    if (this.app.ioClustered) this.app.io.serverSideEmit(TURN_CHANGED, s.orderId);
  }

  /** A diner opened or connected to the cart: its timer runs while the room has diners here. */
  opened(s: CartSnapshot): void {
    this.timers.arm(s);
  }

  /**
   * A batch of changes of one cart committed (before any of them is answered): the room hears
   * the lines it changed, or the whole cart when it moved the turn on (every line may change).
   */
  batchCommitted(r: BatchResult): void {
    if (!r.changed) return;
    if (r.settled.length > 0) {
      // The turn had ended: the room hears the move (before the changes' own news).
      this.broadcastCart(r.snapshot);
      this.announceEvents(r.snapshot, r.settled);
      this.turnChanged(r.snapshot);
      return;
    }
    if (r.outcomes.some((o) => o.ok && o.events.some((e) => e.type === 'TO_NEXT_TURN'))) {
      this.broadcastCart(r.snapshot);
      this.turnChanged(r.snapshot);
      return;
    }
    const s = r.snapshot;
    const change = cartLinesChange(r.before.state, s.state, r.before.version, s.version);
    const body: CartLinesChanged = { event: 'UPDATE_DISH_COUNT', ...change };
    emitChatMessage(this.app.io, roomOfCart(s), body.event, body);
    this.timers.arm(s);
  }

  /** One diner's change of the cart, after its batch: the room's CHAT_MESSAGE, then its events. */
  changed(
    socket: TavolaSocket,
    userId: string,
    { op, result }: CartChange,
    dishId?: unknown,
  ): void {
    const s = result.snapshot;
    if (result.changed) {
      const room = roomOfCart(s);
      const version = s.version;
      if (op.type === 'deleteLines')
        emitChatMessage(this.app.io, room, 'REMOVE_DISH_COUNT', {
          userId,
          lineIds: op.lineIds,
          version,
        });
      else if (op.type !== 'clear') {
        const chat =
          op.type === 'edit'
            ? 'UPDATE_CONDIMENTS'
            : op.type === 'decrement'
              ? 'REMOVE_DISH_COUNT'
              : 'ADD_DISH_COUNT';
        emitChatMessage(this.app.io, room, chat, { userId, dishId, version });
      }
    }
    this.announceEvents(s, result.events, socket);
  }

  /** A submit starts: the others of the room see the cart locked. */
  submitting(socket: TavolaSocket, a: CartAccess, requestKey: string): void {
    const userId = a.actor.userId;
    socket.to(a.room).emit('SUBMITING_CART', { requestKey, userId });
    emitChatMessage(this.app.io, a.room, 'ADD_COMMIT_LOCK', { requestKey, userId });
    emitChatMessage(this.app.io, a.room, 'SUBMITING_CART', { requestKey, userId });
  }

  /** The submit's lock is lifted (it failed, it ended, or the client asked). */
  unlocked(a: CartAccess, requestKey: string): void {
    emitChatMessage(this.app.io, a.room, 'REMOVE_COMMIT_LOCK', {
      requestKey,
      userId: a.actor.userId,
    });
  }

  /** A submit ended: SUBMIT_CART (to the diner alone on a repeat), and a fresh round's news. */
  async submitted(socket: TavolaSocket, a: CartAccess, sub: Submission): Promise<SubmitAnswer> {
    const answer = submitAnswer(sub.record);
    if (!sub.fresh) {
      socket.emit('SUBMIT_CART', answer);
      this.unlocked(a, sub.record.requestKey);
      return answer;
    }
    this.broadcastCart(sub.snapshot);
    this.turnChanged(sub.snapshot);
    this.app.io.to(roomOfCart(sub.snapshot)).emit('SUBMIT_CART', answer);
    this.unlocked(a, sub.record.requestKey);
    this.announceEvents(sub.snapshot, sub.events, socket);
    await this.roundSent(sub);
    return answer;
  }

  /** Dishes a waiter added to the order directly. */
  async waiterRound(sub: Submission): Promise<void> {
    if (!sub.fresh) return;
    this.broadcastCart(sub.snapshot);
    this.announceEvents(sub.snapshot, sub.events);
    this.turnChanged(sub.snapshot);
    await this.roundSent(sub);
  }

  /** A round reached the order: the promotions it took, and the kitchen. */
  private async roundSent(sub: Submission): Promise<void> {
    this.announcePromotions(sub.stock);
    const round = await kitchenRound(this.app.store, sub.record.requestKey);
    if (round) emitToStaff(this.app.io, 'KITCHEN_ROUND', round);
    // Its tickets were written with it; the print queue sends them now (or retries later).
    if (this.app.hasDecorator('printing')) this.app.printing.kick();
  }

  /** A diner moved the turn on. */
  turnMoved(socket: TavolaSocket, res: ApplyResult): void {
    if (res.changed) {
      this.broadcastCart(res.snapshot);
      this.turnChanged(res.snapshot);
    }
    this.announceEvents(res.snapshot, res.events, socket);
  }

  /** The turn timer moved a turn on, its time having ended. */
  private turnAdvanced(r: ApplyResult): void {
    this.broadcastCart(r.snapshot);
    this.announceEvents(r.snapshot, r.events);
    this.turnChanged(r.snapshot);
  }

  /**
   * An order's cart moved to another table. The diners of the order who are connected (on any
   * process) leave the old table's room for the new one, and each receives CHANGE_CART_TABLE
   * { orderId, fromTableId, tableId, cart, token }: `token` is their diner session reissued for
   * the new table (same customer and sid), which the app uses from then on (socket auth and
   * bearer). Everybody else in either room receives the same body without a token. A diner who
   * misses the push keeps ordering too: the cart events follow the order to its current table (see
   * CartService.access), and GET /api/v2/tables/{tableId} issues a session for the new table.
   */
  async tableChanged(orderId: number, before: CartSnapshot, moved: CartSnapshot): Promise<void> {
    const io = this.app.io;
    const tableId = moved.tableId;
    const body = { orderId, fromTableId: before.tableId, tableId, cart: metadataOf(moved) };
    const from = roomOfCart(before);
    const to = roomOfCart(moved);
    const movedIds = from !== to ? await this.followDiners(orderId, from, to, body) : [];
    io.to(from).to(to).except(movedIds).emit('CHANGE_CART_TABLE', body);
    this.timers.arm(moved);
  }

  /**
   * An order was merged into another: its diners follow it the way they follow a table move
   * (their sockets join the target table's room and get CHANGE_CART_TABLE with the target's cart,
   * their new customer id and a session reissued for it, the target order and table; a socket of
   * another process is moved too, and its phone reconnects with the renewed session). Each is let
   * into the target order as it was into the merged one (its PIN pass follows).
   */
  async ordersMerged(
    from: { orderId: number; tableId: number },
    into: CartSnapshot,
    customers: ReadonlyMap<string, string>,
  ): Promise<void> {
    const body = {
      orderId: into.orderId,
      fromTableId: from.tableId,
      tableId: into.tableId,
      cart: metadataOf(into),
    };
    await this.followDiners(from.orderId, roomOfCart(from), roomOfCart(into), body, {
      rename: (c) => customers.get(c) ?? c,
      admit: (sid) => grantPinPass(this.app.store.db, sid, into.orderId),
    });
    // The target's own diners see the merged history and lines at once.
    this.broadcastCart(into);
    this.timers.arm(into);
  }

  /**
   * The connected diners of `orderId` (on any process) leave room `from` for room `to`, their
   * sessions now naming `body`'s order and table (and, on a merge, their renamed customer id), and
   * each receives CHANGE_CART_TABLE with its session reissued for them (same sid and scan);
   * `admit` lets a session into the new order first. Returns the moved sockets' ids.
   */
  private async followDiners(
    orderId: number,
    from: string,
    to: string,
    body: { orderId: number; fromTableId: number; tableId: number; cart: CartView },
    opts: {
      rename?: (customer: string) => string;
      admit?: (sid: string) => Promise<void>;
    } = {},
  ): Promise<string[]> {
    const io = this.app.io;
    const { tableId, orderId: nextOrderId } = body;
    const ids: string[] = [];
    for (const sock of await io.in(from).fetchSockets()) {
      const d = sock.data.diner;
      if (!d || d.orderId !== orderId) continue;
      ids.push(sock.id);
      if (opts.admit && d.sid) await opts.admit(d.sid);
      sock.join(to);
      sock.leave(from);
      const customer = opts.rename ? opts.rename(d.customer) : d.customer;
      // A socket of this process carries the new table, order and customer at once; one of another
      // process follows the order through CartService.access (a move) or reconnects (a merge).
      const local = io.sockets.sockets.get(sock.id);
      if (local?.data.diner)
        local.data.diner = { ...local.data.diner, tableId, orderId: nextOrderId, customer };
      const token = this.app.sessions.signDiner({
        tableId,
        orderId: nextOrderId,
        customer,
        sid: d.sid,
        scan: d.scan,
      });
      sock.emit('CHANGE_CART_TABLE', {
        ...body,
        token,
        ...(customer !== d.customer ? { customer } : {}),
      });
    }
    return ids;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the cart announces, and its turn timers. */
    cartEvents: CartEvents;
  }
}
