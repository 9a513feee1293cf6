/**
 * Money helpers. Amounts travel as decimal numbers (the spec's prices, e.g. `price_1: 3.5`);
 * inside the rules every sum is done in integer cents so that totals never drift.
 */

/**
 * Converts an amount to integer cents. A missing, non-finite or negative amount counts as 0
 * (ordering.md §5: "Prices below 0 count as 0").
 */
export function toCents(amount: number | null | undefined): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return 0;
  // toFixed(6) first removes binary noise such as 1.005 * 100 = 100.49999999999999.
  return Math.round(Number((amount * 100).toFixed(6)));
}

/** Converts integer cents back to an amount with two decimals (ordering.md §9: 2 decimals). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Rounds an amount to two decimals, negative amounts counting as 0
 * (ordering.md §5 "Prices below 0 count as 0", §9 "prices shown with 2 decimals").
 */
export function roundMoney(amount: number | null | undefined): number {
  return fromCents(toCents(amount));
}

/** Formats integer cents as a plain number with two decimals, e.g. 1250 → "12.50" (ordering.md §9). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const units = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/** The default currency symbol (ordering.md §9 "Default currency €"; restaurant info currency_name). */
export const DEFAULT_CURRENCY = '€';

/**
 * Formats an amount for display with two decimals and the restaurant's currency symbol
 * (restaurant info currency_name, default €; ordering.md §9). Negative amounts are shown as 0.
 * Example: formatPrice(12.5) → "€12.50"; formatPrice(3, 'CHF ') → "CHF 3.00".
 */
export function formatPrice(
  amount: number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  return `${currency}${formatCents(toCents(amount))}`;
}
