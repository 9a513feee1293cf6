/**
 * Shared-cart load on loopback: 200 simulated diners over 50 tables (CART_LOAD_TABLES) press +.
 *
 * 1. Throughput: every diner presses again as soon as its press is answered (closed loop): cart
 *    updates per second at saturation, counted over CART_LOAD_SECONDS (default 5) after
 *    CART_LOAD_WARMUP seconds (default 2) that are not counted, so that neither the floor nor the
 *    cart is measured while the JIT, caches and pools warm up.
 * 2. Latency: the diners press at a steady total rate (CART_LOAD_RATE per second, default 100,
 *    i.e. one press per diner every 2 s; at most half the measured saturation), 5 presses each;
 *    for every change, the time from the emit to the moment every diner at the table has received
 *    the lines change (CHAT_MESSAGE UPDATE_DISH_COUNT) that carries it: p50, p95, p99.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set; and, as the floor, a bare socket.io
 * echo round trip with the same clients, counts and rate on the same machine. A third run, the
 * fan-out floor, answers each press with the cart's messages alone (a real-sized UPDATE_CART per
 * table and turn, a CHAT_MESSAGE, the ack) and no store or rules: what the protocol costs by
 * itself, so the figures say how much of the cart's time is the store and the rules.
 * The diners run in a worker thread (clients.ts) so that the server's thread does only the
 * server's work, as in a restaurant, where 200 phones decode the broadcasts;
 * CART_LOAD_CLIENTS=inline runs them on the server's thread instead.
 *
 *   npm run bench:cart-load            (60 s cap per phase)
 *   CART_LOAD_STORES=postgres npm run bench:cart-load    (one store only)
 *
 * Target: p99 under 50 ms, and at least a third of the echo floor's throughput. Prints numbers
 * and a verdict; exits 0 either way (timing depends on the machine).
 */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { Server } from 'socket.io';
import { buildServer } from '../../server/app';
import { openStore, type Store } from '../../server/store';
import { createTestDatabase } from '../../server/test/harness';
import cartModule from '../../server/modules/cart';
import { metadataOf, readCart } from '../../server/modules/cart/repository';
import { DISH, openOrder, seedCartMenu } from '../../server/modules/cart/testing';
import { chatMessage } from '../../server/realtime';
import { coalesceWrites } from '../../server/realtime/coalesce';
import { runLoad, type BenchDiner, type LoadPlan, type LoadResult } from './clients';

/** Tables loaded (CART_LOAD_TABLES, default 50), four diners each. */
const TABLES = Math.max(
  1,
  Math.min(1000, Math.floor(Number(process.env.CART_LOAD_TABLES ?? 50)) || 50),
);
const DINERS_PER_TABLE = 4;
/** Saturation: seconds of warm-up, then seconds counted. */
const WARMUP_MS = 1000 * Math.max(0, Math.min(60, Number(process.env.CART_LOAD_WARMUP ?? 2)));
const MEASURE_MS = 1000 * Math.max(1, Math.min(120, Number(process.env.CART_LOAD_SECONDS ?? 5)));
const CAP_MS = 60_000;
const RATE = Math.max(1, Math.min(5000, Number(process.env.CART_LOAD_RATE ?? 100)));
const PACED_PER_DINER = 5;
/** Which stores to load (CART_LOAD_STORES=pglite,postgres; both by default). */
const STORES = new Set(
  (process.env.CART_LOAD_STORES ?? 'pglite,postgres').split(',').map((s) => s.trim()),
);
const SECRET = 'cart-load-bench-secret-0123456789abcdef';

interface Result extends LoadResult {
  name: string;
}

/** A cart run's result, with the cart metadata one of its tables ended with. */
interface CartResult extends Result {
  sampleCart: Record<string, unknown>;
}

/** Where the simulated diners run: a worker thread of their own (default), or the server's thread. */
const CLIENTS: 'thread' | 'inline' =
  process.env.CART_LOAD_CLIENTS === 'inline' ? 'inline' : 'thread';

const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs the diners of a plan (see clients.ts) and returns what they measured. */
function drive(plan: LoadPlan): Promise<LoadResult> {
  if (CLIENTS === 'inline') return runLoad(plan);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./clients-worker.mjs', import.meta.url), {
      workerData: { plan },
    });
    worker.once('message', (m: { result?: LoadResult; error?: string }) => {
      void worker.terminate();
      if (m.result) resolve(m.result);
      else reject(new Error(m.error ?? 'the diners stopped'));
    });
    worker.once('error', reject);
  });
}

const planOf = (kind: LoadPlan['kind'], url: string, diners: BenchDiner[]): LoadPlan => ({
  kind,
  url,
  diners,
  warmupMs: WARMUP_MS,
  measureMs: MEASURE_MS,
  rate: RATE,
  pacedPerDiner: PACED_PER_DINER,
  capMs: CAP_MS,
  dishId: DISH.water,
});

async function cartLoad(name: string, store: Store): Promise<CartResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'tavola-bench-'));
  await seedCartMenu(store, { turnLimit: { enable: 1, turn_dishes: 100_000, turn_mins: 600 } });
  const app = await buildServer({
    store,
    logger: false,
    sessionSecret: SECRET,
    modules: [cartModule],
    imagesDir: join(scratch, 'images'),
    distDir: join(scratch, 'dist'),
    // All 200 simulated phones share the loopback address.
    connectionLimits: { perAddress: 1000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const diners: BenchDiner[] = [];
    let firstOrder = 0;
    for (let t = 0; t < TABLES; t++) {
      const tableId = 1000 + t;
      const orderId = await openOrder(store, tableId, DINERS_PER_TABLE);
      firstOrder ||= orderId;
      for (let d = 0; d < DINERS_PER_TABLE; d++)
        diners.push({
          tableId,
          token: app.sessions.signDiner({ tableId, orderId, customer: String(d + 1) }),
        });
    }
    const result = await drive(planOf('cart', url, diners));
    const snap = await readCart(app.cartRules, firstOrder);
    return { name, ...result, sampleCart: snap ? { ...metadataOf(snap) } : {} };
  } finally {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function echoFloor(): Promise<Result> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (s) => {
    s.on('echo', (payload: unknown, ack: (b: unknown) => void) => ack(payload));
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  try {
    const diners: BenchDiner[] = Array.from({ length: TABLES * DINERS_PER_TABLE }, (_, i) => ({
      tableId: 1000 + Math.floor(i / DINERS_PER_TABLE),
    }));
    return { name: 'socket.io echo (floor)', ...(await drive(planOf('echo', url, diners))) };
  } finally {
    await new Promise<void>((r) => io.close(() => r()));
  }
}

/**
 * The protocol's own floor: what a cart change's messages cost with no store and no rules. Each
 * press is answered as the server answers a change: the presses of one table in one turn of the
 * event loop share one UPDATE_CART (as large as the real cart, taken from the PGlite run) sent to
 * the table's diners, each press sends the table a CHAT_MESSAGE and the presser an ack, and each
 * connection writes once per turn (coalesceWrites), as in the server.
 */
async function fanoutFloor(sampleCart: Record<string, unknown>): Promise<Result> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  coalesceWrites(io.engine);
  const versions = new Map<string, number>();
  const waiting = new Map<string, ((b: unknown) => void)[]>();
  const flush = () => {
    for (const [room, acks] of waiting) {
      const version = (versions.get(room) ?? 0) + 1;
      versions.set(room, version);
      io.to(room).emit('UPDATE_CART', { ...sampleCart, version });
      for (const ack of acks) ack({ ok: true, changed: true, version });
    }
    waiting.clear();
  };
  io.on('connection', (s) => {
    const room = String((s.handshake.auth as { token?: unknown }).token ?? '');
    s.on('/cart2/init', (_p: unknown, ack: (b: unknown) => void) => {
      void s.join(room);
      ack({ ok: true });
    });
    s.on('/cart2/update', (p: { dish?: { id?: number } }, ack: (b: unknown) => void) => {
      io.to(room).emit(
        'CHAT_MESSAGE',
        chatMessage(room, 'ADD_DISH_COUNT', {
          userId: s.id,
          dishId: p.dish?.id,
          version: versions.get(room) ?? 0,
        }),
      );
      if (waiting.size === 0) setImmediate(flush);
      const list = waiting.get(room);
      if (list) list.push(ack);
      else waiting.set(room, [ack]);
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  try {
    const diners: BenchDiner[] = Array.from({ length: TABLES * DINERS_PER_TABLE }, (_, i) => {
      const tableId = 1000 + Math.floor(i / DINERS_PER_TABLE);
      return { tableId, token: String(tableId) };
    });
    return { name: 'fan-out only (floor)', ...(await drive(planOf('cart', url, diners))) };
  } finally {
    await new Promise<void>((r) => io.close(() => r()));
  }
}

function line(r: Result): string {
  const f = (n: number) => n.toFixed(1).padStart(8);
  return `${r.name.padEnd(24)} saturation ${f(r.ops / r.seconds)} updates/s (${r.ops} in ${r.seconds.toFixed(1)} s) | at ${r.rate.toFixed(0)}/s: p50 ${f(pct(r.latencies, 50))} ms  p95 ${f(pct(r.latencies, 95))} ms  p99 ${f(pct(r.latencies, 99))} ms${r.refused ? `  (${r.refused} refused or unseen)` : ''}`;
}

/** The machine's load average (1, 5, 15 min), printed beside the figures: the CPU may be shared. */
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

async function main() {
  console.log(load());
  console.log(
    `cart-load: ${TABLES} tables x ${DINERS_PER_TABLE} diners = ${TABLES * DINERS_PER_TABLE} diners on loopback (${CLIENTS === 'thread' ? 'in a worker thread of their own' : "on the server's thread"}); saturation counted over ${MEASURE_MS / 1000} s after ${WARMUP_MS / 1000} s of warm-up; latency at ${RATE}/s (at most half the saturation), ${PACED_PER_DINER} presses each`,
  );
  const floor = await echoFloor();
  console.log(line(floor));
  const results: CartResult[] = [];

  if (STORES.has('pglite')) {
    const pglite = await openStore({});
    try {
      results.push(await cartLoad('cart on PGlite', pglite));
    } finally {
      await pglite.close();
    }
    console.log(line(results[results.length - 1]!));
  }

  if (!STORES.has('postgres')) {
    // Left out by CART_LOAD_STORES.
  } else if (process.env.DATABASE_URL) {
    const db = await createTestDatabase();
    try {
      const pg = await openStore({
        databaseUrl: db.url,
        poolSize: Number(process.env.CART_LOAD_POOL ?? 10),
      });
      try {
        results.push(await cartLoad('cart on PostgreSQL', pg));
      } finally {
        await pg.close();
      }
    } finally {
      await db.drop();
    }
    console.log(line(results[results.length - 1]!));
  } else {
    console.log('cart on PostgreSQL          skipped (DATABASE_URL is not set)');
  }

  const floorRate = floor.ops / floor.seconds;
  if (results[0]) {
    const fanout = await fanoutFloor(results[0].sampleCart);
    console.log(line(fanout));
    const rate = fanout.ops / fanout.seconds;
    console.log(
      `The cart's messages alone (no store, no rules; UPDATE_CART of ${JSON.stringify(results[0].sampleCart).length} bytes): ${((100 * rate) / floorRate).toFixed(1)}% of the echo floor`,
    );
    for (const r of results)
      console.log(
        `${r.name}: saturation ${(r.ops / r.seconds / rate).toFixed(2)} of the fan-out floor`,
      );
  }
  for (const r of results) {
    const rate = r.ops / r.seconds;
    const p99 = pct(r.latencies, 99);
    console.log(
      `${r.name}: p99 ${p99.toFixed(1)} ms at ${r.rate.toFixed(0)}/s (target < 50: ${p99 < 50 ? 'met' : 'NOT met'}), throughput ${((100 * rate) / floorRate).toFixed(1)}% of the echo floor (target >= 33.3%: ${rate * 3 >= floorRate ? 'met' : 'NOT met'})`,
    );
  }
  console.log(load());
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
