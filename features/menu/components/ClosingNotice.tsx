import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { shouldShowClosingNotice } from '../../../core';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { notifications } from '../../../lib/notify';
import { kitchenClosings } from '../kitchen-closing';
import { businessClose, loadBusinessTime } from '../menu-store';
import * as styles from './ClosingNotice.css';

/** The longest a browser timer may wait (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The closing notice (ordering.md §4 "Business hours"): from `noticeMinutes` before the business
 * window closes, a countdown to closing. At closing the server takes the dishes that can no longer
 * be ordered out of the cart and tells the phone, which dims them and says "Some menus have been
 * disabled due to the kitchen being closed"; the business time is read again here too.
 * `clock` is this device's clock (stories stop it).
 */
export function ClosingNotice({ clock = Date.now }: { clock?: () => number }) {
  const intl = useIntl();
  const close = businessClose.value;
  const [now, setNow] = useState(clock);

  useEffect(() => {
    if (!close) return;
    const noticeAt = close.closesAt - close.noticeMinutes * 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = clock();
      setNow(t);
      if (t >= close.closesAt) {
        // The server closes the kitchen at this moment and tells the phone (kitchenClosings);
        // reading the hours again dims the menu even if that news is missed.
        void loadBusinessTime();
        return;
      }
      // Asleep until the notice starts, then once a second on the second.
      const wait = t < noticeAt ? noticeAt - t : 1000 - ((close.closesAt - t) % 1000) || 1000;
      timer = setTimeout(tick, Math.min(wait, MAX_TIMER_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [close, intl, clock]);

  // The server's closing (kitchen-closing.ts): the diner is told that the menu shown is closed.
  const closings = kitchenClosings.value;
  useEffect(() => {
    if (closings > 0) notifications.warning(intl.formatMessage({ id: 'closing.closed' }));
  }, [closings, intl]);

  if (!close) return null;
  const leftMs = Math.max(0, close.closesAt - now);
  if (!shouldShowClosingNotice(leftMs / 60_000, close.noticeMinutes)) return null;
  return (
    <section className={styles.notice} aria-label={intl.formatMessage({ id: 'closing.title' })}>
      <Countdown
        remainingMs={leftMs}
        warnBelowMs={60_000}
        hasIcon
        size="sm"
        label={intl.formatMessage({ id: 'closing.title' })}
      />
      <p className={styles.message}>{intl.formatMessage({ id: 'closing.message' })}</p>
    </section>
  );
}
