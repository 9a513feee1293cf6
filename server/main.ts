// The server process: opens the store (PGlite in TAVOLA_DATA, or PostgreSQL at DATABASE_URL),
// applies migrations, seeds the demo restaurant on first run, serves everything on one port and
// prints each table's URL with a QR code.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';
import { asc } from 'drizzle-orm';
import { buildServer } from './app';
import { installShutdown } from './shutdown';
import { openStore, type Store } from './store';
import { diningTables } from './store/schema';
import { settingOf } from './store/settings';
import { SETTINGS } from '../core';
import { seedDemoIfEmpty } from './seed';
import type { FastifyInstance } from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.TAVOLA_DATA ?? './data');
const imagesDir = join(dataDir, 'images');
const databaseUrl = process.env.DATABASE_URL || undefined;
const redisUrl = process.env.REDIS_URL || undefined;

function publicHost(): string {
  if (process.env.PUBLIC_HOST) return process.env.PUBLIC_HOST;
  if (host !== '0.0.0.0' && host !== '::') return host;
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return 'localhost';
}

async function printTables(app: FastifyInstance, store: Store) {
  const tables = await store.db
    .select()
    .from(diningTables)
    .orderBy(asc(diningTables.sort), asc(diningTables.table_id));
  const encrypting = await settingOf(store.db, SETTINGS.isEncrypting);
  const base = `http://${publicHost()}:${port}`;
  const lines: string[] = [`\nTavola is serving on ${base}\n`];
  const entries = [
    ...tables.map((t) => ({ name: t.table_name, id: t.table_id })),
    { name: 'Quick Service', id: -1 },
  ];
  for (const t of entries) {
    const code = encrypting && t.id > 0 ? app.tableCodes.encrypt(t.id) : String(t.id);
    const url = `${base}/?table_id=${encodeURIComponent(code)}`;
    lines.push(`${t.name}: ${url}`);
    lines.push(await QRCode.toString(url, { type: 'terminal', small: true }));
  }
  process.stdout.write(lines.join('\n') + '\n');
}

async function main() {
  const store = await openStore(
    databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') },
  );
  mkdirSync(imagesDir, { recursive: true });
  try {
    const seeded = await seedDemoIfEmpty(store, { imagesDir });
    if (seeded.seeded) process.stdout.write('Created the demo restaurant.\n');
  } catch (err) {
    console.error('Seeding the demo restaurant failed:', err);
    await store.close();
    process.exit(1);
  }
  const app = await buildServer({
    store,
    imagesDir,
    distDir: resolve('dist'),
    redisUrl,
  });

  installShutdown(app, store);

  await app.listen({ port, host });
  await printTables(app, store);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
