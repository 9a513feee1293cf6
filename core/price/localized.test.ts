import { describe, expect, it } from 'vitest';
import { formatLocalizedPrice } from './localized';

/** Non-breaking and narrow spaces read as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatLocalizedPrice', () => {
  it('shows two decimals and the euro by default', () => {
    expect(formatLocalizedPrice(12.5, 'en')).toBe('€12.50');
    expect(plain(formatLocalizedPrice(12.5, 'it'))).toBe('12,50 €');
  });

  it('places the restaurant’s own symbol where the locale puts one, apart from the digits when it is a word', () => {
    expect(plain(formatLocalizedPrice(24.5, 'fr', 'CHF'))).toBe('24,50 CHF');
    expect(plain(formatLocalizedPrice(24.5, 'en', 'CHF'))).toBe('CHF 24.50');
    expect(formatLocalizedPrice(3, 'en', '$')).toBe('$3.00');
  });

  it('counts negative and missing amounts as 0', () => {
    expect(formatLocalizedPrice(-2, 'en')).toBe('€0.00');
    expect(formatLocalizedPrice(Number.NaN, 'en')).toBe('€0.00');
    expect(formatLocalizedPrice(null, 'en')).toBe('€0.00');
  });

  it('rounds as the rules do, so a price shown is a price charged', () => {
    expect(formatLocalizedPrice(1.005, 'en')).toBe('€1.01');
  });
});
