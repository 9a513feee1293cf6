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
      .then(async (registration) => {
        // What is kept is read once the worker controls the page: every request after that goes
        // through the worker and is kept there. Read at `ready`, a call made while the new worker
        // was still taking the page (its activation clears old shells) went to the network unseen
        // by either, and the next reload offline lacked it (the menu's, in the offline e2e test).
        await controlled();
        const worker = navigator.serviceWorker.controller ?? registration.active;
        const controlAt = performance.now();
        const keep = (entries: PerformanceEntry[]) => {
          const urls = entries.map((e) => e.name).filter((u) => u.startsWith(location.origin));
          if (urls.length > 0) worker?.postMessage({ type: 'keep', urls });
        };
        // The page's own address too: a repeat visit to it starts its calls with the page.
        keep([
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ]);
        // A request sent before the worker took the page and answered after is listed when its
        // answer is in (the timeline lists a request once it is over).
        const late = new PerformanceObserver((list) =>
          keep(list.getEntries().filter((e) => e.startTime < controlAt)),
        );
        late.observe({ type: 'resource' });
        setTimeout(() => late.disconnect(), 30_000);
      })
      // Without a worker (private mode, an old browser) the app works as before, online only.
      .catch(() => undefined);
  };
  const controlled = () =>
    navigator.serviceWorker.controller
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          }),
        );
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
