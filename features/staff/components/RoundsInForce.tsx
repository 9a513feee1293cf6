import { useIntl, type IntlShape } from 'react-intl';
import type {
  RoundWindow,
  RoundsInForce as RoundsInForceView,
} from '../../../protocol/service-settings';
import { dayjs } from '../../../core/time/dayjs';
import * as styles from './RoundsInForce.css';

type RoundNumber = 'dishesPerPerson' | 'minutes' | 'maxRounds';
const KEYS: RoundNumber[] = ['dishesPerPerson', 'minutes', 'maxRounds'];

/** A week that starts on a Sunday: its day `w` (0 Sunday … 6 Saturday) names weekday `w`. */
const A_WEEK = dayjs.utc('2024-01-07');

/** A window's days and hours: "Mon, Tue, Wed 18:30–24:00" (7 is the holidays). */
export function windowWhen(
  intl: IntlShape,
  w: Pick<RoundWindow, 'week' | 'start_time' | 'end_time'>,
) {
  const numbers = [
    ...new Set(
      w.week
        .split(',')
        .map((d) => Number(d.trim()))
        .filter((d) => Number.isInteger(d) && d >= 0 && d <= 7),
    ),
  ].sort((x, y) => x - y);
  const day = (d: number) =>
    d === 7
      ? intl.formatMessage({ id: 'staff.owner.settings.holidays' })
      : intl.formatDate(A_WEEK.day(d).valueOf(), { weekday: 'short', timeZone: 'UTC' });
  const weekdays = numbers.filter((d) => d < 7);
  // Three days or more in a row read as a range: "Mon–Fri".
  const inRow =
    weekdays.length >= 3 && weekdays.every((d, i) => i === 0 || d === weekdays[i - 1]! + 1);
  const days = inRow
    ? [`${day(weekdays[0]!)}–${day(weekdays[weekdays.length - 1]!)}`]
    : weekdays.map(day);
  if (numbers.includes(7)) days.push(day(7));
  return `${intl.formatList(days, { type: 'unit', style: 'short' })} ${w.start_time}–${w.end_time}`;
}

function figureText(intl: IntlShape, key: RoundNumber, n: number): string {
  return intl.formatMessage({ id: `staff.owner.settings.figure.${key}` }, { count: n });
}

/**
 * What the server runs the tables' rounds with now, each value with where it comes from (a
 * business-hour window's own, the fields below, or the default), and the windows that set their
 * own values, which win over the fields in their hours: the owner is never left to think the
 * fields are what the tables get when a window says otherwise.
 */
export function RoundsInForce({ view }: { view: RoundsInForceView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `staff.owner.settings.${id}` }, values);
  const now = view.now;
  const sourceOf = (key: RoundNumber): string => {
    const from = now.from[key];
    if (from === 'rule' && now.window)
      return t('fromWindow', { window: `${now.window.name} · ${windowWhen(intl, now.window)}` });
    return t(from === 'global' ? 'fromFields' : 'fromDefault');
  };
  return (
    <>
      <section className={styles.panel} aria-labelledby="rounds-in-force">
        <h4 id="rounds-in-force" className={styles.title}>
          {t('inForce')}
        </h4>
        <dl className={styles.values}>
          {KEYS.map((k) => (
            <div key={k} className={styles.pair}>
              <dt className={styles.term}>{t(k)}</dt>
              <dd className={styles.figure}>{intl.formatNumber(now[k])}</dd>
              <dd className={styles.source}>{sourceOf(k)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {view.windows.length > 0 && (
        <div className={styles.windows} role="note">
          <p className={styles.note}>{t('windowsNote')}</p>
          <ul className={styles.windowList}>
            {view.windows.map((w) => (
              <li key={w.id}>
                {t('windowLine', {
                  window: `${w.name} · ${windowWhen(intl, w)}`,
                  values: intl.formatList(
                    KEYS.filter((k) => w[k] !== null).map((k) => figureText(intl, k, w[k]!)),
                    { type: 'conjunction' },
                  ),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
