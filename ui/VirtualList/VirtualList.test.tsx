import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { testRoot } from '../testing/test-root';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { VirtualList } from './VirtualList';

// Rendered through the browser's own frames: the list follows real scroll events.
const dom = testRoot({ actEnvironment: false });

const messages = {};
const quiet = () => undefined;
const items = Array.from({ length: 1000 }, (_, i) => `Row ${i + 1}`);
const key = (item: string) => item;

/** A few frames: the virtualizer reads the scroll and React renders what it says. */
const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

describe('VirtualList', () => {
  it('renders, for a scrolled frame, only the rows that came into range', async () => {
    const renders = new Map<number, number>();
    // The same function each render, as a memoised renderItem in a parent.
    const renderItem = (item: string, index: number) => {
      renders.set(index, (renders.get(index) ?? 0) + 1);
      return <span>{item}</span>;
    };
    flushSync(() =>
      dom.root.render(
        <IntlProvider locale="en" messages={messages} onError={quiet}>
          <VirtualList
            items={items}
            renderItem={renderItem}
            aria-label="Rows"
            estimateSize={50}
            overscan={2}
            getItemKey={key}
            height={400}
          />
        </IntlProvider>,
      ),
    );
    await frames();
    const list = dom.host.querySelector<HTMLElement>('[role="list"]');
    expect(list).not.toBeNull();
    renders.clear();
    // One row down: row 11 (index 10, with the overscan of 2) comes in, the rest stays.
    if (list) list.scrollTop = 50;
    await vi.waitFor(() => expect(dom.host.textContent).toContain('Row 11'));
    await frames();
    expect([...renders.keys()]).toEqual([10]);
  });

  /** A list inside a scrolling element of its parent (as the menu's), found after mounting. */
  function InScroller({
    initialHeight,
    overscan = 2,
  }: {
    initialHeight?: number;
    overscan?: number;
  }) {
    const scroller = useRef<HTMLDivElement>(null);
    return (
      <IntlProvider locale="en" messages={messages} onError={quiet}>
        <div ref={scroller} style={{ height: 400, overflow: 'auto' }}>
          <VirtualList
            items={items}
            renderItem={(item) => <span>{item}</span>}
            aria-label="Rows"
            estimateSize={50}
            getItemKey={key}
            scrollElementRef={scroller}
            deferJumps
            initialHeight={initialHeight}
            overscan={overscan}
          />
        </div>
      </IntlProvider>
    );
  }
  const staged = (initialHeight?: number) => <InScroller initialHeight={initialHeight} />;

  it('draws the rows on screen in its first render when told the height to expect', async () => {
    // The first commit, before any effect or frame.
    flushSync(() => dom.root.render(staged(400)));
    expect(dom.host.textContent).toContain('Row 1');
    expect(dom.host.textContent).toContain('Row 8');
    // Then the measured height takes over, and the overscan follows: rows 9 and 10.
    await vi.waitFor(() => expect(dom.host.textContent).toContain('Row 10'));
  });

  it('mounts the overscan in a frame of its own, not in a render of the parent meanwhile', async () => {
    const rows = () => dom.host.querySelectorAll('[role="listitem"]').length;
    flushSync(() => dom.root.render(<InScroller initialHeight={400} overscan={3} />));
    expect(rows()).toBe(8);
    // The parent renders again before the next frame (as the menu page does when the cart lands).
    flushSync(() => dom.root.render(<InScroller initialHeight={400} overscan={3} />));
    expect(rows()).toBe(8);
    // Then, a frame later, the three rows below the screen.
    await vi.waitFor(() => expect(rows()).toBe(11));
  });

  it('mounts the rows a jump lands on over frames: top half, rest of the screen, overscan below, above', async () => {
    flushSync(() => dom.root.render(staged(400)));
    await vi.waitFor(() => expect(dom.host.textContent).toContain('Row 10'));
    await frames();
    const scroller = dom.host.querySelector<HTMLElement>('[role="list"]')?.parentElement;
    if (!scroller) throw new Error('no scroller');
    // The rows in the page after each commit (a MutationObserver reports each one's changes).
    const seen: number[][] = [];
    const rowsNow = () =>
      [...dom.host.querySelectorAll<HTMLElement>('[role="listitem"]')]
        .map((el) => Number(el.dataset.index))
        .sort((a, b) => a - b);
    const observer = new MutationObserver(() => seen.push(rowsNow()));
    observer.observe(scroller, { childList: true, subtree: true });
    // Row 501 (index 500) at the top: 500–507 on screen, 498–499 and 508–509 the overscan.
    scroller.scrollTop = 500 * 50;
    await vi.waitFor(() =>
      expect(rowsNow()).toEqual([498, 499, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509]),
    );
    observer.disconnect();
    const landed = seen.filter((rows) => rows.includes(500));
    expect(landed[0]).toEqual([500, 501, 502, 503]);
    expect(landed).toContainEqual([500, 501, 502, 503, 504, 505, 506, 507]);
    expect(landed).toContainEqual([500, 501, 502, 503, 504, 505, 506, 507, 508, 509]);
  });

  it('without that height, draws its rows once the scroll area is measured', async () => {
    flushSync(() => dom.root.render(staged()));
    expect(dom.host.querySelectorAll('[role="listitem"]')).toHaveLength(0);
    await vi.waitFor(() => expect(dom.host.textContent).toContain('Row 8'));
  });
});
