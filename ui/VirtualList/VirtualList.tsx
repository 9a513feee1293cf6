import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CSSProperties, Key, ReactNode, Ref, RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range, VirtualItem } from '@tanstack/react-virtual';
import { useIntl } from 'react-intl';
import * as styles from './VirtualList.css';
import { cx } from '../class-names';

export const virtualListAligns = ['start', 'center', 'end', 'auto'] as const;
export type VirtualListAlign = (typeof virtualListAligns)[number];

/** What a parent can do with a mounted list (through `ref`). */
export interface VirtualListHandle {
  /** Scrolls so that row `index` is visible, rendering it even if it was far away. */
  scrollToIndex(index: number, options?: { align?: VirtualListAlign }): void;
  /** Scrolls back to the first row (the spec resets scroll when the display mode changes). */
  scrollToTop(): void;
}

export interface VirtualListProps<T> {
  /** The rows, in display order. */
  items: readonly T[];
  /** Renders one row's content; the list wraps it in a positioned list item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list, e.g. "Cart" or "Round 2". */
  'aria-label': string;
  /**
   * Row height in px: a number for fixed rows, or a function giving each row's expected height
   * (the spec's cart: 81 base, +32 with condiments or remark, +24 with excess price).
   */
  estimateSize: number | ((index: number) => number);
  /**
   * Measure each row once rendered, so rows whose content differs from the estimate still sit
   * edge to edge.
   * @default false
   */
  measureRows?: boolean;
  /**
   * Rows rendered beyond the visible ones on each side (the spec's history list uses 10).
   * @default 5
   */
  overscan?: number;
  /** A stable key per row (an id); keeps measurements with their row when the list changes. */
  getItemKey?: (item: T, index: number) => Key;
  /** Marks section title rows: they stay pinned to the top while their section scrolls by. */
  isSectionTitle?: (item: T, index: number) => boolean;
  /**
   * The element that scrolls, when the list sits inside one (a sheet body). Without it the list
   * is its own scroll area, `height` tall.
   */
  scrollElementRef?: RefObject<HTMLElement | null>;
  /**
   * Height of the list's own scroll area (ignored with `scrollElementRef`).
   * @default '100%'
   */
  height?: CSSProperties['height'];
  /**
   * Shown instead of the list when there are no rows.
   * @default the localised "Nothing here yet" text
   */
  emptyState?: ReactNode;
  /**
   * A jump (`scrollToIndex` far away, a scrollbar dragged) renders the rows it lands on in a
   * following render React can interrupt, split into short tasks, instead of in one long task
   * with the scroll: for rows costly to mount (dish cards), where a jump would freeze the page.
   * Ordinary scrolling, which brings in a row or two per frame, renders them at once. Rows that
   * come in many at once (a jump landing, a new set of items) are mounted over a few frames: the
   * top half of the screen, then its bottom half, then the overscan below it and above it, each in
   * a following render. The list's very first rows come whole screen first, then the overscan.
   * @default false
   */
  deferJumps?: boolean;
  /**
   * The scroll area's expected height in px until it is measured (the window's, for a list that
   * fills the screen): the first render then has the rows on screen already, instead of a render
   * later once the scroll area has been measured. The measured height replaces it.
   * @default 0 (no rows until measured)
   */
  initialHeight?: number;
  /** Imperative scrolling: `scrollToIndex`, `scrollToTop`. */
  ref?: Ref<VirtualListHandle>;
  className?: string;
}

/**
 * One row's content. Memoised: a render of the list for a scrolled frame renders only the rows
 * that came into range, not again every row already there (when `renderItem` is stable).
 */
const RowContent = memo(function RowContent({
  item,
  index,
  render,
}: {
  item: unknown;
  index: number;
  render: (item: unknown, index: number) => ReactNode;
}) {
  return render(item, index);
});

/**
 * With `deferJumps`, a render that would mount this many rows or more at once mounts them in
 * stages (a scrolled frame brings one or two).
 */
const STAGE_AT_NEW_ROWS = 3;

/**
 * With `deferJumps`, the stage a row mounts in when many come at once: 0 for one in the top half of
 * the screen, 1 for the rest of the screen, 2 below it and 3 above it (the overscan). For the
 * list's very first rows, the whole screen is stage 0: nothing was drawn yet, and a page opening
 * shows its first screen whole.
 */
function stageOf(row: VirtualItem, top: number, height: number, first: boolean): number {
  if (row.start >= top + height) return 2;
  if (row.end <= top) return 3;
  return first || row.start < top + height / 2 ? 0 : 1;
}

/** Whether two ranges of rows share at least one row. */
function overlaps(a: readonly VirtualItem[], b: readonly VirtualItem[]): boolean {
  const [a0, a1, b0, b1] = [a[0], a.at(-1), b[0], b.at(-1)];
  if (!a0 || !a1 || !b0 || !b1) return false;
  return a0.index <= b1.index && b0.index <= a1.index;
}

/**
 * A long list that renders only the rows near the visible area, for the cart drawer and the
 * order history. Rows are list items with their position in the whole list, so assistive
 * technology announces "12 of 1000" although only a few dozen exist in the page.
 */
export function VirtualList<T>({
  items,
  renderItem,
  'aria-label': ariaLabel,
  estimateSize,
  measureRows = false,
  overscan = 5,
  getItemKey,
  isSectionTitle,
  scrollElementRef,
  height = '100%',
  emptyState,
  deferJumps = false,
  initialHeight = 0,
  ref,
  className,
}: VirtualListProps<T>) {
  const intl = useIntl();
  const ownScrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const external = scrollElementRef !== undefined;
  const [scrollMargin, setScrollMargin] = useState(0);
  const [outerScroller, setOuterScroller] = useState<HTMLElement | null>(null);

  const titleIndexes = useMemo(
    () => (isSectionTitle ? items.flatMap((item, i) => (isSectionTitle(item, i) ? [i] : [])) : []),
    [items, isSectionTitle],
  );
  const pinnedIndex = useRef<number | null>(null);

  const rangeExtractor = useCallback(
    (range: Range) => {
      if (titleIndexes.length === 0) return defaultRangeExtractor(range);
      // The last title at or above the first visible row is the one pinned to the top.
      let pinned: number | null = null;
      for (const i of titleIndexes) {
        if (i <= range.startIndex) pinned = i;
        else break;
      }
      pinnedIndex.current = pinned;
      const indexes = new Set(defaultRangeExtractor(range));
      if (pinned !== null) indexes.add(pinned);
      return [...indexes].sort((a, b) => a - b);
    },
    [titleIndexes],
  );

  // The virtualizer lays out every row again (all of them, not only the visible ones) whenever
  // its key function is a new one: kept the same while the rows are, so a render for a scrolled
  // frame does not redo the positions of a 2,000-row list. (Rows of a new size come as new items.)
  const itemKey = useCallback(
    (index: number): Key => (getItemKey ? getItemKey(items[index] as T, index) : index),
    [items, getItemKey],
  );
  const virtualizer = useVirtualizer<HTMLElement, HTMLDivElement>({
    count: items.length,
    getScrollElement: () => (external ? outerScroller : ownScrollRef.current),
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    overscan,
    getItemKey: getItemKey ? itemKey : undefined,
    rangeExtractor,
    scrollMargin: external ? scrollMargin : 0,
    initialRect: { width: 0, height: initialHeight },
    // Rows follow the scroll in React's next ordinary render, not in a synchronous one inside each
    // scroll event: a fast flick through a long menu then renders once per frame, not once per event.
    useFlushSync: false,
  });

  // A parent's ref is attached after this component's layout effects run, so the outer scroll
  // element is looked at once effects run, after each render (reading a ref costs no layout),
  // and kept in state: setting it re-renders the list against it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after each render; sets state only on a change
  useEffect(() => {
    if (external && scrollElementRef.current !== outerScroller)
      setOuterScroller(scrollElementRef.current);
  });
  // Inside a sheet body the list may start below other content: its rows are placed relative to
  // the list, while the scroll position counts from the top of the scrolling element. That offset
  // changes only when something in the scroller changes size, so it is read when a ResizeObserver
  // says so: its callbacks run once layout is done, where reading positions forces no layout of
  // its own (reading them after each render would, once per scrolled frame or typed letter).
  const hasRows = items.length > 0;
  useEffect(() => {
    const list = listRef.current;
    if (!external || !outerScroller || !list || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const margin = Math.round(
        list.getBoundingClientRect().top -
          outerScroller.getBoundingClientRect().top +
          outerScroller.scrollTop,
      );
      setScrollMargin((was) => (was === margin ? was : margin));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(outerScroller);
    // What sits before the list, at each level up to the scroller, moves the list when it resizes.
    for (let node: Element | null = list; node && node !== outerScroller; node = node.parentElement)
      for (let before = node.previousElementSibling; before; before = before.previousElementSibling)
        observer.observe(before);
    return () => observer.disconnect();
  }, [external, outerScroller, hasRows]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index, options) =>
        virtualizer.scrollToIndex(Math.max(0, Math.min(index, items.length - 1)), {
          align: options?.align ?? 'start',
        }),
      scrollToTop: () => virtualizer.scrollToOffset(external ? scrollMargin : 0),
    }),
    [virtualizer, items.length, external, scrollMargin],
  );

  // The rows in range now, and (deferJumps) the rows of the last render React finished: after a
  // jump, this render keeps those (they are memoised: nothing to do) and the landing rows come in
  // the deferred render that follows.
  const inRange = virtualizer.getVirtualItems();
  const settled = useDeferredValue(inRange);
  // The list's very first rows are no jump: they come at once, those on screen first (below), not
  // in a deferred render that the page's other updates, landing as it starts, interrupt and start
  // over. Rows coming after none were shown (a search that found nothing, cleared) are one.
  const everShown = useRef(false);
  const jumped =
    deferJumps &&
    settled !== inRange &&
    (settled.length > 0 ? !overlaps(settled, inRange) : everShown.current);
  let rows = (jumped ? settled : inRange).filter((row) => row.index < items.length);

  // deferJumps: many rows coming in at once (a jump landing, new items) are mounted in stages,
  // each with its own frame (stageOf): the top half of the screen (with the pinned title), then,
  // in following renders React can interrupt, the rest of the screen and the overscan below and
  // above it. On bench:long-menu's 4× slowed CPU, the frame that drew a whole screen of new dish
  // cards spent 50–70 ms styling, laying out and painting them; each stage's frame does a part.
  const [filling, setFilling] = useState(0);
  const filled = useRef(0);
  const mounted = useRef<ReadonlySet<Key>>(new Set());
  let staged = false;
  if (deferJumps) {
    // Whether this is the render a frame asked for (below). Any other render meanwhile (the cart
    // or a store update landing) mounts no stage beyond the screen: the next stage waits its frame.
    const fill = filling !== filled.current;
    const top = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? 0;
    const first = !everShown.current;
    let fresh = 0;
    let stage = 3;
    for (const row of rows)
      if (!mounted.current.has(row.key)) {
        fresh += 1;
        stage = Math.min(stage, stageOf(row, top, height, first));
      }
    if (fresh >= STAGE_AT_NEW_ROWS && height > 0) {
      const upTo = fill ? stage : Math.min(stage, 1);
      // Rows already mounted stay; new ones of a later stage wait.
      const now = rows.filter(
        (row) =>
          mounted.current.has(row.key) ||
          row.index === pinnedIndex.current ||
          stageOf(row, top, height, first) <= upTo,
      );
      staged = now.length < rows.length;
      if (staged) rows = now;
    }
  }
  const renderedKeys = rows.map((row) => row.key);
  // After each commit: the rows it mounted.
  useLayoutEffect(() => {
    mounted.current = new Set(renderedKeys);
    filled.current = filling;
    if (renderedKeys.length > 0) everShown.current = true;
  });
  // A staged render's commit asks for the next stage, once the frame that draws it is done; that
  // render, if staged again, asks for the one after (`filling` changed).
  useEffect(() => {
    if (!staged) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setFilling((n) => n + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [staged, filling]);

  if (items.length === 0) {
    return (
      <div
        role="status"
        className={cx(styles.empty, className)}
        style={external ? undefined : { height }}
      >
        {emptyState ?? intl.formatMessage({ id: 'virtualList.empty' })}
      </div>
    );
  }

  const offset = external ? scrollMargin : 0;
  return (
    <div
      ref={external ? listRef : ownScrollRef}
      role="list"
      aria-label={ariaLabel}
      // The own scroll area must be reachable by keyboard so arrow keys and Page Down scroll it.
      tabIndex={external ? undefined : 0}
      className={[styles.virtualList({ scroll: external ? 'external' : 'own' }), className]
        .filter(Boolean)
        .join(' ')}
      style={external ? undefined : { height }}
    >
      <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const item = items[row.index] as T;
          const title = titleIndexes.length > 0 && isSectionTitle?.(item, row.index) === true;
          const pinned = title && pinnedIndex.current === row.index;
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              data-section-title={title || undefined}
              ref={measureRows ? virtualizer.measureElement : undefined}
              className={[
                pinned ? styles.pinnedRow : styles.row,
                title ? styles.stickyRow : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
              style={{
                height: measureRows ? undefined : row.size,
                transform: pinned ? undefined : `translateY(${row.start - offset}px)`,
              }}
            >
              <RowContent
                item={item}
                index={row.index}
                render={renderItem as (item: unknown, index: number) => ReactNode}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
