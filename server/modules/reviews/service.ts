// Dining reviews: one per order and customer; sending again replaces the earlier one.
import { eq, sql } from 'drizzle-orm';
import type { Review, ReviewRequest } from '../../../protocol/http';
import type { Store } from '../../store';
import { badRequest, forbidden, notFound, orderClosed } from '../../http/errors';
import { settingOf } from '../../store/settings';
import { SETTINGS } from '../../../core';
import { diningTables, orders } from '../../store/schema';

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
  inserted: boolean;
}

/** Stores the review of `customer` (already checked to belong to the order and its table). */
export async function saveReview(
  store: Store,
  body: ReviewRequest,
  customer: string,
): Promise<Review> {
  const comment = body.comment.trim();
  if (comment === '') throw badRequest('Write a comment with the rating');
  const db = store.db;
  const enabled = await settingOf(db, SETTINGS.diningReview);
  if (enabled !== undefined && enabled <= 0) throw forbidden('Reviews are turned off');

  return store.transaction(async (tx) => {
    // The order's row lock: staff closing the order wait for the review, or the review sees it closed.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.order_head_id, body.order_head_id))
      .for('update');
    if (!order) throw notFound(`Order ${body.order_head_id} does not exist`);
    if (order.status !== 'open') throw orderClosed();
    if (order.table_id !== body.table_id) throw forbidden('This order belongs to another table');
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
      on conflict (order_head_id, customer_name) where customer_name <> ''
      do update set rating = excluded.rating, comment = excluded.comment, date = excluded.date,
        customer_num = excluded.customer_num, table_name = excluded.table_name, updated_at = now()
      returning id, order_head_id, table_id, table_name, rating, comment, date, customer_num, customer_name, (xmax = 0) as inserted`,
      tx,
    );
    return {
      id: row!.id,
      order_head_id: row!.order_head_id,
      table_id: row!.table_id,
      table_name: row!.table_name,
      rating: row!.rating,
      comment: row!.comment,
      date: row!.date,
      customer_num: row!.customer_num,
      customer: row!.customer_name,
      replaced: !row!.inserted,
    };
  });
}
