// Issue 50 point 2: a new session is one scan away, so what anyone may create is limited per
// person (device cookie, address, restaurant), and the staff room gets a bounded number of the
// events diners cause, however many sessions a script makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { DEFAULT_LIMITS, DEVICE_COOKIE } from '../auth/limits';
import {
  cookieOf,
  emitWithAck,
  scanTable,
  staffLogin,
  startTestServer,
  type TestResponse,
  type TestServer,
} from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';

const RESCANS = 200;

/** Counts the staff socket's events of one name; `settled` waits for those already sent. */
function countOn(sock: Socket, event: string) {
  let n = 0;
  sock.on(event, () => n++);
  return {
    async settled() {
      // Everything the server sent before this answer has arrived (one connection, in order).
      await emitWithAck(sock, 'LEAVE_ROOM', { room: 'nothing' });
      return n;
    },
  };
}

async function startServer(over: Parameters<typeof startTestServer>[0] = {}) {
  const s = await startTestServer({ prepare: (store) => insertFixtures(store), ...over });
  const staff = await s.socket({ token: await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password) });
  return { s, staff };
}

/** One re-scan: a new session at table 1 (with `device` when given), then a takeaway order. */
async function rescanAndOrder(s: TestServer, device?: string) {
  const cookie = device ? `${DEVICE_COOKIE}=${device}` : undefined;
  const scan = await scanTable(s, 1, cookie);
  expect(scan.res.status).toBe(200);
  const order = await s.request('/api/v2/orders', {
    method: 'POST',
    cookie: cookieOf({ cookies: device ? { [DEVICE_COOKIE]: device } : {} }, scan.res),
    body: { table_id: -1, eat_type: 1, select_menu: '9' },
  });
  return { scan, order };
}

function review(s: TestServer, order: TestResponse, device?: string) {
  const id = (order.body as { order_head_id: number }).order_head_id;
  return s.request('/api/v3/dining_reviews', {
    method: 'POST',
    cookie: cookieOf({ cookies: device ? { [DEVICE_COOKIE]: device } : {} }, order),
    body: { order_head_id: id, table_id: -1, rating: 2, comment: 'Cold soup' },
  });
}

describe('Re-scanning for new sessions', () => {
  let s: TestServer;
  let staff: Socket;
  beforeAll(async () => {
    ({ s, staff } = await startServer());
  });
  afterAll(() => s.close());

  it('opens at most the per-device and per-address takeaway orders and reviews', async () => {
    const reviews = countOn(staff, 'DINING_REVIEW');
    const first = await scanTable(s, 1);
    const device = first.res.cookies[DEVICE_COOKIE];
    expect(device, 'the first scan sets the device cookie').toBeTruthy();

    const kept: TestResponse[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < RESCANS; i++) {
      const { scan, order } = await rescanAndOrder(s, device);
      // The device keeps its id: no new device cookie on a re-scan.
      expect(scan.res.cookies[DEVICE_COOKIE]).toBeUndefined();
      statuses.push(order.status);
      if (order.status === 200) kept.push(order);
    }
    expect(kept).toHaveLength(DEFAULT_LIMITS.quickOrdersPerDevice);
    expect(statuses.filter((x) => x !== 200).every((x) => x === 429)).toBe(true);

    // Without the device cookie (a new device each time) the address still holds.
    for (let i = 0; i < RESCANS; i++) {
      const { order } = await rescanAndOrder(s);
      if (order.status === 200) kept.push(order);
      else expect(order.status).toBe(429);
    }
    expect(kept).toHaveLength(DEFAULT_LIMITS.quickOrdersPerAddress);
    const refused = await rescanAndOrder(s);
    expect(refused.order.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.order.headers.get('retry-after')).toMatch(/^\d+$/);

    // One review per order, and at most the per-address reviews however many orders.
    const answers: number[] = [];
    for (const order of kept) answers.push((await review(s, order)).status);
    for (const order of kept) expect((await review(s, order)).status).toBeGreaterThanOrEqual(400);
    expect(answers.filter((x) => x === 200)).toHaveLength(DEFAULT_LIMITS.reviewsPerAddress);
    expect(answers.filter((x) => x !== 200).every((x) => x === 429)).toBe(true);
    expect(await reviews.settled()).toBe(DEFAULT_LIMITS.reviewsPerAddress);
  }, 120_000);
});

describe('The staff room under diners’ actions', () => {
  let s: TestServer;
  let staff: Socket;
  const perAddress = 4;
  beforeAll(async () => {
    ({ s, staff } = await startServer({
      limits: { quickOrdersPerDevice: 1000, quickOrdersPerAddress: 1000, reviewsPerDevice: 1000 },
      staffFlow: { perDevice: 2, perAddress, total: 100 },
    }));
    // Reviews themselves are not limited here: only the staff room's budget holds.
    s.app.attempts.settings.reviewsPerAddress = 1000;
  });
  afterAll(() => s.close());

  it('gets a bounded number of review and call events from one source', async () => {
    const reviews = countOn(staff, 'DINING_REVIEW');
    const calls = countOn(staff, 'CALL_SERVICE');
    let stored = 0;
    for (let i = 0; i < 20; i++) {
      const { order } = await rescanAndOrder(s);
      expect(order.status).toBe(200);
      if ((await review(s, order)).status === 200) stored++;
    }
    expect(stored).toBe(20);
    const inRoom = await reviews.settled();
    expect(inRoom).toBe(perAddress);

    // Calls from the same address (new sessions at other tables) share its budget: none more.
    for (const table of [1, 2, 5, 6]) {
      const scan = await scanTable(s, table);
      const sock = await s.socket({ token: scan.token });
      const ack = await emitWithAck<{ ok: boolean }>(sock, 'CALL_SERVICE', {
        table_id: table,
        message: 'Water please',
      });
      expect(ack.ok).toBe(true);
    }
    expect(await calls.settled()).toBe(0);
  }, 120_000);
});
