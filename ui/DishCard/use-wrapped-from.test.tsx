import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../testing/test-root';
import { useWrappedFrom } from './use-wrapped-from';

// Rendered through the browser's own frames: the line is measured after real layout.
const dom = testRoot({ actEnvironment: false });

/**
 * A line 100 px wide of ten 30 px boxes: three fit, the fourth wraps. `onFirstReport` runs in a
 * ResizeObserver made after the hook's, so told after it of the line's first layout, in the same
 * frame: the hook's report has just asked for the new count then.
 */
function Line({ onFirstReport }: { onFirstReport: (setOther: (n: number) => void) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [other, setOther] = useState(0);
  const from = useWrappedFrom(ref, true, 'ten boxes');
  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      onFirstReport(setOther);
    });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [onFirstReport]);
  return (
    <div data-from={from ?? 'none'} data-other={other}>
      <div ref={ref} style={{ display: 'flex', flexWrap: 'wrap', width: 100, height: 20 }}>
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} style={{ width: 30, height: 20, flex: 'none' }} />
        ))}
      </div>
    </div>
  );
}

describe('useWrappedFrom', () => {
  it('renders the count its ResizeObserver found apart from an urgent update landing meanwhile', async () => {
    const box = () => dom.host.firstElementChild as HTMLElement | null;
    // Right after the hook's report, an urgent update, as a tap landing then would make.
    const seenWithUrgent: string[] = [];
    const urgent = (setOther: (n: number) => void) => {
      flushSync(() => setOther(1));
      seenWithUrgent.push(`${box()!.dataset.other}:${box()!.dataset.from}`);
    };
    dom.root.render(<Line onFirstReport={urgent} />);
    await vi.waitFor(() => expect(seenWithUrgent).toHaveLength(1));
    // The urgent update rendered alone: the count was not in its render.
    expect(seenWithUrgent).toEqual(['1:none']);
    // The count comes in a render of its own.
    await vi.waitFor(() => expect(box()!.dataset.from).toBe('3'));
  });

  it('counts again before paint when what its caller drew for a count moved the line', async () => {
    // A "+N" beside the line takes room from it: one box fewer fits.
    function WithBadge() {
      const ref = useRef<HTMLDivElement>(null);
      const from = useWrappedFrom(ref, true, 'ten boxes');
      return (
        <div data-from={from ?? 'none'} style={{ display: 'flex', width: 100 }}>
          <div ref={ref} style={{ display: 'flex', flexWrap: 'wrap', flex: 1, height: 20 }}>
            {Array.from({ length: 10 }, (_, i) => (
              <span key={i} style={{ width: 30, height: 20, flex: 'none' }} />
            ))}
          </div>
          {from !== null && <span style={{ width: 20, flex: 'none' }}>+</span>}
        </div>
      );
    }
    dom.root.render(<WithBadge />);
    const box = () => dom.host.firstElementChild as HTMLElement | null;
    await vi.waitFor(() => expect(box()?.dataset.from).toBe('2'));
  });
});
