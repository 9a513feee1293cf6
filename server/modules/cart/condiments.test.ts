// Condiments come from the restaurant: a diner chooses them by id among the dish's own condiment
// groups; names and prices sent are refused, an id the dish does not offer is refused, a required
// group cannot be skipped, and the order is priced from the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { emitWithAck, startTestServer, storeKinds, type TestServer } from '../../test/harness';
import type { CartDish, CartMetadata } from '../../../core';
import cartModule from './index';
import { CONDIMENT, CONDIMENT_GROUP, DISH, openOrder, seedCartMenu } from './testing';

type Ack = {
  ok: boolean;
  code?: string;
  message?: string;
  detail?: Record<string, unknown>;
  cart?: CartMetadata;
};

describe.each(storeKinds())('Condiments by id from the dish (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ kind, modules: [cartModule], prepare: (st) => seedCartMenu(st) });
  });
  afterAll(() => s.close());

  let nextTable = 40;
  async function table() {
    const tableId = nextTable++;
    const orderId = await openOrder(s.store, tableId, 2);
    const token = s.app.sessions.signDiner({ tableId, orderId, customer: '1' });
    const sock = await s.socket({ token });
    expect((await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } })).ok).toBe(true);
    return { tableId, orderId, token, sock };
  }

  const add = (sock: Socket, dishId: number, condiments?: unknown) =>
    emitWithAck<Ack>(sock, '/cart2/update', {
      dish: { id: dishId, ...(condiments !== undefined ? { condiments } : {}) },
      mathSymbol: 0,
      action: { type: 0, state: 0 },
      isAddDuplicate: true,
    });

  const lines = async (sock: Socket): Promise<CartDish[]> => {
    const ack = await emitWithAck<Ack>(sock, '/cart2/connect', {});
    return Object.values(ack.cart!.items).flatMap((turn) => turn.ALL);
  };

  it('refuses a condiment price of 999999 and prices the order from the store', async () => {
    const { sock, tableId, orderId, token } = await table();
    const forged = await add(sock, DISH.gyoza, [{ name: 'Avocado extra', price: 999999 }]);
    expect(forged).toMatchObject({ ok: false, code: 'INVALID' });
    const withId = await add(sock, DISH.gyoza, [{ id: CONDIMENT.avocado, price: 999999 }]);
    expect(withId).toMatchObject({ ok: false, code: 'INVALID' });
    expect(await lines(sock)).toEqual([]);

    expect((await add(sock, DISH.gyoza, [{ id: CONDIMENT.avocado }])).ok).toBe(true);
    const [line] = await lines(sock);
    expect(line!.condiments).toEqual([{ id: CONDIMENT.avocado, name: 'Avocado', price: 1 }]);

    const sent = await emitWithAck<Ack>(sock, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId, orderId },
    });
    expect(sent.ok).toBe(true);
    const order = await s.request(`/api/v2/orders/${orderId}`, { token });
    // Gyoza 10.00 with avocado 1.00.
    expect(order.body).toMatchObject({ should_amount: 11 });
  });

  it('refuses a condiment by a name, and an id the dish does not offer', async () => {
    const { sock } = await table();
    expect(await add(sock, DISH.ramen, [{ name: 'Truffle' }])).toMatchObject({
      ok: false,
      code: 'INVALID',
    });
    // The spice level belongs to tantanmen, not to ramen; edamame offers no condiment at all.
    expect(await add(sock, DISH.ramen, [{ id: CONDIMENT.hot }])).toMatchObject({
      ok: false,
      code: 'CONDIMENT_NOT_OFFERED',
      detail: { condimentIds: [CONDIMENT.hot] },
    });
    expect(await add(sock, DISH.edamame, [{ id: CONDIMENT.egg }])).toMatchObject({
      ok: false,
      code: 'CONDIMENT_NOT_OFFERED',
    });
    expect(await add(sock, DISH.ramen, [{ id: 424242 }])).toMatchObject({
      ok: false,
      code: 'CONDIMENT_NOT_OFFERED',
    });
    expect(await lines(sock)).toEqual([]);
  });

  it('refuses a dish whose required group is skipped, or given two choices where it takes one', async () => {
    const { sock } = await table();
    expect(await add(sock, DISH.tantanmen)).toMatchObject({
      ok: false,
      code: 'CONDIMENT_REQUIRED',
      detail: { groupIds: [CONDIMENT_GROUP.spice] },
    });
    expect(
      await add(sock, DISH.tantanmen, [{ id: CONDIMENT.mild }, { id: CONDIMENT.hot }]),
    ).toMatchObject({ ok: false, code: 'CONDIMENT_REQUIRED' });
    expect(await lines(sock)).toEqual([]);

    expect((await add(sock, DISH.tantanmen, [{ id: CONDIMENT.hot }])).ok).toBe(true);
    const [line] = await lines(sock);
    expect(line!.condiments).toEqual([{ id: CONDIMENT.hot, name: 'Hot', price: 0 }]);

    // Editing the line cannot empty the required group either.
    const edit = await emitWithAck<Ack>(sock, '/cart2/update', {
      dish: { id: line!.id, condiments: [] },
      mathSymbol: 0,
      action: { type: 1, state: 0 },
    });
    expect(edit).toMatchObject({ ok: false, code: 'CONDIMENT_REQUIRED' });
    const edited = await emitWithAck<Ack>(sock, '/cart2/update', {
      dish: { id: line!.id, condiments: [{ id: CONDIMENT.mild }] },
      mathSymbol: 0,
      action: { type: 1, state: 0 },
    });
    expect(edited.ok).toBe(true);
    expect((await lines(sock))[0]!.condiments).toEqual([
      { id: CONDIMENT.mild, name: 'Mild', price: 0 },
    ]);
  });
});
