import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { signal } from '@preact/signals-react';
import type {
  AckOf,
  ClientEvent,
  ClientToServerEvents,
  PayloadOf,
  RefusedAck,
  ServerEvent,
  ServerPayloadOf,
  ServerToClientEvents,
} from '../../protocol';
import { sessionRenewalCount } from './http';

/** The client's end of the socket, typed by the protocol's event maps. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What a client event's ack carries: its answer, or the server's refusal. */
export type AnswerOf<E extends ClientEvent> = AckOf<E> | RefusedAck;

/** True while the realtime connection is up (the spec's socket flag). */
export const socketConnected = signal(false);

/**
 * True when the connection is known to be gone, not just reconnecting: the browser says it is
 * offline, or nothing (not even the server's ping, every second) has come for HEARTBEAT_LOST_MS.
 * The page says so at once; the cart keeps what the diner does meanwhile and sends it after.
 */
export const connectionLost = signal(false);

/**
 * The server refused the connection (its handshake's refusal code), e.g. TOO_MANY_SOCKETS when
 * this phone has too many tabs open; null while it is not refused. socket.io does not retry a
 * refused handshake: a reload (after closing tabs) does.
 */
export const socketRefused = signal<string | null>(null);

/**
 * Silence after which the connection counts as lost. The server pings every second
 * (server/realtime pingInterval), so the diner hears of a dropped network within 3 s.
 */
export const HEARTBEAT_LOST_MS = 2500;

/**
 * How long the socket may be down, while it is only being made (the page's first connection, a
 * new handshake after the session changed, the page back in view), before the diner is told it is
 * offline. A connection known lost (`connectionLost`) is told at once.
 */
export const OFFLINE_GRACE_MS = 3000;

let socket: ClientSocket | null = null;
/**
 * The session renewals the app had seen when the socket last started connecting (its handshake
 * sends the cookie as it stood then, or newer): see socketHasCurrentSession.
 */
let sessionAtConnect = -1;
const noteSession = () => {
  sessionAtConnect = sessionRenewalCount();
};
let lastHeard = 0;
let watchdog: ReturnType<typeof setInterval> | null = null;

function heard(): void {
  lastHeard = Date.now();
  if (connectionLost.value && socket?.connected && isBrowserOnline()) connectionLost.value = false;
}

const isBrowserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Watches the browser's online state and the server's heartbeat (see connectionLost). */
function watch(s: ClientSocket): void {
  s.io.on('ping', heard);
  s.io.on('packet', heard);
  s.on('connect', heard);
  s.on('disconnect', (reason) => {
    // Our own disconnect (a session refresh, the page hidden) is not a lost connection.
    if (reason !== 'io client disconnect') connectionLost.value = true;
  });
  if (typeof window === 'undefined') return;
  // A page opened with no network at all (a reload from the service worker's copy) knows at once.
  if (!isBrowserOnline()) connectionLost.value = true;
  window.addEventListener('offline', () => {
    connectionLost.value = true;
  });
  window.addEventListener('online', () => {
    // Reconnect now rather than after the reconnection back-off.
    if (!s.connected) {
      s.disconnect();
      noteSession();
      s.connect();
    }
  });
  watchdog ??= setInterval(() => {
    if (s.connected && !connectionLost.value && Date.now() - lastHeard > HEARTBEAT_LOST_MS)
      connectionLost.value = true;
  }, 500);
}

/**
 * The app's one realtime connection (same origin; the session cookie authenticates it).
 * Stores subscribe through `onSocket`; components never touch the socket.
 */
export function getSocket(): ClientSocket {
  if (!socket) {
    noteSession();
    socket = io({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
    });
    socket.on('connect', () => {
      socketConnected.value = true;
      socketRefused.value = null;
    });
    socket.on('connect_error', (err: Error & { data?: { code?: unknown } }) => {
      const code = err.data?.code;
      if (typeof code === 'string') socketRefused.value = code;
    });
    socket.on('disconnect', () => (socketConnected.value = false));
    // Every reconnection is a new handshake, which reads the cookie again.
    socket.io.on('reconnect_attempt', noteSession);
    watch(socket);
  }
  return socket;
}

/** A server event, or the socket's own `connect` (stores rejoin their rooms on it). */
export type ListenedEvent = ServerEvent | 'connect';
/** The handler of a listened event: the event's payload as the protocol types it. */
export type HandlerOf<E extends ListenedEvent> = E extends ServerEvent
  ? (payload: ServerPayloadOf<E>) => void
  : () => void;

/** Subscribes to a server event; returns the unsubscribe function. */
export function onSocket<E extends ListenedEvent>(event: E, handler: HandlerOf<E>): () => void {
  // The map's listener for E is exactly HandlerOf<E>; TypeScript cannot resolve that through the
  // conditional type for a generic E, so the one widening to a plain listener lives here.
  const s: Socket = getSocket();
  const name: string = event;
  const h = handler as (...args: unknown[]) => void;
  s.on(name, h);
  return () => {
    s.off(name, h);
  };
}

/** The `content.event` of a CHAT_MESSAGE (a message relayed by a diner may carry anything). */
export function chatEventOf(m: ServerPayloadOf<'CHAT_MESSAGE'>): string | undefined {
  const c = m.content;
  if (!c || typeof c !== 'object' || !('event' in c)) return undefined;
  return typeof c.event === 'string' ? c.event : undefined;
}

export function emitSocket<E extends ClientEvent>(event: E, payload: PayloadOf<E>): void {
  const s: Socket = getSocket();
  s.emit(event, payload);
}

/** Emits and calls `onAck` with the server's answer, whenever it comes (no time-out). */
export function emitSocketAnswered<E extends ClientEvent>(
  event: E,
  payload: PayloadOf<E>,
  onAck: (answer: AnswerOf<E>) => void,
): void {
  const s: Socket = getSocket();
  s.emit(event, payload, onAck);
}

/** True when an emit now reaches the server: connected, and the connection not known lost. */
export function socketUsable(): boolean {
  return socketConnected.value && !connectionLost.value;
}

/** Emits and resolves with the server's acknowledgement; rejects after `timeoutMs` without one. */
export function emitSocketWithAck<E extends ClientEvent>(
  event: E,
  payload: PayloadOf<E>,
  timeoutMs = 5000,
): Promise<AnswerOf<E>> {
  const s: Socket = getSocket();
  return s.timeout(timeoutMs).emitWithAck(event, payload) as Promise<AnswerOf<E>>;
}

/** Reconnects after the page comes back into view, as the spec asks. */
export function reconnectSocket(): void {
  const s = getSocket();
  if (!s.connected) {
    noteSession();
    s.connect();
  }
}

/**
 * True when the socket is connected, or connecting, with the session as the server last issued it
 * (no answer has changed the session cookie since its handshake started): a refresh would only
 * repeat the handshake.
 */
export function socketHasCurrentSession(): boolean {
  return !!socket && socket.active && sessionAtConnect === sessionRenewalCount();
}

/** The id of the connection the socket has now (a new one for every connection); none while down. */
export function socketConnectionId(): string | undefined {
  return socket?.id;
}

export function disconnectSocket(): void {
  socket?.disconnect();
}

/**
 * Opens a fresh connection so the server reads the current session cookie again: the handshake
 * is where it learns the diner's {table, order, customer}, so this follows every change of them
 * (order opened or approved, customer name handed out). Listeners stay registered; stores rejoin
 * their rooms on the next `connect`.
 */
export async function refreshSocketSession(): Promise<void> {
  const s = getSocket();
  if (s.connected || s.active) s.disconnect();
  await new Promise<void>((resolve) => {
    const done = () => {
      s.off('connect', done);
      s.off('connect_error', done);
      resolve();
    };
    s.on('connect', done);
    s.on('connect_error', done);
    noteSession();
    s.connect();
  });
}
