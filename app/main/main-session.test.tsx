import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emitSocket,
  emitSocketWithAck,
  socketConnected,
  updateClientState,
} from '../../lib/session';
import type * as Session from '../../lib/session';
import { orderTabFixture } from '../../lib/session/fixtures';
import { pauseOrdering, startOrdering } from './main-session';

type SessionModule = typeof Session;

// The session's socket is played by the test: sent events are read from the mocks, the handlers
// of its `connect` are called by hand, and the connection has the id `socket.id` says.
const socket = vi.hoisted(() => ({ id: 'first', onConnect: [] as (() => void)[] }));
vi.mock('../../lib/session', async (original) => ({
  ...(await original<SessionModule>()),
  emitSocket: vi.fn(),
  emitSocketWithAck: vi.fn(() => new Promise(() => undefined)),
  onSocket: vi.fn((event: string, handler: () => void) => {
    if (event === 'connect') socket.onConnect.push(handler);
    return () => undefined;
  }),
  disconnectSocket: vi.fn(),
  refreshSocketSession: vi.fn(async () => undefined),
  socketHasCurrentSession: () => true,
  socketConnectionId: () => socket.id,
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Table 7, open with order 9; every other call answered empty. Counts the table's reads. */
function answerTable() {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v2/tables/7'))
      return json({
        table_id: 7,
        table_name: 'T7',
        table_status: 2,
        cor_status: 1,
        order_head_id: 9,
        customer_num: 2,
        select_menu: '4',
        child_number: 0,
        other_number: 0,
        adult_number: 2,
      });
    return json({});
  });
}
const tableReads = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/v2/tables/7')).length;

beforeEach(() => {
  vi.mocked(emitSocket).mockClear();
  vi.mocked(emitSocketWithAck).mockClear();
  updateClientState({ tableId: 7, tableStatus: 2, qrCodeDate: Date.now(), approvalStatus: 'NO' });
});
afterEach(() => {
  pauseOrdering();
  socketConnected.value = false;
  updateClientState({ tableId: null, orderTab: null, qrCodeDate: null });
  vi.restoreAllMocks();
});

describe('startOrdering', () => {
  it('is taken by the page mounting moments after the tap that started it', async () => {
    const fetch = answerTable();
    const tap = startOrdering();
    const page = startOrdering({ maxAgeMs: 10_000 });
    expect(page).toBe(tap);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(1));
    // Later, with an age, the same start still stands; without one (the page came back into
    // view), the session is brought up to date again.
    expect(startOrdering({ maxAgeMs: 10_000 })).toBe(tap);
    const again = startOrdering();
    expect(again).not.toBe(tap);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(2));
  });

  it('starts again once older than the age asked for, or after the page paused', async () => {
    const fetch = answerTable();
    const first = startOrdering();
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(1));
    pauseOrdering();
    const afterPause = startOrdering({ maxAgeMs: 10_000 });
    expect(afterPause).not.toBe(first);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(2));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    expect(startOrdering({ maxAgeMs: 10_000 })).not.toBe(afterPause);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(3));
  });
});

describe('the room and the cart', () => {
  /** The socket's `connect`, as the session's handlers registered for it hear it. */
  const connect = () => {
    socketConnected.value = true;
    for (const handler of socket.onConnect) handler();
  };
  const sent = (event: string) =>
    [...vi.mocked(emitSocket).mock.calls, ...vi.mocked(emitSocketWithAck).mock.calls].filter(
      ([e]) => e === event,
    ).length;
  /** A returning diner: the page starts with the order it kept (the table's order 9). */
  const returning = () => updateClientState({ orderTab: orderTabFixture() });

  it('are asked for once when the socket connects while the session starts', async () => {
    // A returning diner's page: the order is known, the socket connects as the session starts
    // (its `connect` and the session's own start both want the room and the cart).
    returning();
    answerTable();
    const done = startOrdering();
    connect();
    await done;
    expect(sent('JOIN_ROOM')).toBe(1);
    expect(sent('/cart2/init')).toBe(1);
  });

  it('are asked for again on a new connection, and after the page paused', async () => {
    returning();
    answerTable();
    socketConnected.value = true;
    await startOrdering();
    expect([sent('JOIN_ROOM'), sent('/cart2/init')]).toEqual([1, 1]);
    socket.id = 'second';
    connect();
    expect([sent('JOIN_ROOM'), sent('/cart2/init')]).toEqual([2, 2]);
    // Back into view on the same connection id (a test's; a real one is new): asked again.
    pauseOrdering();
    await startOrdering();
    expect([sent('JOIN_ROOM'), sent('/cart2/init')]).toEqual([3, 3]);
  });
});
