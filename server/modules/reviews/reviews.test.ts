import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { nextEvent, storeKinds, type TestServer } from '../../test/harness';
import { orders, restaurantInfo, settings } from '../../store/schema';
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
    // More reviews than one address may send an hour (auth/limits.ts): these test the rules.
    server = await startDemoServer(kind, [reviewsModule], { limits: { reviewsPerAddress: 100 } });
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

  it('keeps one review per order: a second one, from the same diner or another, is refused', async () => {
    const before = await stored();
    const again = await post(
      review({ rating: 3, comment: 'Better after all' }),
      dinerToken(server, { tableId: 5, orderId, customer: 'Anna' }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_REVIEWED' });
    const other = await post(
      review({ rating: 1, comment: 'Too slow' }),
      dinerToken(server, { tableId: 5, orderId, customer: 'Marco' }),
    );
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'ALREADY_REVIEWED' });
    expect(await stored()).toEqual(before);
  });

  it('tells the diners of the order whether it has its review', async () => {
    const token = dinerToken(server, { tableId: 5, orderId, customer: 'Marco' });
    const status = await server.request(`/api/v3/dining_reviews?order_head_id=${orderId}`, {
      token,
    });
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ reviewed: true, rating: 2 });
    const none = await server.request(`/api/v3/dining_reviews?order_head_id=${otherOrderId}`, {
      token: dinerToken(server, { tableId: 6, orderId: otherOrderId }),
    });
    expect(none.body).toEqual({ reviewed: false, rating: null });
    const foreign = await server.request(`/api/v3/dining_reviews?order_head_id=${orderId}`, {
      token: dinerToken(server, { tableId: 6, orderId: otherOrderId }),
    });
    expect(foreign.status).toBe(403);
    const anonymous = await server.request(`/api/v3/dining_reviews?order_head_id=${orderId}`);
    expect(anonymous.status).toBe(401);
  });

  it('serves two diners sending at once one after the other: one review is stored', async () => {
    const [row] = await server.store.db
      .insert(orders)
      .values({ table_id: 7, select_menu: '2', customer_num: 2, adult_number: 2 })
      .returning();
    const id = row!.order_head_id;
    const send = (customer: string, rating: number) =>
      post(
        review({ order_head_id: id, table_id: 7, rating, comment: `From ${customer}` }),
        dinerToken(server, { tableId: 7, orderId: id, customer }),
      );
    const answers = await Promise.all([send('Ines', 1), send('Olga', 2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = (await stored()).filter((r) => r.order_head_id === id);
    expect(rows).toHaveLength(1);
  });

  it('refuses 4–5 stars while google_review is on (they go to the map page), takes them when off', async () => {
    const [row] = await server.store.db
      .insert(orders)
      .values({ table_id: 8, select_menu: '2', customer_num: 2, adult_number: 2 })
      .returning();
    const id = row!.order_head_id;
    const token = dinerToken(server, { tableId: 8, orderId: id, customer: 'Pia' });
    const body = review({ order_head_id: id, table_id: 8, rating: 5, comment: 'Wonderful' });
    const shared = await post(body, token);
    expect(shared.status).toBe(400);
    expect(shared.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await stored()).some((r) => r.order_head_id === id)).toBe(false);
    await server.store.db
      .update(settings)
      .set({ value: 0 })
      .where(eq(settings.name, 'google_review'));
    try {
      const kept = await post(body, token);
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ rating: 5, comment: 'Wonderful', customer: 'Pia' });
    } finally {
      await server.store.db
        .update(settings)
        .set({ value: 1 })
        .where(eq(settings.name, 'google_review'));
    }
  });

  it('takes 4–5 stars while google_review is on when the restaurant has no place id to share on', async () => {
    const [row] = await server.store.db
      .insert(orders)
      .values({ table_id: 9, select_menu: '2', customer_num: 2, adult_number: 2 })
      .returning();
    const id = row!.order_head_id;
    const [info] = await server.store.db.select().from(restaurantInfo);
    await server.store.db.update(restaurantInfo).set({ place_id: '' });
    try {
      const res = await post(
        review({ order_head_id: id, table_id: 9, rating: 4, comment: 'Very good' }),
        dinerToken(server, { tableId: 9, orderId: id, customer: 'Ugo' }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rating: 4 });
    } finally {
      await server.store.db.update(restaurantInfo).set({ place_id: info!.place_id });
    }
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

  it('lists the reviews for staff, newest first, a page at a time', async () => {
    const made = await server.store.db
      .insert(orders)
      .values(
        [1, 2, 3].map((n) => ({ table_id: 7, select_menu: '2', customer_num: n, adult_number: n })),
      )
      .returning();
    for (const [i, o] of made.entries()) {
      const res = await post(
        review({
          order_head_id: o.order_head_id,
          table_id: 7,
          rating: i + 1,
          comment: `Meal ${i}`,
        }),
        dinerToken(server, { tableId: 7, orderId: o.order_head_id }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const all = await stored();
    const waiter = server.app.sessions.signStaff({ employeeId: 2, name: 'Kenji', role: 'waiter' });
    const first = await server.request('/api/v2/staff/reviews?limit=2', { token: waiter });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page1 = first.body as { data: { id: number; comment: string }[]; next: number | null };
    expect(page1.data.map((r) => r.comment)).toEqual(['Meal 2', 'Meal 1']);
    expect(page1.data[0]).toMatchObject({
      table_id: 7,
      table_name: 'T7',
      rating: 3,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page1.next).toBe(page1.data[1]!.id);
    const rest = await server.request(`/api/v2/staff/reviews?before=${page1.next}&limit=100`, {
      token: waiter,
    });
    const page2 = rest.body as { data: { comment: string }[]; next: number | null };
    expect(page2.data.map((r) => r.comment)).toEqual(
      all
        .map((r) => r.comment)
        .reverse()
        .slice(2),
    );
    expect(page2.next).toBeNull();

    const diner = dinerToken(server, { tableId: 7, orderId: made[0]!.order_head_id });
    expect((await server.request('/api/v2/staff/reviews', { token: diner })).status).toBe(401);
    for (const bad of ['limit=0', 'limit=101', 'before=abc', 'before=0'])
      expect((await server.request(`/api/v2/staff/reviews?${bad}`, { token: waiter })).status).toBe(
        400,
      );
  });
});
