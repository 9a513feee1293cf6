import { describe, expect, it } from 'vitest';
import {
  mapReviewUrl,
  reviewCommentShown,
  reviewProblem,
  reviewShareOffered,
  reviewSharing,
} from './review';

describe('reviewShareOffered', () => {
  it('offers sharing for 4 and 5 stars while google_review is on', () => {
    expect(reviewShareOffered(4, true)).toBe(true);
    expect(reviewShareOffered(5, true)).toBe(true);
  });
  it('never offers it for 0–3 stars, or while google_review is off', () => {
    for (const r of [0, 1, 2, 3]) expect(reviewShareOffered(r, true)).toBe(false);
    for (const r of [1, 4, 5]) expect(reviewShareOffered(r, false)).toBe(false);
    expect(reviewShareOffered(6, true)).toBe(false);
    expect(reviewShareOffered(4.5, true)).toBe(false);
  });
});

describe('reviewCommentShown', () => {
  it('asks for a comment on 1–3 stars, or on any rating with google_review off', () => {
    for (const r of [1, 2, 3]) expect(reviewCommentShown(r, true)).toBe(true);
    for (const r of [1, 2, 3, 4, 5]) expect(reviewCommentShown(r, false)).toBe(true);
  });
  it('hides it before a rating and on 4–5 stars to share', () => {
    expect(reviewCommentShown(0, true)).toBe(false);
    expect(reviewCommentShown(0, false)).toBe(false);
    expect(reviewCommentShown(4, true)).toBe(false);
    expect(reviewCommentShown(5, true)).toBe(false);
  });
});

describe('reviewProblem', () => {
  it('sends a rated review with a comment', () => {
    expect(reviewProblem(2, 'Cold soup', true)).toBeNull();
    expect(reviewProblem(5, 'Great', false)).toBeNull();
  });
  it('sends nothing without a rating, with a blank comment, or too long a one', () => {
    expect(reviewProblem(0, 'Cold soup', true)).toBe('rating');
    expect(reviewProblem(7, 'Cold soup', false)).toBe('rating');
    expect(reviewProblem(2, '   ', true)).toBe('comment');
    expect(reviewProblem(2, 'x'.repeat(1001), true)).toBe('tooLong');
  });
  it('sends nothing for 4–5 stars while google_review is on: they are for the map page', () => {
    expect(reviewProblem(4, 'Great', true)).toBe('forSharing');
    expect(reviewProblem(5, 'Great', true)).toBe('forSharing');
  });
});

describe('mapReviewUrl', () => {
  it('opens the write-review page of the place', () => {
    expect(mapReviewUrl('ChIJ abc')).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJ%20abc',
    );
  });
  it('is null without a place id', () => {
    expect(mapReviewUrl('')).toBeNull();
    expect(mapReviewUrl('  ')).toBeNull();
    expect(mapReviewUrl(null)).toBeNull();
  });
});

describe('reviewSharing', () => {
  it('shares while google_review is on and the restaurant has a place id', () => {
    expect(reviewSharing(true, 'ChIJabc')).toBe(true);
    expect(reviewSharing(false, 'ChIJabc')).toBe(false);
    expect(reviewSharing(true, '')).toBe(false);
  });
});
