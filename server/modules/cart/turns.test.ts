import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  createTestDatabase,
  startTestServer,
  emitWithAck,
  eventArrives,
  nextEvent,
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
    return { tableId, orderId, diners };
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

  it('moves a turn nothing was sent in at its end by itself: every diner hears it, the unsent dish comes along, and a diner who connects afterwards sees the new turn', async () => {
    const { tableId, orderId, diners } = await table();
    expect(
      await emitWithAck<Ack>(diners[0]!.sock, '/cart2/update', {
        cartFind: { tableId },
        dish: { id: DISH.ramen },
        mathSymbol: 0,
        isAddDuplicate: true,
      }),
    ).toMatchObject({ ok: true });
    // 3 s before the end of the 1-minute turn; nobody presses anything from here on.
    offset = 57_000;
    const pushed = await Promise.all(
      diners.map((d) => nextEvent<Cart & { turn: number }>(d.sock, 'TO_NEXT_TURN', 8000)),
    );
    for (const p of pushed) {
      expect(p.turn).toBe(2);
      expect(p.r3.nowTurn).toBe(2);
      expect(p.items['2']?.ALL.map((l) => l.originId)).toEqual([DISH.ramen]);
      expect(p.items['1']).toBeUndefined();
    }
    await expect.poll(() => diners.map((d) => countdowns(d).length)).toEqual([1, 1, 1, 1]);
    const server = env.servers[env.servers.length - 1]!;
    const late = await server.socket({
      token: server.app.sessions.signDiner({ tableId, orderId, customer: '5' }),
    });
    const cart = (await emitWithAck<Ack>(late, '/cart2/init', { cartFind: { tableId } })).cart!;
    expect(cart.r3.nowTurn).toBe(2);
    expect(cart.r3.nowTurnStartDate).toBe(pushed[0]!.r3.nowTurnStartDate);
    for (const d of diners) expect(d.turns.map((t) => t.turn)).toEqual([2]);
  }, 20_000);

  it('sends a round that comes just after the end in the new turn, with no error', async () => {
    const { tableId, orderId, diners } = await table();
    const errors: unknown[] = [];
    for (const d of diners) d.sock.on('CART_ERROR', (e: unknown) => errors.push(e));
    const a = diners[0]!.sock;
    const add = (id: number) =>
      emitWithAck<Ack>(a, '/cart2/update', {
        cartFind: { tableId },
        dish: { id },
        mathSymbol: 0,
        isAddDuplicate: true,
      });
    const submit = (requestKey: string) =>
      emitWithAck<Ack & { turn?: number }>(a, '/cart2/submit', {
        project: 'QOP_COP',
        cartFind: { tableId },
        requestKey,
      });
    expect(await add(DISH.ramen)).toMatchObject({ ok: true });
    expect(await submit(`first-${tableId}`)).toMatchObject({ ok: true, turn: 1 });
    expect(await add(DISH.gyoza)).toMatchObject({ ok: true });
    // The turn has just ended: the send lands in turn 2, whoever moves the turn first.
    offset = 60_050;
    expect(await submit(`second-${tableId}`)).toMatchObject({ ok: true, turn: 2 });
    const rows = await env.servers[0]!.store.rows<{ menu_item_id: number; turn: number }>(
      sql`SELECT menu_item_id, turn FROM order_details WHERE order_head_id = ${orderId} ORDER BY order_detail_id`,
    );
    expect(rows.map((r) => [r.menu_item_id, r.turn])).toEqual([
      [DISH.ramen, 1],
      [DISH.gyoza, 2],
    ]);
    await expect
      .poll(() => diners.map((d) => d.turns.map((t) => t.turn)))
      .toEqual(diners.map(() => [2]));
    const cart = (await emitWithAck<Ack>(a, '/cart2/connect', { cartFind: { tableId } })).cart!;
    expect(cart.r3.nowTurn).toBe(2);
    expect(errors).toEqual([]);
    for (const d of diners) expect(d.turns.map((t) => t.turn)).toEqual([2]);
  }, 20_000);
});
