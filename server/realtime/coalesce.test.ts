import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server, type Socket } from 'socket.io';
import { io as ioClient, type Socket as ClientSocket } from 'socket.io-client';
import { coalesceWrites } from './coalesce';

/** A bare socket.io server (with or without coalescing), one websocket client, and a count of the server's TCP writes to it. */
async function pair(coalesce: boolean) {
  const http: HttpServer = createServer();
  const io = new Server(http, { serveClient: false });
  if (coalesce) coalesceWrites(io.engine);
  const connected = new Promise<Socket>((resolve) => io.once('connection', resolve));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const client: ClientSocket = ioClient(
    `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    { transports: ['websocket'], forceNew: true, reconnection: false },
  );
  const server = await connected;
  await new Promise((r) => (client.connected ? r(null) : client.once('connect', () => r(null))));
  // The TCP socket under the websocket transport (engine.io and ws internals, read-only here).
  const tcp = (server.conn as unknown as { transport: { socket: { _socket: TcpSocket } } })
    .transport.socket._socket;
  const writes = { count: 0 };
  const count = <F extends (...a: never[]) => unknown>(f: F) =>
    ((...a: Parameters<F>) => {
      writes.count++;
      return f.apply(tcp, a);
    }) as unknown as F;
  const raw = tcp as unknown as {
    _write: (...a: never[]) => unknown;
    _writev: (...a: never[]) => unknown;
  };
  raw._write = count(raw._write);
  raw._writev = count(raw._writev);
  const close = async () => {
    client.disconnect();
    await new Promise<void>((r) => io.close(() => r()));
  };
  return { io, server, client, writes, close };
}

const received = (client: ClientSocket, n: number) =>
  new Promise<string[]>((resolve) => {
    const got: string[] = [];
    client.onAny((event: string, payload: { i: number }) => {
      got.push(`${event}:${payload.i}`);
      if (got.length === n) resolve(got);
    });
  });

/** Three emits to one connection in the same turn: how many TCP writes they took, once all arrived in order. */
async function burst(
  coalesce: boolean,
  done: (close: () => Promise<void>) => void,
): Promise<number> {
  const p = await pair(coalesce);
  done(p.close);
  const got = received(p.client, 3);
  const before = p.writes.count;
  p.server.emit('UPDATE_CART', { i: 1 });
  p.server.emit('CHAT_MESSAGE', { i: 2 });
  p.io.emit('MARKETING', { i: 3 });
  expect(await got).toEqual(['UPDATE_CART:1', 'CHAT_MESSAGE:2', 'MARKETING:3']);
  return p.writes.count - before;
}

describe('coalesceWrites', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('writes what one turn emits to a connection in one TCP write, in order', async () => {
    expect(await burst(true, (c) => (close = c))).toBe(1);
  });

  it('does not hold a packet past its turn', async () => {
    const p = await pair(true);
    close = p.close;
    const got = received(p.client, 2);
    const before = p.writes.count;
    p.server.emit('A', { i: 1 });
    await new Promise((r) => setTimeout(r, 20));
    p.server.emit('B', { i: 2 });
    expect(await got).toEqual(['A:1', 'B:2']);
    expect(p.writes.count - before).toBe(2);
  });

  it('is what makes the difference: without it each packet is a write of its own', async () => {
    expect(await burst(false, (c) => (close = c))).toBe(3);
  });
});
