/**
 * The simulated diners of bench/cart-load: socket.io clients that press + on the cart (or send an
 * echo, for the floor) in a closed loop, then at a steady rate, and time what comes back.
 *
 * `runLoad` runs them where it is called; run as a worker thread (the default of run.ts) they get
 * a thread of their own, so decoding the broadcasts 200 phones would decode does not take the
 * server's thread.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { io as ioClient, type Socket } from 'socket.io-client';

export interface BenchDiner {
  /** The diner session (cart) or none (echo). */
  token?: string;
  tableId: number;
}

export interface LoadPlan {
  kind: 'cart' | 'echo';
  url: string;
  diners: BenchDiner[];
  /** Closed loop: presses before the count starts (JIT, caches and pools warm up), not counted. */
  warmupMs: number;
  /** Closed loop: how long the presses answered are counted. */
  measureMs: number;
  /** Total presses per second of the steady-rate phase (capped at half the saturation). */
  rate: number;
  pacedPerDiner: number;
  capMs: number;
  dishId: number;
}

export interface LoadResult {
  ops: number;
  seconds: number;
  rate: number;
  latencies: number[];
  refused: number;
}

function connect(url: string, token?: string): Promise<Socket> {
  const s = ioClient(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: token ? { token } : {},
  });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const sockets: Socket[] = [];
  // Per diner: arrival time of each cart version it received.
  const arrivals: Map<number, number>[] = [];
  try {
    for (const d of plan.diners) {
      const sock = await connect(plan.url, d.token);
      const seen = new Map<number, number>();
      if (plan.kind === 'cart') {
        const heard = (version: number) => {
          if (!seen.has(version)) seen.set(version, performance.now());
        };
        // A change reaches the table as the lines it touched; a round as the whole cart.
        sock.on('UPDATE_CART', (c: { version: number }) => heard(c.version));
        sock.on('CHAT_MESSAGE', (m: { content?: { event?: string; version?: number } }) => {
          if (m.content?.event === 'UPDATE_DISH_COUNT' && typeof m.content.version === 'number')
            heard(m.content.version);
        });
        const ack = (await sock
          .timeout(10_000)
          .emitWithAck('/cart2/init', { cartFind: { tableId: d.tableId } })) as { ok: boolean };
        if (!ack.ok) throw new Error(`init refused at table ${d.tableId}`);
      }
      sockets.push(sock);
      arrivals.push(seen);
    }

    const press = async (i: number): Promise<{ t0: number; ok: boolean; version: number }> => {
      const t0 = performance.now();
      const sock = sockets[i]!;
      if (plan.kind === 'echo') {
        await sock
          .timeout(10_000)
          .emitWithAck('echo', { dish: { id: plan.dishId }, mathSymbol: 0 });
        return { t0, ok: true, version: 0 };
      }
      // A press unanswered within 10 s counts as refused (the run goes on).
      const ack = (await sock
        .timeout(10_000)
        .emitWithAck('/cart2/update', {
          cartFind: { tableId: plan.diners[i]!.tableId },
          dish: { id: plan.dishId },
          mathSymbol: 0,
          action: { type: 0, state: 0 },
          isAddDuplicate: true,
        })
        .catch(() => ({ ok: false }))) as {
        ok: boolean;
        version?: number;
      };
      return { t0, ok: ack.ok && typeof ack.version === 'number', version: ack.version ?? 0 };
    };

    // 1. Saturation: every diner presses again as soon as its press is answered; the presses
    // answered inside the measuring window (after the warm-up) are counted.
    let done = 0;
    let refused = 0;
    const from = performance.now() + plan.warmupMs;
    const until = from + plan.measureMs;
    await Promise.all(
      sockets.map(async (_s, i) => {
        while (performance.now() < until) {
          const r = await press(i);
          const at = performance.now();
          if (at < from || at > until) continue;
          if (r.ok) done++;
          else refused++;
        }
      }),
    );
    const seconds = plan.measureMs / 1000;

    // 2. Steady rate.
    const rate = Math.min(plan.rate, (0.5 * done) / seconds);
    const ops: { tableId: number; version: number; t0: number; echoMs: number }[] = [];
    const gap = (sockets.length / rate) * 1000;
    const paced = performance.now();
    await Promise.all(
      sockets.map(async (_s, i) => {
        for (let k = 0; k < plan.pacedPerDiner; k++) {
          const wait = paced + (i / sockets.length) * gap + k * gap - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (performance.now() > paced + plan.capMs) break;
          const r = await press(i);
          if (r.ok)
            ops.push({
              tableId: plan.diners[i]!.tableId,
              version: r.version,
              t0: r.t0,
              echoMs: performance.now() - r.t0,
            });
          else refused++;
        }
      }),
    );
    // Let the last broadcasts land.
    await new Promise((r) => setTimeout(r, 300));

    const latencies: number[] = [];
    for (const op of ops) {
      if (plan.kind === 'echo') {
        latencies.push(op.echoMs);
        continue;
      }
      // From the emit to the moment every diner at the table has the version that carries it.
      let last = 0;
      for (let i = 0; i < sockets.length; i++) {
        if (plan.diners[i]!.tableId !== op.tableId) continue;
        let at = Infinity;
        for (const [v, time] of arrivals[i]!) if (v >= op.version && time < at) at = time;
        last = Math.max(last, at);
      }
      if (Number.isFinite(last)) latencies.push(last - op.t0);
      else refused++;
    }
    return { ops: done, seconds, rate, latencies: latencies.sort((a, b) => a - b), refused };
  } finally {
    for (const s of sockets) s.disconnect();
  }
}

if (!isMainThread && parentPort && (workerData as { plan?: LoadPlan } | null)?.plan) {
  const port = parentPort;
  runLoad((workerData as { plan: LoadPlan }).plan).then(
    (result) => port.postMessage({ result }),
    (err: unknown) =>
      port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
}
