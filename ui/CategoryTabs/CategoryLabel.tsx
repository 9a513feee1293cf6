import { useIntl } from 'react-intl';
import * as styles from './CategoryLabel.css';
import { categoryLimit } from './category';
import type { CategoryLimitAlert, MenuCategory } from './category';
import { cx } from '../class-names';

export interface CategoryLabelProps {
  category: MenuCategory;
  isTakeout: boolean;
  limitAlert?: CategoryLimitAlert | null;
  /** Extra class for the name (line clamping differs between the bar and the rail). */
  nameClassName?: string;
  /** Lay the count under the name rather than beside it. */
  stacked?: boolean;
}

/**
 * A category's name and, when a limit applies, its "ordered/limit" count: shown as "3/5",
 * read as "3 of 5 ordered". A new `limitAlert.seq` for this category remounts the content so
 * that its nudge animation plays again.
 */
export function CategoryLabel({
  category,
  isTakeout,
  limitAlert,
  nameClassName,
  stacked = false,
}: CategoryLabelProps) {
  const intl = useIntl();
  const limit = categoryLimit(category, isTakeout);
  const alert = limitAlert != null && limitAlert.id === category.id ? limitAlert.seq : null;
  return (
    <span
      key={alert ?? 'still'}
      className={cx(styles.content, stacked && styles.stacked)}
      data-alert={alert !== null || undefined}
    >
      <span className={cx(styles.name, nameClassName)}>{category.name}</span>
      {limit && (
        <>
          <span
            className={styles.count}
            data-reached={limit.reached || undefined}
            data-limit-count=""
            aria-hidden="true"
          >
            {limit.ordered}/{limit.limit}
          </span>
          <span className={styles.visuallyHidden}>
            {intl.formatMessage(
              { id: limit.reached ? 'category.limitReached' : 'category.limit' },
              { ordered: limit.ordered, limit: limit.limit },
            )}
          </span>
        </>
      )}
    </span>
  );
}
