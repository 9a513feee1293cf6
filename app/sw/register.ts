/**
 * Registers the service worker (/sw.js, production builds only) once the page has loaded and the
 * main thread is idle, so it never competes with the first screen. Then asks it to keep what the
 * page loaded before it was in control: the diner's messages, the pictures and the menu calls of
 * this visit, so the very next reload works without the network too, and the page's own address
 * (whose calls the next visit then starts with the page).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The page's own address too: a repeat visit to it starts its calls with the page.
        const urls = [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ]
          .map((e) => e.name)
          .filter((u) => u.startsWith(location.origin));
        registration.active?.postMessage({ type: 'keep', urls });
      })
      // Without a worker (private mode, an old browser) the app works as before, online only.
      .catch(() => undefined);
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
