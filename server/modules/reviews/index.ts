// POST /api/v3/dining_reviews (entry-home-service.md §3 "Review payload", §5, §7).
// Only a diner whose session names the order (and its table) may review it; the rating is 1–5 and
// the comment is required (blank comments are refused) and at most 1000 characters. One review
// per order and customer: sending again replaces the earlier one (`replaced: true`). Setting
// dining_review 0 turns reviews off. Staff are told on the staff room (DINING_REVIEW).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq, sql } from 'drizzle-orm';
import { ErrorBodySchema, badRequest, forbidden, notFound } from '../../http/errors';
import { requireDiner } from '../../auth/session';
import { getSetting, settingNumber } from '../../store/settings';
import { diningTables, orders } from '../../store/schema';
import { emitToStaff } from '../../realtime';
import { normalizeCustomerId } from '../../../core';

export const MAX_COMMENT_LENGTH = 1000;

export const ReviewBody = Type.Object({
  order_head_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  table_id: Type.Integer({ minimum: -1, maximum: 2147483647 }),
  table_name: Type.Optional(Type.String({ maxLength: 64 })),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String({ maxLength: MAX_COMMENT_LENGTH }),
  date: Type.Optional(Type.String({ maxLength: 40 })),
  customer_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
});

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  order_head_id: Type.Integer(),
  table_id: Type.Integer(),
  table_name: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  date: Type.String(),
  customer_num: Type.Integer(),
  customer: Type.String(),
  replaced: Type.Boolean(),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

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

const reviewsModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/v3/dining_reviews', { schema: { body: ReviewBody, response: { 200: ReviewSchema, ...errors } } }, async (request) => {
    const body = request.body;
    const diner = requireDiner(request);
    if (body.table_id === 0) throw badRequest('table_id must be a table id or -1');
    if (diner.orderId !== body.order_head_id) throw forbidden('This session belongs to another order');
    if (diner.tableId !== body.table_id) throw forbidden('This session belongs to another table');
    const comment = body.comment.trim();
    if (comment === '') throw badRequest('Write a comment with the rating');
    const db = app.store.db;
    const enabled = settingNumber(await getSetting(db, 'dining_review'));
    if (enabled !== undefined && enabled <= 0) throw forbidden('Reviews are turned off');

    const [order] = await db.select().from(orders).where(eq(orders.order_head_id, body.order_head_id));
    if (!order) throw notFound(`Order ${body.order_head_id} does not exist`);
    if (order.table_id !== body.table_id) throw forbidden('This order belongs to another table');
    const [table] = body.table_id > 0 ? await db.select({ name: diningTables.table_name }).from(diningTables).where(eq(diningTables.table_id, body.table_id)) : [];
    const tableName = table?.name ?? (body.table_id === -1 ? 'Quick Service' : (body.table_name ?? ''));
    const customer = normalizeCustomerId(diner.customer);
    const date = body.date?.trim() || new Date().toISOString();
    const customerNum = body.customer_num ?? order.customer_num;

    const [row] = await app.store.rows<ReviewRow>(sql`
      insert into reviews (order_head_id, table_id, table_name, rating, comment, date, customer_num, customer_name)
      values (${order.order_head_id}, ${body.table_id}, ${tableName}, ${body.rating}, ${comment}, ${date}, ${customerNum}, ${customer})
      on conflict (order_head_id, customer_name) where customer_name <> ''
      do update set rating = excluded.rating, comment = excluded.comment, date = excluded.date,
        customer_num = excluded.customer_num, table_name = excluded.table_name, updated_at = now()
      returning id, order_head_id, table_id, table_name, rating, comment, date, customer_num, customer_name, (xmax = 0) as inserted`);
    const review = {
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
    emitToStaff(app.io, 'DINING_REVIEW', review);
    return review;
  });
};

export default reviewsModule;
