import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { signal } from '@preact/signals-react';

/** True while the realtime connection is up (the spec's socket flag). */
export const socketConnected = signal(false);

let socket: Socket | null = null;

/**
 * The app's one realtime connection (same origin; the session cookie authenticates it).
 * Stores subscribe through `onSocket`; components never touch the socket.
 */
export function getSocket(): Socket {
  if (!socket) {
    socket = io({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
    });
    socket.on('connect', () => (socketConnected.value = true));
    socket.on('disconnect', () => (socketConnected.value = false));
  }
  return socket;
}

/** Subscribes to a server event; returns the unsubscribe function. */
export function onSocket<T>(event: string, handler: (payload: T) => void): () => void {
  const s = getSocket();
  const h = handler as (...args: unknown[]) => void;
  s.on(event, h);
  return () => {
    s.off(event, h);
  };
}

export function emitSocket(event: string, payload?: unknown): void {
  getSocket().emit(event, payload);
}

/** Emits and resolves with the server's acknowledgement; rejects after `timeoutMs` without one. */
export function emitSocketWithAck<T = unknown>(
  event: string,
  payload: unknown,
  timeoutMs = 5000,
): Promise<T> {
  return getSocket().timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}

/** Reconnects after the page comes back into view, as the spec asks. */
export function reconnectSocket(): void {
  const s = getSocket();
  if (!s.connected) s.connect();
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
    s.connect();
  });
}
