// The store: one query layer (drizzle, PostgreSQL dialect) over either the embedded PGlite
// (a data folder, or memory for tests) or a PostgreSQL server (node-postgres pool) when a
// connection string is given. Migrations are applied by openStore before it returns.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import * as schema from './schema';
import { migratePglite, migratePostgres, type MigrationResult } from './migrate';

export { schema };
export type Schema = typeof schema;

/** A drizzle database or transaction: query functions accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type StoreKind = 'pglite' | 'postgres';

export interface Store {
  /** Drizzle database over the whole schema. */
  readonly db: Db;
  readonly kind: StoreKind;
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Migrations applied when the store was opened (empty when already up to date). */
  readonly migrations: MigrationResult;
  /** Runs raw SQL (drizzle `sql` template) and returns its rows. */
  rows<T = Record<string, unknown>>(query: SQL, db?: Db): Promise<T[]>;
  /** Checks that the database answers. */
  ping(): Promise<void>;
  /** Waits for running transactions, then closes the connection(s). Idempotent. */
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** PostgreSQL connection string; when set, a pg pool is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted or 'memory://' keeps the database in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /**
   * An in-memory PGlite store starts as a copy of this data folder (PGlite's dumpDataDir) instead
   * of creating an empty database cluster, which takes several times longer; migrations are then
   * applied as usual. Tests that open many stores use an empty cluster dumped once.
   */
  template?: Blob;
}

export async function openStore(opts: OpenStoreOptions = {}): Promise<Store> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.template);
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Store> {
  const inMemory = !dataDir || dataDir === 'memory://';
  if (template && !inMemory) throw new Error('A template applies to an in-memory store only');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite({ loadDataDir: template }) : new PGlite(dataDir);
  await client.waitReady;
  let migrations: MigrationResult;
  try {
    migrations = await migratePglite(client);
  } catch (err) {
    await client.close();
    throw err;
  }
  const db = drizzlePglite({ client, schema });
  return makeStore('pglite', db, migrations, async () => {
    await client.close();
  });
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  let migrations: MigrationResult;
  try {
    migrations = await migratePostgres(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = drizzlePg({ client: pool, schema });
  return makeStore('postgres', db, migrations, () => pool.end());
}

function makeStore(
  kind: StoreKind,
  db: Db,
  migrations: MigrationResult,
  end: () => Promise<void>,
): Store {
  const running = new Set<Promise<unknown>>();
  let closing: Promise<void> | null = null;
  return {
    db,
    kind,
    migrations,
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (closing) return Promise.reject(new Error('The store is closed'));
      const p = db.transaction((tx) => fn(tx));
      running.add(p);
      const done = () => running.delete(p);
      p.then(done, done);
      return p;
    },
    async rows<T = Record<string, unknown>>(query: SQL, on: Db = db): Promise<T[]> {
      // Both drivers return { rows } for execute(); drizzle types it per driver.
      const res = (await on.execute(query)) as { rows: T[] };
      return res.rows;
    },
    async ping() {
      await db.execute('select 1');
    },
    close() {
      closing ??= (async () => {
        await Promise.allSettled([...running]);
        await end();
      })();
      return closing;
    },
  };
}
