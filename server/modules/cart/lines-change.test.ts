// A change of the cart's lines reaches the table's diners as the lines it touched (CHAT_MESSAGE
// UPDATE_DISH_COUNT with the cart's version before and after), not as the whole cart: its size
// does not grow with the cart or the order's history. Phones applying these changes hold what the
// server holds, and one that missed a change asks for the whole cart and catches up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CART_BOUNDS, type CartMetadata } from '../../../core';
import * as t from '../../store/schema';
import { emitWithAck, startTestServer, type TestServer } from '../../test/harness';
import { CartFollower, press, type Ack } from '../../test/diners';
import cartModule from './index';
import { DISH, openOrder, seedCartMenu } from './testing';

type Cart = CartMetadata & { version: number };

/**
 * A cart without its round counts: the cart a phone asks for counts its own customer's under
 * autonomous ordering, a broadcast counts the table's, and the app works out its own from the
 * lines (roundCountsFor); everything else every phone holds alike.
 */
const shared = (c: Cart | null) => {
  if (!c) return c;
  const { r3TotalNum: _n, r3HistoryTotalNum: _h, r3HistoryDishes: _d, ...rest } = c;
  return rest;
};

describe('Lines changes to the diners', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ modules: [cartModule], prepare: (st) => seedCartMenu(st) });
  });
  afterAll(() => s.close());

  /** Customers' sockets on a new order at `tableId`, each following the cart; and a reader. */
  async function table(tableId: number, customers: string[], history = 0) {
    const orderId = await openOrder(s.store, tableId, 4);
    if (history > 0)
      await s.store.db.insert(t.orderDetails).values(
        Array.from({ length: history }, (_, i) => ({
          order_head_id: orderId,
          table_id: tableId,
          menu_item_id: DISH.water,
          item_id: DISH.water,
          item_name1: 'Water',
          customer_name: String((i % 4) + 1),
          turn: 1 + Math.floor(i / 50),
          quantity: 1,
          remark: '辣'.repeat(CART_BOUNDS.maxRemarkLength - 4) + String(i).padStart(4, '0'),
        })),
      );
    const join = async (customer: string) => {
      const sock = await s.socket({
        token: s.app.sessions.signDiner({ tableId, orderId, customer }),
      });
      const phone = new CartFollower(sock);
      expect((await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } })).ok).toBe(
        true,
      );
      return phone;
    };
    const phones: CartFollower[] = [];
    for (const c of customers) phones.push(await join(c));
    // Reads the stored cart without following it (its CONNECT_CART goes to no follower).
    const reader = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId, customer: '4' }),
    });
    const stored = async () =>
      (await emitWithAck<Ack & { cart: Cart }>(reader, '/cart2/connect', {})).cart;
    return { orderId, phones, stored };
  }

  /** Waits until every phone holds the stored cart's version, and answers the stored cart. */
  async function settled(phones: CartFollower[], stored: () => Promise<Cart>): Promise<Cart> {
    const cart = await stored();
    await expect
      .poll(() => phones.map((p) => p.cart?.version), { timeout: 5000 })
      .toEqual(phones.map(() => cart.version));
    return cart;
  }

  it('sends a one-line change in the same few bytes whatever the cart and the history hold', async () => {
    const tableId = 861;
    const small = await table(tableId - 1, ['1', '2']);
    const [sa, sb] = small.phones as [CartFollower, CartFollower];
    expect((await press(sa.sock, tableId - 1, DISH.ramen)).ok).toBe(true);
    await settled([sa, sb], small.stored);
    expect((await press(sa.sock, tableId - 1, DISH.ramen)).ok).toBe(true);
    await settled([sa, sb], small.stored);
    const onEmpty = sb.heaviestChange;

    // 400 history lines and the cart filled with new lines, each with the longest remark in a
    // script of 3-byte characters.
    const big = await table(tableId, ['1', '2'], 400);
    const [a, b] = big.phones as [CartFollower, CartFollower];
    const remark = (i: number) =>
      '辣'.repeat(CART_BOUNDS.maxRemarkLength - 4) + String(i).padStart(4, '0');
    expect((await press(a.sock, tableId, DISH.ramen)).ok).toBe(true);
    for (let i = 0; i < CART_BOUNDS.maxLines - 10; i += 10) {
      const acks = await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          press(b.sock, tableId, DISH.water, { remark: remark(i + k), totalCount: 9 }),
        ),
      );
      expect(acks.every((x) => x.ok || x.code === 'CART_TOO_LARGE')).toBe(true);
    }
    const full = await settled([a, b], big.stored);
    b.heaviestChange = 0;
    expect((await press(a.sock, tableId, DISH.ramen)).ok).toBe(true);
    const after = await settled([a, b], big.stored);
    const onFull = b.heaviestChange;
    const whole = Buffer.byteLength(JSON.stringify(['UPDATE_CART', after]));
    const lineCount = Object.values(full.items).flatMap((x) => x.ALL).length;
    const historyCount = Object.values(full.historyItems).flatMap((x) => x.ALL).length;
    console.log(
      `One-line change to each diner: ${onEmpty} bytes (2 units of one dish, no history), ` +
        `${onFull} bytes with ${lineCount} lines in the cart and ${historyCount} history lines; ` +
        `the whole cart of that table weighs ${whole} bytes (${(whole / 1024).toFixed(1)} KiB)`,
    );
    expect(historyCount).toBe(400);
    expect(whole).toBeGreaterThan(200 * 1024);
    expect(onFull).toBeGreaterThan(0);
    expect(onFull).toBeLessThan(1536);
    expect(Math.abs(onFull - onEmpty)).toBeLessThan(64);
    // What the phones built from the changes is the stored cart.
    expect(shared(a.cart)).toEqual(shared(after));
    expect(shared(b.cart)).toEqual(shared(after));
    expect(a.resyncs + b.resyncs).toBe(0);
  });

  it('keeps two phones equal to the stored cart, and one that missed a change catches up', async () => {
    const tableId = 871;
    const { phones, stored } = await table(tableId, ['1', '2']);
    const [a, b] = phones as [CartFollower, CartFollower];
    const edit = (sock: Socket, id: string, remark: string) =>
      emitWithAck<Ack>(sock, '/cart2/update', {
        cartFind: { tableId },
        mathSymbol: 0,
        action: { type: 1, state: 0 },
        dish: { id, condiments: [], remark },
      });
    const minus = (sock: Socket, id: string) =>
      emitWithAck<Ack>(sock, '/cart2/update', {
        cartFind: { tableId },
        mathSymbol: 1,
        dish: { id },
      });

    expect((await press(a.sock, tableId, DISH.ramen)).ok).toBe(true);
    expect((await press(b.sock, tableId, DISH.edamame)).ok).toBe(true);
    expect((await press(a.sock, tableId, DISH.mochi)).ok).toBe(true);
    await settled([a, b], stored);
    const ramen = a.lines().find((l) => l.originId === DISH.ramen)!;
    const mochi = a.lines().find((l) => l.originId === DISH.mochi)!;

    // Phone b loses the next change (the remark), then hears the ones after it.
    b.lose = 1;
    expect((await edit(a.sock, ramen.id, 'less_salt')).ok).toBe(true);
    expect((await press(a.sock, tableId, DISH.ramen)).ok).toBe(true);
    expect((await minus(a.sock, mochi.id)).ok).toBe(true);
    expect((await press(b.sock, tableId, DISH.gyoza)).ok).toBe(true);
    const mid = await settled([a, b], stored);
    expect(b.resyncs).toBe(1);
    expect(a.resyncs).toBe(0);
    expect(shared(a.cart)).toEqual(shared(mid));
    expect(shared(b.cart)).toEqual(shared(mid));
    expect(b.lines().find((l) => l.id === ramen.id)).toMatchObject({ remark: 'less_salt' });
    expect(b.lines().some((l) => l.id === mochi.id)).toBe(false);

    // Deleting lines and emptying one diner's part travel as removals.
    const edamame = b.lines().find((l) => l.originId === DISH.edamame)!;
    expect(
      (await emitWithAck<Ack>(b.sock, '/cart2/item/delete', { itemsInfo: [{ id: edamame.id }] }))
        .ok,
    ).toBe(true);
    expect((await emitWithAck<Ack>(a.sock, '/cart2/delete', {})).ok).toBe(true);
    const end = await settled([a, b], stored);
    expect(shared(a.cart)).toEqual(shared(end));
    expect(shared(b.cart)).toEqual(shared(end));
    expect(a.lines().map((l) => l.originId)).toEqual([DISH.gyoza]);
    expect(a.resyncs).toBe(0);
    expect(b.resyncs).toBe(1);
  });
});
