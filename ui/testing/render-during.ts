// For browser tests of components that read signals: whether a change landing while a page's render
// is under way makes React render the page again. React checks, before it commits a render done in
// slices, that every external store read in it (a signal read by a component, through the signals
// transform's useSyncExternalStore) is unchanged; if one changed, it renders the whole tree again,
// synchronously, in one long task. On the menu page the socket connects and the table's answers
// land while its first render is under way.
import { createElement, Fragment, startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Renders `page` as a transition into `root` (a test root outside React's act environment: real
 * slices) with a slow part after it, makes `change` between two of the render's slices, and
 * resolves with how many times React rendered the page's last part (1 when nothing read in the
 * page changed, 2 when React started over).
 */
export async function rendersWithChangeDuring(
  root: Root,
  page: ReactNode,
  change: () => void,
): Promise<number> {
  let renders = 0;
  let changeQueued = false;
  /** A part of the page slow to render (React yields to the browser after it). */
  function Slow() {
    const end = performance.now() + 12;
    while (performance.now() < end) {
      // busy, as a dish card's render is on a slow phone
    }
    // In the task that follows this slice, as a socket's message or a call's answer lands.
    if (!changeQueued) {
      changeQueued = true;
      queueMicrotask(change);
    }
    return null;
  }
  function Last() {
    renders += 1;
    return null;
  }
  startTransition(() =>
    root.render(
      createElement(
        Fragment,
        null,
        page,
        createElement(Slow),
        createElement(Slow),
        createElement(Slow),
        createElement(Last),
      ),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (!changeQueued) throw new Error('the change was never made: the page did not render');
  return renders;
}
