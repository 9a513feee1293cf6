import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * For a one-line flex container whose children wrap onto lines cut out of sight: the index of
 * the first child that wrapped, or null when all are on the first line.
 *
 * Measured after every render, before the browser paints (what the caller shows for the hidden
 * ones, such as a "+N" beside the container, changes the room left, and is measured again until
 * it holds), and whenever the container's size changes.
 */
export function useWrappedFrom(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
): number | null {
  const [from, setFrom] = useState<number | null>(null);
  const measure = useCallback(() => {
    const el = ref.current;
    let i = -1;
    if (enabled && el) {
      const kids = Array.from(el.children);
      const top = kids[0]?.getBoundingClientRect().top ?? 0;
      // A child whose top is below the first child's started a new line.
      i = kids.findIndex((k) => k.getBoundingClientRect().top > top + 1);
    }
    const next = i < 0 ? null : i;
    setFrom((prev) => (prev === next ? prev : next));
  }, [ref, enabled]);
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref, enabled, measure]);
  return from;
}
