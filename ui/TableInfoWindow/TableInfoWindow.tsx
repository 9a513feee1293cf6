import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Countdown } from '../Countdown/Countdown';
import { Icon } from '../icons';
import * as styles from './TableInfoWindow.css';
import { cx } from '../class-names';

/** The spec: under 5 s before the next round, dish editing is cancelled. */
export const TABLE_INFO_LAST_SECONDS = 5;

export interface TableInfoWindowProps {
  /** The table's name ("A12", or "Quick Service" for takeaway). */
  tableName: string;
  /** Guests at the table. */
  persons: number;
  /**
   * Dishes ordered in the current round (shown capped at the limit, as the spec says); `null`
   * while not known yet (the table's cart has not arrived): the window shows it is loading, in
   * the room of a count against a limit, never a count it does not have.
   */
  ordered: number | null;
  /**
   * The round's dish limit; `null` when rounds have no limit.
   * @default null
   */
  turnLimit?: number | null;
  /**
   * The current round number; `null` hides the round row.
   * @default null
   */
  round?: number | null;
  /**
   * The maximum number of rounds, shown as "3 of 10".
   * @default null
   */
  maxRounds?: number | null;
  /**
   * Seconds until the next round (the caller ticks it every second); `null` hides the countdown.
   * @default null
   */
  secondsLeft?: number | null;
  /**
   * The restaurant's rounds are timed, with a dish limit each (its setting, known before the
   * table's cart). While the time is still `null`, the countdown shows it is loading, in the room
   * a time takes: the window does not widen, and move on screen, when the time arrives.
   * @default false
   */
  timedRounds?: boolean;
  /**
   * Takeaway (table id -1): no rounds, no limit and no countdown, only the name.
   * @default false
   */
  quickService?: boolean;
  /**
   * Whether the table can still have rounds: `roundsUsed` after the last round, `closed` once
   * the kitchen has closed. Either hides the countdown (no next round comes) and says why.
   * @default 'open'
   */
  rounds?: TableRounds;
  /**
   * At or below this many seconds the countdown warns and says that changes are closed.
   * @default 5
   */
  lastSeconds?: number;
  /** Expanded (controlled). */
  isExpanded?: boolean;
  /**
   * Expanded at first (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called with the new state when the diner opens or closes the details. */
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
}

/** Whether a table can still have rounds (see `rounds`). */
export const tableRounds = ['open', 'roundsUsed', 'closed'] as const;
export type TableRounds = (typeof tableRounds)[number];

/**
 * The floating table window of the ordering page: the table's name, the dishes ordered this
 * round against the round limit and the countdown to the next round; expanded, also the guests
 * and the round number. The app places it (it does not position itself).
 */
export function TableInfoWindow({
  tableName,
  persons,
  ordered,
  turnLimit = null,
  round = null,
  maxRounds = null,
  secondsLeft = null,
  timedRounds = false,
  quickService = false,
  rounds = 'open',
  lastSeconds = TABLE_INFO_LAST_SECONDS,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  className,
}: TableInfoWindowProps) {
  const intl = useIntl();
  const detailsId = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = isExpanded ?? ownExpanded;
  const toggle = () => {
    setOwnExpanded(!expanded);
    onExpandedChange?.(!expanded);
  };

  const pending = ordered === null;
  const hasLimit = !quickService && turnLimit !== null && turnLimit > 0;
  const count = ordered ?? 0;
  const shownOrdered = Math.max(0, hasLimit ? Math.min(count, turnLimit) : count);
  const limitReached = !pending && hasLimit && count >= turnLimit;
  const timeKnown = secondsLeft !== null;
  const showCountdown = !quickService && rounds === 'open' && (timeKnown || timedRounds);
  const seconds = Math.max(0, Math.floor(secondsLeft ?? 0));
  const ending = showCountdown && timeKnown && seconds <= lastSeconds;
  const showRound = !quickService && round !== null;

  const orderedText = hasLimit ? `${shownOrdered}/${turnLimit}` : String(shownOrdered);
  const orderedLabel = `${intl.formatMessage({ id: 'tableInfo.ordered' })}: ${
    pending
      ? intl.formatMessage({ id: 'common.loading' })
      : hasLimit
        ? intl.formatMessage(
            { id: 'tableInfo.orderedOfLimit' },
            { count: shownOrdered, limit: turnLimit },
          )
        : `${shownOrdered}, ${intl.formatMessage({ id: 'tableInfo.noLimit' })}`
  }`;
  const timer = (
    <Countdown
      remainingMs={timeKnown ? seconds * 1000 : null}
      warnBelowMs={lastSeconds * 1000}
      hasIcon
      size="sm"
    />
  );

  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'tableInfo.label' })}
      data-limit-reached={limitReached || undefined}
      data-ending={ending || undefined}
      className={cx(styles.window({ expanded }), className)}
    >
      <div className={styles.header}>
        <span className={styles.tableName}>{tableName}</span>
        {!quickService && (
          <span
            role="img"
            aria-label={orderedLabel}
            aria-busy={pending || undefined}
            className={styles.chip({ tone: limitReached ? 'critical' : 'neutral' })}
          >
            {limitReached && <Icon name="lock" size="sm" label={false} />}
            {pending ? (
              // The room of a count against a limit (digits are all as wide), the mark in it.
              <span className={styles.pending} data-room="0/0">
                <span className={styles.pendingDots}>···</span>
              </span>
            ) : (
              orderedText
            )}
          </span>
        )}
        {showCountdown && !expanded && timer}
        {/* A native button: the window is drawn with the menu page on the diner's tap, where
            react-aria's Button (about 90 hooks) cost more than the window's whole content. */}
        <button
          type="button"
          className={styles.toggle}
          aria-label={intl.formatMessage({ id: expanded ? 'tableInfo.hide' : 'tableInfo.show' })}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={toggle}
        >
          <Icon name={expanded ? 'chevron_up' : 'chevron_down'} label={false} />
        </button>
      </div>
      {expanded && (
        <div id={detailsId}>
          <dl className={styles.details}>
            <dt className={styles.term}>{intl.formatMessage({ id: 'tableInfo.persons' })}</dt>
            <dd className={styles.value}>{intl.formatNumber(Math.max(0, persons))}</dd>
            {!quickService && (
              <>
                <dt className={styles.term}>{intl.formatMessage({ id: 'tableInfo.ordered' })}</dt>
                <dd className={styles.value}>
                  {pending
                    ? intl.formatMessage({ id: 'common.loading' })
                    : hasLimit
                      ? orderedText
                      : `${shownOrdered} (${intl.formatMessage({ id: 'tableInfo.noLimit' })})`}
                </dd>
              </>
            )}
            {showRound && (
              <>
                <dt className={styles.term}>{intl.formatMessage({ id: 'tableInfo.round' })}</dt>
                <dd className={styles.value}>
                  {maxRounds !== null && maxRounds > 0
                    ? intl.formatMessage(
                        { id: 'tableInfo.roundOf' },
                        // Past the last round the table stays on it: never "3 of 2".
                        { round: Math.min(round, maxRounds), max: maxRounds },
                      )
                    : intl.formatNumber(round)}
                </dd>
              </>
            )}
            {showCountdown && (
              <>
                <dt className={styles.term}>{intl.formatMessage({ id: 'tableInfo.nextRound' })}</dt>
                <dd className={styles.value}>{timer}</dd>
              </>
            )}
          </dl>
          {limitReached && rounds === 'open' && (
            <p className={styles.notice({ tone: 'warning' })}>
              {intl.formatMessage({ id: 'tableInfo.limitReached' })}
            </p>
          )}
          {!quickService && rounds !== 'open' && (
            <p className={styles.notice({ tone: 'warning' })}>
              {intl.formatMessage({
                id: rounds === 'closed' ? 'tableInfo.kitchenClosed' : 'tableInfo.roundsUsed',
              })}
            </p>
          )}
          {ending && (
            <p className={styles.notice({ tone: 'critical' })}>
              {intl.formatMessage({ id: 'tableInfo.lastSeconds' })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
