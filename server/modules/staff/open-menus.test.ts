// Staff opening a table: the console is offered the menus the business rule in force offers (the
// same the diner's open-table panel offers) with the rule's default, the server refuses any
// other, and merging two tables never changes the target table's menus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { staffLogin, storeKinds, type TestServer } from '../../test/harness';
import { API_MODULES } from '../../app';
import { orders } from '../../store/schema';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import cartModule, { createCartModule } from '../cart';
import ordersModule, { createOrdersModule } from '../orders';
import { MENU_NOT_OFFERED_TEXT } from '../orders/service';
import type { Floor } from '../../../protocol/staff';

// The demo restaurant is in Europe/Rome (UTC+1 in January). Monday 2026-01-12.
const rome = (isoLocal: string) => Date.parse(`${isoLocal}Z`) - 3600_000;
const LUNCH = 1;
const DINNER = 2;
const WEEKEND = 3;
const ALL_DAY = 4;

describe.each(storeKinds())('Menus staff open a table with (%s)', (kind) => {
  let server: TestServer;
  let staff: string;
  let now = rome('2026-01-12T19:30:00');
  beforeAll(async () => {
    const clock = { now: () => now };
    const modules: FastifyPluginAsync[] = API_MODULES.map((m) =>
      m === cartModule
        ? createCartModule(clock)
        : m === ordersModule
          ? createOrdersModule(clock)
          : m,
    );
    server = await startDemoServer(kind, modules);
    staff = await staffLogin(server, '1001', 'sakura-1001');
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const floor = async () =>
    (await server.request('/api/v2/staff/floor', { token: staff })).body as Floor;
  const open = (tableId: number, menu: number) =>
    server.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: tableId, select_menu: String(menu), adult_number: 2, child_number: 0 },
    });
  const ordersAt = (tableId: number) =>
    server.store.db.select().from(orders).where(eq(orders.table_id, tableId));

  it('offers lunch and the all-day menu at a Monday lunch, lunch first', async () => {
    now = rome('2026-01-12T12:00:00');
    expect((await floor()).open_menus).toEqual({ offered: [LUNCH, ALL_DAY], default_menu: LUNCH });
  });

  it('offers dinner and the all-day menu at a Monday dinner, dinner first', async () => {
    now = rome('2026-01-12T19:30:00');
    expect((await floor()).open_menus).toEqual({
      offered: [DINNER, ALL_DAY],
      default_menu: DINNER,
    });
  });

  it('refuses staff opening with a menu the rule in force hides, and opens nothing', async () => {
    now = rome('2026-01-12T19:30:00');
    for (const menu of [LUNCH, WEEKEND]) {
      const refused = await open(18, menu);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'MENU_NOT_OFFERED',
        message: MENU_NOT_OFFERED_TEXT,
      });
    }
    expect(await ordersAt(18)).toHaveLength(0);
    const opened = await open(18, DINNER);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ select_menu: String(DINNER), created: true });
  });

  it("keeps the target table's menus when another table is merged into it", async () => {
    now = rome('2026-01-12T19:30:00');
    const into = (await open(19, DINNER)).body as { orderId: number };
    const from = (await open(20, ALL_DAY)).body as { orderId: number };
    const merged = await server.request(`/api/v2/staff/orders/${from.orderId}/merge`, {
      method: 'POST',
      token: staff,
      body: { table_id: 19 },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({ order_head_id: into.orderId, select_menu: String(DINNER) });
    const table = (await floor()).tables.find((t) => t.table_id === 19);
    expect(table).toMatchObject({ select_menu: String(DINNER) });
  });
});
