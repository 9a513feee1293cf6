import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestServer, emitWithAck, type TestServer } from '../../test/harness';
import { CART_BOUNDS, cartLinesSize, type CartDish, type CartMetadata } from '../../../core';
import cartModule from './index';
import { DISH, openOrder, seedCartMenu } from './testing';
import { dinerOnNewOrder, press } from '../../test/diners';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; code?: string; message?: string; cart?: Cart };

const lines = (c: Cart): CartDish[] => Object.values(c.items).flatMap((t) => t.ALL);

describe('The cart bounds through /cart2/update', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ modules: [cartModule], prepare: (store) => seedCartMenu(store) });
  });
  afterAll(() => s.close());

  it('refuses lines, units and remarks past the bounds with their own codes, changing nothing', async () => {
    const tableId = 801;
    const orderId = await openOrder(s.store, tableId, 4);
    const sock = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId, customer: '1' }),
    });
    expect((await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } })).ok).toBe(true);
    const water = (extra: Record<string, unknown>) =>
      emitWithAck<Ack>(sock, '/cart2/update', {
        cartFind: { tableId },
        dish: { id: DISH.water, originId: DISH.water, ...extra },
        mathSymbol: 0,
        isAddDuplicate: true,
      });

    const long = await water({ remark: 'x'.repeat(CART_BOUNDS.maxRemarkLength + 1) });
    expect(long).toMatchObject({ ok: false, code: 'REMARK_TOO_LONG' });
    const many = await water({ totalCount: CART_BOUNDS.maxLineUnits + 1 });
    expect(many).toMatchObject({ ok: false, code: 'LINE_UNITS_EXCEEDED' });

    for (let i = 0; i < CART_BOUNDS.maxLines; i += 10) {
      const acks = await Promise.all(
        Array.from({ length: 10 }, (_, k) => water({ remark: `glass ${i + k}` })),
      );
      expect(acks.every((a) => a.ok)).toBe(true);
    }
    const full = await water({ remark: 'one more' });
    expect(full).toMatchObject({ ok: false, code: 'CART_FULL', message: 'The cart is full' });
    const cart = (await emitWithAck<Ack>(sock, '/cart2/connect', {})).cart!;
    expect(lines(cart)).toHaveLength(CART_BOUNDS.maxLines);
    expect(lines(cart).some((l) => l.remark === 'one_more')).toBe(false);
  });

  it('caps what every diner at the table receives: the heaviest cart a diner can build', async () => {
    // A change sends the lines it touched; a round, a reconnection or a missed change the whole
    // cart (UPDATE_CART, CONNECT_CART). What the bounds leave of the 8.6 MB measured before is
    // measured here: every line a new one (200), each with the longest remark (200 characters),
    // in a script whose characters take 3 bytes each in UTF-8.
    const { sock, tableId, orderId } = await dinerOnNewOrder(s, 802, 4);
    const other = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId, customer: '2' }),
    });
    expect((await emitWithAck<Ack>(other, '/cart2/init', { cartFind: { tableId } })).ok).toBe(true);
    let heaviest = 0;
    // Lines changes (CHAT_MESSAGE UPDATE_DISH_COUNT) carry what a batch touched; a batch of many
    // presses carries many lines. The whole cart goes out on a round (UPDATE_CART).
    other.on('UPDATE_CART', (cart: Cart) => {
      heaviest = Math.max(heaviest, Buffer.byteLength(JSON.stringify(['UPDATE_CART', cart])));
    });
    other.on('CHAT_MESSAGE', (m: { content?: { event?: string } }) => {
      if (m.content?.event === 'UPDATE_DISH_COUNT')
        heaviest = Math.max(heaviest, Buffer.byteLength(JSON.stringify(['CHAT_MESSAGE', m])));
    });
    const remark = (i: number) =>
      '辣'.repeat(CART_BOUNDS.maxRemarkLength - 4) + String(i).padStart(4, '0');
    for (let i = 0; i < CART_BOUNDS.maxLines + 10; i += 10) {
      const acks = await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          press(sock, tableId, DISH.water, { remark: remark(i + k), totalCount: 9 }),
        ),
      );
      expect(acks.every((a) => a.ok || a.code === 'CART_FULL')).toBe(true);
    }
    const cart = (await emitWithAck<Ack>(other, '/cart2/connect', {})).cart!;
    expect(lines(cart)).toHaveLength(CART_BOUNDS.maxLines);
    await expect.poll(() => heaviest).toBeGreaterThan(0);
    const whole = Buffer.byteLength(JSON.stringify(['UPDATE_CART', cart]));
    heaviest = Math.max(heaviest, whole);
    // Lines are held to maxCartChars characters of JSON, at most 3 bytes each in UTF-8; the cart
    // lists each line twice (under ALL and under its diner, the spec's TURN/USER grouping), and
    // its own fields (rules, turns, version) add little. The order's history (historyItems) is
    // not the cart's: an order with no round sent carries none.
    expect(heaviest).toBeLessThan(2 * 3 * CART_BOUNDS.maxCartChars + 16 * 1024);
    console.log(
      `Cart message worst case: ${heaviest} bytes (${(heaviest / 1024).toFixed(1)} KiB) for ` +
        `${CART_BOUNDS.maxLines} lines with ${CART_BOUNDS.maxRemarkLength}-character remarks ` +
        `of 3-byte characters; the cart's lines hold ${cartLinesSize(lines(cart))} of ` +
        `${CART_BOUNDS.maxCartChars} characters allowed`,
    );
  });
});
