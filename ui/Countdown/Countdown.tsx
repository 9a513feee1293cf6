import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import * as styles from './Countdown.css';
import type { CountdownVariants } from './Countdown.css';
import { Icon } from '../icons/Icon';

export const countdownSizes = ['sm', 'md', 'lg'] as const;
export const countdownTones = ['normal', 'warning', 'ended'] as const;
export type CountdownTone = (typeof countdownTones)[number];

/** The spec's edit cut-off: under 5 s left in a round, dish editing is cancelled. */
export const DEFAULT_WARN_BELOW_MS = 5000;

/** Whole seconds still to go: a started second counts, so 4.2 s shows as 00:05. */
export function remainingSeconds(remainingMs: number): number {
  return Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** `mm:ss` (minutes grow past 59: a 75-minute slot reads 75:00). */
export function formatRemainingTime(remainingMs: number): string {
  const total = remainingSeconds(remainingMs);
  const mm = String(Math.floor(total / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Normal, `warning` under the threshold (and above 0), `ended` at 0. */
export function countdownTone(
  remainingMs: number,
  warnBelowMs = DEFAULT_WARN_BELOW_MS,
): CountdownTone {
  const total = remainingSeconds(remainingMs);
  if (total === 0) return 'ended';
  return remainingMs <= warnBelowMs ? 'warning' : 'normal';
}

function spoken(intl: IntlShape, seconds: number): string {
  if (seconds <= 0) return intl.formatMessage({ id: 'countdown.ended' });
  if (seconds < 60) return intl.formatMessage({ id: 'countdown.seconds' }, { seconds });
  return intl.formatMessage(
    { id: 'countdown.minutesSeconds' },
    { minutes: Math.floor(seconds / 60), seconds: seconds % 60 },
  );
}

export interface CountdownProps extends CountdownVariants {
  /**
   * Time left in ms. The app ticks it (every second); below 0 counts as 0. `null` while the time
   * is not known yet: the countdown shows it is loading, in the room its time will take, so that
   * what sits beside it does not move when the time arrives.
   */
  remainingMs: number | null;
  /**
   * Below this many ms the countdown turns to its warning colour and says so once.
   * @default 5000 (the spec's edit cut-off)
   */
  warnBelowMs?: number;
  /** Shown before the time, e.g. "Next round". */
  label?: ReactNode;
  /**
   * Shows a clock icon before the time.
   * @default false
   */
  hasIcon?: boolean;
  /** @default 'md' */
  size?: CountdownVariants['size'];
}

/**
 * A `mm:ss` countdown (next round, business-hour closing). Screen readers can read the time
 * left in words at any moment (`role="timer"`), and are told only twice: when the warning
 * starts and when time is up, never on every tick.
 */
export function Countdown({
  remainingMs,
  warnBelowMs = DEFAULT_WARN_BELOW_MS,
  label,
  hasIcon = false,
  size,
}: CountdownProps) {
  const intl = useIntl();
  const icon = hasIcon && <Icon name="clock" label={false} size={size === 'lg' ? 'md' : 'sm'} />;
  const shownLabel = label !== undefined && <span className={styles.label}>{label}</span>;
  if (remainingMs === null)
    return (
      <span className={styles.countdown({ size })} data-tone="pending">
        {icon}
        {shownLabel}
        <span role="timer" aria-live="off" aria-busy="true">
          {/* The room of a time (drawn hidden: not text of the page), the pending mark in it. */}
          <span
            className={styles.pendingDigits}
            data-room={formatRemainingTime(0)}
            aria-hidden="true"
          >
            <span className={styles.pendingMark}>--:--</span>
          </span>
          <span className={styles.visuallyHidden}>
            {intl.formatMessage({ id: 'common.loading' })}
          </span>
        </span>
      </span>
    );
  const seconds = remainingSeconds(remainingMs);
  const tone = countdownTone(remainingMs, warnBelowMs);
  const announcement =
    tone === 'warning'
      ? spoken(intl, remainingSeconds(warnBelowMs))
      : tone === 'ended'
        ? spoken(intl, 0)
        : '';
  return (
    <span className={styles.countdown({ size })} data-tone={tone}>
      {icon}
      {shownLabel}
      <span role="timer" aria-live="off">
        <span className={styles.digits} aria-hidden="true">
          {formatRemainingTime(remainingMs)}
        </span>
        <span className={styles.visuallyHidden}>{spoken(intl, seconds)}</span>
      </span>
      <span className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </span>
  );
}
