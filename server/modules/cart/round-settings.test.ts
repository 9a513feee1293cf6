import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createEmployee } from '../../auth/passwords';
import type { Socket } from 'socket.io-client';
import { startTestServer, emitWithAck, nextEvent, type TestServer } from '../../test/harness';
import type { CartMetadata } from '../../../core';
import type { RoundsInForce } from '../../../protocol/service-settings';
import * as t from '../../store/schema';
import settingsModule from '../settings';
import { createHoursModule } from '../hours';
import { createCartModule } from './index';
import { openOrder, seedCartMenu } from './testing';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; cart?: Cart; [k: string]: unknown };

/** Monday 5 January 2026 at `hh:mm`, UTC (the restaurant's zone when none is stored). */
const at = (hhmm: string) =>
  Date.UTC(2026, 0, 5, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));

/**
 * Weekly business hours as the demo has them: lunch sets its own round values (5 dishes a person,
 * 10 minutes, 6 rounds), the evening leaves them to the settings.
 */
describe('The round settings saved in the console (pglite)', () => {
  let s: TestServer;
  let now = at('12:00');
  beforeAll(async () => {
    const clock = () => now;
    s = await startTestServer({
      modules: [
        createCartModule({ now: clock }),
        createHoursModule({ now: clock }),
        settingsModule,
      ],
      prepare: async (store) => {
        await seedCartMenu(store);
        // The staff token below names a stored employee (auth/staff-guard.ts).
        await createEmployee(store.db, {
          account: '1',
          name: 'Giulia',
          password: 'owner-secret',
          role: 'manager',
        });
        await store.db
          .insert(t.settings)
          .values({ id: 9201, name: 'business-hour-mode', value: 'weekly' });
        await store.db.insert(t.businessRules).values([
          {
            start_time: '11:30',
            end_time: '15:00',
            week: '1,2,3,4,5',
            main_group_name: 'Pranzo',
            turn_dishes: 5,
            turn_mins: 10,
            max_turn: 6,
            sort: 0,
          },
          {
            start_time: '18:30',
            end_time: '24:00',
            week: '1,2,3,4,5',
            main_group_name: 'Cena',
            sort: 1,
          },
        ]);
      },
    });
  });
  afterAll(() => s.close());

  const staff = () =>
    s.app.sessions.signStaff({ employeeId: 1, name: 'Giulia Rossi', role: 'manager' });
  async function diner(tableId: number): Promise<{ sock: Socket; cart: Cart }> {
    const orderId = await openOrder(s.store, tableId, 2);
    const sock = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId, customer: '1' }),
    });
    const ack = await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } });
    expect(ack.ok).toBe(true);
    return { sock, cart: ack.cart! };
  }

  it("runs the evening's tables with the minutes and rounds saved in the console, and lunch with its own, and says so", async () => {
    const saved = await s.request('/api/v2/staff/settings', {
      method: 'PATCH',
      token: staff(),
      body: { rounds: { enabled: true, dishesPerPerson: 3, minutes: 7, maxRounds: 4 } },
    });
    expect(saved.status).toBe(200);

    // The evening's window leaves the round values empty: the console's values are the tables'.
    now = at('19:00');
    s.app.cartRules.forgetBusiness();
    const evening = await diner(500);
    expect(evening.cart.r3).toMatchObject({
      r3MinutePerTurn: 7,
      r3MaxTurn: 4,
      // Each diner orders as their own customer (seedCartMenu's rule-autonomous-meal).
      r3MaxDishPerTurn: 3,
    });
    const rounds = (await s.request('/api/v2/staff/round-settings', { token: staff() }))
      .body as RoundsInForce;
    expect(rounds.now).toMatchObject({
      dishesPerPerson: 3,
      minutes: 7,
      maxRounds: 4,
      from: { dishesPerPerson: 'global', minutes: 'global', maxRounds: 'global' },
    });
    expect(rounds.windows).toEqual([
      expect.objectContaining({ name: 'Pranzo', dishesPerPerson: 5, minutes: 10, maxRounds: 6 }),
    ]);

    // At lunch the window's own values win, and the console says which window sets them.
    now = at('12:00');
    s.app.cartRules.forgetBusiness();
    const lunch = await diner(501);
    expect(lunch.cart.r3).toMatchObject({ r3MinutePerTurn: 10, r3MaxTurn: 6 });
    const atLunch = (await s.request('/api/v2/staff/round-settings', { token: staff() }))
      .body as RoundsInForce;
    expect(atLunch.now).toMatchObject({
      minutes: 10,
      maxRounds: 6,
      from: { minutes: 'rule', maxRounds: 'rule' },
      window: { name: 'Pranzo', start_time: '11:30', end_time: '15:00' },
    });

    // A table already open hears the new values when the console saves again.
    const pushed = nextEvent<Cart>(lunch.sock, 'UPDATE_CART', 5000);
    const eveningPush = nextEvent<Cart>(evening.sock, 'UPDATE_CART', 5000);
    now = at('19:30');
    const again = await s.request('/api/v2/staff/settings', {
      method: 'PATCH',
      token: staff(),
      body: { rounds: { minutes: 2 } },
    });
    expect(again.status).toBe(200);
    expect((await eveningPush).r3).toMatchObject({ r3MinutePerTurn: 2, r3MaxTurn: 4 });
    expect((await pushed).r3.r3MinutePerTurn).toBe(2);
  });

  it('answers the rounds in force to staff alone', async () => {
    expect((await s.request('/api/v2/staff/round-settings')).status).toBe(401);
  });
});
