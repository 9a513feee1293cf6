/**
 * The dining review's rules (entry-home-service.md §2 "Review page", §5): five stars; a rating of
 * 1–3 (any rating when the map-service review setting google_review is off) asks for a comment
 * and is sent to the restaurant; a rating of 4–5 with google_review on offers the share button to
 * the public map service's write-review page instead, and nothing is sent. The app uses these
 * for instant feedback; the server refuses what they refuse.
 */

/** The highest rating. */
export const REVIEW_MAX_RATING = 5;
/** The highest rating sent to the restaurant while google_review is on. */
export const REVIEW_PRIVATE_MAX_RATING = 3;
/** The longest comment the server stores. */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;

/**
 * Whether 4–5 star ratings go to the public map page: google_review is on and the restaurant has
 * a place id to review (without one there is no page, and the review comes to the restaurant).
 */
export function reviewSharing(googleReview: boolean, placeId: string | null | undefined): boolean {
  return googleReview && mapReviewUrl(placeId) !== null;
}

const isRating = (rating: number): boolean =>
  Number.isInteger(rating) && rating >= 1 && rating <= REVIEW_MAX_RATING;

/** A rating the restaurant asks the diner to share on the public map page (4–5 while sharing). */
export function reviewShareOffered(rating: number, sharing: boolean): boolean {
  return sharing && isRating(rating) && rating > REVIEW_PRIVATE_MAX_RATING;
}

/** The comment box shows once a rating is chosen that is not for sharing. */
export function reviewCommentShown(rating: number, sharing: boolean): boolean {
  return isRating(rating) && !reviewShareOffered(rating, sharing);
}

/** Why a review cannot be sent, or null when it can. */
export type ReviewProblem = 'rating' | 'forSharing' | 'comment' | 'tooLong';

/**
 * What stops a review from being sent: no rating (or not 1–5), a rating meant for the map page,
 * a blank comment, or one over the limit. Null when it may be sent.
 */
export function reviewProblem(
  rating: number,
  comment: string,
  sharing: boolean,
): ReviewProblem | null {
  if (!isRating(rating)) return 'rating';
  if (reviewShareOffered(rating, sharing)) return 'forSharing';
  if (comment.trim() === '') return 'comment';
  if (comment.length > REVIEW_COMMENT_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * The public map service's write-review page for a place id (the restaurant's place_id), or null
 * when the restaurant has none.
 */
export function mapReviewUrl(placeId: string | null | undefined): string | null {
  const id = placeId?.trim();
  if (!id) return null;
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(id)}`;
}
