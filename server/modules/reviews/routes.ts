// POST /api/v3/dining_reviews (entry-home-service.md §2 "Review page", §3 "Review payload", §5, §7)
// and GET /api/v3/dining_reviews?order_head_id= (whether the order has its review).
// Only a diner whose session names the order (and its table) may review it or ask. The rules are
// core's (reviewProblem): a rating of 1–5 with a comment that is not blank, at most 1000
// characters; while google_review is on, ratings of 4–5 go to the public map page and are refused
// here. One review per order: another is refused with ALREADY_REVIEWED (409). Setting
// dining_review 0 turns reviews off. Staff are told on the staff room (DINING_REVIEW).
// GET /api/v2/staff/reviews?before&limit (staff session): the reviews left, newest first, a page of
// `limit` (30 unless said, at most 100) after the review `before`; `next` names the next page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ReviewBody,
  ReviewSchema,
  ReviewStatusQuery,
  ReviewStatusSchema,
  StaffReviewListQuery,
  StaffReviewPageSchema,
  errorResponses,
} from '../../../protocol/http';
import { badRequest, forbidden } from '../../http/errors';
import { requireDiner, requireStaff } from '../../auth/session';
import { normalizeCustomerId } from '../../../core';
import { listReviews, reviewStatus, saveReview } from './service';
import { gateDiner } from '../pin/gate';
import { announceReviewFrom } from './events';
import { askerOf, reviewLimits } from '../../auth/limits';
import { sourcesOf } from '../../realtime/staff-flow';

export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v3/dining_reviews',
    {
      schema: {
        body: ReviewBody,
        response: { 200: ReviewSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const diner = requireDiner(request);
      if (body.table_id === 0) throw badRequest('table_id must be a table id or -1');
      if (diner.orderId !== body.order_head_id)
        throw forbidden('This session belongs to another order');
      if (diner.tableId !== body.table_id) throw forbidden('This session belongs to another table');
      await gateDiner(app.store.db, diner);
      // Besides one per order, reviews are counted per device, address and restaurant: a new
      // takeaway order (a new session) must not buy another review.
      const who = askerOf(request, reply, diner.sid);
      const limits = reviewLimits(app.attempts.settings, who);
      const tooMany = 'Too many reviews: try again later';
      await app.attempts.check(request, reply, limits, tooMany);
      const review = await saveReview(app.store, body, normalizeCustomerId(diner.customer));
      await app.attempts.fail(request, limits);
      announceReviewFrom(app.io, sourcesOf(who), review);
      return review;
    },
  );

  app.get(
    '/api/v3/dining_reviews',
    {
      schema: {
        querystring: ReviewStatusQuery,
        response: { 200: ReviewStatusSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const diner = requireDiner(request);
      if (diner.orderId !== request.query.order_head_id)
        throw forbidden('This session belongs to another order');
      await gateDiner(app.store.db, diner);
      return reviewStatus(app.store, request.query.order_head_id);
    },
  );

  app.get(
    '/api/v2/staff/reviews',
    {
      schema: {
        querystring: StaffReviewListQuery,
        response: { 200: StaffReviewPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      requireStaff(request);
      return listReviews(app.store, request.query);
    },
  );
};
