import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SocketModule from './socket';

/**
 * The socket's client arrives in a chunk of its own (lib/session/socket.ts): what the app asks of
 * the socket before then must reach it once it is there, in the order asked. socket.io-client is
 * replaced by a recording stand-in whose import this test releases when it chooses.
 */
type Call = [string, ...unknown[]];

function fakeSocket() {
  const calls: Call[] = [];
  const handlers = new Map<string, Set<(...a: unknown[]) => void>>();
  const socket = {
    connected: false,
    active: false,
    io: { on: (name: string) => calls.push(['io.on', name]) },
    on(name: string, h: (...a: unknown[]) => void) {
      if (!['connect', 'disconnect', 'connect_error'].includes(name)) calls.push(['on', name]);
      (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(h);
      return socket;
    },
    off(name: string, h: (...a: unknown[]) => void) {
      handlers.get(name)?.delete(h);
      return socket;
    },
    emit(name: string, ...args: unknown[]) {
      calls.push(['emit', name, ...args.filter((a) => typeof a !== 'function')]);
      return socket;
    },
    timeout: (ms: number) => ({
      emitWithAck: (name: string, payload: unknown) => {
        calls.push(['emitWithAck', name, payload, ms]);
        return Promise.resolve({ ok: true });
      },
    }),
    connect() {
      calls.push(['connect']);
      socket.active = true;
      return socket;
    },
    disconnect() {
      calls.push(['disconnect']);
      socket.active = false;
      socket.connected = false;
      return socket;
    },
    /** The server answers the handshake. */
    open() {
      socket.connected = true;
      for (const h of handlers.get('connect') ?? []) h();
    },
    /** A server event arrives. */
    receive(name: string, payload: unknown) {
      for (const h of handlers.get(name) ?? []) h(payload);
    },
  };
  return { socket, calls };
}

let fake = fakeSocket();
/** The client's chunk: its import resolves once `arrive` is called. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const gate = deferred();
const arrive = () => gate.resolve();

vi.mock('socket.io-client', async () => {
  await gate.promise;
  return { io: () => fake.socket };
});

let copies = 0;
/**
 * A fresh copy of the module, its client not yet imported (a query makes the browser load the
 * file as a module of its own; the first copy's client import is the one the gate holds, later
 * ones find the stand-in already loaded, still a turn later than the calls made at once).
 */
async function freshModule(): Promise<typeof SocketModule> {
  fake = fakeSocket();
  copies++;
  return import(/* @vite-ignore */ `./socket.ts?copy=${copies}`);
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  arrive();
});

describe('the socket before its client has arrived', () => {
  it('takes subscriptions and emits at once and applies them in the order made once it arrives', async () => {
    const s = await freshModule();
    const heard: unknown[] = [];
    s.onSocket('TABLE_STATUS', (t) => heard.push(t));
    s.emitSocket('LEAVE_ROOM', '7');
    const joined = s.emitSocketWithAck('JOIN_ROOM', '1');
    s.emitSocket('CALL_SERVICE', { room: '1', tableId: 1 } as never);
    expect(fake.calls).toEqual([]);
    expect(s.socketConnected.value).toBe(false);

    arrive();
    await expect(joined).resolves.toEqual({ ok: true });
    expect(fake.calls.filter(([k]) => k !== 'io.on')).toEqual([
      ['connect'],
      ['on', 'TABLE_STATUS'],
      ['emit', 'LEAVE_ROOM', '7'],
      ['emitWithAck', 'JOIN_ROOM', '1', 5000],
      ['emit', 'CALL_SERVICE', { room: '1', tableId: 1 }],
    ]);
    fake.socket.open();
    expect(s.socketConnected.value).toBe(true);
    fake.socket.receive('TABLE_STATUS', { table_id: 1 });
    expect(heard).toEqual([{ table_id: 1 }]);
    // Once there, the socket is used at once.
    s.emitSocket('LEAVE_ROOM', '1');
    expect(fake.calls.at(-1)).toEqual(['emit', 'LEAVE_ROOM', '1']);
  });

  it('drops a subscription ended before the client arrived', async () => {
    const s = await freshModule();
    const heard: unknown[] = [];
    const off = s.onSocket('TABLE_STATUS', (t) => heard.push(t));
    off();
    s.emitSocket('LEAVE_ROOM', '1');
    arrive();
    await s.getSocket();
    fake.socket.receive('TABLE_STATUS', { table_id: 1 });
    expect(heard).toEqual([]);
    expect(fake.calls.filter(([k]) => k === 'on')).toEqual([]);
  });

  it('stays disconnected when the page asked so before the client arrived, until it asks again', async () => {
    const s = await freshModule();
    s.onSocket('TABLE_STATUS', () => undefined);
    s.disconnectSocket();
    arrive();
    await s.getSocket();
    expect(fake.calls.some(([k]) => k === 'connect')).toBe(false);
    s.reconnectSocket();
    expect(fake.calls.filter(([k]) => k === 'connect')).toHaveLength(1);
  });

  it('takes the first handshake for a session refresh asked before the client arrived', async () => {
    const s = await freshModule();
    const refreshed = s.refreshSocketSession();
    arrive();
    await s.getSocket();
    let done = false;
    void refreshed.then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    fake.socket.open();
    await refreshed;
    expect(fake.calls.filter(([k]) => k === 'connect' || k === 'disconnect')).toEqual([
      ['connect'],
    ]);
    // Asked again once connected, it makes a new handshake (the session changed since).
    const again = s.refreshSocketSession();
    await settle();
    fake.socket.open();
    await again;
    expect(fake.calls.filter(([k]) => k === 'connect' || k === 'disconnect')).toEqual([
      ['connect'],
      ['disconnect'],
      ['connect'],
    ]);
  });
});
