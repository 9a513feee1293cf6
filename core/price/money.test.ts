import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice, fromCents, roundMoney, toCents } from './money';

describe('toCents', () => {
  it('turns amounts into whole cents without floating-point drift', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(12.5)).toBe(1250);
  });

  it('counts negative, missing and non-numeric prices as 0', () => {
    expect(toCents(-3)).toBe(0);
    expect(toCents(-0.01)).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('round-trips through fromCents', () => {
    expect(fromCents(toCents(7.99))).toBe(7.99);
    expect(roundMoney(2.345)).toBe(2.35);
    expect(roundMoney(-1)).toBe(0);
  });
});

describe('formatPrice', () => {
  it('shows two decimals with the euro sign by default', () => {
    expect(formatPrice(12.5)).toBe('€12.50');
    expect(formatPrice(0)).toBe('€0.00');
    expect(formatPrice(0.05)).toBe('€0.05');
    expect(formatPrice(1234.567)).toBe('€1234.57');
  });

  it('uses the restaurant currency symbol it is given', () => {
    expect(formatPrice(3, 'CHF ')).toBe('CHF 3.00');
    expect(formatPrice(3, '$')).toBe('$3.00');
  });

  it('shows a negative price as zero', () => {
    expect(formatPrice(-4)).toBe('€0.00');
  });

  it('formats cents with a sign when asked directly', () => {
    expect(formatCents(-205)).toBe('-2.05');
    expect(formatCents(100)).toBe('1.00');
  });
});
