import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, storeKinds, type TestServer } from '../../test/harness';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import type { RestaurantDocument } from '../../../protocol/restaurant';
import setupModule from './index';
import settingsModule from '../settings';
import staffModule from '../staff';
import { createEmployee } from '../../auth/passwords';

const manager = (s: TestServer) =>
  s.app.sessions.signStaff({ employeeId: 1, name: 'Giulia Rossi', role: 'manager' });
const waiter = (s: TestServer) =>
  s.app.sessions.signStaff({ employeeId: 2, name: 'Kenji Bianchi', role: 'waiter' });

/** A small picture of each kind a restaurant keeps (by colour). */
const PICTURES = {
  'menu_pic/20401.jpg': '#f08060',
  'qop_logo/logo.jpg': '#203040',
  'guide/1-scan.jpg': '#40a060',
};
const picture = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe.each(storeKinds())('The restaurant document (%s)', (kind) => {
  let demo: TestServer;
  let empty: TestServer;
  let original: RestaurantDocument;
  const exportOf = async (s: TestServer) => {
    const res = await s.request('/api/v2/staff/restaurant/export', { token: manager(s) });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body as RestaurantDocument;
  };
  const importInto = (s: TestServer, body: unknown) =>
    s.request('/api/v2/staff/restaurant/import', { method: 'POST', token: manager(s), body });

  beforeAll(async () => {
    demo = await startDemoServer(kind, [setupModule, settingsModule], {
      prepare: async () => undefined,
    });
    for (const [path, colour] of Object.entries(PICTURES)) {
      mkdirSync(join(demo.imagesDir, path, '..'), { recursive: true });
      writeFileSync(join(demo.imagesDir, path), await picture(colour));
    }
    empty = await startTestServer({
      kind,
      modules: [setupModule, settingsModule, staffModule],
      // Staff sessions name a stored employee (auth/staff-guard.ts): the manager who imports.
      prepare: (store) =>
        createEmployee(store.db, {
          account: '9001',
          name: 'Giulia Rossi',
          password: 'owner-secret-9',
          role: 'manager',
        }).then(() => undefined),
    });
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await demo?.close();
    await empty?.close();
  });

  it('exports the whole demo restaurant, password hashes and never a password', async () => {
    original = await exportOf(demo);
    expect(original.restaurant.restaurant_name).toBe('Tavola Sakura');
    expect(original.dishes.length).toBeGreaterThan(100);
    const nigiri = original.dishes.find((d) => d.menu_item_id === 20401)!;
    expect(nigiri.item_name2).toBe('三文鱼握寿司');
    expect((nigiri.item_i18n as Record<string, { name: string }>).FR?.name).toBeTruthy();
    expect(original.condiments.length).toBeGreaterThan(0);
    expect(original.course_groups.length).toBeGreaterThan(0);
    expect(original.business_rules.length).toBeGreaterThan(0);
    expect(original.employees.map((e) => e.account).sort()).toEqual(['1001', '2002']);
    expect(original.employees[0]!.password_hash).toMatch(/^[0-9a-f]+$/);
    expect(JSON.stringify(original)).not.toContain('sakura-1001');
    expect(Buffer.from(original.pictures['menu_pic/20401.jpg']!, 'base64')).toEqual(
      readFileSync(join(demo.imagesDir, 'menu_pic/20401.jpg')),
    );
  });

  it('imports it into an empty store, which then exports the same document', async () => {
    const res = await importInto(empty, original);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ pictures: 3 });
    // The pictures are re-encoded on the way in (security/import-pictures.test.ts): the same
    // names, each a JPEG of the same size; the guide pictures go with the restaurant too.
    const copy = await exportOf(empty);
    expect({ ...copy, pictures: {} }).toEqual({ ...original, pictures: {} });
    expect(Object.keys(copy.pictures).sort()).toEqual(Object.keys(PICTURES).sort());
    for (const path of Object.keys(PICTURES)) {
      const meta = await sharp(readFileSync(join(empty.imagesDir, path))).metadata();
      expect(meta, path).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    }
    // The imported store serves it: its settings, and staff can log in with the same password.
    const settings = await empty.request('/api/v2/settings');
    expect(settings.body).toEqual(
      original.settings.map(({ id, name, value }) => ({ id, name, value })),
    );
    const login = await empty.request('/api/v1/kds/employee/login', {
      method: 'POST',
      body: { id: '1001', password: 'sakura-1001' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a document with a broken field, naming it, and changes nothing', async () => {
    const before = await exportOf(empty);
    const cases: [(d: RestaurantDocument) => void, string][] = [
      [(d) => ((d.dishes[3] as { price_1: unknown }).price_1 = 'cheap'), '/dishes/3/price_1'],
      [(d) => (d.categories[0]!.main_group_id = 4242), '/categories/0/main_group_id'],
      [(d) => (d.employees[1]!.account = d.employees[0]!.account), '/employees/1/account'],
      [(d) => ((d.menus[0] as { colour?: string }).colour = 'red'), '/menus/0'],
      [(d) => (d.business_hours[0]!.start_time = '25:00'), '/business_hours/0/start_time'],
    ];
    for (const [breakIt, pointer] of cases) {
      const doc = structuredClone(original);
      breakIt(doc);
      // The name changes too: an import that wrote anything before refusing would show it.
      doc.restaurant.restaurant_name = 'Broken';
      const res = await importInto(empty, doc);
      expect(res.status, pointer).toBe(400);
      expect((res.body as { message: string }).message).toContain(pointer);
    }
    expect(await exportOf(empty)).toEqual(before);
  });

  it('lets only a manager export or import', async () => {
    const w = await demo.request('/api/v2/staff/restaurant/export', { token: waiter(demo) });
    expect(w.status).toBe(403);
    const anon = await demo.request('/api/v2/staff/restaurant/import', {
      method: 'POST',
      body: original,
    });
    expect(anon.status).toBe(401);
  });
});
