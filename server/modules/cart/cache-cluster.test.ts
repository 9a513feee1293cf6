// Several server processes share one store and one Redis: a dish marked sold out through one
// process is refused at once by the others, whose menu cache would otherwise still offer it.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  emitWithAck,
  nextEvent,
  staffLogin,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import type { MenuAvailability } from '../../../protocol/staff';
import cartModule, { createCartModule } from './index';
import { API_MODULES } from '../../app';
import { DISH, openOrder, seedCartMenu } from './testing';

type Ack = { ok: boolean; code?: string };

const add = (sock: Awaited<ReturnType<TestServer['socket']>>, dishId: number) =>
  emitWithAck<Ack>(sock, '/cart2/update', {
    dish: { id: dishId },
    mathSymbol: 0,
    action: { type: 0, state: 0 },
    isAddDuplicate: true,
  });

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'Caches across server processes (PostgreSQL and Redis)',
  () => {
    it('forgets a sold-out dish in every process at once', async () => {
      const { createTestDatabase } = await import('../../test/harness');
      const db = await createTestDatabase();
      const common = {
        kind: 'postgres' as const,
        databaseUrl: db.url,
        redisUrl: process.env.REDIS_URL,
        redisKey: `tavola-test-${randomBytes(4).toString('hex')}`,
        // The menu stays cached for ten minutes: only the other process's word can refresh it.
        modules: API_MODULES.map((m) =>
          m === cartModule ? createCartModule({ cacheMs: { settings: 1000, menu: 600_000 } }) : m,
        ),
      };
      const one = await startTestServer({
        ...common,
        prepare: async (store) => {
          await insertFixtures(store);
          await seedCartMenu(store);
        },
      });
      const two = await startTestServer(common);
      try {
        const tableId = 61;
        const orderId = await openOrder(one.store, tableId, 2);
        const diner = await two.socket({
          token: two.app.sessions.signDiner({ tableId, orderId, customer: '1' }),
        });
        expect((await emitWithAck<Ack>(diner, '/cart2/init', { cartFind: { tableId } })).ok).toBe(
          true,
        );
        // The second process reads (and caches) the menu.
        expect((await add(diner, DISH.ramen)).ok).toBe(true);

        const staff = await staffLogin(one, EMPLOYEE.account, EMPLOYEE.password);
        const soldOut = nextEvent<MenuAvailability>(diner, 'IS_UPDATE_MENU');
        const marked = await one.request(`/api/v2/staff/menu-items/${DISH.edamame}`, {
          method: 'PATCH',
          token: staff,
          body: { sold_out: true },
        });
        expect(marked.status).toBe(200);
        expect((await soldOut).sold_out).toBe(true);
        expect((await add(diner, DISH.edamame)).ok).toBe(false);

        const back = nextEvent<MenuAvailability>(diner, 'IS_UPDATE_MENU');
        await one.request(`/api/v2/staff/menu-items/${DISH.edamame}`, {
          method: 'PATCH',
          token: staff,
          body: { sold_out: false },
        });
        expect((await back).sold_out).toBe(false);
        expect((await add(diner, DISH.edamame)).ok).toBe(true);
      } finally {
        await one.close();
        await two.close();
        await db.drop();
      }
    }, 120_000);
  },
);
