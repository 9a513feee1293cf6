import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestServer, storeKinds, type TestServer } from '../../test/harness';
import { R1_MAX_QUANTITY_TEXT, type CartOperation } from '../../../core';
import cartModule from './index';
import { CartBatcher, applyOperations, applyOperationsMany, type BatchResult } from './batch';
import { ensureCart, readCart } from './repository';
import { carts } from '../../store/schema';
import { eq, sql } from 'drizzle-orm';
import { DISH, openOrder, seedCartMenu } from './testing';

const add = (originId: number, userId = '1'): CartOperation => ({
  type: 'add',
  originId,
  userId,
  userName: userId,
});
/** A queued add with the dish it needs loaded. */
const q = (originId: number, userId = '1') => ({
  op: add(originId, userId),
  extraDishIds: [originId],
});

describe.each(storeKinds())('Group commit of cart changes (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      modules: [cartModule],
      prepare: (store) => seedCartMenu(store),
    });
  });
  afterAll(() => s.close());

  let nextTable = 700;
  async function cart() {
    const tableId = nextTable++;
    const orderId = await openOrder(s.store, tableId, 2);
    await ensureCart(s.app.cartRules, s.store.db, orderId, tableId, Date.now());
    return orderId;
  }

  it('applies a batch in order against the state each change leaves, refusing only the change over the limit, with one write', async () => {
    const orderId = await cart();
    const before = (await readCart(s.app.cartRules, orderId))!;
    const r = await applyOperations(s.app.cartRules, orderId, [
      q(DISH.gyoza),
      q(DISH.gyoza),
      q(DISH.gyoza),
      q(DISH.ramen),
    ]);
    expect(r.outcomes.map((o) => o.ok)).toEqual([true, true, false, true]);
    const refused = r.outcomes[2]!;
    expect(refused.ok === false && refused.violation.message).toBe(R1_MAX_QUANTITY_TEXT);
    expect(r.changed).toBe(true);
    expect(r.snapshot.version).toBe(before.version + 1);
    const after = (await readCart(s.app.cartRules, orderId))!;
    expect(after.version).toBe(before.version + 1);
    const units = Object.fromEntries(after.state.lines.map((l) => [l.originId, l.totalNum]));
    expect(units).toEqual({ [DISH.gyoza]: 2, [DISH.ramen]: 1 });
  });

  it('writes nothing when every change of a batch is refused', async () => {
    const orderId = await cart();
    await applyOperations(s.app.cartRules, orderId, [q(DISH.gyoza), q(DISH.gyoza)]);
    const before = (await readCart(s.app.cartRules, orderId))!;
    const r = await applyOperations(s.app.cartRules, orderId, [
      q(DISH.gyoza),
      {
        op: {
          type: 'decrement',
          lineId: 'no-such-line',
          userId: '1',
          userName: '1',
        } as CartOperation,
      },
    ]);
    expect(r.outcomes.every((o) => !o.ok)).toBe(true);
    expect(r.changed).toBe(false);
    expect((await readCart(s.app.cartRules, orderId))!.version).toBe(before.version);
  });

  it('puts the changes that arrive during a transaction into the next one, and answers each', async () => {
    const orderId = await cart();
    const commits: BatchResult[] = [];
    const batcher = new CartBatcher(s.app.cartRules, (_id, r) => commits.push(r));
    const asked = [
      q(DISH.tuna, '1'),
      q(DISH.tuna, '1'),
      q(DISH.tuna, '1'),
      q(DISH.tuna, '2'),
      q(DISH.ramen, '2'),
    ];
    const first = batcher.apply(orderId, asked[0]!);
    // Its transaction starts once the messages already received are read; the four that come
    // after wait for it and share the next.
    await new Promise((r) => setImmediate(r));
    const answers = await Promise.all([
      first,
      ...asked.slice(1).map((x) => batcher.apply(orderId, x)),
    ]);
    expect(commits).toHaveLength(2);
    expect(commits.map((c) => c.outcomes.length)).toEqual([1, 4]);
    expect(answers.map((a) => a.outcome.ok)).toEqual([true, true, false, true, true]);
    expect(answers[4]!.snapshot.version).toBe(commits[1]!.snapshot.version);
    const lines = (await readCart(s.app.cartRules, orderId))!.state.lines;
    expect(lines.map((l) => [l.originId, l.userId, l.totalNum]).sort()).toEqual(
      [
        [DISH.tuna, '1', 2],
        [DISH.tuna, '2', 1],
        [DISH.ramen, '2', 1],
      ].sort(),
    );
  });

  it('changes several carts in one transaction, each against its own limits, one version each; a gone cart is null', async () => {
    const [a, b] = [await cart(), await cart()];
    const [va, vb] = [
      (await readCart(s.app.cartRules, a))!.version,
      (await readCart(s.app.cartRules, b))!.version,
    ];
    const results = await applyOperationsMany(
      s.app.cartRules,
      new Map([
        [a, [q(DISH.gyoza), q(DISH.gyoza), q(DISH.gyoza)]],
        [b, [q(DISH.ramen)]],
        [999_999, [q(DISH.ramen)]],
      ]),
    );
    expect(results.get(a)!.outcomes.map((o) => o.ok)).toEqual([true, true, false]);
    expect(results.get(b)!.outcomes.map((o) => o.ok)).toEqual([true]);
    expect(results.get(999_999)).toBeNull();
    const [ca, cb] = [(await readCart(s.app.cartRules, a))!, (await readCart(s.app.cartRules, b))!];
    expect([ca.version, cb.version]).toEqual([va + 1, vb + 1]);
    expect(ca.state.lines.map((l) => [l.originId, l.totalNum])).toEqual([[DISH.gyoza, 2]]);
    expect(cb.state.lines.map((l) => [l.originId, l.totalNum])).toEqual([[DISH.ramen, 1]]);
  });

  it("puts the changes of several carts that arrive together into one transaction, and keeps one cart's failure from the others", async () => {
    const orders = [await cart(), await cart(), await cart()];
    const broken = await cart();
    // A cart row the rules cannot read: its transaction fails.
    await s.store.db
      .update(carts)
      .set({ meta: sql`'"not a cart{"'::jsonb` })
      .where(eq(carts.order_head_id, broken));
    const commits: number[] = [];
    // All eight changes arrive in one turn of the event loop: one transaction for the four carts.
    const sizes: number[] = [];
    const batcher = new CartBatcher(
      s.app.cartRules,
      (id, r) => (commits.push(id), sizes.push(r.outcomes.length)),
      () => {},
      1,
    );
    const asked = [...orders, broken].flatMap((orderId) =>
      [orderId, orderId].map((id) =>
        batcher.apply(id, q(DISH.tuna)).then(
          (r) => r.outcome.ok,
          () => 'failed',
        ),
      ),
    );
    const answers = await Promise.all(asked);
    expect(answers).toEqual([true, true, true, true, true, true, 'failed', 'failed']);
    for (const orderId of orders)
      expect(
        (await readCart(s.app.cartRules, orderId))!.state.lines.map((l) => l.totalNum),
      ).toEqual([2]);
    expect(commits.filter((id) => id === broken)).toEqual([]);
    // The shared transaction failed on the broken cart; each of the others was then tried alone,
    // with both its changes.
    expect(commits).toEqual(orders);
    expect(sizes).toEqual([2, 2, 2]);
  });
});
