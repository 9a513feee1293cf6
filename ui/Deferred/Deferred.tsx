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

/** How long prefetches wait for `firstScreenDone` before going ahead anyway. */
export const FIRST_SCREEN_WAIT_MS = 5000;

export interface FirstScreenGate {
  /** Says the first screen is done: held tasks may use the network. */
  done: () => void;
  /** Runs `task` once the first screen is done and the browser is idle; returns a cancel. */
  after: (task: () => unknown) => () => void;
}

/**
 * Holds prefetches until the diner's first screen is done. On a slow link the code of a dialog
 * nobody has opened yet, fetched while the menu is still on its way, takes bandwidth and
 * connections the menu needs; the CPU being idle says nothing of the network. A page that never
 * gets there (a diner who stays on the home page) lets them go `waitMs` after the first one asked.
 */
export function firstScreenGate(waitMs = FIRST_SCREEN_WAIT_MS): FirstScreenGate {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    done: () => release(),
    after(task) {
      timer ??= setTimeout(release, waitMs);
      let cancelled = false;
      let cancelIdle: (() => void) | null = null;
      void opened.then(() => {
        if (!cancelled) cancelIdle = whenIdle(task);
      });
      return () => {
        cancelled = true;
        cancelIdle?.();
      };
    },
  };
}

/** The page's gate: the main page opens it when the cart has come (the add buttons work). */
const page = firstScreenGate();
export const firstScreenDone = page.done;
export const afterFirstScreen = page.after;

export interface DeferredProps {
  /** The part is needed now (its dialog is open, its page is shown). */
  when: boolean;
  /**
   * Fetches the part's code; called once the first screen is done and the browser is idle
   * (`afterFirstScreen`), so it is ready before it is needed.
   */
  prefetch: () => Promise<unknown>;
  /** Shown while the code arrives, when it is needed before the prefetch finished. */
  fallback?: ReactNode;
  /** The lazily loaded part (a `React.lazy` component). */
  children: ReactNode;
}

/**
 * A rarely used part (a dialog, a drawer, a second page) kept out of the code a phone loads before
 * the menu is usable. Its code is fetched once the menu is usable and the browser is idle; it is mounted the first time it
 * is needed and stays mounted afterwards, so closing animations play and its state survives.
 */
export function Deferred({ when, prefetch, fallback = null, children }: DeferredProps) {
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  useEffect(() => afterFirstScreen(prefetch), [prefetch]);
  return used ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
