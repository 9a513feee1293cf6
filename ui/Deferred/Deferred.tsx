import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

interface IdleTask {
  task: () => unknown;
  /** When the task is due even without an idle moment (performance.now()). */
  due: number;
}

/** Tasks waiting for an idle moment, first come first run, one at a time (see whenIdle). */
const idleQueue: IdleTask[] = [];
let idleRunning = false;
/** The longest one task holds the queue: a fetch that never answers does not stop the rest. */
const IDLE_TASK_MAX_MS = 3000;

function runNextWhenIdle(): void {
  const first = idleQueue[0];
  if (idleRunning || !first) return;
  idleRunning = true;
  const run = () => {
    const entry = idleQueue.shift();
    if (!entry) {
      idleRunning = false;
      return;
    }
    let settled = false;
    const next = () => {
      if (settled) return;
      settled = true;
      window.clearTimeout(limit);
      idleRunning = false;
      runNextWhenIdle();
    };
    const limit = window.setTimeout(next, IDLE_TASK_MAX_MS);
    try {
      Promise.resolve(entry.task()).then(next, next);
    } catch {
      next();
    }
  };
  const left = Math.max(1, first.due - performance.now());
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: left });
  // Without idle callbacks, a short pause between tasks lets taps and frames in.
  else window.setTimeout(run, Math.max(50, left));
}

/**
 * Runs `task` once the browser is idle (or after `fallbackMs` where there is no
 * requestIdleCallback, as on iOS Safari). Returns a cancel function, for effects.
 *
 * The tasks run one at a time, each once the one before has finished (its promise settled, when it
 * returns one, or 3 s): the code of a page's dialogs, prefetched together, would otherwise arrive
 * together and be run in one long stretch on a slow phone, just when the page has become usable,
 * and a tap would wait behind it.
 */
export function whenIdle(task: () => unknown, fallbackMs = 1500): () => void {
  // An idle moment may be waited for four times as long as a plain timer waits.
  const wait = typeof window.requestIdleCallback === 'function' ? 4 * fallbackMs : fallbackMs;
  const entry: IdleTask = { task, due: performance.now() + wait };
  idleQueue.push(entry);
  runNextWhenIdle();
  return () => {
    const i = idleQueue.indexOf(entry);
    if (i >= 0) idleQueue.splice(i, 1);
  };
}

/**
 * Runs `effect` in a task of its own, soon (not waiting for an idle moment); returns the cleanup:
 * before the task it cancels it, after it runs what `effect` returned. For a page's effects that
 * need not run in the same task as the others: React runs all the effects of a page's first
 * render in one task, which on a slow phone is a long one (the socket made, the session's stores
 * connected, a history entry pushed: 160–200 ms at 4× slower CPU), and a tap or a frame waits
 * behind all of it. In tasks of their own, the browser may draw and answer the diner in between.
 */
export function inOwnTask(effect: () => (() => void) | void): () => void {
  let cleanup: (() => void) | void;
  let state: 'waiting' | 'ran' | 'cancelled' = 'waiting';
  const run = () => {
    if (state !== 'waiting') return;
    state = 'ran';
    cleanup = effect();
  };
  const cancelTask = nextTask(run);
  return () => {
    if (state === 'waiting') cancelTask();
    else if (state === 'ran') cleanup?.();
    state = 'cancelled';
  };
}

/** Schedules `run` as a task of its own (ahead of idle work); returns a cancel. */
function nextTask(run: () => void): () => void {
  // A MessageChannel's message is a task of its own, run without the 4 ms a nested timer waits.
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
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
