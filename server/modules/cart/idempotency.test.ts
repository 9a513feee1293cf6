import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestServer, storeKinds, emitWithAck, type TestServer } from '../../test/harness';
import type { CartDish, CartMetadata } from '../../../core';
import cartModule from './index';
import { DISH, openOrder, seedCartMenu } from './testing';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; code?: string; repeated?: boolean; changed?: boolean; cart?: Cart };

const lines = (c: Cart): CartDish[] => Object.values(c.items).flatMap((t) => t.ALL);

describe.each(storeKinds())('A cart change sent again with its requestKey (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      modules: [cartModule],
      prepare: (store) =>
        seedCartMenu(store, { turnLimit: { enable: 0, turn_dishes: 50, turn_mins: 10 } }),
    });
  });
  afterAll(() => s.close());

  let table = 700;
  async function diner(): Promise<{ sock: Socket; tableId: number }> {
    const tableId = ++table;
    const orderId = await openOrder(s.store, tableId, 2);
    const sock = await s.socket({
      token: s.app.sessions.signDiner({ tableId, orderId, customer: '1' }),
    });
    expect((await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } })).ok).toBe(true);
    return { sock, tableId };
  }
  const add = (tableId: number, requestKey: string, remark?: string) => ({
    cartFind: { tableId },
    dish: { id: DISH.ramen, originId: DISH.ramen, ...(remark ? { remark } : {}) },
    mathSymbol: 0,
    action: { type: 0, state: 0 },
    isAddDuplicate: true,
    requestKey,
  });
  const cartOf = async (sock: Socket) => (await emitWithAck<Ack>(sock, '/cart2/connect', {})).cart!;

  it('adds the line once when the same update comes twice', async () => {
    const { sock, tableId } = await diner();
    const first = await emitWithAck<Ack>(sock, '/cart2/update', add(tableId, 'press-0001'));
    const again = await emitWithAck<Ack>(sock, '/cart2/update', add(tableId, 'press-0001'));
    expect(first).toMatchObject({ ok: true, changed: true });
    expect(again).toMatchObject({ ok: true, changed: false, repeated: true });
    const l = lines(await cartOf(sock));
    expect(l).toHaveLength(1);
    expect(l[0]!.totalNum).toBe(1);
    // A new key is a new press.
    await emitWithAck<Ack>(sock, '/cart2/update', add(tableId, 'press-0002'));
    expect(lines(await cartOf(sock))[0]!.totalNum).toBe(2);
  });

  it('adds the line once when both copies arrive at the same moment', async () => {
    const { sock, tableId } = await diner();
    const acks = await Promise.all([
      emitWithAck<Ack>(sock, '/cart2/update', add(tableId, 'same-moment', 'no ice')),
      emitWithAck<Ack>(sock, '/cart2/update', add(tableId, 'same-moment', 'no ice')),
    ]);
    expect(acks.every((a) => a.ok)).toBe(true);
    expect(acks.filter((a) => a.repeated)).toHaveLength(1);
    const l = lines(await cartOf(sock));
    expect(l).toHaveLength(1);
    expect(l[0]!.totalNum).toBe(1);
  });

  it('still knows the key after the round was sent', async () => {
    const { sock, tableId } = await diner();
    await emitWithAck<Ack>(sock, '/cart2/update', add(tableId, 'before-submit'));
    const sent = await emitWithAck<Ack>(sock, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId },
      requestKey: 'round-before-submit',
    });
    expect(sent.ok).toBe(true);
    const again = await emitWithAck<Ack>(sock, '/cart2/update', add(tableId, 'before-submit'));
    expect(again).toMatchObject({ ok: true, repeated: true });
    expect(lines(await cartOf(sock))).toHaveLength(0);
  });
});
