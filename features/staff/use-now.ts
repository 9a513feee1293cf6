import { useEffect, useState } from 'react';
import { signal } from '@preact/signals-react';
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

/** m:ss of a duration in ms (never negative). */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
