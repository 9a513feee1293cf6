import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  startTestServer,
  storeKinds,
  scanTable,
  staffLogin,
  cookieOf,
  nextEvent,
  eventArrives,
  emitWithAck,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { employees, orders, serviceCalls } from '../../store/schema';

describe.each(storeKinds())('Staff and table service (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ kind, prepare: (store) => insertFixtures(store) });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  it('logs an employee in and keeps only a salted hash', async () => {
    const r = await s.request('/api/v1/kds/employee/login', {
      method: 'POST',
      body: {
        id: EMPLOYEE.account,
        password: EMPLOYEE.password,
        device_type: 'web',
        project: 'QOP',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 200, employee: { name: 'Ada' } });
    expect(r.cookies.tavola_staff).toBeTruthy();
    const [e] = await s.store.db
      .select()
      .from(employees)
      .where(eq(employees.account, EMPLOYEE.account));
    expect(e!.password_hash).not.toContain(EMPLOYEE.password);
    expect(e!.password_salt).toHaveLength(32);
    const wrong = await s.request('/api/v1/kds/employee/login', {
      method: 'POST',
      body: { id: EMPLOYEE.account, password: 'guess' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('stores a service call, forwards it to staff and answers the diner', async () => {
    const staffSock = await s.socket({ token: staff });
    const { token } = await scanTable(s, 1);
    const diner = await s.socket({ token });
    const forwarded = nextEvent<{ table_id: number; checkbox_group: string[]; message: string }>(
      staffSock,
      'CALL_SERVICE',
    );
    const answered = nextEvent<{ level: string }>(diner, 'MESSENGER');
    const ack = await emitWithAck<{ ok: boolean; id: number }>(diner, 'CALL_SERVICE', {
      table_id: 1,
      table_name: 'A1',
      message: 'More water please',
      checkbox_group: ['Water'],
      customer: '1',
      order_id: 0,
      project_name: 'QOP',
      type: 'CALL_SERVICE',
    });
    expect(ack).toMatchObject({ ok: true });
    expect(await forwarded).toMatchObject({
      table_id: 1,
      checkbox_group: ['Water'],
      message: 'More water please',
    });
    expect(await answered).toMatchObject({ level: 'success' });
    const rows = await s.store.db.select().from(serviceCalls);
    expect(rows.map((r) => r.message)).toContain('More water please');
    const list = await s.request('/api/v2/staff/service-calls?status=open', { token: staff });
    expect((list.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const done = await s.request(`/api/v2/staff/service-calls/${ack.id}`, {
      method: 'PATCH',
      token: staff,
      body: { status: 'done' },
    });
    expect(done.body).toMatchObject({ status: 'done' });
  });

  it('refuses an empty call and a call for another table', async () => {
    const { token } = await scanTable(s, 1);
    const diner = await s.socket({ token });
    expect(
      await emitWithAck(diner, 'CALL_SERVICE', { table_id: 1, message: '   ', checkbox_group: [] }),
    ).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await emitWithAck(diner, 'CALL_SERVICE', { table_id: 2, message: 'hi' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('sends an order request to staff; approval opens the order and tells the table', async () => {
    const staffSock = await s.socket({ token: staff });
    const first = await scanTable(s, 2);
    const other = await scanTable(s, 2);
    const a = await s.socket({ token: first.token });
    const b = await s.socket({ token: other.token });
    await emitWithAck(a, 'JOIN_ROOM', 2);
    await emitWithAck(b, 'JOIN_ROOM', 2);
    const toStaff = nextEvent<{ requestId: number; table_id: number; adult_number: number }>(
      staffSock,
      'QOP_CREATE_ORDER_REQUEST',
    );
    const sent = nextEvent<{ status: number }>(a, 'SEND_ORDER_REQUEST');
    const review = nextEvent<{ table_status: number; cor_status: number }>(b, 'TABLE_STATUS');
    a.emit('QOP_CREATE_ORDER_REQUEST', {
      type: 'QOP_CREATE_ORDER_REQUEST',
      tableId: 2,
      table_name: 'A2',
      menu: [{ main_group_id: 9 }],
      adultNum: 2,
      childNum: 1,
      otherNum: 0,
      person: 3,
      customer: '1',
      orderCode: '',
    });
    const req = await toStaff;
    expect(req).toMatchObject({ table_id: 2, adult_number: 2 });
    expect(await sent).toMatchObject({ status: 200 });
    expect(await review).toMatchObject({ table_status: 2, cor_status: 0 });
    const approved = nextEvent<{ content: { event: string; orderId: number } }>(b, 'CHAT_MESSAGE');
    const r = await s.request(`/api/v2/staff/order-requests/${req.requestId}/approve`, {
      method: 'POST',
      token: staff,
    });
    expect(r.status).toBe(200);
    const msg = await approved;
    expect(msg.content.event).toBe('CREATE_ORDER_REQUEST_SUCCESSED');
    const [o] = await s.store.db
      .select()
      .from(orders)
      .where(eq(orders.order_head_id, msg.content.orderId));
    expect(o).toMatchObject({ table_id: 2, adult_number: 2, child_number: 1, status: 'open' });
    const again = await s.request(`/api/v2/staff/order-requests/${req.requestId}/approve`, {
      method: 'POST',
      token: staff,
    });
    expect(again.status).toBe(409);
    const rescan = await scanTable(s, 2, first.cookie);
    expect(rescan.res.body).toMatchObject({
      table_status: 3,
      cor_status: 1,
      order_head_id: o!.order_head_id,
    });
  });

  it('rejects an order request and frees the table', async () => {
    const staffSock = await s.socket({ token: staff });
    const { token } = await scanTable(s, 5);
    const a = await s.socket({ token });
    await emitWithAck(a, 'JOIN_ROOM', 5);
    const toStaff = nextEvent<{ requestId: number }>(staffSock, 'QOP_CREATE_ORDER_REQUEST');
    await emitWithAck(a, 'SEND_ORDER_REQUEST', {
      tableId: '5',
      menu: '10',
      adultNum: 1,
      childNum: 0,
    });
    const { requestId } = await toStaff;
    const failed = nextEvent<{ content: { event: string } }>(a, 'CHAT_MESSAGE');
    const r = await s.request(`/api/v2/staff/order-requests/${requestId}/reject`, {
      method: 'POST',
      token: staff,
      body: { reason: 'Table reserved' },
    });
    expect(r.body).toMatchObject({ status: 'rejected' });
    expect((await failed).content.event).toBe('CREATE_ORDER_REQUEST_FAILED');
    const table = await scanTable(s, 5);
    expect(table.res.body).toMatchObject({ table_status: 0, order_head_id: null });
  });

  it('refuses order requests for another table and approvals without login', async () => {
    const { token } = await scanTable(s, 6);
    const a = await s.socket({ token });
    expect(
      await emitWithAck(a, 'SEND_ORDER_REQUEST', {
        tableId: 1,
        menu: '9',
        adultNum: 1,
        childNum: 0,
      }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(
      (await s.request('/api/v2/staff/order-requests/1/approve', { method: 'POST' })).status,
    ).toBe(401);
    const diner = await scanTable(s, 6);
    expect(
      (
        await s.request('/api/v2/staff/order-requests/1/approve', {
          method: 'POST',
          cookie: diner.cookie,
        })
      ).status,
    ).toBe(401);
  });

  it('pushes MESSENGER, UPDATE_LOCALE and BUBBLE_PROMPT from staff to a table', async () => {
    const { token } = await scanTable(s, 6);
    const a = await s.socket({ token });
    await emitWithAck(a, 'JOIN_ROOM', 6);
    const m = nextEvent(a, 'MESSENGER');
    await s.request('/api/v2/staff/tables/6/notify', {
      method: 'POST',
      token: staff,
      body: { event: 'MESSENGER', message: 'Your pizza is coming', level: 'info' },
    });
    expect(await m).toMatchObject({ message: 'Your pizza is coming', level: 'info' });
    const l = nextEvent(a, 'UPDATE_LOCALE');
    await s.request('/api/v2/staff/tables/6/notify', {
      method: 'POST',
      token: staff,
      body: { event: 'UPDATE_LOCALE', language: 'IT' },
    });
    expect(await l).toMatchObject({ language: 'IT' });
    const bad = await s.request('/api/v2/staff/tables/6/notify', {
      method: 'POST',
      token: staff,
      body: { event: 'TABLE_STATUS' },
    });
    expect(bad.status).toBe(400);
  });

  it('moves an order to a free table and tells the old room', async () => {
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 6, select_menu: '9', adult_number: 1, child_number: 0 },
    });
    const orderId = (opened.body as { orderId: number }).orderId;
    const { token } = await scanTable(s, 6);
    const a = await s.socket({ token });
    await emitWithAck(a, 'JOIN_ROOM', 6);
    const moved = nextEvent<{ table_id: number; from_table_id: number }>(a, 'UPDATE_ORDER_TABLE');
    const r = await s.request(`/api/v2/staff/orders/${orderId}/move`, {
      method: 'POST',
      token: staff,
      body: { table_id: 5 },
    });
    expect(r.status).toBe(200);
    expect(await moved).toMatchObject({ table_id: 5, from_table_id: 6 });
    expect((await scanTable(s, 5)).res.body).toMatchObject({ order_head_id: orderId });
    expect((await scanTable(s, 6)).res.body).toMatchObject({
      order_head_id: null,
      table_status: 0,
    });
    const busy = await s.request(`/api/v2/staff/orders/${orderId}/move`, {
      method: 'POST',
      token: staff,
      body: { table_id: 2 },
    });
    expect(busy.status).toBe(409);
    expect(await eventArrives(a, 'UPDATE_ORDER_TABLE', 200)).toBe(false);
  });
});

describe('A table move carries the diner session along', () => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    // Sealed table codes (as the demo restaurant has them): a diner may refresh only the table
    // its session names by its plain id.
    s = await startTestServer({ prepare: (store) => insertFixtures(store, { encrypting: 1 }) });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  it('renews the cookie for the new table, same customer, from the token CHANGE_CART_TABLE hands out', async () => {
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 6, select_menu: '9', adult_number: 2, child_number: 0 },
    });
    const orderId = (opened.body as { orderId: number }).orderId;
    const scanned = await scanTable(s, s.app.tableCodes.encrypt(6));
    expect(scanned.res.status).toBe(200);
    // This phone is the order's second diner.
    const nameOf = (identifier: string) =>
      s.request(`/api/v2/orders/${orderId}/gen-customer-name`, {
        method: 'PATCH',
        cookie: scanned.cookie,
        body: { identifier },
      });
    await nameOf('phone-a');
    const named = await nameOf('phone-b');
    const customer = (named.body as { now_customer_name: string }).now_customer_name;
    expect(customer).not.toBe('1');
    const cookie = cookieOf(scanned.res, named);
    const a = await s.socket({ cookie });
    await emitWithAck(a, 'JOIN_ROOM', 6);
    await emitWithAck(a, '/cart2/init', { cartFind: { tableId: 6 } });
    const told = nextEvent<{ tableId: number; token?: string }>(a, 'CHANGE_CART_TABLE');
    const r = await s.request(`/api/v2/staff/orders/${orderId}/move`, {
      method: 'POST',
      token: staff,
      body: { table_id: 5 },
    });
    expect(r.status).toBe(200);
    const { tableId, token } = await told;
    expect(tableId).toBe(5);
    expect(token).toBeTruthy();

    // The phone still holds the old table's cookie: the reissued token it sends along wins.
    const renewed = await s.request('/api/v2/tables/5', { cookie, token });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ table_id: 5, order_head_id: orderId });
    expect(s.app.sessions.verify(renewed.cookies.tavola_session)).toMatchObject({
      kind: 'diner',
      tableId: 5,
      orderId,
      customer,
    });
    // A reload with the renewed cookie alone lands on the new table.
    const reload = await s.request('/api/v2/tables/5', { cookie: cookieOf(renewed) });
    expect(reload.status).toBe(200);
    expect(reload.body).toMatchObject({ table_id: 5, order_head_id: orderId });
  });
});
