import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { nextEvent, storeKinds, type TestServer } from '../../test/harness';
import { orders, settings } from '../../store/schema';
import { dinerToken, SEED_TIMEOUT_MS, staffToken, startDemoServer } from '../menus/testing';
import reviewsModule from './index';

interface Stored {
  order_head_id: number;
  rating: number;
  comment: string;
  customer_name: string;
  table_name: string;
}

describe.each(storeKinds())('Dining reviews (%s)', (kind) => {
  let server: TestServer;
  let orderId = 0;
  let otherOrderId = 0;
  beforeAll(async () => {
    server = await startDemoServer(kind, [reviewsModule]);
    const rows = await server.store.db
      .insert(orders)
      .values([
        { table_id: 5, select_menu: '2', customer_num: 3, adult_number: 3 },
        { table_id: 6, select_menu: '2', customer_num: 2, adult_number: 2 },
      ])
      .returning();
    orderId = rows[0]!.order_head_id;
    otherOrderId = rows[1]!.order_head_id;
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const stored = () =>
    server.store.rows<Stored>(
      sql`select order_head_id, rating, comment, customer_name, table_name from reviews order by id`,
    );
  const review = (over: Record<string, unknown> = {}) => ({
    order_head_id: orderId,
    table_id: 5,
    table_name: 'T5',
    rating: 2,
    comment: 'The miso soup was cold',
    date: '2026-01-12 20:15:00',
    customer_num: 3,
    ...over,
  });
  const post = (body: unknown, token?: string) =>
    server.request('/api/v3/dining_reviews', { method: 'POST', body, token });

  it('stores the review of a diner of the order and tells the staff', async () => {
    const staff = await server.socket({ token: staffToken(server) });
    const told = nextEvent<{ rating: number }>(staff, 'DINING_REVIEW');
    const res = await post(review(), dinerToken(server, { tableId: 5, orderId, customer: 'Anna' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_head_id: orderId,
      table_id: 5,
      table_name: 'T5',
      rating: 2,
      comment: 'The miso soup was cold',
      customer: 'Anna',
      customer_num: 3,
      replaced: false,
    });
    expect((await told).rating).toBe(2);
    expect(await stored()).toEqual([
      {
        order_head_id: orderId,
        rating: 2,
        comment: 'The miso soup was cold',
        customer_name: 'Anna',
        table_name: 'T5',
      },
    ]);
  });

  it('replaces the review when the same customer sends it again, and keeps another customer’s apart', async () => {
    const again = await post(
      review({ rating: 3, comment: 'Better after all' }),
      dinerToken(server, { tableId: 5, orderId, customer: 'Anna' }),
    );
    expect(again.body).toMatchObject({ rating: 3, replaced: true });
    const other = await post(
      review({ rating: 5, comment: 'Great' }),
      dinerToken(server, { tableId: 5, orderId, customer: 'Marco' }),
    );
    expect(other.body).toMatchObject({ customer: 'Marco', replaced: false });
    expect((await stored()).map((r) => [r.customer_name, r.rating, r.comment])).toEqual([
      ['Anna', 3, 'Better after all'],
      ['Marco', 5, 'Great'],
    ]);
  });

  it('refuses a review without a session, or from a session of another order or table', async () => {
    const before = await stored();
    const none = await post(review());
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'UNAUTHORIZED' });
    const otherOrder = await post(
      review(),
      dinerToken(server, { tableId: 6, orderId: otherOrderId }),
    );
    expect(otherOrder.status).toBe(403);
    const otherTable = await post(
      review({ table_id: 6 }),
      dinerToken(server, { tableId: 6, orderId }),
    );
    expect(otherTable.status).toBe(403);
    const gone = await post(
      review({ order_head_id: 999999 }),
      dinerToken(server, { tableId: 5, orderId: 999999 }),
    );
    expect(gone.status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('refuses ratings outside 1–5, blank or overlong comments', async () => {
    const before = await stored();
    const token = dinerToken(server, { tableId: 5, orderId, customer: 'Luca' });
    for (const bad of [
      review({ rating: 0 }),
      review({ rating: 6 }),
      review({ rating: 2.5 }),
      review({ comment: '   ' }),
      review({ comment: 'x'.repeat(1001) }),
      review({ comment: undefined }),
    ]) {
      const res = await post(bad, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses reviews while dining_review is off', async () => {
    await server.store.db
      .update(settings)
      .set({ value: 0 })
      .where(eq(settings.name, 'dining_review'));
    try {
      const res = await post(
        review(),
        dinerToken(server, { tableId: 5, orderId, customer: 'Sara' }),
      );
      expect(res.status).toBe(403);
      expect((await stored()).some((r) => r.customer_name === 'Sara')).toBe(false);
    } finally {
      await server.store.db
        .update(settings)
        .set({ value: 1 })
        .where(eq(settings.name, 'dining_review'));
    }
  });
});
