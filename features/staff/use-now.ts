import { useEffect, useState } from 'react';
import { signal } from '@preact/signals-react';
import { dayjs } from '../../core/time/dayjs';
import { clockSkew } from './staff-store';

/** A fixed "now" (ms) for stories, so clocks and ages hold still on a screenshot; null: live. */
export const pinnedNow = signal<number | null>(null);

/** The server's time now (ms), re-read every `everyMs`. */
export function useNow(everyMs = 1000): number {
  const skew = clockSkew.value;
  const pinned = pinnedNow.value;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return pinned ?? now + skew;
}

/** How long ago (ms) an ISO time was at `now`: a ticket's, a call's, an open table's age. */
export function since(iso: string, now: number): number {
  return dayjs(now).diff(iso);
}

/** m:ss of a duration in ms, h:mm:ss from an hour on (never negative). */
export function clock(ms: number): string {
  const d = dayjs.utc(Math.max(0, Math.floor(ms / 1000)) * 1000);
  const hours = d.diff(dayjs.utc(0), 'hour');
  return hours > 0 ? `${hours}:${d.format('mm:ss')}` : d.format('m:ss');
}
