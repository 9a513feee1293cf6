import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  cookieOf,
  scanTable,
  staffLogin,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { menuWeekValues } from '../../store/schema';
import { generateOrderExtras } from './service';

// Menu 9 charges 901 per adult; on Sundays (week 0) 904 instead, on Saturdays (6) 903, and on the
// restaurant's holidays (7) nothing of its own, so the real weekday's entry applies.
const SUNDAY = new Date('2026-12-06T12:00:00Z');
const MONDAY = new Date('2026-12-07T12:00:00Z');

describe('The per-person extras by weekday', () => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({
      prepare: async (store) => {
        await insertFixtures(store, { approval: 0 });
        await store.db.insert(menuWeekValues).values([
          { main_group_id: 9, week: 0, extra_normal: '904', extra_child: '', extra_other: '' },
          { main_group_id: 9, week: 7, extra_normal: '', extra_child: '', extra_other: '' },
        ]);
      },
    });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  const openOrder = async (table: number) => {
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: table, select_menu: '9', adult_number: 2, child_number: 0 },
    });
    return (r.body as { orderId: number }).orderId;
  };
  const charged = async (id: number, now: Date) =>
    (await generateOrderExtras(s.store, id, { now })).extras.map((e) => e.item_id);

  it("takes Sunday's entry on a Sunday, not the special days'", async () => {
    expect(await charged(await openOrder(5), SUNDAY)).toEqual([904]);
  });

  it("takes the menu's own lists on a weekday without an entry", async () => {
    expect(await charged(await openOrder(6), MONDAY)).toEqual([901]);
  });

  it("on a holiday with empty special-day lists, falls back to the real weekday's", async () => {
    await s.store.db.execute(
      sql`insert into settings (id, name, value) values (9901, 'holidays', '["2026-12-06"]'::jsonb)
          on conflict (id) do update set value = excluded.value`,
    );
    expect(await charged(await openOrder(1), SUNDAY)).toEqual([904]);
  });

  it("does not believe a diner's phone naming the weekday", async () => {
    const { cookie } = await scanTable(s, 2);
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      cookie,
      body: { table_id: 2, select_menu: '9', adult_number: 2, child_number: 0, eat_type: 0 },
    });
    const id = (opened.body as { orderId: number }).orderId;
    expect(opened.status).toBe(200);
    const r = await s.request(`/api/v2/orders/${id}/gen-extra-dish`, {
      method: 'POST',
      cookie: cookieOf(opened) || cookie,
      body: { id, first_menu: 9, week: 6 },
    });
    expect(r.status).toBe(200);
    const ids = (r.body as { extraDishes: { item_id: number }[] }).extraDishes.map(
      (e) => e.item_id,
    );
    expect(ids).not.toContain(903);
  });
});
