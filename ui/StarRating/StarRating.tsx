import { Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './StarRating.css';
import type { StarRatingVariants } from './StarRating.css';
import { Icon } from '../icons/Icon';

export const starRatingSizes = ['sm', 'md', 'lg'] as const;
/** The review page's scale: one to five stars. */
export const MAX_STARS = 5;

const stars = Array.from({ length: MAX_STARS }, (_, i) => i + 1);
const clamp = (n: number) => (Number.isFinite(n) ? Math.min(MAX_STARS, Math.max(0, n)) : 0);

export interface StarRatingProps extends StarRatingVariants {
  /** Stars chosen: 0 (none yet) to 5. A read-only rating may be fractional (4.5). */
  value: number;
  /** The diner chose a rating (1–5). Not called when read-only. */
  onChange?: (value: number) => void;
  /**
   * Shows the rating as a picture ("Rated 4.5 out of 5") instead of five choices.
   * @default false
   */
  isReadOnly?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Names the group of stars.
   * @default "Your rating" in the diner's language
   */
  label?: string;
  /** @default 'md' */
  size?: StarRatingVariants['size'];
}

/**
 * Five stars. Interactive, it is a radio group: arrow keys move between the stars, each named
 * "3 stars". Read-only, it is one image named by its value, with partial stars.
 */
export function StarRating({
  value,
  onChange,
  isReadOnly = false,
  isDisabled = false,
  label,
  size = 'md',
}: StarRatingProps) {
  const intl = useIntl();
  const iconSize = size ?? 'md';
  const current = clamp(value);

  if (isReadOnly) {
    return (
      <span
        className={styles.display}
        role="img"
        aria-label={intl.formatMessage(
          { id: 'rating.value' },
          { value: Math.round(current * 10) / 10 },
        )}
      >
        {stars.map((n) => {
          const part = Math.min(1, Math.max(0, current - (n - 1)));
          return (
            <span key={n} className={styles.displayStar}>
              <span className={styles.empty}>
                <Icon name="star" label={false} size={iconSize} />
              </span>
              {part > 0 && (
                <span className={styles.fill} style={{ width: `${part * 100}%` }}>
                  <Icon name="star_filled" label={false} size={iconSize} />
                </span>
              )}
            </span>
          );
        })}
      </span>
    );
  }

  const chosen = Math.round(current);
  return (
    <RadioGroup
      className={styles.group({ size })}
      orientation="horizontal"
      aria-label={label ?? intl.formatMessage({ id: 'rating.label' })}
      value={chosen > 0 ? String(chosen) : null}
      onChange={(v) => onChange?.(Number(v))}
      isDisabled={isDisabled}
    >
      {stars.map((n) => (
        <Radio
          key={n}
          value={String(n)}
          className={styles.star}
          aria-label={intl.formatMessage({ id: 'rating.star' }, { count: n })}
        >
          <span className={n <= chosen ? styles.chosen : styles.empty}>
            <Icon name={n <= chosen ? 'star_filled' : 'star'} label={false} size={iconSize} />
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
