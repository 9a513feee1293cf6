import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestServer, emitWithAck, type TestServer } from '../test/harness';
import type { CartMetadata } from '../../core';
import cartModule from '../modules/cart/index';
import { DISH, seedCartMenu } from '../modules/cart/testing';
import { dinerOnNewOrder, floodWhileOtherPresses, pressOf } from '../test/diners';

type Ack = { ok: boolean; code?: string; message?: string; cart?: CartMetadata };

const diner = async (s: TestServer, tableId: number) => (await dinerOnNewOrder(s, tableId)).sock;
const press = (tableId: number, extra: Record<string, unknown> = {}) =>
  pressOf(tableId, DISH.ramen, extra);

describe('One socket flooding the server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ modules: [cartModule], prepare: (store) => seedCartMenu(store) });
  });
  afterAll(() => s.close());

  it('gets its events beyond the ones in flight refused at once, while another table orders', async () => {
    const flooder = await diner(s, 601);
    const limit = s.app.eventGate.limits.maxInFlight;
    const { answers, other } = await floodWhileOtherPresses(
      flooder,
      await dinerOnNewOrder(s, 602),
      300,
    );
    const refused = answers.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.ok).length).toBeLessThan(answers.length);
    for (const a of refused) expect(a.code).toBe('RATE_LIMITED');
    expect(refused.length).toBeGreaterThanOrEqual(answers.length - limit * 4);
    expect(other.ok).toBe(true);
  });

  it('answers NUL characters and deep nesting as invalid input, never INTERNAL_ERROR', async () => {
    const sock = await diner(s, 603);
    const nul = await emitWithAck<Ack>(sock, '/cart2/update', press(603, { remark: 'tea\u0000' }));
    expect(nul).toMatchObject({ ok: false, code: 'INVALID' });
    expect(nul.message).toMatch(/^Invalid: NUL/);
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = [deep];
    const nested = await emitWithAck<Ack>(sock, '/cart2/update', {
      ...press(603),
      dish: { id: DISH.ramen, ruleConfig: { r1: deep } },
    });
    expect(nested).toMatchObject({ ok: false, code: 'INVALID' });
    expect(nested.message).toMatch(/nested deeper/);
    const room = await emitWithAck<Ack>(sock, 'JOIN_ROOM', { room: '603', x: 'a\u0000' });
    expect(room).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    // Nothing was added.
    const cart = (await emitWithAck<Ack>(sock, '/cart2/connect', {})).cart!;
    expect(Object.values(cart.items).flatMap((t) => t.ALL)).toHaveLength(0);
  });
});

describe('A socket over its rate', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      modules: [cartModule],
      prepare: (store) => seedCartMenu(store),
      socketLimits: { burst: 5, perSecond: 0.001 },
    });
  });
  afterAll(() => s.close());

  it('is refused with RATE_LIMITED once its burst is spent, one event after another', async () => {
    const sock = await diner(s, 611); // the init is the first event
    const acks: Ack[] = [];
    for (let i = 0; i < 6; i++) acks.push(await emitWithAck<Ack>(sock, '/cart2/existed', {}));
    expect(acks.slice(0, 4).every((a) => a.ok)).toBe(true);
    expect(acks[4]).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(acks[4]!.message).toMatch(/slow down/);
    // Another socket has its own bucket.
    const fresh = await diner(s, 612);
    expect((await emitWithAck<Ack>(fresh, '/cart2/existed', {})).ok).toBe(true);
  });
});
