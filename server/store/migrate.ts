// Versioned SQL migrations: server/store/migrations/NNNN_name.sql, applied in order, each in its
// own transaction, recorded in schema_migrations. With PostgreSQL an advisory lock makes several
// processes starting at once apply each migration exactly once.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export type MigrationResult = string[];

const MIGRATION_LOCK = 7_461_001;

export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: f.slice(0, 4),
      name: f.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, f), 'utf8'),
    }));
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

export async function migratePglite(client: PGlite, dir = migrationsDir): Promise<MigrationResult> {
  await client.exec(CREATE_TABLE);
  const applied: string[] = [];
  for (const m of loadMigrations(dir)) {
    await client.transaction(async (tx) => {
      const done = await tx.query('select 1 from schema_migrations where version = $1', [
        m.version,
      ]);
      if (done.rows.length) return;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.name);
    });
  }
  return applied;
}

export async function migratePostgres(
  pool: pg.Pool,
  dir = migrationsDir,
): Promise<MigrationResult> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('BEGIN');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(CREATE_TABLE);
    await client.query('COMMIT');
    for (const m of loadMigrations(dir)) {
      await client.query('BEGIN');
      try {
        await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const done = await client.query('select 1 from schema_migrations where version = $1', [
          m.version,
        ]);
        if (done.rowCount) {
          await client.query('COMMIT');
          continue;
        }
        await client.query(m.sql);
        await client.query('insert into schema_migrations (version, name) values ($1, $2)', [
          m.version,
          m.name,
        ]);
        await client.query('COMMIT');
        applied.push(m.name);
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    }
  } finally {
    client.release();
  }
  return applied;
}
