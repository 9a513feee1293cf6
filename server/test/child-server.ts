// A server process for tests that stop it with a signal (shutdown.test.ts): PGlite in the folder
// TAVOLA_TEST_DATA, the cart test menu and one open order at table 900, the cart module alone,
// shut down as server/main.ts does; TAVOLA_TEST_SLOW_TX slows every transaction down. Prints one
// line `READY {"port":…,"orderId":…,"tokens":[…]}` when it listens.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../app';
import { openStore } from '../store';
import { installShutdown } from '../shutdown';
import cartModule from '../modules/cart/index';
import { openOrder, seedCartMenu } from '../modules/cart/testing';

export const CHILD_TABLE = 900;
export const CHILD_DINERS = 4;

async function main() {
  const dir = process.env.TAVOLA_TEST_DATA;
  if (!dir) throw new Error('TAVOLA_TEST_DATA is not set');
  const store = await openStore({ dataDir: join(dir, 'pglite') });
  await seedCartMenu(store, { turnLimit: { enable: 0, turn_dishes: 50, turn_mins: 10 } });
  const orderId = await openOrder(store, CHILD_TABLE, CHILD_DINERS);
  // A slow store (TAVOLA_TEST_SLOW_TX ms inside every transaction) keeps changes waiting in the
  // cart's group commit, as a loaded server does, whenever the signal comes.
  const slowMs = Number(process.env.TAVOLA_TEST_SLOW_TX ?? 0);
  if (slowMs > 0) {
    const run = store.transaction.bind(store);
    store.transaction = (fn) =>
      run(async (tx) => {
        await new Promise((r) => setTimeout(r, slowMs));
        return fn(tx);
      });
  }
  mkdirSync(join(dir, 'images'), { recursive: true });
  const app = await buildServer({
    store,
    logger: false,
    sessionSecret: 'child-server-secret-0123456789abcdef',
    modules: [cartModule],
    imagesDir: join(dir, 'images'),
    distDir: join(dir, 'dist'),
  });
  installShutdown(app, store);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const tokens = Array.from({ length: CHILD_DINERS }, (_, i) =>
    app.sessions.signDiner({ tableId: CHILD_TABLE, orderId, customer: String(i + 1) }),
  );
  process.stdout.write(`READY ${JSON.stringify({ port, orderId, tokens })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
