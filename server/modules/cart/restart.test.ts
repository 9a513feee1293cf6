import { describe, it, expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../app';
import { openStore, type Store } from '../../store';
import { createTestDatabase, emitWithAck } from '../../test/harness';
import type { CartMetadata } from '../../../core';
import cartModule from './index';
import { DISH, openOrder, seedCartMenu } from './testing';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; cart?: Cart; message?: string };

const SECRET = 'restart-test-secret-0123456789abcdef';

/** A server process over a store opened from `where` (a PGlite folder or a PostgreSQL URL). */
async function start(where: { dataDir?: string; databaseUrl?: string }, scratch: string) {
  const store: Store = await openStore(where);
  const app: FastifyInstance = await buildServer({
    store,
    logger: false,
    sessionSecret: SECRET,
    modules: [cartModule],
    imagesDir: join(scratch, 'images'),
    distDir: join(scratch, 'dist'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const sockets: Socket[] = [];
  return {
    store,
    app,
    async socket(token: string) {
      const s = ioClient(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token },
      });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      return s;
    },
    async stop() {
      for (const s of sockets) s.disconnect();
      await app.close();
      await store.close();
    },
  };
}

const kinds: ['pglite' | 'postgres'][] = [['pglite']];
if (process.env.DATABASE_URL) kinds.push(['postgres']);

describe.each(kinds)('A server restart in the middle of a round (%s)', (kind) => {
  it('keeps the cart, the round and its timer', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'tavola-restart-'));
    const db = kind === 'postgres' ? await createTestDatabase() : null;
    const where = db ? { databaseUrl: db.url } : { dataDir: join(scratch, 'pgdata') };
    try {
      let server = await start(where, scratch);
      await seedCartMenu(server.store);
      const tableId = 7;
      const orderId = await openOrder(server.store, tableId, 2);
      const token = server.app.sessions.signDiner({ tableId, orderId, customer: '1' });
      let a = await server.socket(token);
      expect((await emitWithAck<Ack>(a, '/cart2/init', { cartFind: { tableId } })).ok).toBe(true);
      const add = (sock: Socket, id: number) =>
        emitWithAck<Ack>(sock, '/cart2/update', {
          cartFind: { tableId },
          dish: { id },
          mathSymbol: 0,
          isAddDuplicate: true,
        });
      await add(a, DISH.ramen);
      expect(
        (
          await emitWithAck<Ack>(a, '/cart2/submit', {
            project: 'QOP_COP',
            cartFind: { tableId, orderId },
            requestKey: 'restart-round-1',
          })
        ).ok,
      ).toBe(true);
      await add(a, DISH.gyoza);
      await add(a, DISH.wagyu);
      const before = (await emitWithAck<Ack>(a, '/cart2/connect', {})).cart!;
      expect(before.r3.nowTurn).toBe(1);
      await server.stop();

      server = await start(where, scratch);
      a = await server.socket(token);
      const after = (await emitWithAck<Ack>(a, '/cart2/connect', {})).cart!;
      expect(after).toEqual(before);
      expect(after.r3.nowTurnStartDate).toBe(before.r3.nowTurnStartDate);
      expect(after.historyItems['1']!.ANALYSIS_OBJECT.totalNum).toBe(1);
      // The rules go on from where they were: gyoza 2 per customer, one in the cart; 4 a round, 3 used.
      expect((await add(a, DISH.gyoza)).ok).toBe(true);
      expect(await add(a, DISH.gyoza)).toMatchObject({
        ok: false,
        message: 'Excessed the max quantity',
      });
      // The submitted round is still known by its key.
      expect(
        await emitWithAck<Ack>(a, '/cart2/submit', {
          project: 'QOP_COP',
          cartFind: { tableId, orderId },
          requestKey: 'restart-round-1',
        }),
      ).toMatchObject({ ok: true, repeated: true, turn: 1 });
      await server.stop();
    } finally {
      if (db) await db.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});
