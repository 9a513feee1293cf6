import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it. A scrolling area must be reachable by keyboard,
 * so dialog and sheet bodies become a tab stop only while they actually scroll.
 */
export function useScrollable<T extends HTMLElement>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    if (!node) return;
    const measure = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);

  return [useCallback((n: T | null) => setNode(n), []), scrollable];
}
