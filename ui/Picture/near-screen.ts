/**
 * When a lazy picture may fetch its file: once it comes within one screen of the visible area.
 *
 * The browser's own `loading="lazy"` fetches from much farther away (Chromium: 1250–2500 px), so
 * on a phone it asks for nearly every picture of a page at once, and they compete with the
 * scripts and calls the diner is waiting for. Here two shared IntersectionObservers watch every
 * lazy picture, one for the screen itself and one with a margin of one screen (also inside
 * sideways rows and scrolling lists), and:
 *
 * - a picture on the screen itself loads at once, however it got there;
 * - a picture only near the screen loads once the diner starts scrolling this page (the page, a
 *   list or a row, by touch, wheel or keys): until then they look at the first screen, and the
 *   link is kept for what they need. The scroll events themselves cannot tell the diner from the
 *   app (a tab brought into view, the page put back at its top on a new address), so the diner's
 *   gestures are what count; each page (address) starts unscrolled.
 *
 * Without IntersectionObserver `observeNearScreen` returns null, and the picture falls back on
 * the browser's `loading="lazy"`.
 */

/** How far around the visible area a picture counts as near: one screen. */
export const NEAR_MARGIN = '100%';

type Release = () => void;

const watched = new Map<Element, Release>();
/** Pictures near the screen but not on it, waiting for the diner's first scroll. */
const waiting = new Set<Element>();
/** Two observers: one for the screen itself, one for the screen and a screen around it. */
let observers: { onScreen: IntersectionObserver; near: IntersectionObserver } | null = null;
/** The page (path) the diner last scrolled on. */
let scrolledPage: string | null = null;
const scrolled = () => scrolledPage === location.pathname;

function release(el: Element) {
  const done = watched.get(el);
  stopWatching(el);
  done?.();
}

function stopWatching(el: Element) {
  watched.delete(el);
  waiting.delete(el);
  observers?.onScreen.unobserve(el);
  observers?.near.unobserve(el);
}

/**
 * The diner's gestures that scroll (a drag of a desktop scroll bar is not heard: pictures then
 * load as they come on screen).
 */
const SCROLL_INPUT = ['wheel', 'touchmove', 'keydown'] as const;

function listen(on: boolean) {
  for (const type of SCROLL_INPUT) {
    if (on) window.addEventListener(type, onScroll, { capture: true, passive: true });
    else window.removeEventListener(type, onScroll, { capture: true });
  }
}

function onScroll() {
  if (scrolled()) return;
  scrolledPage = location.pathname;
  for (const el of [...waiting]) release(el);
}

function theObservers() {
  if (observers) return observers;
  // On the screen, however it got there (a gesture, the app's own scroll, a section above that
  // closed): loads at once.
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) release(entry.target);
  });
  // `scrollMargin` widens the clipping of scrolling containers (a sideways row, a list) as
  // `rootMargin` widens the screen's; browsers without it ignore it. TypeScript's DOM types do not
  // know it yet.
  const init: IntersectionObserverInit & { scrollMargin?: string } = {
    rootMargin: NEAR_MARGIN,
    scrollMargin: NEAR_MARGIN,
  };
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!watched.has(entry.target)) continue;
      if (!entry.isIntersecting) waiting.delete(entry.target);
      else if (scrolled()) release(entry.target);
      else waiting.add(entry.target);
    }
  }, init);
  listen(true);
  observers = { onScreen, near };
  return observers;
}

/**
 * Calls `onNear` once, when `el` comes near the screen (see above). Returns the function that
 * stops watching, or null when the browser has no IntersectionObserver.
 */
export function observeNearScreen(el: Element, onNear: Release): (() => void) | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  watched.set(el, onNear);
  const { onScreen, near } = theObservers();
  onScreen.observe(el);
  near.observe(el);
  return () => stopWatching(el);
}

/** Forgets the pictures and the diner's scroll (tests start each case on an unscrolled page). */
export function resetNearScreen(): void {
  observers?.onScreen.disconnect();
  observers?.near.disconnect();
  observers = null;
  watched.clear();
  waiting.clear();
  scrolledPage = null;
  listen(false);
}
