// POST /api/v3/dining_reviews (entry-home-service.md §3 "Review payload", §5, §7).
// Only a diner whose session names the order (and its table) may review it; the rating is 1–5 and
// the comment is required (blank comments are refused) and at most 1000 characters. One review
// per order and customer: sending again replaces the earlier one (`replaced: true`). Setting
// dining_review 0 turns reviews off. Staff are told on the staff room (DINING_REVIEW).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReviewBody, ReviewSchema, errorResponses } from '../../../protocol/http';
import { badRequest, forbidden } from '../../http/errors';
import { requireDiner } from '../../auth/session';
import { normalizeCustomerId } from '../../../core';
import { saveReview } from './service';
import { gateDiner } from '../pin/gate';
import { announceReview } from './events';

const errors = errorResponses(400, 401, 403, 404);

export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v3/dining_reviews',
    { schema: { body: ReviewBody, response: { 200: ReviewSchema, ...errors } } },
    async (request) => {
      const body = request.body;
      const diner = requireDiner(request);
      if (body.table_id === 0) throw badRequest('table_id must be a table id or -1');
      if (diner.orderId !== body.order_head_id)
        throw forbidden('This session belongs to another order');
      if (diner.tableId !== body.table_id) throw forbidden('This session belongs to another table');
      await gateDiner(app.store.db, diner);
      const review = await saveReview(app.store, body, normalizeCustomerId(diner.customer));
      announceReview(app.io, review);
      return review;
    },
  );
};
