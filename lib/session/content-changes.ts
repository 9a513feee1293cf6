/**
 * The restaurant's content (menus, settings, the home page's sections) that changed since the
 * answer this page was given. On a repeat visit the service worker (app/sw/service-worker.ts)
 * answers those calls with their last answer at once and asks the server again behind it; when
 * the server's answer differs, it tells the open pages (`content-changed`), and the stores that
 * hold that call's answer load it again (they then get the new one from the worker at once).
 */

/**
 * The request options of a call read again from the server: the service worker goes to the
 * network first for it (and answers with its kept answer only when the network fails), and does
 * not ask again behind it, so a reload on `content-changed` never brings another one.
 */
export const READ_AGAIN: RequestInit = Object.freeze({ cache: 'no-cache' });

/** A store's reaction to a changed call: `url` is the call's address, same-origin. */
export type ContentChangeListener = (url: URL) => void;

const listeners = new Set<ContentChangeListener>();

/** Calls `listener` for every call whose kept answer changed; returns the unsubscribe. */
export function onContentChanged(listener: ContentChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the answer of the call at `address` changed (a same-origin address). */
export function contentChanged(address: string): void {
  let url: URL;
  try {
    url = new URL(address, window.location.origin);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  for (const listener of listeners) listener(url);
}

/** The worker's message, as app/sw/service-worker.ts posts it. */
function isContentChange(data: unknown): data is { type: 'content-changed'; url: string } {
  const d = data as { type?: unknown; url?: unknown } | null;
  return d?.type === 'content-changed' && typeof d.url === 'string';
}

/** Listens to the service worker's messages (once; nothing without a worker). */
export function listenToContentChanges(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
    if (isContentChange(e.data)) contentChanged(e.data.url);
  });
}
let listening = false;
