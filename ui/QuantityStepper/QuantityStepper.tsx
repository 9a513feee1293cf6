import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './QuantityStepper.css';
import type { StepperVariants } from './QuantityStepper.css';
import { Icon } from '../icons/Icon';
import { cx } from '../class-names';

export const quantityStepperSizes = ['compact', 'large'] as const;

export interface QuantityStepperProps extends StepperVariants {
  /** The count shown between the buttons. Negative values are shown as 0. */
  value: number;
  /** The dish's name (already translated): it names the buttons, e.g. "Add one Gyoza". */
  dishName: string;
  /**
   * The count the user asks for: always `value + 1` or `value - 1`. Presses are ignored at 0,
   * at `max`, while disabled and while pending.
   */
  onChange?: (next: number) => void;
  /**
   * Highest allowed count; the plus is disabled there.
   * @default undefined (no limit)
   */
  max?: number;
  /**
   * Both buttons disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * A change is on its way to the server: the stepper announces it is busy and ignores presses.
   * @default false
   */
  isPending?: boolean;
  /** The id of a text that says why the plus is disabled at `max` (a dish card's limit note). */
  maxDescribedBy?: string;
  /** @default 'compact' */
  size?: StepperVariants['size'];
  className?: string;
}

/**
 * +1 / −1 around a dish count. The minus is disabled at 0 (the spec: minus at quantity 0 is
 * ignored); the new count is announced politely to screen readers.
 *
 * Native buttons, not react-aria's: a stepper replaces a dish card's + once the dish is in the
 * cart, so a long cart puts one in many cards, and react-aria's Button and Group (about 190 React
 * hooks a stepper) were drawn again with each. The browser's :active and :focus-visible draw the
 * pressed and focused looks; while pending the buttons are aria-disabled and ignore presses.
 */
export function QuantityStepper({
  value,
  dishName,
  onChange,
  max,
  isDisabled = false,
  isPending = false,
  maxDescribedBy,
  size = 'compact',
  className,
}: QuantityStepperProps) {
  const intl = useIntl();
  const count = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  const glyphSize = size === 'large' ? 'md' : 'sm';
  const atMax = max !== undefined && count >= max;
  const canDecrease = !isDisabled && count > 0;
  const canIncrease = !isDisabled && !atMax;

  const step = (delta: 1 | -1) => {
    if (isPending) return;
    if (delta < 0 ? !canDecrease : !canIncrease) return;
    onChange?.(count + delta);
  };

  return (
    <div
      role="group"
      aria-label={dishName}
      aria-busy={isPending || undefined}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={cx(styles.stepper({ size }), className)}
    >
      <StepButton
        kind="decrease"
        label={intl.formatMessage({ id: 'stepper.decrease' }, { dish: dishName })}
        isDisabled={!canDecrease}
        isPending={isPending && canDecrease}
        onPress={() => step(-1)}
      >
        <Icon name="minus" label={false} size={glyphSize} />
      </StepButton>
      <span className={styles.count({ size })}>
        <span className={styles.countValue} aria-hidden="true">
          {intl.formatNumber(count)}
        </span>
        {isPending && <Spinner className={styles.spinner} />}
        <span className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
          {intl.formatMessage({ id: 'stepper.quantity' }, { dish: dishName, count })}
        </span>
      </span>
      <StepButton
        kind="increase"
        label={intl.formatMessage({ id: 'stepper.increase' }, { dish: dishName })}
        isDisabled={!canIncrease}
        isPending={isPending && canIncrease}
        describedBy={atMax ? maxDescribedBy : undefined}
        onPress={() => step(1)}
      >
        <Icon name="plus" label={false} size={glyphSize} />
      </StepButton>
    </div>
  );
}

function StepButton({
  kind,
  label,
  isDisabled,
  isPending,
  describedBy,
  onPress,
  children,
}: {
  kind: 'increase' | 'decrease';
  label: string;
  isDisabled: boolean;
  isPending: boolean;
  describedBy?: string | undefined;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.button({ kind })}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
    >
      {children}
    </button>
  );
}
