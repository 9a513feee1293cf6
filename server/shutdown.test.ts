import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io as ioClient, type Socket } from 'socket.io-client';
import { openStore } from './store';
import { lockCart } from './modules/cart/repository';
import { RuleContext } from './modules/cart/rule-context';
import { DISH } from './modules/cart/testing';

type Ack = { ok: boolean; code?: string };

/** Presses each diner keeps on their way. */
const IN_FLIGHT = 4;
/** Presses answered before SIGTERM. */
const TERM_AFTER = 40;
/** Presses per diner at most (one line holds 99 units). */
const MAX_PRESSES = 90;

describe('SIGTERM', () => {
  it('answers every cart change the server took, stores each one it acknowledged, then exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavola-shutdown-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(__dirname, 'test/child-server.ts')],
      {
        env: { ...process.env, TAVOLA_TEST_DATA: dir, TAVOLA_TEST_SLOW_TX: '30' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      const ready = await new Promise<{ port: number; orderId: number; tokens: string[] }>(
        (res, rej) => {
          let out = '';
          child.stdout!.on('data', (b: Buffer) => {
            out += b.toString();
            const m = /READY (.+)\n/.exec(out);
            if (m) res(JSON.parse(m[1]!));
          });
          child.once('exit', () => rej(new Error(`the server stopped: ${out}`)));
        },
      );
      const sockets: Socket[] = [];
      for (const token of ready.tokens) {
        const s = ioClient(`http://127.0.0.1:${ready.port}`, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          auth: { token },
        });
        await new Promise<void>((r, j) => {
          s.once('connect', () => r());
          s.once('connect_error', j);
        });
        const init = (await s.timeout(10_000).emitWithAck('/cart2/init', {})) as Ack;
        expect(init.ok).toBe(true);
        sockets.push(s);
      }

      // Every diner keeps IN_FLIGHT presses of + on their way (a new one for each answer), each
      // with its own requestKey; SIGTERM goes once TERM_AFTER have been answered.
      const acked = new Set<string>();
      const refused: string[] = [];
      let answered = 0;
      let term!: () => void;
      const termTime = new Promise<void>((r) => (term = r));
      const diners = sockets.map(
        (s, i) =>
          new Promise<void>((done) => {
            let sent = 0;
            let open = 0;
            let stopped = false;
            s.once('disconnect', () => {
              stopped = true;
              done();
            });
            const press = () => {
              if (stopped || sent >= MAX_PRESSES) return;
              const key = `diner-${i}-press-${sent++}`;
              open++;
              s.emit(
                '/cart2/update',
                {
                  dish: { id: DISH.ramen, originId: DISH.ramen },
                  mathSymbol: 0,
                  isAddDuplicate: true,
                  requestKey: key,
                },
                (a: Ack) => {
                  open--;
                  if (a.ok) acked.add(key);
                  else {
                    refused.push(a.code ?? '?');
                    stopped = true;
                  }
                  if (++answered === TERM_AFTER) term();
                  press();
                  if (open === 0 && (stopped || sent >= MAX_PRESSES)) done();
                },
              );
            };
            for (let k = 0; k < IN_FLIGHT; k++) press();
          }),
      );
      await termTime;
      child.kill('SIGTERM');
      await Promise.all(diners);
      expect(await exited).toBe(0);
      expect(acked.size).toBeGreaterThanOrEqual(TERM_AFTER - refused.length);
      for (const code of refused) expect(code).toBe('UNAVAILABLE');

      // The store after the exit holds exactly the presses acknowledged: none lost, none that
      // went unanswered.
      const store = await openStore({ dataDir: join(dir, 'pglite') });
      try {
        const rules = new RuleContext(store);
        const cart = await store.transaction((tx) => lockCart(rules, tx, ready.orderId));
        expect(new Set(cart!.requestKeys)).toEqual(acked);
        const units = cart!.state.lines.reduce((n, l) => n + l.totalNum, 0);
        expect(units).toBe(acked.size);
      } finally {
        await store.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
