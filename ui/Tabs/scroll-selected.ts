import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';

/**
 * Keeps the selected tab of a scrolling tab list in view: centred along the list's axis (read
 * from its `aria-orientation`), scrolling only the list, never the page. The first time without
 * animation; afterwards smoothly unless the diner asked for reduced motion. Positions are read
 * once per new selection, in the next animation frame: read in the effect, they would force the
 * browser to lay out the page it has just been handed (after a filter, a long list) a second time.
 */
export function useScrollSelectedIntoView<T extends HTMLElement>(
  selectedKey: Key | null | undefined,
) {
  const ref = useRef<T>(null);
  const scrolledTo = useRef<{ key: Key } | null>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  // Runs after every render: react-aria may render the tabs a pass after the selection is
  // known, so the key alone does not say when the selected tab is in the DOM.
  useEffect(() => {
    const list = ref.current;
    if (!list || selectedKey == null || scrolledTo.current?.key === selectedKey) return;
    const tab = list.querySelector<HTMLElement>('[role="tab"][data-selected]');
    if (!tab) return;
    const first = scrolledTo.current === null;
    scrolledTo.current = { key: selectedKey };
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (!tab.isConnected) return;
      const reduce =
        typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      const behavior: ScrollBehavior = first || reduce ? 'instant' : 'smooth';
      const listBox = list.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      if (list.getAttribute('aria-orientation') === 'vertical') {
        const top =
          list.scrollTop + (tabBox.top - listBox.top) - (list.clientHeight - tabBox.height) / 2;
        list.scrollTo({ top, behavior });
      } else {
        const left =
          list.scrollLeft + (tabBox.left - listBox.left) - (list.clientWidth - tabBox.width) / 2;
        list.scrollTo({ left, behavior });
      }
    });
  });
  return ref;
}

/** Which ends of a horizontal tab list hide tabs beyond its edge (start and end, in reading order). */
export interface HiddenEnds {
  start: boolean;
  end: boolean;
}

/**
 * Watches a horizontal tab list (scrolling, resizing, tabs added or renamed) and says at which
 * ends tabs lie beyond its edge, so those ends can show that the row scrolls. A vertical list,
 * or one whose tabs all fit, hides nothing. Right-to-left rows scroll the other way, so the
 * amount scrolled is read as a magnitude.
 */
export function useHiddenEnds<T extends HTMLElement>(ref: { current: T | null }): HiddenEnds {
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const vertical = list.getAttribute('aria-orientation') === 'vertical';
      const scrolled = Math.abs(list.scrollLeft);
      const room = list.scrollWidth - list.clientWidth;
      const next = {
        start: !vertical && scrolled > 1,
        end: !vertical && room - scrolled > 1,
      };
      setEnds((e) => (e.start === next.start && e.end === next.end ? e : next));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(list);
    const changed = typeof MutationObserver === 'function' ? new MutationObserver(measure) : null;
    changed?.observe(list, { childList: true, subtree: true, characterData: true });
    return () => {
      list.removeEventListener('scroll', measure);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, [ref]);
  return ends;
}
