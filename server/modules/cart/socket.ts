/**
 * The cart2 realtime protocol (ordering.md §7, §8) on socket.io: each client path is parsed
 * (protocol/socket.ts), handed to the cart service (service.ts), answered to the caller, and
 * announced through events.ts. A refusal goes out as CART_ERROR with the catalogue text, and in the
 * ack; an invalid payload as 'Invalid: …' (ordering.md §5).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  CartFilterInit,
  CartFindPayload,
  CartInit,
  CartItemDelete,
  CartSubmit,
  CartTurnNext,
  CartUpdate,
  ClearRequestKey,
  ToNextTurnManually,
  type AckOf,
  type CartChangeAck,
  type ClientEvent,
  type TurnAck,
} from '../../../protocol';
import { forbidden } from '../../http/errors';
import { mayUseRoom, onEvent, type OnEventOptions, type TavolaSocket } from '../../realtime';
import type { CartEvents } from './events';
import { CartRefusal, metadataOf, type ApplyResult } from './repository';
import { filterView, type CartAccess, type CartChange, type CartService } from './service';

const changeAck = ({ result: r }: CartChange): CartChangeAck => ({
  ok: true,
  changed: r.changed,
  version: r.snapshot.version,
  ...(r.repeated ? { repeated: true } : {}),
});
const lineIdsOf = (p: CartItemDelete) => p.itemsInfo.map((i) => i.id);
const turnAck = (r: ApplyResult): TurnAck => ({
  ok: true,
  changed: r.changed,
  turn: r.snapshot.state.nowTurn,
  version: r.snapshot.version,
});

export function registerCartSocket(
  app: FastifyInstance,
  cart: CartService,
  events: CartEvents,
): void {
  const options: OnEventOptions = {
    errorEvent: 'CART_ERROR',
    invalid: 'cart',
    refusalOf: (err) => (err instanceof CartRefusal ? err.violation : null),
    onError: (err) => app.log.error({ err }, 'cart handler failed'),
  };

  async function joinRoom(socket: TavolaSocket, a: CartAccess) {
    if (!mayUseRoom(socket.data, a.room)) throw forbidden('This session may not join that room');
    if (!socket.rooms.has(a.room)) await socket.join(a.room);
  }

  app.io.on('connection', (socket: TavolaSocket) => {
    const on = <E extends ClientEvent, S extends TSchema>(
      event: E,
      schema: S,
      handler: (p: Static<S>, ack: (body: AckOf<E>) => void) => Promise<void>,
    ) => onEvent(socket, event, schema, handler, options);

    on('/cart2/existed', CartFindPayload, async (p, ack) => {
      const a = await cart.access(socket.data, p?.cartFind);
      const body = { serverEventName: '/cart2/existed' as const, ...(await cart.existed(a)) };
      socket.emit('RESULT', body);
      ack({ ok: true, ...body });
    });

    on('/cart2/init', CartInit, async (p, ack) => {
      const find = p?.cartFind ? { ...p.cartFind, id: undefined } : undefined;
      const a = await cart.access(socket.data, find);
      await cart.open(a);
      await joinRoom(socket, a);
      const snap = await cart.snapshot(a);
      events.opened(snap);
      const meta = metadataOf(snap, a.actor.userId);
      socket.emit('INIT_CART', meta);
      ack({ ok: true, cart: meta });
    });

    on('/cart2/connect', CartFindPayload, async (p, ack) => {
      const a = await cart.access(socket.data, p?.cartFind);
      const snap = await cart.snapshot(a);
      await joinRoom(socket, a);
      events.opened(snap);
      const meta = metadataOf(snap, a.actor.userId);
      socket.emit('CONNECT_CART', meta);
      ack({ ok: true, cart: meta });
    });

    on('/cart2/disconnect', CartFindPayload, async (p, ack) => {
      const a = await cart.access(socket.data, p?.cartFind);
      await socket.leave(a.room);
      socket.emit('DISCONNECT_CART', { orderId: a.orderId, tableId: a.tableId });
      ack({ ok: true });
    });

    on('/cart2/update', CartUpdate, async (p, ack) => {
      const a = await cart.access(socket.data, p.cartFind, { batched: true });
      const change = await cart.update(a, p);
      if ('duplicate' in change) {
        const body = { dishId: change.dishId, count: change.duplicate, dish: p.dish };
        socket.emit('DISHES_DUPLICATE', body);
        return ack({ ok: false, duplicate: body });
      }
      events.changed(socket, a.actor.userId, change, p.dish.originId ?? p.dish.id);
      ack(changeAck(change));
    });

    on('/cart2/delete', CartFindPayload, async (p, ack) => {
      const a = await cart.access(socket.data, p?.cartFind, { batched: true });
      const change = await cart.clear(a);
      events.changed(socket, a.actor.userId, change);
      ack(changeAck(change));
    });

    on('/cart2/item/delete', CartItemDelete, async (p, ack) => {
      const a = await cart.access(socket.data, p.cartFind, { batched: true });
      const change = await cart.deleteLines(a, lineIdsOf(p));
      events.changed(socket, a.actor.userId, change);
      ack(changeAck(change));
    });

    on('/cart2/filter/init', CartFilterInit, async (p, ack) => {
      const a = await cart.access(socket.data, p.cartFind);
      const body = filterView(await cart.snapshot(a), a.actor.userId, p);
      socket.emit('RESULT', body);
      ack({ ok: true, ...body });
    });

    on('/cart2/submit', CartSubmit, async (p, ack) => {
      const a = await cart.access(socket.data, p.cartFind);
      const requestKey = p.requestKey ?? randomUUID();
      events.submitting(socket, a, requestKey);
      const sub = await cart.submit(a, requestKey).catch((err: unknown) => {
        events.unlocked(a, requestKey);
        throw err;
      });
      const answer = await events.submitted(socket, a, sub);
      ack({ ok: true, repeated: !sub.fresh, ...answer });
    });

    const turn =
      (manual: boolean) =>
      async (p: CartTurnNext | ToNextTurnManually, ack: (body: TurnAck) => void) => {
        const a = await cart.access(socket.data, p?.cartFind);
        const res = await cart.nextTurn(a, p?.turn, manual);
        events.turnMoved(socket, res);
        ack(turnAck(res));
      };
    on('/cart2/turn/next', CartTurnNext, turn(false));
    on('/cart2/to_next_turn_manually', ToNextTurnManually, turn(true));

    on('/cart/clear/requestKey', ClearRequestKey, async (p, ack) => {
      const a = await cart.access(socket.data, p.cartFind);
      events.unlocked(a, p.requestKey);
      ack({ ok: true, requestKey: p.requestKey });
    });
  });
}
