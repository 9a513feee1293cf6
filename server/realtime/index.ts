// Realtime base: socket.io attached to Fastify's HTTP server, one room per table (quick service:
// the negative order id), a staff room, and helpers other modules use to emit.
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/errors';
import { coalesceWrites } from './coalesce';
import { DINER_COOKIE, STAFF_COOKIE, parseCookieHeader, type DinerSession, type StaffSession, type Sessions } from '../auth/session';

export const STAFF_ROOM = 'staff';

/** Room of a dine-in table. */
export const roomOfTable = (tableId: number) => String(tableId);
/** Room of a quick-service order: its negative order id. */
export const roomOfQuickOrder = (orderId: number) => String(-Math.abs(orderId));

export interface SocketData {
  diner: DinerSession | null;
  staff: StaffSession | null;
}

export type TavolaSocket = Socket<Record<string, (...args: unknown[]) => void>, Record<string, (...args: unknown[]) => void>, Record<string, never>, SocketData>;
export type TavolaIo = Server<Record<string, (...args: unknown[]) => void>, Record<string, (...args: unknown[]) => void>, Record<string, never>, SocketData>;

export function emitToRoom(io: TavolaIo, room: string, event: string, payload: unknown): void {
  io.to(room).emit(event, payload);
}

/** Emits to everybody in a table's room (a positive table id, or -orderId for quick service). */
export function emitToTable(io: TavolaIo, tableId: number, event: string, payload: unknown): void {
  io.to(roomOfTable(tableId)).emit(event, payload);
}

export function emitToStaff(io: TavolaIo, event: string, payload: unknown): void {
  io.to(STAFF_ROOM).emit(event, payload);
}

/** The CHAT_MESSAGE envelope: `{ room, title: 'CHAT_MESSAGE', content: { event, ...data } }`. */
export function chatMessage(room: string, event: string, data: Record<string, unknown> = {}) {
  return { room, title: 'CHAT_MESSAGE', content: { ...data, event } };
}

export function emitChatMessage(io: TavolaIo, room: string, event: string, data: Record<string, unknown> = {}): void {
  io.to(room).emit('CHAT_MESSAGE', chatMessage(room, event, data));
}

// Payload validation -------------------------------------------------------------------------

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/** Validates a socket payload against a typebox schema. */
export function parsePayload<S extends TSchema>(schema: S, payload: unknown): ParseResult<Static<S>> {
  let v = compiled.get(schema);
  if (!v) {
    v = Compile(schema);
    compiled.set(schema, v);
  }
  if (v.Check(payload)) return { ok: true, value: payload as Static<S> };
  const first = v.Errors(payload)[0];
  const where = first ? `${first.instancePath || '/'} ${first.message}` : 'does not match the schema';
  return { ok: false, message: `Invalid payload: ${where}` };
}

export interface SocketErrorBody {
  code: string;
  message: string;
  serverEventName: string;
}

/** Tells one socket that its event was refused (event SOCKET_ERROR, and the ack when given). */
export function refuse(socket: TavolaSocket, serverEventName: string, code: string, message: string, ack?: unknown): void {
  const body: SocketErrorBody = { code, message, serverEventName };
  socket.emit('SOCKET_ERROR', body);
  if (typeof ack === 'function') (ack as (b: unknown) => void)({ ok: false, ...body });
}

/**
 * Registers a socket event handler whose payload is validated first. The handler may throw an
 * error with a `code` (e.g. an HttpError); the socket then gets SOCKET_ERROR, and the ack.
 */
export function onEvent<S extends TSchema>(
  socket: TavolaSocket,
  event: string,
  schema: S,
  handler: (payload: Static<S>, ack: (body: unknown) => void) => unknown,
  onError?: (err: unknown) => void,
): void {
  socket.on(event, (payload: unknown, maybeAck?: unknown) => {
    // socket.io passes the ack as the last argument; a client may also send no payload.
    const ackFn = typeof maybeAck === 'function' ? (maybeAck as (b: unknown) => void) : typeof payload === 'function' ? (payload as (b: unknown) => void) : undefined;
    const data = typeof payload === 'function' ? undefined : payload;
    const parsed = parsePayload(schema, data);
    if (!parsed.ok) return refuse(socket, event, 'BAD_REQUEST', parsed.message, ackFn);
    const ack = (body: unknown) => ackFn?.(body);
    Promise.resolve()
      .then(() => handler(parsed.value, ack))
      .catch((err: unknown) => {
        const e = err as { code?: unknown; message?: unknown; statusCode?: unknown };
        const known = typeof e.code === 'string' && typeof e.statusCode === 'number' && e.statusCode < 500;
        if (!known) onError?.(err);
        refuse(socket, event, known ? (e.code as string) : 'INTERNAL_ERROR', known ? String(e.message) : 'Internal server error', ackFn);
      });
  });
}

// Rooms -------------------------------------------------------------------------------------

const RoomName = Type.Union([Type.String({ minLength: 1, maxLength: 32, pattern: '^-?\\d{1,10}$' }), Type.Integer({ minimum: -2147483647, maximum: 2147483647 })]);
export const JoinRoomPayload = Type.Union([RoomName, Type.Object({ room: RoomName })]);
export const SendInRoomPayload = Type.Object({
  room: RoomName,
  title: Type.String({ minLength: 1, maxLength: 64 }),
  content: Type.Unknown(),
});

/** Events a diner may relay to its own room through SEND_IN_ROOM (staff may relay any). */
export const DINER_RELAY_TITLES = new Set(['CHAT_MESSAGE', 'BUBBLE_PROMPT', 'UPDATE_LOCALE']);
/** content.event values a diner may relay inside CHAT_MESSAGE. */
export const DINER_CHAT_EVENTS = new Set(['RESEND_ORDER_REQUEST', 'SEND_ORDER_REQUEST', 'FIRST_JOIN', 'BUBBLE_PROMPT']);

const roomOf = (p: Static<typeof JoinRoomPayload>) => String(typeof p === 'object' ? p.room : p);

/** The rooms a socket may join: staff any; a diner its table, or -orderId for quick service. */
export function mayUseRoom(data: SocketData, room: string): boolean {
  if (data.staff) return true;
  const d = data.diner;
  if (!d) return false;
  if (d.tableId > 0) return room === roomOfTable(d.tableId);
  return d.orderId > 0 && room === roomOfQuickOrder(d.orderId);
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** Redis channel prefix (processes sharing rooms must use the same one). */
  redisKey?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: TavolaIo;
    /** True when a Redis adapter joins this process's rooms with other processes'. */
    ioClustered: boolean;
  }
}

/** Attaches socket.io to fastify.server; closes it (and its Redis clients) with Fastify. */
export const realtimePlugin = fp<RealtimeOptions>(
  async (fastify: FastifyInstance, opts) => {
    const io: TavolaIo = new Server(fastify.server, { serveClient: false, maxHttpBufferSize: 1e6 });
    coalesceWrites(io.engine);
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
    io.use((socket, next) => {
      const cookies = parseCookieHeader(socket.handshake.headers.cookie);
      const auth = socket.handshake.auth as { token?: unknown; staffToken?: unknown } | undefined;
      let diner: DinerSession | null = null;
      let staff: StaffSession | null = null;
      for (const token of [auth?.token, auth?.staffToken, cookies[DINER_COOKIE], cookies[STAFF_COOKIE]]) {
        const s = sessions.verify(token);
        if (s?.kind === 'diner' && !diner) diner = s;
        if (s?.kind === 'staff' && !staff) staff = s;
      }
      socket.data = { diner, staff };
      next();
    });

    io.on('connection', (socket: TavolaSocket) => {
      if (socket.data.staff) void socket.join(STAFF_ROOM);
      const log = (err: unknown) => fastify.log.error({ err }, 'socket handler failed');

      onEvent(socket, 'JOIN_ROOM', JoinRoomPayload, async (p, ack) => {
        const room = roomOf(p);
        if (!mayUseRoom(socket.data, room)) throw forbidden('This session may not join that room');
        await socket.join(room);
        socket.emit('JOIN_SUCCESS_MESSAGE', { room });
        ack({ ok: true, room });
      }, log);

      onEvent(socket, 'LEAVE_ROOM', JoinRoomPayload, async (p, ack) => {
        const room = roomOf(p);
        await socket.leave(room);
        socket.emit('LEAVE_SUCCESS_MESSAGE', { room });
        ack({ ok: true, room });
      }, log);

      onEvent(socket, 'SEND_IN_ROOM', SendInRoomPayload, (p, ack) => {
        const room = String(p.room);
        if (!mayUseRoom(socket.data, room) || !socket.rooms.has(room)) throw forbidden('Join the room first');
        if (!socket.data.staff) {
          if (!DINER_RELAY_TITLES.has(p.title)) throw forbidden(`Diners may not send ${p.title}`);
          const ev = (p.content as { event?: unknown } | null)?.event;
          if (p.title === 'CHAT_MESSAGE' && !(typeof ev === 'string' && DINER_CHAT_EVENTS.has(ev))) {
            throw forbidden('Diners may not send that message');
          }
        }
        socket.to(room).emit(p.title, { room, title: p.title, content: p.content });
        ack({ ok: true });
      }, log);
    });

    fastify.decorate('io', io);
    fastify.addHook('preClose', (done) => {
      io.local.disconnectSockets(true);
      done();
    });
    fastify.addHook('onClose', async () => {
      await io.close().catch(() => {});
      await Promise.allSettled(redisClients.map((c) => c.close()));
    });
  },
  { name: 'tavola-realtime', dependencies: ['tavola-sessions'] },
);
