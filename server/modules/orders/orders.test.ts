import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  startTestServer,
  storeKinds,
  scanTable,
  staffLogin,
  nextEvent,
  emitWithAck,
  cookieOf,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { diningTables, orderDetails, orders } from '../../store/schema';

const open = (s: TestServer, cookie: string, body: Record<string, unknown>) =>
  s.request('/api/v2.5/orders/not-check-table-status', {
    method: 'POST',
    cookie,
    body: { select_menu: '9', adult_number: 2, child_number: 1, eat_type: 0, ...body },
  });

describe.each(storeKinds())('Orders with self-opening (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ kind, prepare: (store) => insertFixtures(store, { approval: 0 }) });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  it('opens a dine-in order, binds the session to it and tells the room', async () => {
    const { cookie, token } = await scanTable(s, 1);
    const sock = await s.socket({ token });
    await emitWithAck(sock, 'JOIN_ROOM', 1);
    const joined = nextEvent<{ order_head_id: number }>(sock, 'joinOrder');
    const status = nextEvent<{ table_status: number; cor_status: number }>(sock, 'TABLE_STATUS');
    const r = await open(s, cookie, { table_id: 1, order_code: '1234' });
    expect(r.status).toBe(200);
    const body = r.body as {
      orderId: number;
      customer_num: number;
      select_menu: string;
      created: boolean;
    };
    expect(body).toMatchObject({ customer_num: 3, select_menu: '9', created: true });
    expect((await joined).order_head_id).toBe(body.orderId);
    expect(await status).toMatchObject({ table_status: 3, cor_status: 1 });
    expect(s.app.sessions.verify(r.cookies.tavola_session)).toMatchObject({
      tableId: 1,
      orderId: body.orderId,
    });
    const table = await scanTable(s, 1);
    expect(table.res.body).toMatchObject({
      table_status: 3,
      cor_status: 1,
      order_head_id: body.orderId,
      adult_number: 2,
      child_number: 1,
    });
  });

  it('gives two diners opening at once the same order', async () => {
    const a = await scanTable(s, 2);
    const b = await scanTable(s, 2);
    const [ra, rb] = await Promise.all([
      open(s, a.cookie, { table_id: 2 }),
      open(s, b.cookie, { table_id: 2 }),
    ]);
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect((ra.body as { orderId: number }).orderId).toBe((rb.body as { orderId: number }).orderId);
    const open2 = await s.store.db
      .select()
      .from(orders)
      .where(and(eq(orders.table_id, 2), eq(orders.status, 'open')));
    expect(open2).toHaveLength(1);
  });

  it('refuses a paused table, unknown menus and an empty party without writing', async () => {
    const before = (await s.store.db.select().from(orders)).length;
    expect(
      (
        await s.request('/api/v2.5/orders/not-check-table-status', {
          method: 'POST',
          token: staff,
          body: { table_id: 4, select_menu: '9', adult_number: 1, child_number: 0 },
        })
      ).status,
    ).toBe(403);
    const { cookie } = await scanTable(s, 5);
    const unknown = await open(s, cookie, { table_id: 5, select_menu: '999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await open(s, cookie, { table_id: 5, adult_number: 0, child_number: 0 })).status).toBe(
      400,
    );
    expect((await open(s, cookie, { table_id: 6 })).status).toBe(403);
    expect((await s.store.db.select().from(orders)).length).toBe(before);
    const [t5] = await s.store.db.select().from(diningTables).where(eq(diningTables.table_id, 5));
    expect(t5!.order_head_id).toBeNull();
  });

  it('creates a quick-service order and returns orderId', async () => {
    const r = await s.request('/api/v2/orders', {
      method: 'POST',
      body: {
        table_id: -1,
        eat_type: 1,
        select_menu: '10',
        customer_name: 'Mario',
        customer_num: 1,
        kds_time: '2026-11-22 12:00',
        customer_info: {
          order_type: 1,
          order_state: 0,
          customer_eat_time: '12:30',
          customer_name: 'Mario',
          customer_phone: '+39 333 1234567',
          address: '',
          zipcode: '',
        },
      },
    });
    expect(r.status).toBe(200);
    const { orderId, table_id, eat_type } = r.body as {
      orderId: number;
      table_id: number;
      eat_type: number;
    };
    expect(orderId).toBeGreaterThan(0);
    expect([table_id, eat_type]).toEqual([-1, 1]);
    const cookie = cookieOf(r);
    const sock = await s.socket({ token: r.cookies.tavola_session });
    expect(await emitWithAck(sock, 'JOIN_ROOM', String(-orderId))).toMatchObject({ ok: true });
    const info = await s.request(`/api/v3/update_od_customer/${orderId}`, { cookie });
    expect(info.body).toMatchObject({
      customerInfos: { customer_name: 'Mario', customer_phone: '+39 333 1234567', address: '' },
    });
    const patched = await s.request(`/api/v3/update_od_customer/${orderId}`, {
      method: 'PATCH',
      cookie,
      body: { customerInfos: { customer_eat_time: '13:00' } },
    });
    expect(patched.body).toMatchObject({
      customerInfos: { customer_name: 'Mario', customer_eat_time: '13:00' },
    });
    const other = await scanTable(s, 6);
    expect(
      (await s.request(`/api/v3/update_od_customer/${orderId}`, { cookie: other.cookie })).status,
    ).toBe(403);
  });

  it('updates head counts and menus and pushes UPDATE_ORDER_TABLE', async () => {
    const { cookie, token } = await scanTable(s, 6);
    // Table 6 is free: staff opens it, then the diner scans again and joins the order.
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 6, select_menu: '9', adult_number: 2, child_number: 0 },
    });
    const orderId = (opened.body as { orderId: number }).orderId;
    const again = await scanTable(s, 6, cookie);
    const sock = await s.socket({ token: again.token || token });
    await emitWithAck(sock, 'JOIN_ROOM', 6);
    const pushed = nextEvent<{ order_head_id: number; adult_number: number }>(
      sock,
      'UPDATE_ORDER_TABLE',
    );
    const r = await s.request('/api/v2/orders', {
      method: 'PATCH',
      cookie: again.cookie,
      body: {
        orders: [
          {
            order_head_id: orderId,
            select_menu: '9,10',
            adult_number: 3,
            child_number: 2,
            other_number: 0,
          },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect((r.body as { data: unknown[] }).data[0]).toMatchObject({
      select_menu: '9,10',
      adult_number: 3,
      child_number: 2,
      customer_num: 5,
    });
    expect(await pushed).toMatchObject({ order_head_id: orderId, adult_number: 3 });
    const foreign = await s.request('/api/v2/orders', {
      method: 'PATCH',
      cookie,
      body: { orders: [{ order_head_id: orderId + 1000, adult_number: 1 }] },
    });
    expect(foreign.status).toBe(403);
    const missing = await s.request('/api/v2/orders', {
      method: 'PATCH',
      token: staff,
      body: {
        orders: [
          { order_head_id: orderId, adult_number: 9 },
          { order_head_id: 99999, adult_number: 1 },
        ],
      },
    });
    expect(missing.status).toBe(404);
    const [o] = await s.store.db.select().from(orders).where(eq(orders.order_head_id, orderId));
    expect(o!.adult_number).toBe(3);
  });

  /** Scans table 1 (whose order has PIN 1234) and enters the PIN. */
  async function scanWithPin() {
    const { cookie, token } = await scanTable(s, 1);
    const id = (s.app.sessions.verify(token) as { orderId: number }).orderId;
    const pin = await s.request('/api/order-password/check', {
      method: 'POST',
      cookie,
      body: { order_head_id: id, order_code: '1234' },
    });
    expect(pin.body).toMatchObject({ status: 200 });
    return { cookie, id };
  }

  it('generates customer names, stable per device, and refuses a taken one', async () => {
    const { cookie, id } = await scanWithPin();
    const first = await s.request(`/api/v2/orders/${id}/gen-customer-name`, {
      method: 'PATCH',
      cookie,
      body: { identifier: 'device-a' },
    });
    expect(first.status).toBe(200);
    const name = (first.body as { now_customer_name: string }).now_customer_name;
    expect(name).toBe('1');
    const again = await s.request(`/api/v2/orders/${id}/gen-customer-name`, {
      method: 'PATCH',
      cookie,
      body: { identifier: 'device-a' },
    });
    expect((again.body as { now_customer_name: string }).now_customer_name).toBe(name);
    const second = await s.request(`/api/v2/orders/${id}/gen-customer-name`, {
      method: 'PATCH',
      cookie,
      body: { identifier: 'device-b' },
    });
    expect((second.body as { now_customer_name: string }).now_customer_name).toBe('2');
    expect(s.app.sessions.verify(second.cookies.tavola_session)).toMatchObject({ customer: '2' });
    const taken = await s.request(`/api/v2/orders/${id}/gen-customer-name`, {
      method: 'PATCH',
      cookie,
      body: { identifier: 'device-c', customer_name: '1' },
    });
    expect(taken.status).toBe(409);
    const chosen = await s.request(`/api/v2/orders/${id}/gen-customer-name`, {
      method: 'PATCH',
      cookie,
      body: { identifier: 'device-c', customer_name: 'Luca' },
    });
    expect((chosen.body as { now_customer_name: string }).now_customer_name).toBe('Luca');
  });

  it('tells the app whether an answer changed the session or only renewed it', async () => {
    // A first scan: a new session.
    const { res: scan } = await scanTable(s, 1);
    expect(scan.headers.get('x-diner-session')).toBe('renewed');
    // The table read again with a session: the same session, renewed.
    const { cookie, id } = await scanWithPin();
    const { res: again } = await scanTable(s, 1, cookie);
    expect(again.headers.get('x-diner-session')).toBe('kept');
    // A name other than the session's customer changes the session; the same name keeps it.
    const name = async (identifier: string, from: string) => {
      const r = await s.request(`/api/v2/orders/${id}/gen-customer-name`, {
        method: 'PATCH',
        cookie: from,
        body: { identifier },
      });
      expect(r.status).toBe(200);
      const now = (r.body as { now_customer_name: string }).now_customer_name;
      return { now, header: r.headers.get('x-diner-session'), cookie: cookieOf(r) };
    };
    // The devices named above ('1' and '2'): names stay with their device.
    const first = await name('device-b', cookie);
    expect([first.now, first.header]).toEqual(['2', 'renewed']);
    const same = await name('device-b', first.cookie);
    expect([same.now, same.header]).toEqual(['2', 'kept']);
    const back = await name('device-a', first.cookie);
    expect([back.now, back.header]).toEqual(['1', 'renewed']);
  });

  it('generates the per-person extras from the first menu once', async () => {
    const { cookie, id } = await scanWithPin();
    const r = await s.request(`/api/v2/orders/${id}/gen-extra-dish`, {
      method: 'POST',
      cookie,
      body: { id, first_menu: 9, week: 2 },
    });
    expect(r.status).toBe(200);
    const extras = (
      r.body as { extraDishes: { item_id: number; quantity: number; product_price: number }[] }
    ).extraDishes;
    expect(extras.map((e) => [e.item_id, e.quantity, e.product_price])).toEqual([
      [901, 2, 2.5],
      [902, 1, 1],
    ]);
    const again = await s.request(`/api/v2/orders/${id}/gen-extra-dish`, {
      method: 'POST',
      cookie,
      body: { id, first_menu: 9, week: 2 },
    });
    expect(again.body).toMatchObject({ created: false });
    const rows = await s.store.db
      .select()
      .from(orderDetails)
      .where(and(eq(orderDetails.order_head_id, id), eq(orderDetails.source, 'extra')));
    expect(rows).toHaveLength(2);
  });

  it('uses the weekday entry of the menu for extras', async () => {
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 5, select_menu: '9', adult_number: 3, child_number: 2 },
    });
    const id = (opened.body as { orderId: number }).orderId;
    const r = await s.request(`/api/v2/orders/${id}/gen-extra-dish`, {
      method: 'POST',
      token: staff,
      body: { first_menu: 9, week: 6 },
    });
    expect(
      (r.body as { extraDishes: { item_id: number; quantity: number }[] }).extraDishes.map((e) => [
        e.item_id,
        e.quantity,
      ]),
    ).toEqual([[903, 3]]);
    const added = await s.request(`/api/v2/orders/extradishes/${id}`, {
      method: 'POST',
      token: staff,
      body: {
        extraDishes: [{ item_id: 904, quantity: 2 }],
        openEmployeeId: 1,
        openEmployeeName: 'Ada',
      },
    });
    expect(added.status).toBe(200);
    expect((added.body as { extraDishes: unknown[] }).extraDishes).toHaveLength(2);
    const diner = await scanTable(s, 5);
    expect(
      (
        await s.request(`/api/v2/orders/extradishes/${id}`, {
          method: 'POST',
          cookie: diner.cookie,
          body: { extraDishes: [{ item_id: 904 }] },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await s.request(`/api/v2/orders/extradishes/${id}`, {
          method: 'POST',
          token: staff,
          body: { extraDishes: [{ item_id: 12345 }] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('Orders with staff approval on', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ prepare: (store) => insertFixtures(store, { approval: 1 }) });
  });
  afterAll(() => s.close());

  it('refuses a diner opening the table directly', async () => {
    const { cookie } = await scanTable(s, 1);
    const r = await open(s, cookie, { table_id: 1 });
    expect(r.status).toBe(403);
    expect((await s.store.db.select().from(orders)).length).toBe(0);
  });
});
