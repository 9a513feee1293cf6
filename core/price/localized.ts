import { DEFAULT_CURRENCY, roundMoney } from './money';

/**
 * Formats an amount as the product shows prices to a diner: two decimals (ordering.md §9), the
 * number grouped and punctuated for `locale`, and the restaurant's own currency symbol (restaurant
 * info currency_name, default €) placed where that locale puts a currency sign. Negative amounts,
 * and values that are not numbers, count as 0 (ordering.md §5), rounded as the rules round.
 * Examples: (12.5, 'en') → "€12.50"; (24.5, 'fr', 'CHF') → "24,50 CHF".
 */
/** One formatter per locale: making an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    // EUR only decides where the sign goes; the restaurant's symbol replaces it.
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, f);
  }
  return f;
}

export function formatLocalizedPrice(
  amount: number | null | undefined,
  locale: string,
  currency: string = DEFAULT_CURRENCY,
): string {
  const parts = formatterFor(locale).formatToParts(roundMoney(amount));
  // A symbol written in letters ("CHF") never touches the digits.
  const wordy = /\p{L}/u.test(currency);
  return parts
    .map((p, i) => {
      if (p.type !== 'currency') return p.value;
      const before = parts[i - 1]?.type;
      const after = parts[i + 1]?.type;
      if (!wordy) return currency;
      if (after === 'integer') return `${currency}\u00a0`;
      if (before === 'fraction') return `\u00a0${currency}`;
      return currency;
    })
    .join('');
}
