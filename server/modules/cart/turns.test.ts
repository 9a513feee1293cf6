import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import {
  createTestDatabase,
  startTestServer,
  emitWithAck,
  eventArrives,
  type TestDatabase,
  type TestServer,
} from '../../test/harness';
import type { CartMetadata } from '../../../core';
import { createCartModule } from './index';
import { DISH, openOrder, seedCartMenu } from './testing';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; cart?: Cart; [k: string]: unknown };
type Chat = { content: { event: string; turn?: number; remainingMs?: number } };

/** The servers' clock runs with real time, shifted by `offset` (moved by the tests). */
let offset = 0;
const clock = () => Date.now() + offset;
const ONE_MINUTE_TURNS = (store: Parameters<typeof seedCartMenu>[0]) =>
  seedCartMenu(store, { turnLimit: { enable: 1, turn_dishes: 4, turn_mins: 1 } });

interface Setup {
  servers: TestServer[];
  cleanup: () => Promise<void>;
}

async function pgliteSetup(): Promise<Setup> {
  const s = await startTestServer({
    modules: [createCartModule({ now: clock })],
    prepare: ONE_MINUTE_TURNS,
  });
  return { servers: [s], cleanup: () => s.close() };
}

async function postgresSetup(): Promise<Setup> {
  const db: TestDatabase = await createTestDatabase();
  const redisKey = `tavola-turns-${randomBytes(4).toString('hex')}`;
  const common = {
    kind: 'postgres' as const,
    databaseUrl: db.url,
    redisUrl: process.env.REDIS_URL,
    redisKey,
    modules: [createCartModule({ now: clock })],
  };
  const first = await startTestServer({ ...common, prepare: ONE_MINUTE_TURNS });
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

describe.each(setups)('The turn timer on the server (%s)', (_name, setup) => {
  let env: Setup;
  beforeAll(async () => {
    env = await setup();
  }, 60_000);
  afterAll(() => env.cleanup());

  let nextTable = 800;
  /** Four diners at a new table, spread over the servers, each recording what it hears. */
  async function table() {
    offset = 0;
    const tableId = nextTable++;
    const orderId = await openOrder(env.servers[0]!.store, tableId, 4);
    const diners: { sock: Socket; chats: Chat[]; turns: { turn: number }[] }[] = [];
    for (let i = 0; i < 4; i++) {
      const server = env.servers[i % env.servers.length]!;
      const sock = await server.socket({
        token: server.app.sessions.signDiner({ tableId, orderId, customer: String(i + 1) }),
      });
      const d = { sock, chats: [] as Chat[], turns: [] as { turn: number }[] };
      sock.on('CHAT_MESSAGE', (m: Chat) => d.chats.push(m));
      sock.on('TO_NEXT_TURN', (m: { turn: number }) => d.turns.push(m));
      expect((await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } })).ok).toBe(
        true,
      );
      diners.push(d);
    }
    return { tableId, diners };
  }
  const countdowns = (d: { chats: Chat[] }) =>
    d.chats.filter((c) => c.content.event === 'COUNT_DOWN_DISH');

  it('warns every diner once 5 s before the end of a sent turn, then moves the table to the next turn once', async () => {
    const { tableId, diners } = await table();
    const a = diners[0]!.sock;
    expect(
      await emitWithAck<Ack>(a, '/cart2/update', {
        cartFind: { tableId },
        dish: { id: DISH.ramen },
        mathSymbol: 0,
        isAddDuplicate: true,
      }),
    ).toMatchObject({ ok: true });
    // 2 s before the end of the 1-minute turn (each diner's process re-arms on connect), the round is sent.
    offset = 58_000;
    for (const d of diners)
      await emitWithAck<Ack>(d.sock, '/cart2/connect', { cartFind: { tableId } });
    expect(
      await emitWithAck<Ack>(a, '/cart2/submit', {
        project: 'QOP_COP',
        cartFind: { tableId },
        requestKey: `turns-${tableId}`,
      }),
    ).toMatchObject({ ok: true });
    const nextTurn = await Promise.all(
      diners.map((d) => eventArrives(d.sock, 'TO_NEXT_TURN', 5000)),
    );
    expect(nextTurn).toEqual([true, true, true, true]);
    // Late duplicates would arrive now.
    await new Promise((r) => setTimeout(r, 500));
    for (const d of diners) {
      expect(countdowns(d)).toHaveLength(1);
      expect(countdowns(d)[0]!.content).toMatchObject({ event: 'COUNT_DOWN_DISH', turn: 1 });
      expect(countdowns(d)[0]!.content.remainingMs).toBeLessThanOrEqual(5000);
      expect(d.turns.map((t) => t.turn)).toEqual([2]);
    }
    const cart = (await emitWithAck<Ack>(a, '/cart2/connect', { cartFind: { tableId } })).cart!;
    expect(cart.r3.nowTurn).toBe(2);
  }, 20_000);

  it('warns but does not move a turn nothing was sent in', async () => {
    const { tableId, diners } = await table();
    offset = 58_500;
    // Joining re-arms the timer against the shifted clock.
    for (const d of diners)
      await emitWithAck<Ack>(d.sock, '/cart2/connect', { cartFind: { tableId } });
    expect(
      await emitWithAck<Ack>(diners[0]!.sock, '/cart2/update', {
        cartFind: { tableId },
        dish: { id: DISH.ramen },
        mathSymbol: 0,
        isAddDuplicate: true,
      }),
    ).toMatchObject({ ok: true });
    expect(await eventArrives(diners[0]!.sock, 'TO_NEXT_TURN', 2500)).toBe(false);
    for (const d of diners) {
      expect(countdowns(d)).toHaveLength(1);
      expect(d.turns).toHaveLength(0);
    }
  }, 20_000);
});
