import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import {
  createTestDatabase,
  startTestServer,
  emitWithAck,
  type TestDatabase,
  type TestServer,
} from '../../test/harness';
import type { CartDish, CartMetadata } from '../../../core';
import cartModule from './index';
import { DISH, openOrder, seedCartMenu } from './testing';
import { CartFollower } from '../../test/diners';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; message?: string; version?: number; cart?: Cart };

const DINERS = 10;
const ROUNDS = 100;
/** Tuna: 2 per customer, 7 for the table. */
const TABLE_MAX = 7;
const PER_CUSTOMER = 2;

const lines = (c: Cart): CartDish[] => Object.values(c.items).flatMap((t) => t.ALL);

interface Setup {
  servers: TestServer[];
  cleanup: () => Promise<void>;
}

async function pgliteSetup(): Promise<Setup> {
  const s = await startTestServer({
    modules: [cartModule],
    prepare: (store) =>
      seedCartMenu(store, { turnLimit: { enable: 1, turn_dishes: 50, turn_mins: 10 } }),
  });
  return { servers: [s], cleanup: () => s.close() };
}

/** Two server processes' worth of servers on one PostgreSQL database, sharing rooms through Redis. */
async function postgresSetup(): Promise<Setup> {
  const db: TestDatabase = await createTestDatabase();
  const redisKey = `tavola-race-${randomBytes(4).toString('hex')}`;
  const common = {
    kind: 'postgres' as const,
    databaseUrl: db.url,
    redisUrl: process.env.REDIS_URL,
    redisKey,
    modules: [cartModule],
  };
  const first = await startTestServer({
    ...common,
    prepare: (store) =>
      seedCartMenu(store, { turnLimit: { enable: 1, turn_dishes: 50, turn_mins: 10 } }),
  });
  const second = await startTestServer(common);
  return {
    servers: [first, second],
    cleanup: async () => {
      await first.close();
      await second.close();
      await db.drop();
    },
  };
}

const setups: [string, () => Promise<Setup>][] = [['pglite, one server', pgliteSetup]];
if (process.env.DATABASE_URL && process.env.REDIS_URL)
  setups.push(['postgres, two servers sharing Redis', postgresSetup]);

describe.each(setups)('Diners pressing + at the same moment (%s)', (_name, setup) => {
  let env: Setup;
  beforeAll(async () => {
    env = await setup();
  }, 120_000);
  afterAll(() => env.cleanup());

  it(`holds the limit exactly over ${ROUNDS} rounds of ${DINERS} diners pressing + twice on the same dish`, async () => {
    const main = env.servers[0]!;
    const tableId = 500;
    const orderId = await openOrder(main.store, tableId, DINERS);
    const diners: Socket[] = [];
    const phones: CartFollower[] = [];
    for (let i = 0; i < DINERS; i++) {
      const server = env.servers[i % env.servers.length]!;
      const sock = await server.socket({
        token: server.app.sessions.signDiner({ tableId, orderId, customer: String(i + 1) }),
      });
      phones.push(new CartFollower(sock));
      const ack = await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } });
      expect(ack.ok).toBe(true);
      diners.push(sock);
    }
    const press = (sock: Socket) =>
      emitWithAck<Ack>(
        sock,
        '/cart2/update',
        {
          cartFind: { tableId },
          dish: { id: DISH.tuna },
          mathSymbol: 0,
          action: { type: 0, state: 0 },
          isAddDuplicate: true,
        },
        20_000,
      );

    for (let round = 0; round < ROUNDS; round++) {
      const presses = diners.flatMap((sock, i) => [
        press(sock).then((a) => ({ i, a })),
        press(sock).then((a) => ({ i, a })),
      ]);
      const results = await Promise.all(presses);
      const accepted = results.filter((r) => r.a.ok);
      for (const r of results.filter((x) => !x.a.ok))
        expect(r.a.message).toBe('Excessed the max quantity');
      expect(accepted).toHaveLength(TABLE_MAX);
      const cart = (await emitWithAck<Ack>(diners[0]!, '/cart2/connect', {})).cart!;
      const inCart = lines(cart);
      expect(inCart.reduce((s, l) => s + l.totalNum, 0)).toBe(TABLE_MAX);
      for (let i = 0; i < DINERS; i++) {
        const mine = inCart
          .filter((l) => l.userId === String(i + 1))
          .reduce((s, l) => s + l.totalNum, 0);
        expect(mine).toBe(accepted.filter((r) => r.i === i).length);
        expect(mine).toBeLessThanOrEqual(PER_CUSTOMER);
      }
      // Every diner's cart, built from the lines changes it heard, is the stored cart.
      await waitFor(() => phones.every((p) => p.cart?.version === cart.version));
      for (const p of phones) expect(p.lines()).toEqual(inCart);
      // Everyone clears their own lines for the next round.
      await Promise.all(diners.map((sock) => emitWithAck<Ack>(sock, '/cart2/delete', {}, 20_000)));
      expect(lines((await emitWithAck<Ack>(diners[0]!, '/cart2/connect', {})).cart!)).toHaveLength(
        0,
      );
    }
  }, 300_000);
});

async function waitFor(test: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!test()) {
    if (Date.now() > until) throw new Error("Timed out waiting for the diners' carts");
    await new Promise((r) => setTimeout(r, 5));
  }
}
