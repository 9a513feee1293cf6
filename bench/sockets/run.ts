/**
 * Many sockets against one table's presses (issue 50 point 6).
 *
 * One diner at another table presses + on the cart one press after another (SOCKETS_PRESSES,
 * default 200); the time from the emit to its ack is measured: p50 and p99. First alone (the
 * baseline), then while an attacker with one diner session opens SOCKETS_ATTACK sockets (default
 * 20) and, from each one that the server lets in, keeps SOCKETS_DEPTH presses (default 16)
 * unanswered at all times. Prints both, their ratio and how many of the attacker's sockets were
 * let in; asserts nothing (timing depends on the machine). Server and clients share one thread.
 *
 *   npm run bench:sockets
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { io as ioClient, type Socket } from 'socket.io-client';
import { buildServer } from '../../server/app';
import { openStore } from '../../server/store';
import cartModule from '../../server/modules/cart';
import { DISH, openOrder, seedCartMenu } from '../../server/modules/cart/testing';

const num = (name: string, fallback: number, max: number) =>
  Math.max(1, Math.min(max, Number(process.env[name] ?? fallback) || fallback));
const PRESSES = num('SOCKETS_PRESSES', 200, 10_000);
const ATTACK = num('SOCKETS_ATTACK', 20, 500);
const DEPTH = num('SOCKETS_DEPTH', 16, 1000);
const SECRET = 'sockets-bench-secret-0123456789abcdef';

type Ack = { ok: boolean; code?: string };

/** + then − on one line, so that the cart stays small however long the run. */
let turn = 0;
const press = (tableId: number) => ({
  cartFind: { tableId },
  dish: { id: DISH.ramen },
  mathSymbol: turn++ % 2,
  action: { type: 0, state: 0 },
  isAddDuplicate: false,
});

function connect(url: string, token: string): Promise<Socket | null> {
  const s = ioClient(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  return new Promise((resolve) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', () => {
      s.close();
      resolve(null);
    });
  });
}

const ack = (s: Socket, event: string, payload: unknown) =>
  s.timeout(30_000).emitWithAck(event, payload) as Promise<Ack>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The victim's press latencies (ms): one press after another. */
async function measure(victim: Socket, tableId: number) {
  const times: number[] = [];
  for (let i = 0; i < PRESSES; i++) {
    const t0 = performance.now();
    await ack(victim, '/cart2/update', press(tableId));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function main() {
  const store = await openStore({});
  const scratch = mkdtempSync(join(tmpdir(), 'tavola-sockets-'));
  // No round limit: the presses are what is measured.
  await seedCartMenu(store, { turnLimit: { enable: 0, turn_dishes: 1_000_000, turn_mins: 600 } });
  const app = await buildServer({
    store,
    logger: false,
    sessionSecret: SECRET,
    modules: [cartModule],
    imagesDir: join(scratch, 'images'),
    distDir: join(scratch, 'dist'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const opened: Socket[] = [];
  let stop = false;
  try {
    const victimTable = 1;
    const victimOrder = await openOrder(store, victimTable, 2);
    const victim = await connect(
      url,
      app.sessions.signDiner({ tableId: victimTable, orderId: victimOrder, customer: '1' }),
    );
    if (!victim) throw new Error('the victim could not connect');
    opened.push(victim);
    await ack(victim, '/cart2/init', { cartFind: { tableId: victimTable } });
    await measure(victim, victimTable); // warm-up
    const baseline = await measure(victim, victimTable);

    const attackTable = 2;
    const attackOrder = await openOrder(store, attackTable, 2);
    const token = app.sessions.signDiner({
      tableId: attackTable,
      orderId: attackOrder,
      customer: '1',
    });
    const attackers: Socket[] = [];
    for (let i = 0; i < ATTACK; i++) {
      const s = await connect(url, token);
      if (s) attackers.push(s);
    }
    opened.push(...attackers);
    let sent = 0;
    let refused = 0;
    const loop = async (s: Socket) => {
      while (!stop) {
        sent++;
        const a = await ack(s, '/cart2/update', press(attackTable)).catch(() => null);
        if (!a?.ok) refused++;
      }
    };
    for (const s of attackers) for (let d = 0; d < DEPTH; d++) void loop(s);
    const attacked = await measure(victim, victimTable);
    stop = true;

    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`Sockets bench: ${PRESSES} presses of another table, one after another`);
    console.log(`  baseline        p50 ${f(baseline.p50)}  p99 ${f(baseline.p99)}`);
    console.log(
      `  under attack    p50 ${f(attacked.p50)}  p99 ${f(attacked.p99)}  ` +
        `(${attackers.length} of ${ATTACK} sockets let in, ${DEPTH} presses in flight each; ` +
        `${sent} sent, ${refused} refused)`,
    );
    console.log(
      `  ratio           p50 ×${(attacked.p50 / baseline.p50).toFixed(1)}  ` +
        `p99 ×${(attacked.p99 / baseline.p99).toFixed(1)}`,
    );
  } finally {
    stop = true;
    for (const s of opened) s.close();
    await app.close();
    await store.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
