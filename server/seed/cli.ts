/**
 * (Re)creates the demo restaurant in the same store the server opens:
 *   npx tsx server/seed/cli.ts          seeds when the store holds no restaurant yet
 *   npx tsx server/seed/cli.ts --reset  deletes everything (orders included) and seeds afresh
 * Store: PostgreSQL at DATABASE_URL when set, else PGlite in $TAVOLA_DATA/pglite (default ./data).
 * Pictures: $TAVOLA_DATA/images. Stop the server first when it uses PGlite (one process per folder).
 */
import { join, resolve } from 'node:path';
import { openStore } from '../store';
import { seedDemo } from './index';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) {
    process.stderr.write(`Unknown option ${unknown.join(' ')}. Usage: seed [--reset]\n`);
    process.exit(2);
  }
  const reset = args.includes('--reset');
  const dataDir = resolve(process.env.TAVOLA_DATA ?? './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const store = await openStore(
    databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') },
  );
  try {
    const result = await seedDemo(store, { reset, imagesDir: join(dataDir, 'images') });
    const where = databaseUrl ? 'the PostgreSQL database' : join(dataDir, 'pglite');
    process.stdout.write(
      result.seeded
        ? `Demo restaurant Tavola Sakura ${reset ? 're-created' : 'created'} in ${where}.\n`
        : `The store in ${where} already holds a restaurant; nothing changed (use --reset to re-create it).\n`,
    );
    process.stdout.write(
      `Pictures: ${result.images.written} written, ${result.images.skipped} already present.\n`,
    );
  } finally {
    await store.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Seeding failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
