// Ids are read as they are written: a boolean, null or a string is not a number in a JSON body,
// and `1abc`, `true` or `0x10` is not an id in a path or query (issue 50, point 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, staffLogin, type TestServer } from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';
import { seedCartMenu } from '../modules/cart/testing';
import { openByStaff } from '../test/diners';

describe('Loosely written ids', () => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({
      prepare: async (store) => {
        await insertFixtures(store, { approval: 0 });
        await seedCartMenu(store);
      },
    });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  const openOrders = async () =>
    (await s.store.rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n;

  it('refuses a boolean, null or string table_id in a body with 400, opening nothing', async () => {
    const before = await openOrders();
    for (const table_id of [true, false, null, '1', '1abc', [1]]) {
      const r = await s.request('/api/v2.5/orders/not-check-table-status', {
        method: 'POST',
        token: staff,
        body: { table_id, select_menu: '9', adult_number: 2, child_number: 0 },
      });
      expect(r.status, JSON.stringify(table_id)).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const counts = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 1, select_menu: '9', adult_number: true, child_number: 0 },
    });
    expect(counts.status).toBe(400);
    expect(await openOrders()).toBe(before);
  });

  it('refuses ids in the path and query that are not plain digits', async () => {
    const orderId = await openByStaff(s, staff, 2, 2);
    for (const id of ['1abc', 'true', '0x10', '1e0', '%201', '']) {
      const r = await s.request(`/api/v2/orders/${id}/gen-customer-name`, {
        method: 'PATCH',
        token: staff,
        body: { identifier: 'x', customer_name: '0' },
      });
      expect([400, 404], id).toContain(r.status);
      if (id !== '') expect(r.status, id).toBe(400);
    }
    const plain = await s.request(`/api/v2/orders/${orderId}/gen-customer-name`, {
      method: 'PATCH',
      token: staff,
      body: { identifier: 'x', customer_name: '0' },
    });
    expect(plain.status, plain.text).toBe(200);
    for (const q of ['true', '1abc', '0x10', ' 1'])
      expect(
        (await s.request(`/api/v2/staff/reviews?before=${encodeURIComponent(q)}`, { token: staff }))
          .status,
        q,
      ).toBe(400);
    expect((await s.request('/api/v2/staff/reviews?before=5', { token: staff })).status).toBe(200);
  });
});
