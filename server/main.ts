// The server process: opens the store (PGlite in TAVOLA_DATA, or PostgreSQL at DATABASE_URL),
// applies migrations, seeds the demo restaurant on first run, serves everything on one port and
// prints where the tables and the staff console are (start-banner.ts).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { networkInterfaces } from 'node:os';
import { buildServer } from './app';
import { installShutdown } from './shutdown';
import { openStore } from './store';
import { printStartBanner } from './start-banner';
import { seedDemoIfEmpty } from './seed';

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
  await printStartBanner(app, store, `http://${publicHost()}:${port}`, {
    allQrCodes: process.argv.includes('--qr'),
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
