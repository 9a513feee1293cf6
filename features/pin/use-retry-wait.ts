import { useEffect, useState } from 'react';
import { formatRemainingTime } from '../../ui/Countdown/Countdown';
import { pinRetryAt } from './pin-store';

/**
 * While the server holds this phone's PIN tries back (429 with Retry-After), the time left as
 * mm:ss, ticking each second; null once it may try again.
 */
export function useRetryWait(): string | null {
  const until = pinRetryAt.value;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    const stop = setTimeout(() => {
      clearInterval(t);
      setNow(Date.now());
    }, until - Date.now());
    return () => {
      clearInterval(t);
      clearTimeout(stop);
    };
  }, [until]);
  return until > now ? formatRemainingTime(until - now) : null;
}
