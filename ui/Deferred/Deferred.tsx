import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Runs `task` once the browser is idle (or after `fallbackMs` where there is no
 * requestIdleCallback, as on iOS Safari). Returns a cancel function, for effects.
 */
export function whenIdle(task: () => unknown, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => void task(), { timeout: 4 * fallbackMs });
    return () => window.cancelIdleCallback(id);
  }
  const t = window.setTimeout(() => void task(), fallbackMs);
  return () => window.clearTimeout(t);
}

export interface DeferredProps {
  /** The part is needed now (its dialog is open, its page is shown). */
  when: boolean;
  /** Fetches the part's code; called when the browser is idle, so it is ready before it is needed. */
  prefetch: () => Promise<unknown>;
  /** Shown while the code arrives, when it is needed before the prefetch finished. */
  fallback?: ReactNode;
  /** The lazily loaded part (a `React.lazy` component). */
  children: ReactNode;
}

/**
 * A rarely used part (a dialog, a drawer, a second page) kept out of the code a phone loads before
 * the menu is usable. Its code is fetched when the browser is idle; it is mounted the first time it
 * is needed and stays mounted afterwards, so closing animations play and its state survives.
 */
export function Deferred({ when, prefetch, fallback = null, children }: DeferredProps) {
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  useEffect(() => whenIdle(prefetch), [prefetch]);
  return used ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
