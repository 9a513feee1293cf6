// Issue 50 §5: a stranger guessing an order's PIN all evening gets at most 10 wrong guesses an
// hour answered, and never takes the turn of the party at the table.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  nextEvent,
  scanTable,
  staffLogin,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';
import { openByStaff } from '../test/diners';

const PIN = '4321';

describe('The wrong-PIN budget of an order', () => {
  let s: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    s = await startTestServer({
      prepare: (store) => insertFixtures(store),
      limits: { clock: () => now },
    });
  });
  afterAll(() => s.close());

  it('answers a stranger guessing every 5 s at most 10 wrong PINs an hour; the party always gets in', async () => {
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const orderId = await openByStaff(s, staff, 6, 2, PIN);
    const check = (cookie: string, code: string) =>
      s.request('/api/order-password/check', {
        method: 'POST',
        cookie,
        body: { order_head_id: orderId, order_code: code },
      });
    // A guest of the party scanned the table before anybody guessed.
    const party = await scanTable(s, 6);
    const console = await s.socket({ token: staff });
    const told = nextEvent(console, 'PIN_GUESSING', 60_000);

    // The guessing starts on the next second of the clock (scan times are whole seconds).
    const start = (Math.floor(Date.now() / 1000) + 1) * 1000;
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThanOrEqual(start), {
      timeout: 5000,
      interval: 20,
    });
    let answeredWrong = 0;
    let refused = 0;
    for (let i = 0; i < 720; i++) {
      now = start + i * 5000;
      // The stranger scans afresh for every guess (a new phone each time, as far as we know).
      const stranger = await scanTable(s, 6);
      const r = await check(stranger.cookie, String(1000 + i).padStart(4, '0'));
      if (r.status === 200) {
        expect(r.body).toMatchObject({ status: 300 });
        answeredWrong++;
      } else {
        expect(r.status, `${i} ${r.text}`).toBe(429);
        expect(r.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        refused++;
      }
      // Every five minutes the party enters the right PIN: never refused.
      if (i % 60 === 59)
        expect((await check(party.cookie, PIN)).body).toEqual({
          status: 200,
          message: 'OK',
        });
    }
    expect(answeredWrong).toBeLessThanOrEqual(10);
    expect(refused).toBeGreaterThanOrEqual(700);
    expect(await told).toEqual({ table_id: 6, order_head_id: orderId });
    // A phone that only now scans the table waits, even with the right PIN; staff do not.
    now = start + 3600 * 1000 - 5000;
    const late = await check((await scanTable(s, 6)).cookie, PIN);
    expect(late.status).toBe(429);
    const byStaff = await s.request('/api/order-password/check', {
      method: 'POST',
      token: staff,
      body: { order_head_id: orderId, order_code: PIN },
    });
    expect(byStaff.body).toEqual({ status: 200, message: 'OK' });
  }, 600_000);
});
