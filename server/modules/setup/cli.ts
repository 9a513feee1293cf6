/**
 * The restaurant document from the command line, on the store the server opens:
 *   npm run restaurant -- export FILE [--no-pictures]   writes the whole restaurant to FILE
 *   npm run restaurant -- import FILE [--wipe-orders]   replaces the restaurant with FILE's, all
 *                                                       or nothing (--wipe-orders also deletes
 *                                                       every order, cart, call and review)
 * Store: PostgreSQL at DATABASE_URL when set, else PGlite in $TAVOLA_DATA/pglite (default ./data).
 * Pictures: $TAVOLA_DATA/images. Stop the server first when it uses PGlite (one process per folder).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openStore } from '../../store';
import { HttpError } from '../../http/errors';
import { exportRestaurant, importRestaurantBytes } from './service';

const USAGE =
  'Usage: restaurant export FILE [--no-pictures] | restaurant import FILE [--wipe-orders]';

async function main(): Promise<number> {
  const [command, file, ...flags] = process.argv.slice(2);
  const allowed = command === 'export' ? ['--no-pictures'] : ['--wipe-orders'];
  const unknown = flags.filter((f) => !allowed.includes(f));
  if ((command !== 'export' && command !== 'import') || !file || unknown.length > 0) {
    process.stderr.write(
      `${unknown.length ? `Unknown option ${unknown.join(' ')}. ` : ''}${USAGE}\n`,
    );
    return 2;
  }
  const dataDir = resolve(process.env.TAVOLA_DATA ?? './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const imagesDir = join(dataDir, 'images');
  const store = await openStore(
    databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') },
  );
  try {
    if (command === 'export') {
      const doc = await exportRestaurant(store, imagesDir);
      if (flags.includes('--no-pictures')) doc.pictures = {};
      await writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);
      const dishes = doc.dishes.length;
      process.stdout.write(
        `Exported ${doc.restaurant.restaurant_name || 'the restaurant'} (${dishes} dishes, ${Object.keys(doc.pictures).length} pictures) to ${file}.\n`,
      );
      return 0;
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (err) {
      process.stderr.write(
        `Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      return 1;
    }
    const result = await importRestaurantBytes(store, bytes, imagesDir, {
      wipeService: flags.includes('--wipe-orders'),
    });
    const rows = Object.values(result.imported).reduce((a, b) => a + b, 0);
    process.stdout.write(`Imported ${file}: ${rows} rows, ${result.pictures} pictures.\n`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      process.stderr.write(`Nothing changed. ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
