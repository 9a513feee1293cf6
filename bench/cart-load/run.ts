/**
 * Shared-cart load on loopback: 200 simulated diners over 50 tables press + on the cart.
 *
 * 1. Throughput: every diner presses again as soon as its press is answered (closed loop,
 *    CART_LOAD_OPS presses each, default 20): cart updates per second at saturation.
 * 2. Latency: the diners press at a steady total rate (CART_LOAD_RATE per second, default 100,
 *    i.e. one press per diner every 2 s; at most half the measured saturation), 5 presses each;
 *    for every change, the time from the emit to the moment every diner at the table has received
 *    the UPDATE_CART that carries it: p50, p95, p99.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set; and, as the floor, a bare socket.io
 * echo round trip with the same clients, counts and rate on the same machine.
 *
 *   npm run bench:cart-load            (60 s cap per phase)
 *   CART_LOAD_STORES=postgres npm run bench:cart-load    (one store only)
 *
 * Target: p99 under 50 ms, and at least a third of the echo floor's throughput. Prints numbers
 * and a verdict; exits 0 either way (timing depends on the machine).
 */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as ioClient, type Socket } from 'socket.io-client';
import { buildServer } from '../../server/app';
import { openStore, type Store } from '../../server/store';
import { createTestDatabase } from '../../server/test/harness';
import cartModule from '../../server/modules/cart';
import { DISH, openOrder, seedCartMenu } from '../../server/modules/cart/testing';

const TABLES = 50;
const DINERS_PER_TABLE = 4;
const OPS_PER_DINER = Math.max(1, Math.min(500, Number(process.env.CART_LOAD_OPS ?? 20)));
const CAP_MS = 60_000;
const RATE = Math.max(1, Math.min(5000, Number(process.env.CART_LOAD_RATE ?? 100)));
const PACED_PER_DINER = 5;
/** Which stores to load (CART_LOAD_STORES=pglite,postgres; both by default). */
const STORES = new Set((process.env.CART_LOAD_STORES ?? 'pglite,postgres').split(',').map((s) => s.trim()));
const SECRET = 'cart-load-bench-secret-0123456789abcdef';

interface Result {
  name: string;
  /** Presses answered in the saturation phase, and its length. */
  ops: number;
  seconds: number;
  /** Presses per second of the steady-rate phase the latencies come from. */
  rate: number;
  latencies: number[];
  refused: number;
}

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

function connect(url: string, token?: string): Promise<Socket> {
  const s = ioClient(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: token ? { token } : {} });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

async function cartLoad(name: string, store: Store): Promise<Result> {
  const scratch = mkdtempSync(join(tmpdir(), 'tavola-bench-'));
  await seedCartMenu(store, { turnLimit: { enable: 1, turn_dishes: 100_000, turn_mins: 600 } });
  const app = await buildServer({ store, logger: false, sessionSecret: SECRET, modules: [cartModule], imagesDir: join(scratch, 'images'), distDir: join(scratch, 'dist') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];
  try {
    // Per diner: arrival times of each cart version it received.
    const arrivals: Map<number, number>[] = [];
    const tableOf: number[] = [];
    for (let t = 0; t < TABLES; t++) {
      const tableId = 1000 + t;
      const orderId = await openOrder(store, tableId, DINERS_PER_TABLE);
      for (let d = 0; d < DINERS_PER_TABLE; d++) {
        const sock = await connect(url, app.sessions.signDiner({ tableId, orderId, customer: String(d + 1) }));
        const seen = new Map<number, number>();
        sock.on('UPDATE_CART', (c: { version: number }) => {
          if (!seen.has(c.version)) seen.set(c.version, performance.now());
        });
        const ack = (await sock.timeout(10_000).emitWithAck('/cart2/init', { cartFind: { tableId } })) as { ok: boolean };
        if (!ack.ok) throw new Error(`init refused at table ${tableId}`);
        sockets.push(sock);
        arrivals.push(seen);
        tableOf.push(t);
      }
    }
    const press = async (i: number) => {
      const t0 = performance.now();
      const ack = (await sockets[i]!
        .timeout(10_000)
        .emitWithAck('/cart2/update', { cartFind: { tableId: 1000 + tableOf[i]! }, dish: { id: DISH.water }, mathSymbol: 0, action: { type: 0, state: 0 }, isAddDuplicate: true })) as {
        ok: boolean;
        version?: number;
      };
      return { t0, ok: ack.ok && typeof ack.version === 'number', version: ack.version ?? 0 };
    };

    // 1. Saturation.
    let done = 0;
    let refused = 0;
    const deadline = performance.now() + CAP_MS;
    const start = performance.now();
    await Promise.all(
      sockets.map(async (_s, i) => {
        for (let k = 0; k < OPS_PER_DINER && performance.now() < deadline; k++) {
          if ((await press(i)).ok) done++;
          else refused++;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;

    // 2. Steady rate.
    const rate = Math.min(RATE, (0.5 * done) / seconds);
    const ops: { table: number; version: number; t0: number }[] = [];
    const gap = (sockets.length / rate) * 1000;
    const paced = performance.now();
    await Promise.all(
      sockets.map(async (_s, i) => {
        for (let k = 0; k < PACED_PER_DINER; k++) {
          const at = paced + (i / sockets.length) * gap + k * gap;
          const wait = at - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (performance.now() > paced + CAP_MS) break;
          const r = await press(i);
          if (r.ok) ops.push({ table: tableOf[i]!, version: r.version, t0: r.t0 });
          else refused++;
        }
      }),
    );
    // Let the last broadcasts land.
    await new Promise((r) => setTimeout(r, 300));
    const latencies: number[] = [];
    for (const op of ops) {
      let last = 0;
      for (let i = 0; i < sockets.length; i++) {
        if (tableOf[i] !== op.table) continue;
        let at = Infinity;
        for (const [v, time] of arrivals[i]!) if (v >= op.version && time < at) at = time;
        last = Math.max(last, at);
      }
      if (Number.isFinite(last)) latencies.push(last - op.t0);
      else refused++;
    }
    return { name, ops: done, seconds, rate, latencies: latencies.sort((a, b) => a - b), refused };
  } finally {
    for (const s of sockets) s.disconnect();
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
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < TABLES * DINERS_PER_TABLE; i++) sockets.push(await connect(url));
    const echo = async (sock: Socket) => {
      const t0 = performance.now();
      await sock.timeout(10_000).emitWithAck('echo', { dish: { id: DISH.water }, mathSymbol: 0 });
      return performance.now() - t0;
    };
    let done = 0;
    const start = performance.now();
    await Promise.all(
      sockets.map(async (sock) => {
        for (let k = 0; k < OPS_PER_DINER; k++) {
          await echo(sock);
          done++;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const rate = Math.min(RATE, (0.5 * done) / seconds);
    const gap = (sockets.length / rate) * 1000;
    const latencies: number[] = [];
    const paced = performance.now();
    await Promise.all(
      sockets.map(async (sock, i) => {
        for (let k = 0; k < PACED_PER_DINER; k++) {
          const wait = paced + (i / sockets.length) * gap + k * gap - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          latencies.push(await echo(sock));
        }
      }),
    );
    return { name: 'socket.io echo (floor)', ops: done, seconds, rate, latencies: latencies.sort((a, b) => a - b), refused: 0 };
  } finally {
    for (const s of sockets) s.disconnect();
    await new Promise<void>((r) => io.close(() => r()));
  }
}

function line(r: Result): string {
  const f = (n: number) => n.toFixed(1).padStart(8);
  return `${r.name.padEnd(24)} saturation ${f(r.ops / r.seconds)} updates/s (${r.ops} in ${r.seconds.toFixed(1)} s) | at ${r.rate.toFixed(0)}/s: p50 ${f(pct(r.latencies, 50))} ms  p95 ${f(pct(r.latencies, 95))} ms  p99 ${f(pct(r.latencies, 99))} ms${r.refused ? `  (${r.refused} refused or unseen)` : ''}`;
}

async function main() {
  console.log(
    `cart-load: ${TABLES} tables x ${DINERS_PER_TABLE} diners = ${TABLES * DINERS_PER_TABLE} diners on loopback; saturation ${OPS_PER_DINER} presses each; latency at ${RATE}/s (at most half the saturation), ${PACED_PER_DINER} presses each`,
  );
  const floor = await echoFloor();
  console.log(line(floor));
  const results: Result[] = [];

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
      const pg = await openStore({ databaseUrl: db.url, poolSize: Number(process.env.CART_LOAD_POOL ?? 10) });
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
  for (const r of results) {
    const rate = r.ops / r.seconds;
    const p99 = pct(r.latencies, 99);
    console.log(
      `${r.name}: p99 ${p99.toFixed(1)} ms at ${r.rate.toFixed(0)}/s (target < 50: ${p99 < 50 ? 'met' : 'NOT met'}), throughput ${((100 * rate) / floorRate).toFixed(1)}% of the echo floor (target >= 33.3%: ${rate * 3 >= floorRate ? 'met' : 'NOT met'})`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
