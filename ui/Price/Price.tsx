import { useIntl } from 'react-intl';
import * as styles from './Price.css';
import type { PriceVariants } from './Price.css';
import { DEFAULT_CURRENCY } from '../../core/price/money';
import { formatLocalizedPrice } from '../../core/price/localized';
import { cx } from '../class-names';

export const priceTones = ['regular', 'bargain', 'excess', 'muted'] as const;
export const priceSizes = ['sm', 'md', 'lg'] as const;

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
export function Price({
  amount,
  currency = DEFAULT_CURRENCY,
  was,
  tone,
  size,
  weight,
  className,
}: PriceProps) {
  const intl = useIntl();
  const format = (n: number) => formatLocalizedPrice(n, intl.locale, currency);
  const now = format(amount);
  const showWas = was !== undefined && Number.isFinite(was);
  const resolvedTone = tone ?? (showWas ? 'bargain' : 'regular');
  const cls = cx(styles.price({ tone: resolvedTone, size, weight }), className);

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
