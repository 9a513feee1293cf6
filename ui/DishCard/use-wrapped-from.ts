import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * For a one-line flex container whose children wrap onto lines cut out of sight: the index of
 * the first child that wrapped, or null when all are on the first line.
 *
 * Measured when the container is laid out at a new size (a ResizeObserver's first report comes
 * after layout and before paint, so a list of many cards is measured in one pass, with no layout
 * forced per card) and, before paint, when `content` changes (other children in the same box).
 * What the caller shows for the hidden ones, such as a "+N" beside the container, changes the
 * room left, which the observer reports, and is measured again until it holds.
 */
export function useWrappedFrom(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  content: string,
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
  const [measuredContent, setMeasuredContent] = useState(content);
  useLayoutEffect(() => {
    if (content === measuredContent) return;
    setMeasuredContent(content);
    measure();
  }, [content, measuredContent, measure]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) {
      setFrom(null);
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, measure]);
  return from;
}
