/** What `lastLoad` keeps of a load: its key, whether it is over, when it succeeded (0: not). */
interface Run<K> {
  key: K;
  over: boolean;
  okAt: number;
  done: Promise<void>;
}

export interface LastLoad<K> {
  /**
   * Runs the load of `key` (`run` resolves whether it succeeded), or takes the last one instead:
   * a load of the same key under way is always taken; with `maxAgeMs`, so is one that succeeded
   * that recently, while `kept` says its answer is still held. A failed load is never taken.
   */
  take(key: K, maxAgeMs: number, run: () => Promise<boolean>, kept?: () => boolean): Promise<void>;
  /** Whether `key`'s load is the last one asked for (no load of another key took over). */
  isLatest(key: K): boolean;
  /** The key of the last load asked for, under way or over, or null. */
  latestKey(): K | null;
  /**
   * Loads `key` again with `run` once the load under way is over (news of a change can come
   * before the answer it changes), if `key` is still the last asked for then; nothing when it is
   * not the last now. A failed load leaves the last answer where it was (`run` says so).
   */
  again(key: K, run: () => Promise<boolean>): void;
  /** Forgets the last load (leaving the table, stories, tests). */
  forget(): void;
}

/**
 * The last load of a piece of the app's data, for the callers that come moments after it: the
 * scan starts the home page's content and the home page takes it; the diner's tap starts the menu
 * and the menu page takes it; the PIN banner takes the PIN the scan asked for.
 */
export function lastLoad<K>(): LastLoad<K> {
  let last: Run<K> | null = null;
  const loads: LastLoad<K> = {
    take(key, maxAgeMs, run, kept = () => true) {
      if (last?.key === key) {
        if (!last.over) return last.done;
        const fresh = last.okAt > 0 && maxAgeMs > 0 && Date.now() - last.okAt <= maxAgeMs;
        if (fresh && kept()) return last.done;
      }
      const load: Run<K> = { key, over: false, okAt: 0, done: Promise.resolve() };
      last = load;
      load.done = run().then(
        (ok) => {
          load.over = true;
          if (ok) load.okAt = Date.now();
        },
        (error: unknown) => {
          load.over = true;
          throw error;
        },
      );
      return load.done;
    },
    isLatest: (key) => last?.key === key,
    latestKey: () => (last ? last.key : null),
    again(key, run) {
      if (last?.key !== key) return;
      void last.done
        .catch(() => undefined)
        .then(() => (last?.key === key ? loads.take(key, 0, run) : undefined))
        .catch(() => undefined);
    },
    forget: () => {
      last = null;
    },
  };
  return loads;
}
