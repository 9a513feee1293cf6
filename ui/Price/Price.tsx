import { useIntl } from 'react-intl';
import * as styles from './Price.css';
import type { PriceVariants } from './Price.css';

export const priceTones = ['regular', 'bargain', 'excess', 'muted'] as const;
export const priceSizes = ['sm', 'md', 'lg'] as const;

/** The spec's default currency (restaurant-info currency_name when missing). */
export const DEFAULT_CURRENCY = '€';

/**
 * Formats an amount as the product shows prices: always two decimals, the number grouped and
 * punctuated for `locale`, and the restaurant's own currency symbol placed where that locale
 * puts a currency sign. Prices below 0 (and amounts that are not numbers) count as 0.
 */
export function formatPrice(amount: number, locale: string, currency: string = DEFAULT_CURRENCY): string {
  const value = Number.isFinite(amount) && amount > 0 ? amount : 0;
  // EUR only decides where the sign goes; the restaurant's symbol replaces it.
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(value);
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

export interface PriceProps extends PriceVariants {
  /** The amount in the restaurant's currency. Below 0 is shown as 0. */
  amount: number;
  /**
   * The restaurant's currency symbol (restaurant-info `currency_name`).
   * @default '€'
   */
  currency?: string;
  /** The regular price of a bargain, shown struck through before the amount. */
  was?: number;
  /**
   * `excess` shows an extra charge for units beyond a limit ("+€2.00", announced as such);
   * `bargain` colours the current price of a promotion.
   * @default 'regular' ('bargain' when `was` is given)
   */
  tone?: PriceVariants['tone'];
  /** @default 'md' */
  size?: PriceVariants['size'];
  /** @default 'bold' */
  weight?: PriceVariants['weight'];
  className?: string;
}

/** A price in the restaurant's currency with two decimals. */
export function Price({ amount, currency = DEFAULT_CURRENCY, was, tone, size, weight, className }: PriceProps) {
  const intl = useIntl();
  const format = (n: number) => formatPrice(n, intl.locale, currency);
  const now = format(amount);
  const showWas = was !== undefined && Number.isFinite(was);
  const resolvedTone = tone ?? (showWas ? 'bargain' : 'regular');
  const cls = [styles.price({ tone: resolvedTone, size, weight }), className].filter(Boolean).join(' ');

  if (resolvedTone === 'excess') {
    const label = intl.formatMessage({ id: 'price.excess' }, { price: now });
    return (
      <span className={cls} data-tone="excess">
        <span aria-hidden="true">+{now}</span>
        <span className={styles.visuallyHidden}>{label}</span>
      </span>
    );
  }

  return (
    <span className={cls} data-tone={resolvedTone}>
      {showWas && (
        <del className={styles.was}>
          <span aria-hidden="true">{format(was)}</span>
          <span className={styles.visuallyHidden}>
            {intl.formatMessage({ id: 'price.was' }, { price: format(was) })}
          </span>
        </del>
      )}
      <span>{now}</span>
    </span>
  );
}
