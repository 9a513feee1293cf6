import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { openStore, type Store } from '../store';
import * as t from '../store/schema';
import { authenticateEmployee } from '../auth/passwords';
import { catalogItems, demoEmployees, dishes, menuItems, tables } from './demo';
import { demoImages, dishImagePaths, writeDemoImages } from './images';
import { seedDemo, seedDemoIfEmpty } from './index';
import { createTestDatabase, storeKinds, type TestDatabase } from '../test/harness';

async function rows(store: Store, table: PgTable): Promise<number> {
  const [r] = await store.db.select({ n: count() }).from(table);
  return r?.n ?? 0;
}

describe.each(storeKinds())('Seeding the demo restaurant (%s)', (kind) => {
  let store: Store;
  let dir: string;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await createTestDatabase();
      store = await openStore({ databaseUrl: database.url });
    } else {
      store = await openStore();
    }
    dir = mkdtempSync(join(tmpdir(), 'tavola-seed-'));
  });
  afterAll(async () => {
    await store.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills an empty store once and leaves it alone the second time', async () => {
    const first = await seedDemoIfEmpty(store, { imagesDir: dir, images: false });
    expect(first.seeded).toBe(true);
    expect(await rows(store, t.menuItems)).toBe(catalogItems.length);
    expect(await rows(store, t.diningTables)).toBe(tables.length);

    const second = await seedDemoIfEmpty(store, { imagesDir: dir, images: false });
    expect(second.seeded).toBe(false);
    expect(await rows(store, t.menuItems)).toBe(catalogItems.length);
    expect(await rows(store, t.employees)).toBe(2);
  });

  it('stores the dishes with their names, allergens and limits', async () => {
    const [toro] = await store.db
      .select()
      .from(t.menuItems)
      .where(eq(t.menuItems.menu_item_id, 20410));
    expect(toro?.item_name1).toBe('Nigiri di toro');
    expect(toro?.allergen).toEqual(['fish']);
    expect(toro?.rule_lnr_max_num).toBe(1);
    expect((toro?.item_i18n as Record<string, { name: string }> | undefined)?.DE?.name).toBe(
      'Toro-Nigiri',
    );
    const [turn] = await store.db
      .select()
      .from(t.settings)
      .where(eq(t.settings.name, 'rule-global-turn-limit'));
    expect(turn?.value).toEqual({ enable: 1, turn_dishes: 6, turn_mins: 10 });
    const distinct = new Set(
      (await store.db.select({ id: t.menuItems.item_id }).from(t.menuItems)).map((r) => r.id),
    );
    expect(distinct.size).toBeGreaterThanOrEqual(dishes.length);
  });

  it('keeps only salted hashes of the staff passwords, and they verify', async () => {
    const staff = await store.db.select().from(t.employees);
    for (const e of staff) {
      const demo = demoEmployees.find((d) => d.employee_id === e.account)!;
      expect(e.password_hash).not.toContain(demo.password);
      expect(e.password_salt.length).toBeGreaterThanOrEqual(16);
    }
    expect(await authenticateEmployee(store.db, '1001', 'sakura-1001')).toMatchObject({
      name: 'Giulia Rossi',
    });
    expect(await authenticateEmployee(store.db, '1001', 'wrong')).toBeNull();
  });

  it('refuses to seed over an existing restaurant without reset', async () => {
    const again = await seedDemo(store, { reset: false, imagesDir: dir, images: false });
    expect(again.seeded).toBe(false);
    expect(await rows(store, t.menuItems)).toBe(catalogItems.length);
  });

  it('re-creates the restaurant on reset, dropping orders and edits', async () => {
    await store.db
      .update(t.diningTables)
      .set({ table_name: 'Renamed' })
      .where(eq(t.diningTables.table_id, 1));
    await store.db.insert(t.orders).values({ table_id: 1, customer_num: 2 });
    expect(await rows(store, t.orders)).toBe(1);

    const reset = await seedDemo(store, { reset: true, imagesDir: dir, images: false });
    expect(reset.seeded).toBe(true);
    expect(await rows(store, t.orders)).toBe(0);
    const [t1] = await store.db.select().from(t.diningTables).where(eq(t.diningTables.table_id, 1));
    expect(t1?.table_name).toBe('T1');
    expect(await rows(store, t.menuItems)).toBe(catalogItems.length);
    expect(await rows(store, t.employees)).toBe(2);
    // Identities restart: the next order is order 1 again.
    const [o] = await store.db
      .insert(t.orders)
      .values({ table_id: 2 })
      .returning({ id: t.orders.order_head_id });
    expect(o?.id).toBe(1);
  });
});

describe('Writing the demo pictures', () => {
  it('writes only the missing files, as real JPEGs, and nothing on a second run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavola-img-'));
    try {
      const salmon = menuItems.find((d) => d.item_id === 401)!;
      const wanted = new Set([
        'menu_pic/401.jpg',
        'menu_pic/401_s.jpg',
        'menu_pic/10401.jpg',
        'qop_logo/logo.jpg',
      ]);
      const all = [...menuItems.flatMap(dishImagePaths), ...demoImages().map((i) => i.path)];
      // Everything else already exists (as a marker file that must survive untouched).
      for (const p of all.filter((p) => !wanted.has(p))) {
        mkdirSync(dirname(join(dir, p)), { recursive: true });
        writeFileSync(join(dir, p), 'kept');
      }
      const first = await writeDemoImages(dir);
      expect(first.written).toBe(wanted.size);
      expect(first.skipped).toBe(all.length - wanted.size);
      expect(dishImagePaths(salmon)).toContain('menu_pic/10401.jpg');
      const big = await sharp(join(dir, 'menu_pic/401.jpg')).metadata();
      const small = await sharp(join(dir, 'menu_pic/401_s.jpg')).metadata();
      expect([big.format, big.width, big.height]).toEqual(['jpeg', 640, 640]);
      expect([small.format, small.width, small.height]).toEqual(['jpeg', 240, 240]);
      expect(statSync(join(dir, 'menu_pic/10401.jpg')).size).toBe(
        statSync(join(dir, 'menu_pic/401.jpg')).size,
      );
      expect(statSync(join(dir, 'menu_pic/402.jpg')).size).toBe(4);

      const second = await writeDemoImages(dir);
      expect(second).toEqual({ written: 0, skipped: all.length });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
