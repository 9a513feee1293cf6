import { useEffect } from 'react';
import { inOwnTask } from '../../ui/Deferred/Deferred';

/**
 * Blocks the browser's Back on this page (entry-home-service.md §2: "Back navigation is blocked on
 * the home page and on the main page"): an extra history entry is kept on top, and Back only
 * spends it, so the diner stays where they are instead of leaving the app.
 *
 * The entry is pushed in a task of its own, not in the one that runs the page's first effects:
 * a history entry costs the main thread some milliseconds (more on a slow phone), and the diner
 * cannot press Back before the page is drawn anyway.
 */
export function useBlockBack(): void {
  useEffect(
    () =>
      inOwnTask(() => {
        const stay = () => window.history.pushState(null, '', window.location.href);
        stay();
        window.addEventListener('popstate', stay);
        return () => window.removeEventListener('popstate', stay);
      }),
    [],
  );
}
