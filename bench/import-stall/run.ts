/**
 * How long a large restaurant import freezes the server on the embedded store (PGlite on disk,
 * as in production): the demo restaurant plus IMPORT_PICTURES (default 140) noisy JPEGs of about
 * 300 kB, some 43 MB of document. While the import runs it prints
 *   - the longest event-loop stall (perf_hooks.monitorEventLoopDelay), and its p99;
 *   - the longest wait of a diner's query (a menu read every 20 ms on the same store);
 *   - the import's own time.
 * The document goes in as the route's body does: its bytes (importRestaurantBytes).
 *
 *   npx tsx bench/import-stall/run.ts
 *
 * Prints numbers only; exits 0 (timing depends on the machine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { openStore } from '../../server/store';
import { seedDemo } from '../../server/seed';
import { exportRestaurant, importRestaurantBytes } from '../../server/modules/setup/service';

const PICTURES = Number(process.env.IMPORT_PICTURES ?? 140);
const ms = (ns: number) => `${(ns / 1e6).toFixed(0)} ms`;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tavola-import-bench-'));
  const store = await openStore({ dataDir: join(dir, 'pglite') });
  try {
    await seedDemo(store, { imagesDir: '', images: false, reset: false });
    const doc = await exportRestaurant(store, join(dir, 'none'));
    for (let i = 0; i < PICTURES; i++) {
      const raw = randomBytes(460 * 460 * 3);
      const jpeg = await sharp(raw, { raw: { width: 460, height: 460, channels: 3 } })
        .jpeg({ quality: 97 })
        .toBuffer();
      doc.pictures[`menu_pic/bench-${i}.jpg`] = jpeg.toString('base64');
    }
    const body = JSON.stringify(doc);
    process.stdout.write(
      `Document: ${(body.length / 1e6).toFixed(1)} MB, ${doc.dishes.length} dishes, ${PICTURES} pictures\n`,
    );

    const loop = monitorEventLoopDelay({ resolution: 10 });
    let longestQuery = 0;
    let queries = 0;
    let running = true;
    const diner = (async () => {
      while (running) {
        const t0 = performance.now();
        await store.rows(sql`select count(*) from menu_items where not sold_out`);
        longestQuery = Math.max(longestQuery, performance.now() - t0);
        queries++;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    loop.enable();
    const t0 = performance.now();
    const result = await importRestaurantBytes(store, Buffer.from(body), join(dir, 'images'), {
      wipeService: true,
    });
    const took = performance.now() - t0;
    loop.disable();
    running = false;
    await diner;
    process.stdout.write(
      [
        `Import: ${took.toFixed(0)} ms (${result.pictures} pictures)`,
        `Longest event-loop stall: ${ms(loop.max)} (p99 ${ms(loop.percentile(99))}, mean ${ms(loop.mean)})`,
        `Longest diner query during the import: ${longestQuery.toFixed(0)} ms (${queries} queries)`,
      ].join('\n') + '\n',
    );
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
