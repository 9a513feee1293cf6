import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestServer, storeKinds, emitWithAck, type TestServer } from '../../test/harness';
import { DISH_TIME_DISABLED_TEXT, type CartMetadata } from '../../../core';
import { sql } from 'drizzle-orm';
import * as t from '../../store/schema';
import type { Store } from '../../store';
import { createCartModule } from './index';
import { DISH, MENU_ID, openOrder, seedCartMenu } from './testing';

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

/** A server clock standing at `start` when set, and running from there with real time. */
function runningClock(start: number) {
  let base = start;
  let setAt = Date.now();
  return {
    now: () => base + (Date.now() - setAt),
    set(t: number) {
      base = t;
      setAt = Date.now();
    },
  };
}

type Chat = { content: { event: string; kitchenClosed?: boolean; lineIds?: string[] } };
const closings = (chats: Chat[]) =>
  chats.filter((c) => c.content.event === 'IS_UPDATE_MENU' && c.content.kitchenClosed);
const linesOf = (cart: Cart) =>
  Object.values(cart.items)
    .flatMap((x) => x.ALL)
    .map((l) => l.originId)
    .sort();

describe.each(storeKinds())('The cart and the opening hours (%s)', (kind) => {
  let s: TestServer;
  const clock = runningClock(at('13:59'));
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      modules: [createCartModule({ now: clock.now })],
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
    clock.set(at('13:59'));
    const { cart } = await diner();
    expect(cart.r3).toMatchObject({ r3MaxTurn: 4, r3MinutePerTurn: 20, r3MaxDishPerTurn: 3 });
  });

  it("at the window's end takes the round dishes out of the open carts by itself and tells the table; a minute later they are refused, exempt dishes still go", async () => {
    clock.set(at('13:59', 56));
    const { sock, tableId } = await diner();
    const other: Socket = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId: await orderOf(tableId), customer: '2' }),
    });
    expect((await emitWithAck<Ack>(other, '/cart2/connect', { cartFind: { tableId } })).ok).toBe(
      true,
    );
    const heard = [sock, other].map((x) => {
      const got = { chats: [] as Chat[], carts: [] as Cart[] };
      x.on('CHAT_MESSAGE', (m: Chat) => got.chats.push(m));
      x.on('UPDATE_CART', (c: Cart) => got.carts.push(c));
      return got;
    });
    expect(await add(sock, tableId, DISH.ramen)).toMatchObject({ ok: true, changed: true });
    expect(await add(sock, tableId, DISH.water)).toMatchObject({ ok: true, changed: true });
    const before = await cartMeta(tableId);
    // Nobody presses anything: at 14:00 the server closes the kitchen by itself.
    await expect
      .poll(() => heard.map((h) => closings(h.chats).length), { timeout: 8000 })
      .toEqual([1, 1]);
    for (const h of heard) {
      expect(closings(h.chats)[0]!.content.lineIds).toHaveLength(1);
      expect(linesOf(h.carts.at(-1)!)).toEqual([DISH.water]);
    }
    clock.set(at('14:01'));
    expect(await add(sock, tableId, DISH.ramen)).toMatchObject({
      ok: false,
      code: 'DISH_TIME_DISABLED',
      message: DISH_TIME_DISABLED_TEXT,
    });
    // A cart still holding a round dish (written while no server ran at closing) is not sent.
    await s.store.rows(
      sql`UPDATE carts SET meta = ${JSON.stringify(before)}::jsonb WHERE order_head_id = ${await orderOf(tableId)}`,
    );
    expect(await submit(sock, tableId, `closed-${tableId}`)).toMatchObject({
      ok: false,
      code: 'DISH_TIME_DISABLED',
    });
    expect(await kitchenDishes(tableId)).toEqual([]);
    // Without it, the exempt dish goes.
    const lines = (await emitWithAck<Ack>(sock, '/cart2/connect', { cartFind: { tableId } })).cart!;
    const ramenLine = Object.values(lines.items)
      .flatMap((x) => x.ALL)
      .find((l) => l.originId === DISH.ramen)!;
    expect(
      await emitWithAck<Ack>(sock, '/cart2/item/delete', {
        cartFind: { tableId },
        itemsInfo: [{ id: ramenLine.id }],
      }),
    ).toMatchObject({ ok: true });
    expect(await submit(sock, tableId, `water-${tableId}`)).toMatchObject({ ok: true });
    expect(await kitchenDishes(tableId)).toEqual([DISH.water]);
  }, 20_000);

  it('opens again with the next rule, whose missing round values are the global settings', async () => {
    clock.set(at('18:00'));
    s.app.cartRules.forgetBusiness();
    s.app.cartRules.forgetSettings();
    const { sock, tableId, cart } = await diner();
    // seedCartMenu's rule-global-turn-limit (4 dishes, 10 minutes) and 3 rounds.
    expect(cart.r3).toMatchObject({ r3MaxTurn: 3, r3MinutePerTurn: 10, r3MaxDishPerTurn: 4 });
    expect(await add(sock, tableId, DISH.ramen)).toMatchObject({ ok: true, changed: true });
  });

  async function orderOf(tableId: number): Promise<number> {
    const rows = await s.store.rows<{ order_head_id: number }>(
      sql`SELECT order_head_id FROM orders WHERE table_id = ${tableId} AND status = 'open'`,
    );
    return rows[0]!.order_head_id;
  }
  async function cartMeta(tableId: number): Promise<unknown> {
    const rows = await s.store.rows<{ meta: unknown }>(
      sql`SELECT meta FROM carts WHERE order_head_id = ${await orderOf(tableId)}`,
    );
    return rows[0]!.meta;
  }
  async function kitchenDishes(tableId: number): Promise<number[]> {
    const rows = await s.store.rows<{ menu_item_id: number }>(
      sql`SELECT menu_item_id FROM order_details WHERE order_head_id = ${await orderOf(tableId)}`,
    );
    return rows.map((r) => r.menu_item_id);
  }
  const submit = (sock: Socket, tableId: number, requestKey: string) =>
    emitWithAck<Ack>(sock, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId },
      requestKey,
    });
});

describe('The cart when the window that follows hides its menu (pglite)', () => {
  let s: TestServer;
  const clock = runningClock(at('13:59', 57));
  beforeAll(async () => {
    s = await startTestServer({
      modules: [createCartModule({ now: clock.now })],
      prepare: async (store) => {
        await seedCartMenu(store);
        await store.db
          .insert(t.settings)
          .values({ id: 9201, name: 'business-hour-mode', value: 'fixed' });
        // Lunch, then the all-day rule, which hides the lunch menu (the test menu).
        await store.db.insert(t.businessRules).values([
          { start_time: '11:00', end_time: '14:00', week: '0,1,2,3,4,5,6,7', sort: 0 },
          {
            start_time: '00:00',
            end_time: '24:00',
            week: '0,1,2,3,4,5,6,7',
            hide_menu: String(MENU_ID),
            sort: 1,
          },
        ]);
      },
    });
  });
  afterAll(() => s.close());

  it("takes the hidden menu's round dishes out and refuses them, though it is still business time", async () => {
    clock.set(at('13:59', 57));
    const tableId = 400;
    const orderId = await openOrder(s.store, tableId, 2);
    const sock: Socket = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId, customer: '1' }),
    });
    expect((await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } })).ok).toBe(true);
    const chats: Chat[] = [];
    sock.on('CHAT_MESSAGE', (m: Chat) => chats.push(m));
    const add = (dishId: number) =>
      emitWithAck<Ack>(sock, '/cart2/update', {
        cartFind: { tableId },
        dish: { id: dishId },
        mathSymbol: 0,
        isAddDuplicate: true,
      });
    expect(await add(DISH.ramen)).toMatchObject({ ok: true });
    expect(await add(DISH.water)).toMatchObject({ ok: true });
    await expect.poll(() => closings(chats).length, { timeout: 8000 }).toBe(1);
    expect(closings(chats)[0]!.content).toMatchObject({
      isBusinessTime: true,
      hiddenMenus: [MENU_ID],
    });
    const cart = (await emitWithAck<Ack>(sock, '/cart2/connect', { cartFind: { tableId } })).cart!;
    expect(linesOf(cart)).toEqual([DISH.water]);
    expect(await add(DISH.ramen)).toMatchObject({ ok: false, code: 'DISH_TIME_DISABLED' });
    expect(await add(DISH.water)).toMatchObject({ ok: true });
  }, 20_000);
});
