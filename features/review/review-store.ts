import { computed, signal } from '@preact/signals-react';
import { mapReviewUrl, reviewProblem, reviewSharing, SETTINGS, readSetting } from '../../core';
import type { Review, ReviewStatus } from '../../protocol/http';
import { api, ApiError, clientState } from '../../lib/session';
import { restaurantInfo, settings } from '../../lib/restaurant';

/**
 * The dining review (entry-home-service.md §2 "Review page", §5, §8): five stars; a comment for
 * 1–3 stars (any rating while the restaurant does not share on the map page); 4–5 stars offer the
 * public map service's write-review page for the restaurant's place id instead, and nothing is
 * sent. One review per order: the server keeps the first and says whether the order has it.
 */

/**
 * Where the review stands: `loading` (asking whether the order has one), `open` (the diner may
 * write it), `sending`, `sent` (this phone sent it), `reviewed` (the order had one already).
 */
export type ReviewPhase = 'loading' | 'open' | 'sending' | 'sent' | 'reviewed';

/** What a submit did: sent, refused by the server, not sendable (nothing sent), already reviewed. */
export type ReviewOutcome = 'sent' | 'failed' | 'skipped' | 'reviewed';

export const reviewPhase = signal<ReviewPhase>('loading');
/** The stars chosen (0 before any). */
export const reviewRating = signal(0);
export const reviewComment = signal('');
/** The last send failed (the diner may try again): true, or 'tooMany' when the server said so (429). */
export const reviewFailed = signal<boolean | 'tooMany'>(false);
/** The stars of the order's review once it has one. */
export const reviewedRating = signal<number | null>(null);
/** The order the phase belongs to. */
const reviewOrder = signal<number | null>(null);

/** Whether 4–5 stars go to the map page (google_review on and a place id to review). */
export const reviewSharingOn = computed(() =>
  reviewSharing(readSetting(settings.value, SETTINGS.googleReview), restaurantInfo.value?.place_id),
);
/** The map service's write-review page of the restaurant, or null. */
export const shareUrl = computed(() => mapReviewUrl(restaurantInfo.value?.place_id));

/** Asks the server whether the diner's order has its review (GET /api/v3/dining_reviews). */
export async function loadReviewStatus(): Promise<void> {
  const orderId = clientState.value.orderTab?.orderId ?? 0;
  if (orderId <= 0) return;
  if (reviewOrder.value === orderId && reviewPhase.value !== 'loading') return;
  if (reviewOrder.value !== orderId) {
    reviewRating.value = 0;
    reviewComment.value = '';
    reviewFailed.value = false;
    reviewedRating.value = null;
  }
  reviewOrder.value = orderId;
  reviewPhase.value = 'loading';
  try {
    const s = await api<ReviewStatus>(`/api/v3/dining_reviews?order_head_id=${orderId}`);
    if (reviewOrder.value !== orderId) return;
    reviewedRating.value = s.rating;
    reviewPhase.value = s.reviewed ? 'reviewed' : 'open';
  } catch {
    // Not knowing, the diner may still write it: the server keeps one per order regardless.
    if (reviewOrder.value === orderId) reviewPhase.value = 'open';
  }
}

export function setReviewRating(rating: number): void {
  reviewRating.value = rating;
  reviewFailed.value = false;
}

export function setReviewComment(comment: string): void {
  reviewComment.value = comment;
  reviewFailed.value = false;
}

/**
 * Sends the review (POST /api/v3/dining_reviews) when the rules allow it; otherwise nothing is
 * sent ('skipped'). The server decides.
 */
export async function submitReview(): Promise<ReviewOutcome> {
  const tab = clientState.value.orderTab;
  const { tableId, tableName } = clientState.value;
  const rating = reviewRating.value;
  const comment = reviewComment.value;
  if (
    reviewPhase.value !== 'open' ||
    !tab ||
    tableId === null ||
    reviewProblem(rating, comment, reviewSharingOn.value) !== null
  )
    return 'skipped';
  reviewPhase.value = 'sending';
  reviewFailed.value = false;
  try {
    const saved = await api<Review>('/api/v3/dining_reviews', {
      method: 'POST',
      json: {
        order_head_id: tab.orderId,
        table_id: tableId,
        table_name: tableName,
        rating,
        comment: comment.trim(),
        date: new Date().toISOString(),
        customer_num: tab.person,
      },
    });
    reviewedRating.value = saved.rating;
    reviewPhase.value = 'sent';
    return 'sent';
  } catch (e) {
    if (e instanceof ApiError && e.code === 'ALREADY_REVIEWED') {
      reviewPhase.value = 'reviewed';
      void refreshReviewedRating();
      return 'reviewed';
    }
    reviewPhase.value = 'open';
    reviewFailed.value = e instanceof ApiError && e.status === 429 ? 'tooMany' : true;
    return 'failed';
  }
}

async function refreshReviewedRating(): Promise<void> {
  const orderId = reviewOrder.value;
  if (orderId === null) return;
  try {
    const s = await api<ReviewStatus>(`/api/v3/dining_reviews?order_head_id=${orderId}`);
    reviewedRating.value = s.rating;
  } catch {
    // The stars are a courtesy; the text says the review exists.
  }
}

/** What a story or test starts from. */
export interface ReviewSeed {
  phase?: ReviewPhase;
  /** The order the phase belongs to (the panel then does not ask the server again). */
  orderId?: number | null;
  rating?: number;
  comment?: string;
  failed?: boolean | 'tooMany';
  reviewedRating?: number | null;
}

/** Back to an unwritten review (a new order, tests, stories), or to the seed given. */
export function resetReviewStore(seed: ReviewSeed = {}): void {
  reviewPhase.value = seed.phase ?? 'loading';
  reviewRating.value = seed.rating ?? 0;
  reviewComment.value = seed.comment ?? '';
  reviewFailed.value = seed.failed ?? false;
  reviewedRating.value = seed.reviewedRating ?? null;
  reviewOrder.value = seed.orderId ?? null;
}
