import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestServer, storeKinds, type TestServer } from '../../test/harness';
import { R1_MAX_QUANTITY_TEXT, type CartOperation } from '../../../core';
import cartModule from './index';
import { CartBatcher } from './batch';
import { applyOperations, ensureCart, readCart, type BatchResult } from './store';
import { DISH, openOrder, seedCartMenu } from './testing';

const add = (originId: number, userId = '1'): CartOperation => ({ type: 'add', originId, userId, userName: userId });
/** A queued add with the dish it needs loaded. */
const q = (originId: number, userId = '1') => ({ op: add(originId, userId), extraDishIds: [originId] });

describe.each(storeKinds())('Group commit of cart changes (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ kind, modules: [cartModule], prepare: (store) => seedCartMenu(store) });
  });
  afterAll(() => s.close());

  let nextTable = 700;
  async function cart() {
    const tableId = nextTable++;
    const orderId = await openOrder(s.store, tableId, 2);
    await ensureCart(s.store.db, s.store, orderId, tableId, Date.now());
    return orderId;
  }

  it('applies a batch in order against the state each change leaves, refusing only the change over the limit, with one write', async () => {
    const orderId = await cart();
    const before = (await readCart(s.store, orderId))!;
    const r = await applyOperations(s.store, orderId, [q(DISH.gyoza), q(DISH.gyoza), q(DISH.gyoza), q(DISH.ramen)]);
    expect(r.outcomes.map((o) => o.ok)).toEqual([true, true, false, true]);
    const refused = r.outcomes[2]!;
    expect(refused.ok === false && refused.violation.message).toBe(R1_MAX_QUANTITY_TEXT);
    expect(r.changed).toBe(true);
    expect(r.snapshot.version).toBe(before.version + 1);
    const after = (await readCart(s.store, orderId))!;
    expect(after.version).toBe(before.version + 1);
    const units = Object.fromEntries(after.state.lines.map((l) => [l.originId, l.totalNum]));
    expect(units).toEqual({ [DISH.gyoza]: 2, [DISH.ramen]: 1 });
  });

  it('writes nothing when every change of a batch is refused', async () => {
    const orderId = await cart();
    await applyOperations(s.store, orderId, [q(DISH.gyoza), q(DISH.gyoza)]);
    const before = (await readCart(s.store, orderId))!;
    const r = await applyOperations(s.store, orderId, [q(DISH.gyoza), { op: { type: 'decrement', lineId: 'no-such-line', userId: '1', userName: '1' } as CartOperation }]);
    expect(r.outcomes.every((o) => !o.ok)).toBe(true);
    expect(r.changed).toBe(false);
    expect((await readCart(s.store, orderId))!.version).toBe(before.version);
  });

  it('puts the changes that arrive during a transaction into the next one, and answers each', async () => {
    const orderId = await cart();
    const commits: BatchResult[] = [];
    const batcher = new CartBatcher(s.store, (_id, r) => commits.push(r));
    const asked = [q(DISH.tuna, '1'), q(DISH.tuna, '1'), q(DISH.tuna, '1'), q(DISH.tuna, '2'), q(DISH.ramen, '2')];
    const answers = await Promise.all(asked.map((x) => batcher.apply(orderId, x)));
    // The first change starts a transaction at once; the other four wait for it and share the next.
    expect(commits).toHaveLength(2);
    expect(commits.map((c) => c.outcomes.length)).toEqual([1, 4]);
    expect(answers.map((a) => a.outcome.ok)).toEqual([true, true, false, true, true]);
    expect(answers[4]!.snapshot.version).toBe(commits[1]!.snapshot.version);
    const lines = (await readCart(s.store, orderId))!.state.lines;
    expect(lines.map((l) => [l.originId, l.userId, l.totalNum]).sort()).toEqual(
      [
        [DISH.tuna, '1', 2],
        [DISH.tuna, '2', 1],
        [DISH.ramen, '2', 1],
      ].sort(),
    );
  });
});
