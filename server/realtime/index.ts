// Realtime base: socket.io attached to Fastify's HTTP server, one room per table (quick service:
// the negative order id), a staff room, and helpers other modules use to emit.
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { FastifyInstance } from 'fastify';
import { roomOfQuickOrder, roomOfTable } from '../../core';
import { plainText, plainTextDeep } from '../../core/text/plain-text';
import { forbidden } from '../http/errors';
import { textOfKey } from '../http/hardening';
import { coalesceWrites } from './coalesce';
import { WRITE_BUFFER_LIMITS, boundWriteBuffers, type WriteBufferLimits } from './write-buffer';
import { clientAddress, originAllowed, peerTrust } from '../http/origin';
import {
  STAFF_FLOW_LIMITS,
  STAFF_ROOM,
  StaffFlow,
  setStaffFlow,
  type StaffFlowLimits,
} from './staff-flow';
import { deviceIdOf, DEVICE_COOKIE } from '../auth/limits';
import {
  CONNECTION_LIMITS,
  Connections,
  TOO_MANY_SOCKETS,
  type ConnectionLimits,
} from './connections';
import { EventGate, SOCKET_LIMITS, payloadProblem, type SocketLimits } from './gate';
import {
  JoinRoomPayload,
  SendInRoomPayload,
  type AckOf,
  type CartErrorBody,
  type ChatEvent,
  type ChatMessage,
  type ClientEvent,
  type ClientToServerEvents,
  type InterServerEvents,
  type RefusedAck,
  type RelayedMessage,
  type ServerEvent,
  type ServerToClientEvents,
  type SocketData,
  type SocketErrorBody,
} from '../../protocol';
import {
  DINER_COOKIE,
  STAFF_COOKIE,
  parseCookieHeader,
  type DinerSession,
  type StaffSession,
  type Sessions,
} from '../auth/session';

export { STAFF_ROOM };

/** Rooms of a dine-in table and of a quick-service order (core/rooms). */
export { roomOfQuickOrder, roomOfTable };

export type { SocketData };

export type TavolaSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type TavolaIo = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export function emitToRoom<E extends ServerEvent>(
  io: TavolaIo,
  room: string,
  event: E,
  ...payload: Parameters<ServerToClientEvents[E]>
): void {
  io.to(room).emit(event, ...payload);
}

/** Emits to everybody in a table's room (a positive table id, or -orderId for quick service). */
export function emitToTable<E extends ServerEvent>(
  io: TavolaIo,
  tableId: number,
  event: E,
  ...payload: Parameters<ServerToClientEvents[E]>
): void {
  io.to(roomOfTable(tableId)).emit(event, ...payload);
}

export function emitToStaff<E extends ServerEvent>(
  io: TavolaIo,
  event: E,
  ...payload: Parameters<ServerToClientEvents[E]>
): void {
  io.to(STAFF_ROOM).emit(event, ...payload);
}

/** The CHAT_MESSAGE envelope: `{ room, title: 'CHAT_MESSAGE', content: { event, ...data } }`. */
export function chatMessage(
  room: string,
  event: ChatEvent,
  data: Record<string, unknown> = {},
): ChatMessage {
  return { room, title: 'CHAT_MESSAGE', content: { ...data, event } };
}

export function emitChatMessage(
  io: TavolaIo,
  room: string,
  event: ChatEvent,
  data: Record<string, unknown> = {},
): void {
  io.to(room).emit('CHAT_MESSAGE', chatMessage(room, event, data));
}

// Client events: validation and refusals -------------------------------------------------------

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** How an invalid payload is worded: as the cart says it, or as the other events say it. */
export type InvalidWording = 'cart' | 'plain';

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * Validates a socket payload against a typebox schema. The refusal text starts with 'Invalid
 * payload:' (wording 'plain'), or with 'Invalid:' (wording 'cart', ordering.md §5), which names an
 * unknown key first, as `Invalid: additional property '<key>' is not allowed at <path>`.
 */
export function parsePayload<S extends TSchema>(
  schema: S,
  payload: unknown,
  wording: InvalidWording = 'plain',
): ParseResult<Static<S>> {
  let v = compiled.get(schema);
  if (!v) {
    v = Compile(schema);
    compiled.set(schema, v);
  }
  if (v.Check(payload)) return { ok: true, value: payload as Static<S> };
  const errors = v.Errors(payload) as SchemaError[];
  if (wording === 'plain') {
    const first = errors[0];
    const where = first
      ? `${first.instancePath || '/'} ${first.message}`
      : 'does not match the schema';
    return { ok: false, message: `Invalid payload: ${where}` };
  }
  const extra = errors.find((e) => e.keyword === 'additionalProperties');
  if (extra) {
    const names = (extra.params.additionalProperties as string[] | undefined) ?? [];
    return {
      ok: false,
      message: `Invalid: additional property '${names[0] ?? ''}' is not allowed at ${extra.instancePath || '/'}`,
    };
  }
  const first = errors.find((e) => e.keyword !== 'boolean' && e.keyword !== 'anyOf') ?? errors[0];
  return {
    ok: false,
    message: `Invalid: ${first ? `${first.instancePath || '/'} ${first.message}` : 'payload does not match the schema'}`,
  };
}

/** Why an event was refused. CART_ERROR also carries the rule and the refusal's facts. */
export interface Refusal extends Partial<
  Pick<CartErrorBody, 'rule' | 'detail' | 'dishId' | 'dishName' | 'lineId'>
> {
  code: string;
  message: string;
}

export type ErrorEvent = 'SOCKET_ERROR' | 'CART_ERROR';

/** Tells one socket that its event was refused (the error event, and the ack when given). */
export function refuse(
  socket: TavolaSocket,
  serverEventName: string,
  r: Refusal,
  ack?: (body: RefusedAck) => void,
  errorEvent: ErrorEvent = 'SOCKET_ERROR',
): void {
  if (errorEvent === 'CART_ERROR') {
    const body: CartErrorBody = {
      serverEventName,
      code: r.code,
      rule: r.rule ?? null,
      message: plainText(r.message),
      ...(r.detail !== undefined ? { detail: r.detail } : {}),
      ...(r.dishId !== undefined ? { dishId: r.dishId } : {}),
      ...(r.dishName !== undefined ? { dishName: r.dishName } : {}),
      ...(r.lineId !== undefined ? { lineId: r.lineId } : {}),
    };
    socket.emit('CART_ERROR', body);
    ack?.({ ok: false, ...body });
    return;
  }
  // A refusal may quote what was sent (a key, a name): never a control character on a screen.
  const body: SocketErrorBody = { code: r.code, message: plainText(r.message), serverEventName };
  socket.emit('SOCKET_ERROR', body);
  ack?.({ ok: false, ...body });
}

export interface OnEventOptions {
  /** The event a refusal goes out as (default SOCKET_ERROR); CART_ERROR for the cart's paths. */
  errorEvent?: ErrorEvent;
  /** Code and wording of an invalid payload: 'plain' BAD_REQUEST (default), 'cart' INVALID. */
  invalid?: InvalidWording;
  /** Reads a module's own refusal out of a thrown error (null: not one). */
  refusalOf?: (err: unknown) => Refusal | null;
  /** Told of every error that is not a refusal (the socket gets INTERNAL_ERROR). */
  onError?: (err: unknown) => void;
}

/** An error with a code and a 4xx status (an HttpError) is a refusal that names itself. */
function knownRefusal(err: unknown): Refusal | null {
  const e = err as { code?: unknown; message?: unknown; statusCode?: unknown } | null;
  return e && typeof e.code === 'string' && typeof e.statusCode === 'number' && e.statusCode < 500
    ? { code: e.code, message: String(e.message) }
    : null;
}

/**
 * Registers a client event's handler; its payload is validated against `schema` first. The
 * handler may throw a refusal: an error with a code and a 4xx status (e.g. an HttpError), or one
 * that `refusalOf` reads; the socket then gets the error event, and the ack its body with ok false.
 * Anything else is an INTERNAL_ERROR (and goes to onError).
 */
export function onEvent<E extends ClientEvent, S extends TSchema>(
  socket: TavolaSocket,
  event: E,
  schema: S,
  handler: (payload: Static<S>, ack: (body: AckOf<E>) => void) => unknown,
  options: OnEventOptions = {},
): void {
  const { errorEvent = 'SOCKET_ERROR', invalid = 'plain', refusalOf, onError } = options;
  const gate = gates.get(socket.nsp.server);
  const listener = (payload: unknown, maybeAck?: unknown) => {
    // socket.io passes the ack as the last argument; a client may also send no payload.
    const ackFn =
      typeof maybeAck === 'function'
        ? (maybeAck as (b: unknown) => void)
        : typeof payload === 'function'
          ? (payload as (b: unknown) => void)
          : undefined;
    const data = typeof payload === 'function' ? undefined : payload;
    // The gate first: a flood is refused before its payloads cost anything.
    const entry = gate?.enter(gateKeys.get(socket) ?? socket) ?? { release: () => {} };
    if (!('release' in entry)) return refuse(socket, event, entry, ackFn, errorEvent);
    const code = invalid === 'cart' ? 'INVALID' : 'BAD_REQUEST';
    const problem = payloadProblem(data);
    const parsed = problem
      ? ({
          ok: false,
          message: invalid === 'cart' ? `Invalid: ${problem}` : `Invalid payload: ${problem}`,
        } as const)
      : // Stored clean: no string of a payload carries a control or format character.
        parsePayload(schema, plainTextDeep(data, textOfKey), invalid);
    if (!parsed.ok) {
      entry.release();
      return refuse(socket, event, { code, message: parsed.message }, ackFn, errorEvent);
    }
    const fail = (err: unknown) => {
      const r = refusalOf?.(err) ?? knownRefusal(err);
      if (!r) onError?.(err);
      else if (ORDER_ENDED_CODES.has(r.code)) leaveDinerRooms(socket);
      refuse(
        socket,
        event,
        r ?? { code: 'INTERNAL_ERROR', message: 'Internal server error' },
        ackFn,
        errorEvent,
      );
    };
    try {
      Promise.resolve(handler(parsed.value, (body) => ackFn?.(body)))
        .catch(fail)
        .finally(entry.release);
    } catch (err) {
      fail(err);
      entry.release();
    }
  };
  // The listener reads its arguments as unknown (they come off the wire), which socket.io's typed
  // `on` cannot see through for a generic event name.
  socket.on(event as ClientEvent, listener);
}

/** Refusals telling a diner's socket that the order its session names has ended. */
const ORDER_ENDED_CODES = new Set(['ORDER_CLOSED', 'ORDER_CHANGED']);

/**
 * A diner's socket whose order has ended leaves its table's (or quick order's) room: it can no
 * longer act there, and the next party's cart and calls are none of its business.
 */
function leaveDinerRooms(socket: TavolaSocket): void {
  if (socket.data.staff) return;
  for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
}

/**
 * Staff ended `orderId` (freed its table): its diners' sockets, on every process, leave `room`,
 * after the table's news (TABLE_STATUS) has gone out to them. The next party's events no longer
 * reach the old phones; their next action is refused (ORDER_CLOSED) and a new scan starts anew.
 */
export async function leaveEndedOrder(io: TavolaIo, room: string, orderId: number) {
  for (const sock of await io.in(room).fetchSockets())
    if (!sock.data.staff && sock.data.diner?.orderId === orderId) sock.leave(room);
}

/** The event gate of each socket.io server (one per Fastify instance; tests run several). */
const gates = new WeakMap<object, EventGate>();
/** The gate's key of a diner's socket: its session's, shared by all its sockets (connections.ts). */
const gateKeys = new WeakMap<object, object>();

// Rooms -------------------------------------------------------------------------------------

/** Events a diner may relay to its own room through SEND_IN_ROOM (staff may relay any). */
export const DINER_RELAY_TITLES = new Set(['CHAT_MESSAGE', 'BUBBLE_PROMPT', 'UPDATE_LOCALE']);
/** content.event values a diner may relay inside CHAT_MESSAGE. */
export const DINER_CHAT_EVENTS = new Set([
  'RESEND_ORDER_REQUEST',
  'SEND_ORDER_REQUEST',
  'FIRST_JOIN',
  'BUBBLE_PROMPT',
]);

/**
 * SEND_IN_ROOM: tells the others of the room `{ room, title, content }` under the title as event
 * name. Staff may relay any title, so the event name is only known at run time: the one place an
 * emit leaves the typed map (a diner's titles and chat events are checked before).
 */
function relay(socket: TavolaSocket, room: string, title: string, content: unknown): void {
  const body: RelayedMessage = { room, title, content };
  socket.to(room).emit(title as 'CHAT_MESSAGE', body);
}

const roomOf = (p: JoinRoomPayload) => String(typeof p === 'object' ? p.room : p);

/** The rooms a socket may join: staff any; a diner its table, or -orderId for quick service. */
export function mayUseRoom(data: SocketData, room: string): boolean {
  if (data.staff) return true;
  const d = data.diner;
  if (!d) return false;
  if (d.tableId > 0) return room === roomOfTable(d.tableId);
  return d.orderId > 0 && room === roomOfQuickOrder(d.orderId);
}

/** A check a diner's socket passes before it joins a room (it throws a refusal). */
export type JoinCheck = (data: SocketData, room: string) => Promise<void>;
const joinChecks = new WeakMap<TavolaIo, JoinCheck[]>();

/** Adds a check every diner's JOIN_ROOM passes (e.g. the table PIN, pin/index.ts). */
export function addJoinCheck(io: TavolaIo, check: JoinCheck): void {
  const list = joinChecks.get(io) ?? [];
  list.push(check);
  joinChecks.set(io, list);
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** Redis channel prefix (processes sharing rooms must use the same one). */
  redisKey?: string;
  /** Web origins besides the app's own that may open the socket (see http/origin.ts). */
  allowedOrigins?: string[];
  /**
   * Whose X-Forwarded-Host names the app's own origin: Fastify's trustProxy (true any proxy, a
   * string the comma-separated addresses listed).
   */
  trustProxy?: boolean | string;
  /** What one socket may ask at once and per second (gate.ts; default SOCKET_LIMITS). */
  socketLimits?: Partial<SocketLimits>;
  /** The staff room's budget of diners' events (staff-flow.ts; default STAFF_FLOW_LIMITS). */
  staffFlow?: Partial<StaffFlowLimits>;
  /** Sockets per diner session, device and address (connections.ts; CONNECTION_LIMITS). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** What one connection may leave unread before it is closed (write-buffer.ts). */
  writeBufferLimits?: Partial<WriteBufferLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: TavolaIo;
    /** Rate and concurrency limits of client events, and the drain on shutdown. */
    eventGate: EventGate;
    /** True when a Redis adapter joins this process's rooms with other processes'. */
    ioClustered: boolean;
    /** Diners' sockets counted per session, device and address. */
    ioConnections: Connections;
  }
}

/** Attaches socket.io to fastify.server; closes it (and its Redis clients) with Fastify. */
export const realtimePlugin = fp<RealtimeOptions>(
  async (fastify: FastifyInstance, opts) => {
    const policy = {
      allowed: opts.allowedOrigins ?? [],
      trustsPeer: peerTrust(opts.trustProxy ?? false),
    };
    const gate = new EventGate({ ...SOCKET_LIMITS, ...opts.socketLimits });
    const io: TavolaIo = new Server(fastify.server, {
      serveClient: false,
      maxHttpBufferSize: 1e6,
      // A ping every second lets the app tell a dropped network within 3 s (lib/session/socket.ts
      // HEARTBEAT_LOST_MS); the server itself still waits the default 20 s for an answer.
      pingInterval: 1000,
      // The handshake (polling and WebSocket alike) is refused from a foreign web origin, and
      // from anyone once the server is closing.
      allowRequest: (req, done) => done(null, !gate.closing && originAllowed(req, policy)),
    });
    gates.set(io, gate);
    setStaffFlow(io, new StaffFlow({ ...STAFF_FLOW_LIMITS, ...opts.staffFlow }));
    fastify.decorate('eventGate', gate);
    coalesceWrites(io.engine);
    boundWriteBuffers(io.engine, { ...WRITE_BUFFER_LIMITS, ...opts.writeBufferLimits }, (w) =>
      fastify.log.warn(w, 'socket closed: its peer left too much unread'),
    );
    io.sockets.setMaxListeners(100);
    const redisClients: { close(): Promise<unknown> }[] = [];
    if (opts.redisUrl) {
      const pub = createClient({ url: opts.redisUrl });
      const sub = pub.duplicate();
      pub.on('error', (err: unknown) => fastify.log.error({ err }, 'redis publisher error'));
      sub.on('error', (err: unknown) => fastify.log.error({ err }, 'redis subscriber error'));
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub, { key: opts.redisKey ?? 'tavola' }));
    }
    fastify.decorate('ioClustered', redisClients.length > 0);

    const sessions: Sessions = fastify.sessions;
    const connections = new Connections({ ...CONNECTION_LIMITS, ...opts.connectionLimits });
    fastify.decorate('ioConnections', connections);
    io.use((socket, next) => {
      const cookies = parseCookieHeader(socket.handshake.headers.cookie);
      const auth = socket.handshake.auth as { token?: unknown; staffToken?: unknown } | undefined;
      let diner: DinerSession | null = null;
      let staff: StaffSession | null = null;
      for (const token of [
        auth?.token,
        auth?.staffToken,
        cookies[DINER_COOKIE],
        cookies[STAFF_COOKIE],
      ]) {
        const s = sessions.verify(token);
        if (s?.kind === 'diner' && !diner) diner = s;
        if (s?.kind === 'staff' && !staff) staff = s;
      }
      socket.data = {
        diner,
        staff,
        device: deviceIdOf(sessions, cookies[DEVICE_COOKIE]),
        address: clientAddress(socket.request, opts.trustProxy ?? false),
      };
      if (!staff) {
        const admitted = connections.admit({
          session: diner?.sid,
          device: socket.data.device,
          address: socket.data.address ?? '',
        });
        if (!admitted) {
          const err = new Error(TOO_MANY_SOCKETS.message) as Error & { data?: unknown };
          err.data = { code: TOO_MANY_SOCKETS.code, message: TOO_MANY_SOCKETS.message };
          return next(err);
        }
        gateKeys.set(socket, admitted.gateKey);
        socket.once('disconnect', admitted.release);
      }
      next();
    });

    io.on('connection', (socket: TavolaSocket) => {
      if (socket.data.staff) void socket.join(STAFF_ROOM);
      const log = (err: unknown) => fastify.log.error({ err }, 'socket handler failed');

      onEvent(
        socket,
        'JOIN_ROOM',
        JoinRoomPayload,
        async (p, ack) => {
          const room = roomOf(p);
          if (!mayUseRoom(socket.data, room))
            throw forbidden('This session may not join that room');
          if (!socket.data.staff)
            for (const check of joinChecks.get(io) ?? []) await check(socket.data, room);
          await socket.join(room);
          socket.emit('JOIN_SUCCESS_MESSAGE', { room });
          ack({ ok: true, room });
        },
        { onError: log },
      );

      onEvent(
        socket,
        'LEAVE_ROOM',
        JoinRoomPayload,
        async (p, ack) => {
          const room = roomOf(p);
          await socket.leave(room);
          socket.emit('LEAVE_SUCCESS_MESSAGE', { room });
          ack({ ok: true, room });
        },
        { onError: log },
      );

      onEvent(
        socket,
        'SEND_IN_ROOM',
        SendInRoomPayload,
        (p, ack) => {
          const room = String(p.room);
          if (!mayUseRoom(socket.data, room) || !socket.rooms.has(room))
            throw forbidden('Join the room first');
          if (!socket.data.staff) {
            if (!DINER_RELAY_TITLES.has(p.title)) throw forbidden(`Diners may not send ${p.title}`);
            const ev = (p.content as { event?: unknown } | null)?.event;
            if (
              p.title === 'CHAT_MESSAGE' &&
              !(typeof ev === 'string' && DINER_CHAT_EVENTS.has(ev))
            ) {
              throw forbidden('Diners may not send that message');
            }
          }
          relay(socket, room, p.title, p.content);
          ack({ ok: true });
        },
        { onError: log },
      );
    });

    fastify.decorate('io', io);
    fastify.addHook('preClose', async () => {
      // New events are refused from here on; those already taken finish (the cart's group commit
      // included) and are answered before the sockets go.
      await gate.drain();
      // The answers go out at the end of the loop turn (coalesce.ts): let them, then disconnect.
      await new Promise((r) => setImmediate(r));
      io.local.disconnectSockets(true);
    });
    fastify.addHook('onClose', async () => {
      await io.close().catch(() => {});
      await Promise.allSettled(redisClients.map((c) => c.close()));
    });
  },
  { name: 'tavola-realtime', dependencies: ['tavola-sessions'] },
);
