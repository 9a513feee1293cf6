import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { reviewProblem, reviewSharing, SETTINGS, readSetting } from '../../core';
import type { Review, ReviewRequest, ReviewStatus } from '../../protocol/http';
import { db } from '../db';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

/** The stars of the order's review once sent (one per order, as the server keeps it). */
let stored: number | null = null;

/** Forgets the review sent (stories that send one call this first). */
export function resetMockReview(): void {
  stored = null;
}

/**
 * GET and POST /api/v3/dining_reviews as the server answers them: one review per order, the
 * rules of core (reviewProblem) over the mock restaurant's settings.
 */
export function reviewHandlers(speed: NetworkSpeed = 'normal'): RequestHandler[] {
  return [
    http.get('*/api/v3/dining_reviews', async () => {
      await networkDelay(speed);
      const status: ReviewStatus = { reviewed: stored !== null, rating: stored };
      return HttpResponse.json(status);
    }),
    http.post('*/api/v3/dining_reviews', async ({ request }) => {
      await networkDelay(speed);
      const body = (await request.json()) as ReviewRequest;
      const byName = Object.fromEntries(db.settings.map((s) => [s.name, s.value]));
      const sharing = reviewSharing(
        readSetting({ byName, byId: {} }, SETTINGS.googleReview),
        db.restaurantInfo.place_id,
      );
      if (reviewProblem(body.rating, body.comment, sharing) !== null)
        return HttpResponse.json({ code: 'BAD_REQUEST', message: 'refused' }, { status: 400 });
      if (stored !== null)
        return HttpResponse.json(
          { code: 'ALREADY_REVIEWED', message: 'already reviewed' },
          { status: 409 },
        );
      stored = body.rating;
      const review: Review = {
        id: 1,
        order_head_id: body.order_head_id,
        table_id: body.table_id,
        table_name: body.table_name ?? '',
        rating: body.rating,
        comment: body.comment,
        date: body.date ?? '',
        customer_num: body.customer_num ?? 1,
        customer: '1',
        replaced: false,
      };
      return HttpResponse.json(review);
    }),
  ];
}
