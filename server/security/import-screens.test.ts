// After an import, no screen is left behind: staff consoles are told to read the setup again
// (RESTAURANT_IMPORTED, the printers among it), and when the import deleted the orders every
// diner socket of a deleted order is told (ORDER_DELETED) and taken out of its table's room.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantDocument } from '../../protocol/restaurant';
import { nextEvent, startTestServer, type TestServer } from '../test/harness';
import { insertFixtures } from '../test/fixtures';
import { dinerOnNewOrder, press, type Ack } from '../test/diners';
import { seedCartMenu } from '../modules/cart/testing';

describe('Screens after an import', () => {
  let s: TestServer;
  let doc: RestaurantDocument;
  const manager = () =>
    s.app.sessions.signStaff({ employeeId: 1, name: 'Giulia Rossi', role: 'manager' });
  const importDoc = (wipe: boolean) =>
    s.request(`/api/v2/staff/restaurant/import${wipe ? '?wipe_orders=1' : ''}`, {
      method: 'POST',
      token: manager(),
      body: doc,
    });

  beforeAll(async () => {
    s = await startTestServer({
      prepare: async (store) => {
        await insertFixtures(store, { approval: 0 });
        await seedCartMenu(store);
        // The importing session names a stored manager (auth/staff-guard.ts).
        await store.db.execute(sql`update employees set role = 'manager' where employee_id = 1`);
      },
    });
    const res = await s.request('/api/v2/staff/restaurant/export', { token: manager() });
    expect(res.status).toBe(200);
    doc = res.body as RestaurantDocument;
    doc.restaurant.restaurant_name = 'Trattoria Test';
  });
  afterAll(() => s?.close());

  it('tells staff consoles to read printers, menus and settings again', async () => {
    const staff = await s.socket({ token: manager() });
    doc.printers = [
      {
        printer_id: 7,
        name: 'Kitchen',
        interface: 'tcp://10.0.0.7:9100',
        type: 'epson',
        print_classes: ['kitchen'],
        is_default: true,
        columns: 42,
        cjk: 'none',
        enabled: true,
        sort: 0,
      },
    ];
    const told = nextEvent<{ orders_deleted: boolean }>(staff, 'RESTAURANT_IMPORTED', 60_000);
    const res = await importDoc(false);
    expect(res.status, res.text).toBe(200);
    expect(await told).toEqual({ orders_deleted: false });
    // What a console reads on that event: the imported printer is there.
    const printers = await s.request('/api/v2/staff/printers', { token: manager() });
    expect(JSON.stringify(printers.body)).toContain('tcp://10.0.0.7:9100');
  });

  it('tells every diner of a deleted order, and the consoles that the floor is empty', async () => {
    const staff = await s.socket({ token: manager() });
    const a = await dinerOnNewOrder(s, 1);
    const b = await dinerOnNewOrder(s, 2);
    const toldA = nextEvent<{ order_head_id: number }>(a.sock, 'ORDER_DELETED', 60_000);
    const toldB = nextEvent<{ order_head_id: number }>(b.sock, 'ORDER_DELETED', 60_000);
    const toldStaff = nextEvent<{ orders_deleted: boolean }>(staff, 'RESTAURANT_IMPORTED', 60_000);
    const res = await importDoc(true);
    expect(res.status, res.text).toBe(200);
    expect(await toldA).toEqual({ order_head_id: a.orderId });
    expect(await toldB).toEqual({ order_head_id: b.orderId });
    expect(await toldStaff).toEqual({ orders_deleted: true });
    // The floor a console reads again holds no open table; the old phone can order nothing.
    const floor = await s.request('/api/v2/staff/floor', { token: manager() });
    expect(floor.status).toBe(200);
    const tables = (floor.body as { tables: { order_head_id: number | null }[] }).tables;
    expect(tables.filter((t) => t.order_head_id)).toEqual([]);
    const ack: Ack = await press(a.sock, a.tableId);
    expect(ack.ok).toBe(false);
  });
});
