// The diner's entry checks through the real routes and socket events: the table PIN held per
// browser session, customer ids bounded by the head count, a session that names its order, table
// names from the store, and the scan's age (entry-home-service.md §4, §5).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  cookieOf,
  emitWithAck,
  nextEvent,
  scanTable,
  staffLogin,
  startTestServer,
  storeKinds,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import * as t from '../../store/schema';
import { DISH, seedCartMenu } from '../cart/testing';
import {
  closeByStaff,
  dinerHttpActions,
  dinerSocketActions,
  openByStaff,
  requestTable,
  type Ack,
} from '../../test/diners';

type Cart = { items: Record<string, { ALL: { originId: number; totalNum: number }[] }> };

const PIN = '4321';

describe.each(storeKinds())('Entry checks of a diner session (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      prepare: async (store) => {
        await insertFixtures(store, { approval: 0 });
        await seedCartMenu(store);
      },
    });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  it('refuses every order action of a session that scanned a PIN table without its PIN', async () => {
    const pinned = new Map<number, number>([
      [1, await openByStaff(s, staff, 1, 2, PIN)],
      [2, await openByStaff(s, staff, 2, 2, '1111')],
    ]);
    // Walking the table ids gives a stranger a session on each open order, and nothing more.
    for (let n = 1; n <= 6; n++) {
      const { res, cookie, token } = await scanTable(s, n);
      if (res.status !== 200) continue;
      const view = res.body as { table_id: number; order_head_id: number | null };
      const orderId = pinned.get(view.table_id);
      if (!orderId) continue;
      expect(view).toMatchObject({ order_head_id: orderId, pin_required: true });
      const http = await dinerHttpActions(s, cookie, orderId, view.table_id);
      expect(http.filter((r) => r.code !== 'PIN_REQUIRED')).toEqual([]);
      for (const r of http) expect(r.status).toBe(403);
      const sock = await s.socket({ token });
      const acks = await dinerSocketActions(sock, view.table_id);
      expect(acks.filter((a) => a.ok || a.code !== 'PIN_REQUIRED')).toEqual([]);
      sock.disconnect();
    }
    expect(await s.store.db.select().from(t.cartLines)).toEqual([]);
    const calls = await s.store.db.select().from(t.serviceCalls);
    expect(calls).toEqual([]);
    const reviews = await s.store.db.select().from(t.reviews);
    expect(reviews).toEqual([]);
    const history = await s.store.db.select().from(t.orderDetails);
    expect(history).toEqual([]);
  });

  it('lets in the session that entered the PIN, and that session alone', async () => {
    const orderId = await openByStaff(s, staff, 5, 2, PIN);
    const stranger = await scanTable(s, 5);
    const diner = await scanTable(s, 5);
    expect(diner.res.body).toMatchObject({ pin_required: true });
    const wrong = await s.request('/api/order-password/check', {
      method: 'POST',
      cookie: diner.cookie,
      body: { order_head_id: orderId, order_code: '0000' },
    });
    expect(wrong.body).toMatchObject({ status: 300 });
    const right = await s.request('/api/order-password/check', {
      method: 'POST',
      cookie: diner.cookie,
      body: { order_head_id: orderId, order_code: PIN },
    });
    expect(right.body).toMatchObject({ status: 200 });
    // A reload (the same session) knows it passed.
    const again = await s.request('/api/v2/tables/5', { cookie: diner.cookie });
    expect(again.body).toMatchObject({ order_head_id: orderId, pin_required: false });
    const history = await s.request(`/api/v2.5/orders/history-dish/${orderId}?menu_id=9`, {
      cookie: diner.cookie,
    });
    expect(history.status).toBe(200);
    const sock = await s.socket({ token: diner.token });
    expect(await emitWithAck<Ack>(sock, 'JOIN_ROOM', '5')).toMatchObject({ ok: true });
    expect(await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId: 5 } })).toMatchObject(
      { ok: true },
    );
    // The PIN cookie copied into another browser session opens nothing: the pass is the session's.
    const copied = cookieOf(
      { cookies: { tavola_session: stranger.token } },
      { cookies: { tavola_pin: right.cookies.tavola_pin! } },
    );
    const refused = await s.request(`/api/v2.5/orders/history-dish/${orderId}?menu_id=9`, {
      cookie: copied,
    });
    expect(refused.body).toMatchObject({ code: 'PIN_REQUIRED' });
    await closeByStaff(s, staff, 5);
  });

  it('gives a session that set the PIN its pass', async () => {
    const { cookie } = await scanTable(s, 6);
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      cookie,
      body: { table_id: 6, select_menu: '9', adult_number: 1, child_number: 0, order_code: PIN },
    });
    expect(r.status).toBe(200);
    const orderId = (r.body as { orderId: number }).orderId;
    const opener = cookieOf({ cookies: { tavola_session: r.cookies.tavola_session! } });
    const history = await s.request(`/api/v2/orders/${orderId}?menu_id=9`, { cookie: opener });
    expect(history.status).toBe(200);
    await closeByStaff(s, staff, 6);
  });

  it('hands out no more customer ids than the order has people, so per-person caps hold', async () => {
    // A 1-adult table whose dish cap is 2 per customer (gyoza).
    const orderId = await openByStaff(s, staff, 5, 1);
    const names: string[] = [];
    const codes: string[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const scanned = await scanTable(s, 5);
      const r = await s.request(`/api/v2/orders/${orderId}/gen-customer-name`, {
        method: 'PATCH',
        cookie: scanned.cookie,
        body: { identifier: `phone-${i}` },
      });
      if (r.status === 200) names.push((r.body as { now_customer_name: string }).now_customer_name);
      else codes.push((r.body as Ack).code ?? String(r.status));
      tokens.push(r.cookies.tavola_session ?? scanned.token);
    }
    expect(names).toEqual(['1']);
    expect(codes).toEqual(Array(19).fill('TOO_MANY_CUSTOMERS'));
    // The first phone keeps its id.
    const first = await scanTable(s, 5);
    const same = await s.request(`/api/v2/orders/${orderId}/gen-customer-name`, {
      method: 'PATCH',
      cookie: first.cookie,
      body: { identifier: 'phone-0' },
    });
    expect(same.body).toMatchObject({ now_customer_name: '1' });
    // All twenty phones press + twice: the table holds at most the one person's 2.
    let cart: Cart | undefined;
    for (const token of tokens) {
      const sock = await s.socket({ token });
      await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId: 5 } });
      for (let k = 0; k < 2; k++)
        await emitWithAck<Ack>(sock, '/cart2/update', {
          cartFind: { tableId: 5 },
          dish: { id: DISH.gyoza },
          mathSymbol: 0,
          action: { type: 0, state: 0 },
          isAddDuplicate: true,
        });
      cart = (await emitWithAck<Ack & { cart: Cart }>(sock, '/cart2/connect', {})).cart;
      sock.disconnect();
    }
    const gyoza = Object.values(cart!.items)
      .flatMap((turn) => turn.ALL)
      .filter((l) => l.originId === DISH.gyoza)
      .reduce((n, l) => n + l.totalNum, 0);
    expect(gyoza).toBe(2);
    await closeByStaff(s, staff, 5);
  });

  it("sends a phone of a closed order to scan again instead of into the table's next order", async () => {
    const a = await openByStaff(s, staff, 5, 2);
    const phone = await scanTable(s, 5);
    expect(phone.res.body).toMatchObject({ order_head_id: a });
    await closeByStaff(s, staff, 5);
    const b = await openByStaff(s, staff, 5, 3);
    // The old phone reloads: told its order ended, not let into B.
    const reload = await s.request('/api/v2/tables/5', { cookie: phone.cookie });
    expect(reload.status).toBe(409);
    expect(reload.body).toMatchObject({ code: 'ORDER_CHANGED' });
    expect(reload.cookies.tavola_session).toBeUndefined();
    const join = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      cookie: phone.cookie,
      body: { table_id: 5, select_menu: '9', adult_number: 1, child_number: 0 },
    });
    expect(join.body).toMatchObject({ code: 'ORDER_CHANGED' });
    const sock = await s.socket({ token: phone.token });
    expect(await emitWithAck<Ack>(sock, 'JOIN_ROOM', '5')).toMatchObject({
      ok: false,
      code: 'ORDER_CHANGED',
    });
    sock.disconnect();
    // A new scan starts a session on B.
    const scan = await s.request('/api/v2/tables/5?scan=1', { cookie: phone.cookie });
    expect(scan.body).toMatchObject({ order_head_id: b });
    const session = s.app.sessions.verify(scan.cookies.tavola_session);
    expect(session).toMatchObject({ orderId: b, tableId: 5 });
    await closeByStaff(s, staff, 5);
  });

  it('stores the table name staff read from the store, never from the diner', async () => {
    const staffSock = await s.socket({ token: staff });
    const { token } = await scanTable(s, 6);
    const diner = await s.socket({ token });
    const request = nextEvent<{ table_name: string }>(staffSock, 'QOP_CREATE_ORDER_REQUEST');
    expect((await requestTable(diner, 6, 'T12')).ok).toBe(true);
    // Approval is off here: the request is approved at once, under the table's own name.
    const [req] = await s.store.db
      .select()
      .from(t.orderRequests)
      .where(eq(t.orderRequests.table_id, 6));
    expect(req!.table_name).toBe('A6');
    void request.catch(() => undefined);
    const fresh = await scanTable(s, 6, cookieOf({ cookies: { tavola_session: token } }));
    const sock = await s.socket({ token: fresh.token });
    const call = nextEvent<{ table_name: string }>(staffSock, 'CALL_SERVICE');
    expect(
      await emitWithAck<Ack>(sock, 'CALL_SERVICE', {
        table_id: 6,
        table_name: 'T12',
        message: 'Water please',
      }),
    ).toMatchObject({ ok: true });
    expect(await call).toMatchObject({ table_name: 'A6' });
    const rows = await s.store.db
      .select()
      .from(t.serviceCalls)
      .where(eq(t.serviceCalls.table_id, 6));
    expect(rows.map((r) => r.table_name)).toEqual(['A6']);
    await closeByStaff(s, staff, 6);
  });

  it('refuses a scan older than time_interval hours, and reads the setting', async () => {
    const orderId = await openByStaff(s, staff, 5, 2);
    const fiveHoursAgo = Math.floor(Date.now() / 1000) - 5 * 3600;
    const old = s.app.sessions.signDiner({
      tableId: 5,
      orderId,
      customer: '1',
      scan: fiveHoursAgo,
    });
    const cookie = `tavola_session=${old}`;
    const reload = await s.request('/api/v2/tables/5', { cookie });
    expect(reload.status).toBe(401);
    expect(reload.body).toMatchObject({ code: 'SCAN_EXPIRED' });
    const history = await s.request(`/api/v2/orders/${orderId}?menu_id=9`, { cookie });
    expect(history.body).toMatchObject({ code: 'SCAN_EXPIRED' });
    const sock = await s.socket({ token: old });
    expect(await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId: 5 } })).toMatchObject(
      { ok: false, code: 'SCAN_EXPIRED' },
    );
    expect(
      await emitWithAck<Ack>(sock, 'CALL_SERVICE', { table_id: 5, message: 'Bill' }),
    ).toMatchObject({ ok: false, code: 'SCAN_EXPIRED' });
    sock.disconnect();
    // With time_interval 6 the same scan is still good.
    await s.store.db.insert(t.settings).values({ id: 1004, name: 'time_interval', value: 6 });
    try {
      expect((await s.request('/api/v2/tables/5', { cookie })).status).toBe(200);
    } finally {
      await s.store.db.delete(t.settings).where(eq(t.settings.id, 1004));
    }
    // A new scan starts afresh.
    const scan = await s.request('/api/v2/tables/5?scan=1', { cookie });
    expect(scan.status).toBe(200);
    const fresh = cookieOf(scan);
    expect((await s.request(`/api/v2/orders/${orderId}?menu_id=9`, { cookie: fresh })).status).toBe(
      200,
    );
    await closeByStaff(s, staff, 5);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'The PIN pass across server processes (PostgreSQL)',
  () => {
    it('holds at every process: entered at one, honoured at the other, for that session alone', async () => {
      const { createTestDatabase } = await import('../../test/harness');
      const db = await createTestDatabase();
      const one = await startTestServer({
        kind: 'postgres',
        databaseUrl: db.url,
        prepare: (store) => insertFixtures(store),
      });
      const two = await startTestServer({ kind: 'postgres', databaseUrl: db.url });
      try {
        const staff = await staffLogin(one, EMPLOYEE.account, EMPLOYEE.password);
        const opened = await one.request('/api/v2.5/orders/not-check-table-status', {
          method: 'POST',
          token: staff,
          body: {
            table_id: 1,
            select_menu: '9',
            adult_number: 2,
            child_number: 0,
            order_code: PIN,
          },
        });
        const orderId = (opened.body as { orderId: number }).orderId;
        const diner = await scanTable(one, 1);
        const stranger = await scanTable(two, 1);
        const entered = await one.request('/api/order-password/check', {
          method: 'POST',
          cookie: diner.cookie,
          body: { order_head_id: orderId, order_code: PIN },
        });
        expect(entered.body).toMatchObject({ status: 200 });
        const history = (server: TestServer, cookie: string) =>
          server.request(`/api/v2/orders/${orderId}?menu_id=9`, { cookie });
        expect((await history(two, diner.cookie)).status).toBe(200);
        expect((await history(two, stranger.cookie)).body).toMatchObject({ code: 'PIN_REQUIRED' });
      } finally {
        await one.close();
        await two.close();
        await db.drop();
      }
    }, 120_000);
  },
);
