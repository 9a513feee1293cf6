import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestServer, storeKinds, emitWithAck, type TestServer } from '../../test/harness';
import { DISH_TIME_DISABLED_TEXT, type CartMetadata } from '../../../core';
import * as t from '../../store/schema';
import type { Store } from '../../store';
import { createCartModule } from './index';
import { DISH, openOrder, seedCartMenu } from './testing';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; code?: string; message?: string; cart?: Cart; [k: string]: unknown };

/** Monday 5 January 2026, in UTC (the restaurant's zone when none is stored). */
const at = (hhmm: string, seconds = 0) =>
  Date.UTC(2026, 0, 5, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), seconds);

async function seedHours(store: Store) {
  await seedCartMenu(store);
  await store.db
    .insert(t.settings)
    .values({ id: 9201, name: 'business-hour-mode', value: 'fixed' });
  await store.db.insert(t.businessRules).values([
    {
      start_time: '11:00',
      end_time: '14:00',
      week: '1,2,3,4,5,6,7',
      turn_dishes: 3,
      turn_mins: 20,
      max_turn: 4,
      sort: 0,
    },
    { start_time: '18:00', end_time: '22:00', week: '1,2,3,4,5,6,7', sort: 1 },
  ]);
}

describe.each(storeKinds())('The cart and the opening hours (%s)', (kind) => {
  let s: TestServer;
  let clock = at('13:59');
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      modules: [createCartModule({ now: () => clock })],
      prepare: seedHours,
    });
  });
  afterAll(() => s.close());

  let nextTable = 300;
  async function diner(customer = '1') {
    const tableId = nextTable++;
    const orderId = await openOrder(s.store, tableId, 2);
    const sock: Socket = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId, customer }),
    });
    const ack = await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } });
    expect(ack.ok).toBe(true);
    return { sock, tableId, cart: ack.cart! };
  }
  const add = (sock: Socket, tableId: number, dishId: number) =>
    emitWithAck<Ack>(sock, '/cart2/update', {
      cartFind: { tableId },
      dish: { id: dishId },
      mathSymbol: 0,
      action: { type: 0, state: 0 },
      isAddDuplicate: true,
    });

  it('takes the round values of the business rule in force', async () => {
    clock = at('13:59');
    const { cart } = await diner();
    expect(cart.r3).toMatchObject({ r3MaxTurn: 4, r3MinutePerTurn: 20, r3MaxDishPerTurn: 3 });
  });

  it('refuses round dishes from the closing minute on and still takes exempt dishes', async () => {
    clock = at('13:59', 59);
    const { sock, tableId } = await diner();
    expect(await add(sock, tableId, DISH.ramen)).toMatchObject({ ok: true, changed: true });
    clock = at('14:00');
    s.app.cartRules.forgetBusiness();
    const refused = await add(sock, tableId, DISH.ramen);
    expect(refused).toMatchObject({
      ok: false,
      code: 'DISH_TIME_DISABLED',
      message: DISH_TIME_DISABLED_TEXT,
    });
    expect(await add(sock, tableId, DISH.water)).toMatchObject({ ok: true, changed: true });
    const cart = (await emitWithAck<Ack>(sock, '/cart2/connect', {})).cart!;
    const lines = Object.values(cart.items).flatMap((x) => x.ALL);
    expect(lines.map((l) => [l.originId, l.totalNum]).sort()).toEqual(
      [
        [DISH.ramen, 1],
        [DISH.water, 1],
      ].sort(),
    );
  });

  it('opens again with the next rule, whose missing round values fall back to 1 dish, 1 minute and 2 rounds', async () => {
    clock = at('18:00');
    s.app.cartRules.forgetBusiness();
    s.app.cartRules.forgetSettings();
    const { sock, tableId, cart } = await diner();
    expect(cart.r3).toMatchObject({ r3MaxTurn: 2, r3MinutePerTurn: 1, r3MaxDishPerTurn: 1 });
    expect(await add(sock, tableId, DISH.ramen)).toMatchObject({ ok: true, changed: true });
  });
});
