import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * The page's top bars (a title bar, a banner) that notifications at the top of the screen must
 * not cover: a top-anchored stack starts below the lowest of them.
 */
const kept = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let edge = 0;
let observer: ResizeObserver | null = null;

function measure(): void {
  let bottom = 0;
  for (const el of kept) {
    const r = el.getBoundingClientRect();
    // Hidden bars and bars scrolled away take no room.
    if (r.height > 0 && r.bottom > 0) bottom = Math.max(bottom, r.bottom);
  }
  bottom = Math.round(bottom);
  if (bottom === edge) return;
  edge = bottom;
  for (const l of listeners) l();
}

/** The lowest bottom edge (px from the viewport's top) of the bars kept clear; 0 without any. */
export const notificationClearance = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): number => edge,
};

/**
 * Keeps the element (a page's header or banner) clear of the notifications anchored at the top
 * of the screen, for as long as the calling component is mounted and `active`.
 */
export function useKeepClearOfNotifications(
  ref: RefObject<HTMLElement | null>,
  active = true,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    kept.add(el);
    if (!observer && typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(measure);
      window.addEventListener('resize', measure);
    }
    // The observer reports the element once it is laid out (and measures then, with the frame's
    // own layout): measuring here, as the page mounts, would force a layout of its own.
    if (observer) observer.observe(el);
    else measure();
    return () => {
      kept.delete(el);
      observer?.unobserve(el);
      if (kept.size === 0 && observer) {
        observer.disconnect();
        observer = null;
        window.removeEventListener('resize', measure);
      }
      // The bars left are measured with the next frame's layout, not in the middle of a commit.
      if (kept.size === 0 || typeof requestAnimationFrame === 'undefined') measure();
      else requestAnimationFrame(measure);
    };
  }, [ref, active]);
}
