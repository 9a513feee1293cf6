import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestServer, emitWithAck, type TestServer } from '../../test/harness';
import { CART_BOUNDS, type CartDish, type CartMetadata } from '../../../core';
import cartModule from './index';
import { DISH, openOrder, seedCartMenu } from './testing';

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
});
