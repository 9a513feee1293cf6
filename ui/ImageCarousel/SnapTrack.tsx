import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icons';
import * as styles from './ImageCarousel.css';

const clamp = (i: number, count: number) => Math.max(0, Math.min(i, count - 1));

/**
 * Keeps the current slide of a horizontally scrolling, snapping track. The browser does the
 * swiping; the index follows the scroll position once it settles, and `go` scrolls to a slide.
 */
export function useSnapTrack(count: number, initial: number, onChange?: (index: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(() => clamp(initial, count));
  const current = useRef(index);
  const update = useCallback(
    (next: number) => {
      if (next === current.current) return;
      current.current = next;
      setIndex(next);
      onChange?.(next);
    },
    [onChange],
  );
  // Read when a scroll has come to rest (a swipe or a button's smooth scroll): positions met on
  // the way would make the pager flicker back and forth.
  const onScrollEnd = useCallback(() => {
    const el = ref.current;
    if (!el || el.clientWidth === 0) return;
    update(clamp(Math.round(el.scrollLeft / el.clientWidth), count));
  }, [count, update]);
  const go = useCallback(
    (target: number, behavior: ScrollBehavior = 'smooth') => {
      const el = ref.current;
      const next = clamp(target, count);
      el?.scrollTo({ left: next * el.clientWidth, behavior });
      update(next);
    },
    [count, update],
  );
  return { ref, index, onScrollEnd, go };
}

/**
 * Which slides may fetch their picture: the current one, and its neighbours once the current one
 * has loaded (or failed), so that the next picture is there when the diner moves on but never
 * competes with the one they are looking at. A slide that has started loading stays (Picture
 * keeps what it has asked for).
 */
export function useSlideLoading(index: number) {
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const settle = useCallback((i: number) => {
    setSettled((prev) => (prev.has(i) ? prev : new Set(prev).add(i)));
  }, []);
  const mayLoad = (i: number) => i === index || (settled.has(index) && Math.abs(i - index) === 1);
  return { mayLoad, settle };
}

/**
 * The previous and next arrows over the slides, in the strip and in the full-screen viewer alike.
 * Native buttons: react-aria's Button (about 90 hooks each) was most of the gallery's render on
 * the home page. The browser's :active and :focus-visible draw the pressed and focused looks.
 */
export function StepButtons({
  index,
  count,
  go,
}: {
  index: number;
  count: number;
  go: (index: number) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        className={styles.navButton({ side: 'previous' })}
        aria-label={intl.formatMessage({ id: 'imageCarousel.previous' })}
        disabled={index === 0}
        data-disabled={index === 0 || undefined}
        onClick={() => go(index - 1)}
      >
        <Icon name="chevron_left" label={false} />
      </button>
      <button
        type="button"
        className={styles.navButton({ side: 'next' })}
        aria-label={intl.formatMessage({ id: 'imageCarousel.next' })}
        disabled={index === count - 1}
        data-disabled={index === count - 1 || undefined}
        onClick={() => go(index + 1)}
      >
        <Icon name="chevron_right" label={false} />
      </button>
    </>
  );
}
