import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  startTestServer,
  storeKinds,
  scanTable,
  staffLogin,
  cookieOf,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { orderHeadPasswords, pinPasses } from '../../store/schema';

const SPACING_MS = 300;

describe.each(storeKinds())('Table PIN (%s)', (kind) => {
  let s: TestServer;
  let orderId: number;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      prepare: (store) => insertFixtures(store),
      limits: { targetSpacingMs: SPACING_MS },
    });
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 1, select_menu: '9', adult_number: 2, child_number: 0, order_code: '4321' },
    });
    orderId = (r.body as { orderId: number }).orderId;
  });
  afterAll(() => s.close());

  const check = (cookie: string, code: string) =>
    s.request('/api/order-password/check', {
      method: 'POST',
      cookie,
      body: { order_head_id: orderId, order_code: code },
    });

  it('answers 300 for a wrong PIN and 200 with a 3600 s httpOnly cookie for the right one', async () => {
    const { cookie } = await scanTable(s, 1);
    const wrong = await check(cookie, '0000');
    expect(wrong.body).toMatchObject({ status: 300 });
    expect(wrong.cookies.tavola_pin).toBeUndefined();
    const right = await check(cookie, '4321');
    expect(right.body).toMatchObject({ status: 200 });
    const setCookie = right.headers.getSetCookie().find((c) => c.startsWith('tavola_pin='))!;
    expect(setCookie).toMatch(/Max-Age=3600/);
    expect(setCookie).toMatch(/HttpOnly/);
  });

  it('shows the PIN only with the PIN cookie', async () => {
    const { cookie } = await scanTable(s, 1);
    expect(
      (await s.request(`/api/v2/order_head_password/list?order_id=${orderId}`, { cookie })).status,
    ).toBe(403);
    const right = await check(cookie, '4321');
    const withPass = cookieOf(
      {
        cookies: Object.fromEntries(
          cookie.split('; ').map((p) => p.split('=') as [string, string]),
        ),
      },
      right,
    );
    const list = await s.request(`/api/v2/order_head_password/list?order_id=${orderId}`, {
      cookie: withPass,
    });
    expect(list.body).toMatchObject({ data: [{ order_head_id: orderId, order_password: '4321' }] });
  });

  it('remembers a right PIN for 3600 s, then asks for it again', async () => {
    const { cookie } = await scanTable(s, 1);
    const list = () =>
      s.request(`/api/v2/order_head_password/list?order_id=${orderId}`, { cookie });
    expect((await check(cookie, '4321')).body).toMatchObject({ status: 200 });
    expect((await list()).status).toBe(200);
    // 59 minutes later the pass still holds; at 61 minutes the order asks for the PIN again.
    const ago = (s_: number) => new Date(Date.now() - s_ * 1000);
    await s.store.db.update(pinPasses).set({ created_at: ago(59 * 60) });
    expect((await list()).status).toBe(200);
    await s.store.db.update(pinPasses).set({ created_at: ago(3601) });
    const expired = await list();
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ code: 'PIN_REQUIRED' });
    // Entering it again renews the pass.
    expect((await check(cookie, '4321')).body).toMatchObject({ status: 200 });
    expect((await list()).status).toBe(200);
  });

  it('refuses checks from a diner of another table', async () => {
    const other = await scanTable(s, 5);
    expect((await check(other.cookie, '4321')).status).toBe(403);
  });

  it('holds a session that keeps guessing, and never another diner with the right PIN', async () => {
    // An order of its own (table 2), whose failures start from none.
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 2, select_menu: '9', adult_number: 2, child_number: 0, order_code: '4321' },
    });
    const order = (opened.body as { orderId: number }).orderId;
    const check = (cookie: string, code: string) =>
      s.request('/api/order-password/check', {
        method: 'POST',
        cookie,
        body: { order_head_id: order, order_code: code },
      });
    const { cookie } = await scanTable(s, 2);
    for (let i = 0; i < 5; i++)
      expect((await check(cookie, '1111')).body).toMatchObject({ status: 300 });
    // Five failures: this session waits out its window, even with the right PIN.
    const held = await check(cookie, '4321');
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another diner with the right PIN gets in at once (server/security/pin-budget.test.ts).
    const other = await scanTable(s, 2);
    expect((await check(other.cookie, '4321')).body).toMatchObject({ status: 200 });
  });

  it('lets an employee change and cancel the PIN, and refuses wrong credentials', async () => {
    const { cookie } = await scanTable(s, 1);
    const update = (body: Record<string, unknown>) =>
      s.request('/api/order-password/update', {
        method: 'PATCH',
        cookie,
        body: { order_head_id: orderId, ...body },
      });
    const bad = await update({
      employee_id: EMPLOYEE.account,
      password_id: 'nope',
      new_order_code: '5555',
    });
    expect(bad.body).toMatchObject({ status: 300 });
    const ok = await update({
      employee_id: EMPLOYEE.account,
      password_id: EMPLOYEE.password,
      new_order_code: '5555',
    });
    expect(ok.body).toMatchObject({ status: 200 });
    const active = await s.store.db
      .select()
      .from(orderHeadPasswords)
      .where(
        and(eq(orderHeadPasswords.order_head_id, orderId), eq(orderHeadPasswords.active, true)),
      );
    expect(active.map((p) => p.order_password)).toEqual(['5555']);
    const cancel = await update({
      employee_id: EMPLOYEE.account,
      password_id: EMPLOYEE.password,
      new_order_code: '',
    });
    expect(cancel.body).toMatchObject({ status: 200 });
    const fresh = await scanTable(s, 1);
    const list = await s.request(`/api/v2/order_head_password/list?order_id=${orderId}`, {
      cookie: fresh.cookie,
    });
    expect(list.body).toEqual({ data: [] });
  });
});

describe.each(storeKinds())('Table PIN under attack (%s)', (kind) => {
  // The default limits: 10 wrong guesses per order an hour from new phones; 5 per session.
  let s: TestServer;
  let orderId: number;
  beforeAll(async () => {
    s = await startTestServer({ kind, prepare: (store) => insertFixtures(store) });
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 6, select_menu: '9', adult_number: 2, child_number: 0, order_code: '8642' },
    });
    orderId = (r.body as { orderId: number }).orderId;
  });
  afterAll(() => s.close());

  const check = (cookie: string, code: string) =>
    s.request('/api/order-password/check', {
      method: 'POST',
      cookie,
      body: { order_head_id: orderId, order_code: code },
    });

  it('answers 10 wrong PINs from phones new to the order, refuses the rest and their right PIN, and lets the party in', async () => {
    // The party's phone scanned the table before anybody guessed (in an earlier second).
    const party = await scanTable(s, 6);
    const next = (Math.floor(Date.now() / 1000) + 1) * 1000;
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThanOrEqual(next), {
      timeout: 5000,
      interval: 20,
    });
    expect((await check((await scanTable(s, 6)).cookie, '0999')).body).toMatchObject({
      status: 300,
    });
    const phones = await Promise.all(Array.from({ length: 10 }, () => scanTable(s, 6)));
    const answers = await Promise.all(
      phones.map(async ({ cookie }, p) => {
        const mine = [];
        for (let i = 0; i < 10; i++)
          mine.push(await check(cookie, String(1000 + p * 10 + i).padStart(4, '0')));
        return mine;
      }),
    );
    const all = answers.flat();
    expect(all).toHaveLength(100);
    const judged = all.filter((r) => r.status === 200);
    const refused = all.filter((r) => r.status === 429);
    // The order's budget: 10 wrong guesses an hour from everybody, the first one included.
    expect(judged).toHaveLength(9);
    for (const r of judged) expect(r.body).toMatchObject({ status: 300 });
    expect(refused).toHaveLength(91);
    for (const r of refused) {
      expect(r.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    // The right PIN from a phone new to the order waits as well.
    for (const cookie of [(await scanTable(s, 6)).cookie, phones[0]!.cookie]) {
      const right = await check(cookie, '8642');
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(right.cookies.tavola_pin).toBeUndefined();
    }
    // The party's phone is answered, and gets in.
    expect((await check(party.cookie, '8642')).body).toMatchObject({ status: 200 });
    // Nothing of the order opened to any of them.
    const list = await s.request(`/api/v2/order_head_password/list?order_id=${orderId}`, {
      cookie: phones[0]!.cookie,
    });
    expect(list.status).toBe(403);
  });
});
