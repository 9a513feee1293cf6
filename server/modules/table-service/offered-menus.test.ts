// A table is opened only with menus the business rule in force offers (ordering.md §4 "Business
// hours", entry-home-service.md §3 "Business menu / rule"), at the server's own clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  emitWithAck,
  scanTable,
  staffLogin,
  storeKinds,
  type TestServer,
} from '../../test/harness';
import { API_MODULES } from '../../app';
import { businessRules, orderRequests, orders, settings } from '../../store/schema';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import ordersModule, { createOrdersModule } from '../orders';
import { MENU_NOT_OFFERED_TEXT } from '../orders/service';
import tableServiceModule, { createTableServiceModule } from './index';

// The demo restaurant is in Europe/Rome (UTC+1 in January). Monday 2026-01-12.
const rome = (isoLocal: string) => Date.parse(`${isoLocal}Z`) - 3600_000;
const LUNCH = 1;
const DINNER = 2;
const WEEKEND = 3;
const ALL_DAY = 4;

type Ack = { ok: boolean; code?: string; message?: string; requestId?: number };

describe.each(storeKinds())('Menus offered when a table opens (%s)', (kind) => {
  let server: TestServer;
  let now = rome('2026-01-12T19:30:00');
  beforeAll(async () => {
    const clock = { now: () => now };
    const modules: FastifyPluginAsync[] = API_MODULES.map((m) =>
      m === tableServiceModule
        ? createTableServiceModule(clock)
        : m === ordersModule
          ? createOrdersModule(clock)
          : m,
    );
    server = await startDemoServer(kind, modules, {
      prepare: async (store) => {
        await store.db.update(settings).set({ value: 0 }).where(eq(settings.name, 'is_encrypting'));
      },
    });
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const ask = async (tableId: number, menu: string) => {
    const { token } = await scanTable(server, tableId);
    const sock = await server.socket({ token });
    try {
      return await emitWithAck<Ack>(sock, 'SEND_ORDER_REQUEST', {
        type: 'QOP_CREATE_ORDER_REQUEST',
        tableId,
        table_name: `T${tableId}`,
        menu,
        adultNum: 2,
        childNum: 0,
        otherNum: 0,
        person: 2,
        customer: '1',
      });
    } finally {
      sock.disconnect();
    }
  };
  const pendingOf = (tableId: number) =>
    server.store.db.select().from(orderRequests).where(eq(orderRequests.table_id, tableId));

  it('refuses lunch on Monday at 19:30, where the dinner rule hides it, and stores nothing', async () => {
    now = rome('2026-01-12T19:30:00');
    for (const menu of [String(LUNCH), String(WEEKEND), `${DINNER},${LUNCH}`]) {
      expect(await ask(11, menu)).toMatchObject({
        ok: false,
        code: 'MENU_NOT_OFFERED',
        message: MENU_NOT_OFFERED_TEXT,
      });
    }
    expect(await pendingOf(11)).toHaveLength(0);
  });

  it('accepts dinner on Monday at 19:30, alone or with the all-day menu', async () => {
    now = rome('2026-01-12T19:30:00');
    expect(await ask(12, `${DINNER},${ALL_DAY}`)).toMatchObject({ ok: true });
    expect((await pendingOf(12))[0]?.payload).toMatchObject({
      select_menu: `${DINNER},${ALL_DAY}`,
    });
  });

  it('offers lunch at lunch time, and at 16:00 the all-day menu alone', async () => {
    now = rome('2026-01-12T12:00:00');
    expect(await ask(13, String(LUNCH))).toMatchObject({ ok: true });
    now = rome('2026-01-12T16:00:00');
    expect(await ask(14, String(DINNER))).toMatchObject({ ok: false, code: 'MENU_NOT_OFFERED' });
    expect(await ask(14, String(ALL_DAY))).toMatchObject({ ok: true });
  });

  it('offers nothing while the kitchen is closed', async () => {
    const saved = await server.store.db
      .select()
      .from(businessRules)
      .where(eq(businessRules.main_group_id, ALL_DAY));
    await server.store.db.delete(businessRules).where(eq(businessRules.main_group_id, ALL_DAY));
    try {
      now = rome('2026-01-12T16:00:00');
      expect(await ask(15, String(DINNER))).toMatchObject({ ok: false, code: 'MENU_NOT_OFFERED' });
      expect(await ask(15, String(LUNCH))).toMatchObject({ ok: false, code: 'MENU_NOT_OFFERED' });
    } finally {
      await server.store.db.insert(businessRules).values(saved);
    }
  });

  it('refuses a diner opening lunch at 19:30 through the REST route, and opens nothing', async () => {
    // Without staff approval a diner opens the table directly (ordering.md §4 "Order now").
    await server.store.db
      .update(settings)
      .set({ value: { enable: 0 } })
      .where(eq(settings.name, 'open-table-audit'));
    const openAs = async (tableId: number, menu: string, auth: { cookie?: string }) =>
      server.request('/api/v2.5/orders/not-check-table-status', {
        method: 'POST',
        ...auth,
        body: { table_id: tableId, select_menu: menu, adult_number: 2, child_number: 0 },
      });
    const ordersOf = (tableId: number) =>
      server.store.db.select().from(orders).where(eq(orders.table_id, tableId));
    now = rome('2026-01-12T19:30:00');
    for (const menu of [String(LUNCH), String(WEEKEND), `${DINNER},${LUNCH}`]) {
      const { cookie } = await scanTable(server, 16);
      const refused = await openAs(16, menu, { cookie });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'MENU_NOT_OFFERED',
        message: MENU_NOT_OFFERED_TEXT,
      });
    }
    expect(await ordersOf(16)).toHaveLength(0);
    now = rome('2026-01-12T16:00:00');
    const { cookie } = await scanTable(server, 16);
    expect((await openAs(16, String(DINNER), { cookie })).status).toBe(409);
    const opened = await openAs(16, String(ALL_DAY), { cookie });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ select_menu: String(ALL_DAY), created: true });
  });

  it('holds staff opening a table to the same menus (staff/open-menus.test.ts)', async () => {
    now = rome('2026-01-12T19:30:00');
    const token = await staffLogin(server, '1001', 'sakura-1001');
    const opened = await server.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token,
      body: { table_id: 17, select_menu: String(LUNCH), adult_number: 2, child_number: 0 },
    });
    expect(opened.status).toBe(409);
    expect(opened.body).toMatchObject({ code: 'MENU_NOT_OFFERED' });
  });
});
