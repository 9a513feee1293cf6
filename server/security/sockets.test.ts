// Issue 50 point 6: one diner's many sockets slowed every table. Sockets are limited per diner
// session, device and address (refused at the handshake), and a session's sockets share one
// count of events in flight.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { emitWithAck, startTestServer, type TestServer } from '../test/harness';
import cartModule from '../modules/cart/index';
import { openOrder, seedCartMenu } from '../modules/cart/testing';
import { addJoinCheck } from '../realtime';
import { CONNECTION_LIMITS } from '../realtime/connections';
import { DEVICE_COOKIE } from '../auth/limits';

type Ack = { ok: boolean; code?: string; message?: string };

async function dinerToken(s: TestServer, tableId: number) {
  const orderId = await openOrder(s.store, tableId, 2);
  return s.app.sessions.signDiner({ tableId, orderId, customer: '1' });
}

function deviceCookie(s: TestServer, id: string) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${DEVICE_COOKIE}=${s.app.sessions.signer.sign({ kind: 'device', id, accounts: [], exp })}`;
}

/** The handshake's refusal (its message and data), or null when the socket connected. */
async function refusal(s: TestServer, opts: Parameters<TestServer['socket']>[0]) {
  try {
    await s.socket(opts);
    return null;
  } catch (err) {
    const e = err as Error & { data?: { code?: string } };
    return { message: e.message, code: e.data?.code };
  }
}

async function allGone(s: TestServer, sockets: Socket[]) {
  for (const sock of sockets) sock.disconnect();
  await vi.waitFor(() => expect(s.app.io.of('/').sockets.size).toBe(0));
}

describe('Sockets per person', () => {
  let s: TestServer;
  const perAddress = 12;
  beforeAll(async () => {
    s = await startTestServer({
      modules: [cartModule],
      prepare: (store) => seedCartMenu(store),
      connectionLimits: { perAddress },
    });
  });
  afterAll(() => s.close());

  it('refuses the 5th socket of a diner session at the handshake, and takes one once one goes', async () => {
    const token = await dinerToken(s, 801);
    const socks: Socket[] = [];
    for (let i = 0; i < CONNECTION_LIMITS.perSession; i++) socks.push(await s.socket({ token }));
    const fifth = await refusal(s, { token });
    expect(fifth).toEqual({
      code: 'TOO_MANY_SOCKETS',
      message: expect.stringMatching(/Too many connections/),
    });
    // Another diner is not held by it.
    socks.push(await s.socket({ token: await dinerToken(s, 802) }));
    socks[0]!.disconnect();
    await vi.waitFor(() => expect(s.app.io.of('/').sockets.size).toBe(socks.length - 1));
    socks.push(await s.socket({ token }));
    await allGone(s, socks);
  });

  it('refuses sockets past the device’s and the address’s limits, whatever the sessions', async () => {
    const cookie = deviceCookie(s, 'phone-1');
    const socks: Socket[] = [];
    for (let i = 0; i < CONNECTION_LIMITS.perDevice; i++)
      socks.push(await s.socket({ token: await dinerToken(s, 810 + i), cookie }));
    const device = await refusal(s, { token: await dinerToken(s, 830), cookie });
    expect(device?.code).toBe('TOO_MANY_SOCKETS');
    while (socks.length < perAddress) socks.push(await s.socket({}));
    expect((await refusal(s, {}))?.code).toBe('TOO_MANY_SOCKETS');
    await allGone(s, socks);
    expect((await refusal(s, {})) === null).toBe(true);
  });
});

describe('Events in flight per session', () => {
  let s: TestServer;
  const maxInFlight = 3;
  beforeAll(async () => {
    s = await startTestServer({
      modules: [cartModule],
      prepare: (store) => seedCartMenu(store),
      socketLimits: { maxInFlight },
    });
  });
  afterAll(() => s.close());

  it('are at most N over all the session’s sockets: one more is refused at once', async () => {
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    addJoinCheck(s.app.io, () => held);
    const token = await dinerToken(s, 901);
    const socks: Socket[] = [];
    for (let i = 0; i < maxInFlight + 1; i++) socks.push(await s.socket({ token }));
    const acks = socks.map((sock) => emitWithAck<Ack>(sock, 'JOIN_ROOM', { room: '901' }, 10_000));
    // The joins wait in the check; the one past the session's limit is answered at once.
    const first = await Promise.race(acks);
    expect(first).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(first.message).toMatch(/at once/);
    open();
    const all = await Promise.all(acks);
    expect(all.filter((a) => a.ok)).toHaveLength(maxInFlight);
  });
});
