/**
 * A button that must act once for a double tap, without keeping the diner waiting: the first tap
 * acts at once, and any tap less than `ms` after the previous one is ignored (the window restarts
 * on each ignored tap, so a burst of taps acts once). Returns true when this tap should act.
 */
export function tapGuard(ms: number, now: () => number = () => performance.now()): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    const acts = t - last >= ms;
    last = t;
    return acts;
  };
}
