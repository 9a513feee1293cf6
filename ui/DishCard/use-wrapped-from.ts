import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';

/**
 * For a one-line flex container whose children wrap onto lines cut out of sight: the index of
 * the first child that wrapped, or null when all are on the first line.
 *
 * Measured when the container is laid out at a new size (a ResizeObserver's first report comes
 * after layout and before paint, so a list of many cards is measured in one pass, with no layout
 * forced per card) and, before paint, when `content` changes (other children in the same box).
 * What the caller shows for the hidden ones, such as a "+N" beside the container, changes the
 * room left: after a new count it is measured again before paint, until the count holds.
 *
 * A count the ResizeObserver found is rendered as a transition. An ordinary update from its
 * callback would wait in React's queue at the default priority, and a tap landing meanwhile (a
 * category tab, once the rows it brought in were laid out) renders every such update with its own,
 * at once, inside the tap's task: on bench:long-menu's 4× slowed CPU, that was the cards' new
 * counts and their measure before paint, 30 of a tab tap's 210 ms. As a transition it comes in a
 * task of its own, after the tap's.
 */
export function useWrappedFrom(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  content: string,
): number | null {
  const [from, setFrom] = useState<number | null>(null);
  const measure = useCallback(
    (transition = false) => {
      const el = ref.current;
      let i = -1;
      if (enabled && el) {
        const kids = Array.from(el.children);
        const top = kids[0]?.getBoundingClientRect().top ?? 0;
        // A child whose top is below the first child's started a new line.
        i = kids.findIndex((k) => k.getBoundingClientRect().top > top + 1);
      }
      const next = i < 0 ? null : i;
      const set = () => setFrom((prev) => (prev === next ? prev : next));
      if (transition) startTransition(set);
      else set();
    },
    [ref, enabled],
  );
  // What the caller drew for a new count (its "+N") may move the line again: measured once
  // more before paint, until the count holds (only on the cards whose count changed). Not when
  // the card mounts: the ResizeObserver's first report measures it then, after the browser's own
  // layout, where measuring right after React's commit would force one (for each list of cards
  // scrolled into view or filtered).
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (mounted.current) measure();
    mounted.current = true;
  }, [from, measure]);
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
    const observer = new ResizeObserver(() => measure(true));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, measure]);
  return from;
}
