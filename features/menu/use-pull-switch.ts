import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { pullPastEdge } from './menu-logic';
import type { PullDirection } from './menu-logic';

export interface PullState {
  direction: PullDirection;
  distance: number;
  armed: boolean;
}

/** The list is at its top or bottom edge (one pixel of rounding allowed). */
function edgeOf(el: HTMLElement): { atTop: boolean; atBottom: boolean } {
  return {
    atTop: el.scrollTop <= 0,
    atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 1,
  };
}

/**
 * The "pull past the edge" gesture of the menu list (ordering.md §2): a finger that keeps
 * dragging once the list is at its top or bottom shows where it leads, and letting go past
 * PULL_SWITCH_DISTANCE calls `onSwitch`. Directions without a menu to go to are ignored. The
 * menu switcher in the top bar does the same for every other input.
 */
export function usePullSwitch(
  scrollRef: RefObject<HTMLElement | null>,
  can: Record<PullDirection, boolean>,
  onSwitch: (direction: PullDirection) => void,
  /** The list is on the page (the scroller mounts once the menu has loaded). */
  mounted: boolean,
): PullState | null {
  const [pull, setPull] = useState<PullState | null>(null);
  const latest = useRef({ can, onSwitch });
  latest.current = { can, onSwitch };

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    // Where the finger was when the list was last seen at an edge, and which edge.
    let anchor: { y: number; atTop: boolean; atBottom: boolean } | null = null;
    let current: PullState | null = null;
    const set = (next: PullState | null) => {
      current = next;
      setPull(next);
    };
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      anchor = t && e.touches.length === 1 ? { y: t.clientY, ...edgeOf(el) } : null;
      set(null);
    };
    const onMove = (e: TouchEvent) => {
      const t = e.touches[0];
      if (!t || e.touches.length !== 1) return set(null);
      const edge = edgeOf(el);
      // The list scrolled to an edge during this drag: the pull counts from here.
      if (!anchor || (!anchor.atTop && edge.atTop) || (!anchor.atBottom && edge.atBottom))
        anchor = { y: t.clientY, ...edge };
      const found = pullPastEdge(anchor, t.clientY - anchor.y);
      set(found && latest.current.can[found.direction] ? found : null);
    };
    const onEnd = () => {
      const done = current;
      anchor = null;
      set(null);
      if (done?.armed) latest.current.onSwitch(done.direction);
    };
    const onCancel = () => {
      anchor = null;
      set(null);
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: true });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onCancel);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onCancel);
    };
  }, [scrollRef, mounted]);

  return pull;
}
