// Every table, order, PIN and staff route and socket event gets malformed input: wrong types,
// missing fields, huge strings, unknown ids. Each answer is a 4xx with a code (never a 5xx) and
// no row changes.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  startTestServer,
  storeKinds,
  scanTable,
  staffLogin,
  emitWithAck,
  type TestServer,
  type TestRequestInit,
} from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';
import { storeFingerprint } from '../test/probes';

const huge = 'x'.repeat(100_000);
const dineIn = { table_id: 2, select_menu: '9', adult_number: 1, child_number: 0 };
const quick = { table_id: -1, eat_type: 1, select_menu: '9' };

type Case = [method: string, path: string, body?: unknown, init?: TestRequestInit];

const cases: Case[] = [
  ['GET', '/api/v2/tables/abc'],
  ['GET', '/api/v2/tables/99999'],
  ['GET', `/api/v2/tables/${'y'.repeat(300)}`],
  ['GET', '/api/v2/tables/-5'],
  ['PATCH', '/api/v2/tables/1', {}],
  ['PATCH', '/api/v2/tables/1', { table_status: 'open' }],
  ['PATCH', '/api/v2/tables/1', { table_status: 1e12 }],
  ['PATCH', '/api/v2/tables/1', { cor_status: -1 }],
  ['PATCH', '/api/v2/tables/1', null],
  ['PATCH', '/api/v2/tables/1', [1, 2]],
  ['PATCH', '/api/v2/tables/1', undefined, { rawBody: '{"table_status": ' }],
  [
    'PATCH',
    '/api/v2/tables/1',
    undefined,
    { rawBody: JSON.stringify({ table_status: 1, pad: 'x'.repeat(2_000_000) }) },
  ],
  [
    'PATCH',
    '/api/v2/tables/1',
    undefined,
    { rawBody: 'table_status=1', headers: { 'content-type': 'text/plain' } },
  ],
  ['PATCH', '/api/v2/tables/abc', { table_status: 1 }],
  ['PATCH', '/api/v2/tables/99999', { table_status: 1 }],
  ['PATCH', '/api/v2/tables/99999999999', { table_status: 1 }],
  ['GET', '/api/v2/tables?section_id=abc'],
  ['GET', '/api/v2/tables?with_order=7'],
  ['POST', '/api/v2.5/orders/not-check-table-status', {}],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, table_id: 'two' }],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, adult_number: -1 }],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, adult_number: 1.5 }],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, table_id: 99999 }],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, select_menu: huge }],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, select_menu: '9999' }],
  [
    'POST',
    '/api/v2.5/orders/not-check-table-status',
    { ...dineIn, select_menu: '9;drop table orders' },
  ],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, order_code: '12a4' }],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, check_name: huge }],
  ['POST', '/api/v2.5/orders/not-check-table-status', { ...dineIn, adult_number: 0 }],
  ['POST', '/api/v2/orders', {}],
  ['POST', '/api/v2/orders', { ...quick, table_id: 5 }],
  ['POST', '/api/v2/orders', { ...quick, eat_type: 0 }],
  ['POST', '/api/v2/orders', { ...quick, select_menu: [] }],
  ['POST', '/api/v2/orders', { ...quick, select_menu: '77' }],
  ['POST', '/api/v2/orders', { ...quick, customer_info: 'Mario' }],
  ['POST', '/api/v2/orders', { ...quick, customer_info: { customer_phone: '<script>' } }],
  ['POST', '/api/v2/orders', { ...quick, customer_name: huge }],
  ['POST', '/api/v2/orders', { ...quick, customer_num: 0 }],
  ['PATCH', '/api/v2/orders', {}],
  ['PATCH', '/api/v2/orders', { orders: [] }],
  ['PATCH', '/api/v2/orders', { orders: [{ order_head_id: 'a' }] }],
  ['PATCH', '/api/v2/orders', { orders: [{ order_head_id: 99999, adult_number: 1 }] }],
  [
    'PATCH',
    '/api/v2/orders',
    {
      orders: [
        { order_head_id: 1, adult_number: 9 },
        { order_head_id: 99999, adult_number: 1 },
      ],
    },
  ],
  [
    'PATCH',
    '/api/v2/orders',
    { orders: [{ order_head_id: 1, adult_number: 0, child_number: 0, other_number: 0 }] },
  ],
  ['PATCH', '/api/v2/orders', { orders: [{ order_head_id: 1, select_menu: '9,abc' }] }],
  ['PATCH', '/api/v2/orders', { orders: Array.from({ length: 21 }, () => ({ order_head_id: 1 })) }],
  ['PATCH', '/api/v2/orders/abc/gen-customer-name', { identifier: 'a' }],
  ['PATCH', '/api/v2/orders/99999/gen-customer-name', { identifier: 'a' }],
  ['PATCH', '/api/v2/orders/1/gen-customer-name', {}],
  ['PATCH', '/api/v2/orders/1/gen-customer-name', { identifier: '' }],
  ['PATCH', '/api/v2/orders/1/gen-customer-name', { identifier: huge }],
  ['PATCH', '/api/v2/orders/1/gen-customer-name', { identifier: 'a', customer_name: ' spaced ' }],
  ['POST', '/api/v2/orders/99999/gen-extra-dish', {}],
  ['POST', '/api/v2/orders/1/gen-extra-dish', { week: 9 }],
  ['POST', '/api/v2/orders/1/gen-extra-dish', { first_menu: 'x' }],
  ['POST', '/api/v2/orders/1/gen-extra-dish', { id: 5 }],
  ['POST', '/api/v2/orders/extradishes/99999', { extraDishes: [{ item_id: 901 }] }],
  ['POST', '/api/v2/orders/extradishes/1', { extraDishes: [] }],
  ['POST', '/api/v2/orders/extradishes/1', { extraDishes: [{ item_id: 901, quantity: 1000 }] }],
  ['POST', '/api/v2/orders/extradishes/1', { extraDishes: [{ item_id: 901 }, { item_id: 55555 }] }],
  ['GET', '/api/v3/update_od_customer/abc'],
  ['GET', '/api/v3/update_od_customer/99999'],
  ['PATCH', '/api/v3/update_od_customer/99999', { customerInfos: {} }],
  ['PATCH', '/api/v3/update_od_customer/1', { customerInfos: 5 }],
  ['PATCH', '/api/v3/update_od_customer/1', { customerInfos: { zipcode: huge } }],
  ['PATCH', '/api/v3/update_od_customer/1', {}],
  ['POST', '/api/order-password/check', {}],
  ['POST', '/api/order-password/check', { order_head_id: 'a', order_code: '1234' }],
  ['POST', '/api/order-password/check', { order_head_id: 99999, order_code: '1234' }],
  ['POST', '/api/order-password/check', { order_head_id: 1, order_code: huge }],
  ['PATCH', '/api/order-password/update', {}],
  [
    'PATCH',
    '/api/order-password/update',
    {
      employee_id: EMPLOYEE.account,
      password_id: EMPLOYEE.password,
      order_head_id: 99999,
      new_order_code: '1234',
    },
  ],
  [
    'PATCH',
    '/api/order-password/update',
    {
      employee_id: EMPLOYEE.account,
      password_id: EMPLOYEE.password,
      order_head_id: 1,
      new_order_code: '12345',
    },
  ],
  [
    'PATCH',
    '/api/order-password/update',
    {
      employee_id: EMPLOYEE.account,
      password_id: EMPLOYEE.password,
      order_head_id: 1,
      new_order_code: 'abcd',
    },
  ],
  [
    'PATCH',
    '/api/order-password/update',
    { employee_id: huge, password_id: 'x', order_head_id: 1, new_order_code: '' },
  ],
  ['GET', '/api/v2/order_head_password/list'],
  ['GET', '/api/v2/order_head_password/list?order_id=abc'],
  ['GET', '/api/v2/order_head_password/list?order_id=99999'],
  ['POST', '/api/v1/kds/employee/login', {}],
  ['POST', '/api/v1/kds/employee/login', { id: huge, password: 'x' }],
  ['POST', '/api/v1/kds/employee/login', { id: ['1001'], password: 'x' }],
  ['POST', '/api/v1/kds/employee/login', undefined, { rawBody: '{"id":' }],
  ['POST', '/api/v2/staff/order-requests/abc/approve'],
  ['POST', '/api/v2/staff/order-requests/99999/approve'],
  ['POST', '/api/v2/staff/order-requests/99999/reject', { reason: 'no' }],
  ['POST', '/api/v2/staff/order-requests/1/reject', { reason: huge }],
  ['GET', '/api/v2/staff/order-requests?status=maybe'],
  ['GET', '/api/v2/staff/service-calls?status=maybe'],
  ['PATCH', '/api/v2/staff/service-calls/99999', { status: 'done' }],
  ['PATCH', '/api/v2/staff/service-calls/1', { status: 'open' }],
  ['POST', '/api/v2/staff/tables/1/notify', { event: 'TABLE_STATUS' }],
  ['POST', '/api/v2/staff/tables/1/notify', { event: 'MESSENGER', message: huge }],
  ['POST', '/api/v2/staff/tables/99999/notify', { event: 'MESSENGER', message: 'hi' }],
  ['POST', '/api/v2/staff/orders/1/move', { table_id: 'x' }],
  ['POST', '/api/v2/staff/orders/99999/move', { table_id: 5 }],
  ['POST', '/api/v2/staff/orders/1/move', { table_id: 99999 }],
  ['POST', '/api/v2/staff/orders/1/move', { table_id: 1 }],
];

describe.each(storeKinds())('Malformed input (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ kind, prepare: (store) => insertFixtures(store) });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 1, select_menu: '9', adult_number: 2, child_number: 0, order_code: '1234' },
    });
    expect((r.body as { orderId: number }).orderId).toBe(1);
    await s.request('/api/v2/orders/1/gen-extra-dish', { method: 'POST', token: staff, body: {} });
  });
  afterAll(() => s.close());

  it('answers every malformed request with a 4xx and a code, and changes nothing', async () => {
    const before = await storeFingerprint(s);
    const diner = await scanTable(s, 5);
    for (const [method, path, body, init] of cases) {
      for (const auth of [{ token: staff }, { cookie: diner.cookie }, {}]) {
        const r = await s.request(path, {
          method,
          ...(body !== undefined ? { body } : {}),
          ...init,
          ...auth,
        });
        const label = `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} ${Object.keys(auth)[0] ?? 'anonymous'}`;
        expect(r.status, label).toBeGreaterThanOrEqual(400);
        expect(r.status, label).toBeLessThan(500);
        expect(typeof (r.body as { code?: unknown })?.code, label).toBe('string');
        expect(typeof (r.body as { message?: unknown })?.message, label).toBe('string');
      }
    }
    expect(await storeFingerprint(s)).toBe(before);
  });

  it('refuses malformed socket payloads with BAD_REQUEST and changes nothing', async () => {
    const before = await storeFingerprint(s);
    const { token } = await scanTable(s, 2);
    const sock = await s.socket({ token });
    const bad: [string, unknown][] = [
      ['CALL_SERVICE', null],
      ['CALL_SERVICE', { table_id: 'two', message: 'x' }],
      ['CALL_SERVICE', { table_id: 2, message: huge }],
      ['CALL_SERVICE', { table_id: 2, checkbox_group: 'Water' }],
      ['CALL_SERVICE', { table_id: 2 }],
      ['SEND_ORDER_REQUEST', {}],
      ['SEND_ORDER_REQUEST', { tableId: 2, menu: '9', adultNum: -1, childNum: 0 }],
      ['SEND_ORDER_REQUEST', { tableId: 2, menu: '9', adultNum: 0, childNum: 0 }],
      ['SEND_ORDER_REQUEST', { tableId: 2, menu: '12345', adultNum: 1, childNum: 0 }],
      ['QOP_CREATE_ORDER_REQUEST', { tableId: 2, menu: huge, adultNum: 1, childNum: 0 }],
      [
        'QOP_CREATE_ORDER_REQUEST',
        { tableId: 2, menu: '9', adultNum: 1, childNum: 0, orderCode: '12' },
      ],
      ['QOP_CREATE_ORDER_REQUEST', { tableId: 99999, menu: '9', adultNum: 1, childNum: 0 }],
      ['JOIN_ROOM', { room: huge }],
      ['SEND_IN_ROOM', { room: '2' }],
    ];
    for (const [event, payload] of bad) {
      const ack = await emitWithAck<{ ok: boolean; code: string }>(sock, event, payload);
      expect(ack.ok, `${event} ${JSON.stringify(payload)?.slice(0, 60)}`).toBe(false);
      expect(
        ['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND'],
        `${event} ${JSON.stringify(payload)?.slice(0, 60)}`,
      ).toContain(ack.code);
    }
    expect(await storeFingerprint(s)).toBe(before);
  });
});
