// Dining reviews: one per order. The first review an order receives stands; another is refused
// (ALREADY_REVIEWED), whoever at the table sends it.
import { desc, eq, lt, sql } from 'drizzle-orm';
import type {
  Review,
  ReviewRequest,
  ReviewStatus,
  StaffReviewListQuery,
  StaffReviewPage,
} from '../../../protocol/http';
import type { Store } from '../../store';
import { alreadyReviewed, badRequest, forbidden, notFound, orderClosed } from '../../http/errors';
import { settingOf } from '../../store/settings';
import { SETTINGS, reviewProblem, reviewSharing } from '../../../core';
import { readRestaurant } from '../content/service';
import { diningTables, orders, reviews } from '../../store/schema';

interface ReviewRow {
  id: number;
  order_head_id: number;
  table_id: number;
  table_name: string;
  rating: number;
  comment: string;
  date: string;
  customer_num: number;
  customer_name: string;
}

const PROBLEM_TEXT = {
  rating: 'The rating must be 1 to 5 stars',
  forSharing: 'Ratings of 4 and 5 stars are shared on the public map page, not sent here',
  comment: 'Write a comment with the rating',
  tooLong: 'The comment is too long',
} as const;

/** Stores the review of `customer` (already checked to belong to the order and its table). */
export async function saveReview(
  store: Store,
  body: ReviewRequest,
  customer: string,
): Promise<Review> {
  const db = store.db;
  const enabled = await settingOf(db, SETTINGS.diningReview);
  if (enabled !== undefined && enabled <= 0) throw forbidden('Reviews are turned off');
  const sharing = reviewSharing(
    await settingOf(db, SETTINGS.googleReview),
    (await readRestaurant(db)).place_id,
  );
  const comment = body.comment.trim();

  return store.transaction(async (tx) => {
    // The order's row lock: staff closing the order wait for the review, or the review sees it
    // closed; two diners sending at once are served one after the other.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.order_head_id, body.order_head_id))
      .for('update');
    if (!order) throw notFound(`Order ${body.order_head_id} does not exist`);
    if (order.status !== 'open') throw orderClosed();
    if (order.table_id !== body.table_id) throw forbidden('This order belongs to another table');
    const problem = reviewProblem(body.rating, comment, sharing);
    if (problem) throw badRequest(PROBLEM_TEXT[problem]);
    const [table] =
      body.table_id > 0
        ? await tx
            .select({ name: diningTables.table_name })
            .from(diningTables)
            .where(eq(diningTables.table_id, body.table_id))
        : [];
    const tableName = table?.name ?? (body.table_id === -1 ? 'Quick Service' : '');
    const date = body.date?.trim() || new Date().toISOString();
    const customerNum = body.customer_num ?? order.customer_num;

    const [row] = await store.rows<ReviewRow>(
      sql`
      insert into reviews (order_head_id, table_id, table_name, rating, comment, date, customer_num, customer_name)
      values (${order.order_head_id}, ${body.table_id}, ${tableName}, ${body.rating}, ${comment}, ${date}, ${customerNum}, ${customer})
      on conflict (order_head_id) do nothing
      returning id, order_head_id, table_id, table_name, rating, comment, date, customer_num, customer_name`,
      tx,
    );
    if (!row) throw alreadyReviewed();
    return {
      id: row.id,
      order_head_id: row.order_head_id,
      table_id: row.table_id,
      table_name: row.table_name,
      rating: row.rating,
      comment: row.comment,
      date: row.date,
      customer_num: row.customer_num,
      customer: row.customer_name,
      replaced: false,
    };
  });
}

/** Whether the order has its review, and its stars. */
export async function reviewStatus(store: Store, orderId: number): Promise<ReviewStatus> {
  const [row] = await store.db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.order_head_id, orderId));
  return { reviewed: row !== undefined, rating: row?.rating ?? null };
}

/** The reviews for the staff console, newest first: `limit` of them before the review `before`. */
export async function listReviews(
  store: Store,
  { before, limit = 30 }: StaffReviewListQuery,
): Promise<StaffReviewPage> {
  const rows = await store.db
    .select({
      id: reviews.id,
      order_head_id: reviews.order_head_id,
      table_id: reviews.table_id,
      table_name: reviews.table_name,
      rating: reviews.rating,
      comment: reviews.comment,
      created_at: reviews.created_at,
    })
    .from(reviews)
    .where(before === undefined ? undefined : lt(reviews.id, before))
    .orderBy(desc(reviews.id))
    // One more than asked says whether a next page exists.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    data: page.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    next: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
