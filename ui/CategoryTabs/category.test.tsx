import { describe, expect, it } from 'vitest';
import { categoryLimit, categoryLimitText, UNLIMITED_CATEGORY_LIMIT } from './category';

describe('categoryLimitText', () => {
  it('shows ordered/limit', () => {
    expect(categoryLimitText({ ordered: 3, limit: 6 }, false)).toBe('3/6');
    expect(categoryLimitText({ ordered: 0, limit: 2 }, false)).toBe('0/2');
  });

  it('shows nothing for a takeout table', () => {
    expect(categoryLimitText({ ordered: 3, limit: 6 }, true)).toBeNull();
  });

  it('shows nothing when the limit is 999 or more', () => {
    expect(UNLIMITED_CATEGORY_LIMIT).toBe(999);
    expect(categoryLimitText({ ordered: 3, limit: 999 }, false)).toBeNull();
    expect(categoryLimitText({ ordered: 3, limit: 9999 }, false)).toBeNull();
    expect(categoryLimitText({ ordered: 3, limit: 998 }, false)).toBe('3/998');
  });

  it('shows nothing when no limit is known', () => {
    expect(categoryLimitText({ ordered: 3 }, false)).toBeNull();
    expect(categoryLimitText({ ordered: 3, limit: null }, false)).toBeNull();
    expect(categoryLimitText({ ordered: 3, limit: Number.NaN }, false)).toBeNull();
    expect(categoryLimitText({ ordered: 3, limit: -1 }, false)).toBeNull();
  });

  it('counts a missing or negative ordered number as 0', () => {
    expect(categoryLimitText({ limit: 4 }, false)).toBe('0/4');
    expect(categoryLimitText({ ordered: -2, limit: 4 }, false)).toBe('0/4');
  });
});

describe('categoryLimit', () => {
  it('is reached at the limit and beyond it', () => {
    expect(categoryLimit({ ordered: 3, limit: 4 }, false)?.reached).toBe(false);
    expect(categoryLimit({ ordered: 4, limit: 4 }, false)?.reached).toBe(true);
    expect(categoryLimit({ ordered: 5, limit: 4 }, false)?.reached).toBe(true);
  });
});
