import { useEffect } from 'react';

/**
 * Blocks the browser's Back on this page (entry-home-service.md §2: "Back navigation is blocked on
 * the home page and on the main page"): an extra history entry is kept on top, and Back only
 * spends it, so the diner stays where they are instead of leaving the app.
 */
export function useBlockBack(): void {
  useEffect(() => {
    const stay = () => window.history.pushState(null, '', window.location.href);
    stay();
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, []);
}
