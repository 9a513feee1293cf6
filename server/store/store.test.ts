import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, eq, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { openStore, type Store } from './index';
import * as schema from './schema';
import { settings, diningTables } from './schema';
import { loadMigrations } from './migrate';
import { SETTINGS } from '../../core';
import { createTestDatabase, storeKinds } from '../test/harness';
import { pgliteTemplate } from '../test/pglite-template';

async function open(
  kind: 'pglite' | 'postgres',
  cleanups: (() => Promise<void>)[],
): Promise<Store> {
  if (kind === 'postgres') {
    const db = await createTestDatabase();
    const store = await openStore({ databaseUrl: db.url });
    cleanups.push(
      () => store.close(),
      () => db.drop(),
    );
    return store;
  }
  const store = await openStore({});
  cleanups.push(() => store.close());
  return store;
}

describe.each(storeKinds())('Store (%s)', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  it('applies every migration once and records it', async () => {
    const store = await open(kind, cleanups);
    const names = loadMigrations().map((m) => m.name);
    expect(store.migrations).toEqual(names);
    const rows = await store.rows<{ name: string }>(
      sql`select name from schema_migrations order by version`,
    );
    expect(rows.map((r) => r.name)).toEqual(names);
  });

  it('has every table and column the query layer names, and the query layer names every column', async () => {
    const store = await open(kind, cleanups);
    const tables = (Object.values(schema) as unknown[])
      .filter((t): t is PgTable => is(t, PgTable))
      .map((t) => getTableConfig(t));
    expect(tables.length).toBeGreaterThan(20);
    const rows = await store.rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
    );
    const inDb = new Map<string, Set<string>>();
    for (const r of rows)
      inDb.set(r.table_name, (inDb.get(r.table_name) ?? new Set()).add(r.column_name));
    for (const t of tables) {
      const named = t.columns.map((c) => c.name).sort();
      expect([...(inDb.get(t.name) ?? [])].sort(), `columns of ${t.name}`).toEqual(named);
    }
  });

  it('rolls a failing transaction back entirely', async () => {
    const store = await open(kind, cleanups);
    await expect(
      store.transaction(async (tx) => {
        await tx.insert(settings).values({ id: 1, name: 'a', value: 1 });
        await tx.insert(settings).values({ id: 1, name: 'b', value: 2 });
      }),
    ).rejects.toThrow();
    expect(await store.db.select().from(settings)).toEqual([]);
  });

  it('commits a transaction and returns its result', async () => {
    const store = await open(kind, cleanups);
    const id = await store.transaction(async (tx) => {
      const [row] = await tx
        .insert(diningTables)
        .values({ table_id: 5, table_name: 'T5' })
        .returning();
      return row!.table_id;
    });
    expect(id).toBe(5);
    const rows = await store.db.select().from(diningTables).where(eq(diningTables.table_id, 5));
    expect(rows[0]?.table_name).toBe('T5');
  });

  it('stores employee passwords only as salt and hash', async () => {
    const store = await open(kind, cleanups);
    const cols = await store.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'employees'`,
    );
    const names = cols.map((r) => r.column_name);
    expect(names).toContain('password_hash');
    expect(names).toContain('password_salt');
    expect(names).not.toContain('password');
  });
});

describe('Store (PGlite folder)', () => {
  it('keeps data across a restart and does not migrate twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavola-store-'));
    try {
      const first = await openStore({ dataDir: dir });
      const { id, name } = SETTINGS.theme;
      await first.db.insert(settings).values({ id, name, value: 2 });
      await first.close();
      const second = await openStore({ dataDir: dir });
      expect(second.migrations).toEqual([]);
      const rows = await second.db.select().from(settings);
      expect(rows.map((r) => [r.id, r.value])).toEqual([[id, 2]]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Store (in memory, from an empty cluster dumped once)', () => {
  it('starts empty, applies every migration, and shares nothing with another copy', async () => {
    const template = await pgliteTemplate();
    const one = await openStore({ template });
    const two = await openStore({ template });
    try {
      const names = loadMigrations().map((m) => m.name);
      expect(one.migrations).toEqual(names);
      expect(two.migrations).toEqual(names);
      const { id, name } = SETTINGS.theme;
      await one.db.insert(settings).values({ id, name, value: 2 });
      expect(await two.db.select().from(settings)).toEqual([]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('refuses a template for a store kept in a folder', async () => {
    const template = await pgliteTemplate();
    await expect(openStore({ dataDir: join(tmpdir(), 'never'), template })).rejects.toThrow(
      /in-memory store only/,
    );
  });
});
