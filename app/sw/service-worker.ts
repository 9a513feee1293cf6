// The diner's service worker (built to /sw.js by app/sw/build.ts, registered by app/sw/register.ts).
//
// - The app shell (index.html, the entry and the route chunks a scanning diner opens, their CSS)
//   is cached at install under the build's version; every page address is answered from it at
//   once, so a reload or a return after the phone slept shows the app without the network. The
//   page is then fetched again in the background and, when it still names this build's entry,
//   kept for the next visit (the pictures' version in it stays current). The page is kept without
//   the links the server wrote for its address alone (the scanned table's calls); those are kept
//   per address and put back when that same address is visited again.
// - Every other fingerprinted file (/assets/, the diner's messages, dialogs) is kept once seen.
// - Pictures already seen are kept (their addresses carry the pictures' version).
// - The menu and the restaurant's content calls, asked by a diner's page, are answered with their
//   last answer at once when there is one (a repeat visit shows the menu without waiting for the
//   network), and asked again behind it, two seconds later and two at a time, so that the calls
//   the first screen waits on go first; an answer that changed is kept and the open pages are
//   told (`content-changed`, lib/session/content-changes.ts), which read it again. A call the page
//   makes to read fresh (`cache: 'no-cache'`), the staff console's, and a first one go to the
//   network first and fall back to the last answer when it fails or is too slow. The cart, the
//   table, the order and the socket are never cached (the server stays their only source).
// - A new build is a new /sw.js (its version changes): it caches its own shell beside the old one
//   and marks it the current shell, so the next visit opens the new version whole; the old shell
//   is deleted when the new worker takes over, once no page of the old one is open. A page never
//   mixes two builds: each page names its own fingerprinted files, and both shells stay until then.
//
// No imports: the build transforms this file alone and writes the build's manifest in place of
// the constant declared below.

interface SwManifest {
  /** Fingerprint of the build (every output file's name and the page). */
  version: string;
  /** The shell's files, '/'-rooted: the entry, the preloaded routes and their CSS. */
  shell: string[];
  /** The entry chunk's address: a fetched page naming it belongs to this build. */
  entry: string;
}

declare const __TAVOLA_SW__: SwManifest;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The page the request is made for ('' for a navigation). */
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (e: ExtendableMessageEvent) => void): void;
  readonly location: Location;
  readonly registration: { update(): Promise<unknown> };
  readonly clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ url: string } | undefined>;
    matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]>;
  };
}
declare const self: WorkerScope;

const MANIFEST = __TAVOLA_SW__;
const PREFIX = 'tavola-';
const SHELL = `${PREFIX}shell-${MANIFEST.version}`;
/** Holds which shell is current ('/current' → the version), written once a shell is complete. */
const META = `${PREFIX}meta`;
const PICTURES = `${PREFIX}pictures`;
const DATA = `${PREFIX}data`;
/** Pictures kept; the oldest go first. */
const MAX_PICTURES = 400;
/** How long a content call may take before its last answer is shown instead. */
const DATA_TIMEOUT_MS = 4000;
/**
 * How long a kept answer waits before it is asked again. A repeat visit answers a dozen content
 * calls from what was kept; asked again at once, they would take the link's connections and the
 * server's single store from the calls the first screen waits on (the scan, the hour's menu, the
 * order's session), which are never kept.
 */
const REVALIDATE_AFTER_MS = 2000;
/** Kept answers asked again at the same time, at most. */
const REVALIDATE_AT_ONCE = 2;

/** The app's page addresses (server/app.ts APP_ROUTES): all are the same index.html. */
const PAGES = new Set([
  '/',
  '/lite',
  '/Home',
  '/Main',
  '/Code',
  '/LiteHome',
  '/LiteMain',
  '/staff',
]);
/** The shell's page is kept under this address. */
const PAGE_KEY = '/';

const PICTURE_PATH = /^\/(pic|menu_pic|first_menu|bulletin|qop_logo|guide)\//;
/**
 * GET calls whose answers are the same for every diner of the restaurant (menus, content,
 * settings), kept for a dead network. Nothing about a table, an order, a cart or staff.
 */
const CONTENT_CALLS = [
  /^\/api\/v3\/menus2\/\d+$/,
  /^\/api\/v3\/menus$/,
  /^\/api\/v2\/settings$/,
  /^\/api\/v2\/restaurant-info$/,
  /^\/api\/v2\/banner-announcement$/,
  /^\/api\/v2\/special_dishes$/,
  /^\/api\/v2\/propaganda$/,
  /^\/api\/v2\/business-hour$/,
  /^\/api\/v2\/bulletin\/\d+$/,
  /^\/api\/v2\/activity-bulletin\/image$/,
  /^\/api\/v2\/guide-images$/,
  /^\/api\/v2\/callservice$/,
];

type Kind = 'page' | 'asset' | 'picture' | 'content' | null;

function kindOf(url: URL, request?: Request): Kind {
  if (url.origin !== self.location.origin) return null;
  if (request && request.method !== 'GET') return null;
  if (PAGES.has(url.pathname) && (!request || request.mode === 'navigate')) return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (PICTURE_PATH.test(url.pathname) || url.pathname === '/favicon.svg') return 'picture';
  if (CONTENT_CALLS.some((re) => re.test(url.pathname))) return 'content';
  return null;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // Fingerprinted files may come from the HTTP cache (the page just loaded them).
      await cache.addAll(MANIFEST.shell);
      const page = await fetch(PAGE_KEY, { cache: 'no-cache', credentials: 'same-origin' });
      if (!page.ok) throw new Error(`The page answered ${page.status}`);
      await cache.put(PAGE_KEY, page);
      const meta = await caches.open(META);
      await meta.put('/current', new Response(MANIFEST.version));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = await currentShell();
      for (const name of await caches.keys()) {
        if (name.startsWith(`${PREFIX}shell-`) && name !== SHELL && name !== current)
          await caches.delete(name);
      }
      // The first install takes the open page, so what it loads next is kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const kind = kindOf(url, request);
  if (kind === 'page') event.respondWith(page(request));
  else if (kind === 'asset') event.respondWith(cacheFirst(request, SHELL));
  else if (kind === 'picture') event.respondWith(cacheFirst(request, PICTURES, MAX_PICTURES));
  else if (kind === 'content') event.respondWith(content(event));
});

/**
 * The page asks to keep what it loaded before this worker controlled it (its messages, the
 * pictures and calls of the first screen): the files come from the HTTP cache, the calls again;
 * its own address is read again for the links that belong to it alone.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string').slice(0, 500);
  event.waitUntil(
    Promise.all(
      urls.map(async (u) => {
        let url: URL;
        try {
          url = new URL(u, self.location.origin);
        } catch {
          return;
        }
        const kind = kindOf(url);
        if (kind === 'page') {
          await keepPageLinks(url.href);
          return;
        }
        const name =
          kind === 'asset' ? SHELL : kind === 'picture' ? PICTURES : kind === 'content' ? DATA : '';
        if (!name) return;
        const cache = await caches.open(name);
        if (await cache.match(url.href, { ignoreVary: true })) return;
        const res = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
        if (res?.ok) await cache.put(url.href, res);
      }),
    ),
  );
});

/** The version of the newest complete shell (this worker's or a newer one waiting), or null. */
async function currentShell(): Promise<string | null> {
  const meta = await caches.open(META);
  const res = await meta.match('/current');
  return res ? `${PREFIX}shell-${await res.text()}` : null;
}

async function page(request: Request): Promise<Response> {
  const name = (await currentShell()) ?? SHELL;
  const cache = await caches.open(name);
  const cached = await cache.match(PAGE_KEY, { ignoreVary: true });
  const fresh = fetch(request, { cache: 'no-cache' }).then(async (res) => {
    // Kept only when it is this shell's build; a newer build comes with its own worker.
    if (res.ok) {
      const html = await res.clone().text();
      if (name === SHELL && html.includes(MANIFEST.entry)) {
        await cache.put(PAGE_KEY, shellOf(res, html));
        await keepAddressLinks(request.url, html);
      } else void self.registration.update().catch(() => undefined);
    }
    return res;
  });
  if (cached) {
    fresh.catch(() => undefined);
    return withAddressLinks(cached, await addressLinksOf(request.url));
  }
  return fresh;
}

/** The per-address links of the addresses visited (address → links), the newest last. */
const ADDRESSES = `${PREFIX}addresses`;
/** Addresses whose links are kept (a phone scans a few tables). */
const MAX_ADDRESSES = 20;

/** Keeps the page's per-address links for its own address (a later visit to it preloads them). */
async function keepAddressLinks(address: string, html: string): Promise<void> {
  const links = html.match(PER_ADDRESS)?.join('') ?? '';
  const cache = await caches.open(ADDRESSES);
  if (!links) {
    await cache.delete(address);
    return;
  }
  await cache.put(address, new Response(links));
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ADDRESSES)))
    await cache.delete(old);
}

/** Reads a page of this build again and keeps its per-address links (the visit it was opened by). */
async function keepPageLinks(address: string): Promise<void> {
  const res = await fetch(address, { cache: 'no-cache', credentials: 'same-origin' }).catch(
    () => null,
  );
  if (!res?.ok) return;
  const html = await res.text();
  if (html.includes(MANIFEST.entry)) await keepAddressLinks(address, html);
}

async function addressLinksOf(address: string): Promise<string> {
  const hit = await (await caches.open(ADDRESSES)).match(address);
  return hit ? hit.text() : '';
}

/**
 * The kept page with this address's own links put back where the server wrote them (at the end
 * of the head, after the page's own script), so the scanned table's calls start with the page on
 * a repeat visit too.
 */
async function withAddressLinks(shell: Response, links: string): Promise<Response> {
  if (!links) return shell;
  const html = await shell.text();
  const at = html.indexOf('</head>');
  const headers = new Headers(shell.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(at < 0 ? html : html.slice(0, at) + links + html.slice(at), {
    status: shell.status,
    statusText: shell.statusText,
    headers,
  });
}

/**
 * Marks the links a page carries for its own address alone (server/http/first-screen.ts: the
 * scanned table's calls); the kept page leaves them out, so a later visit to another table never
 * asks for this one.
 */
const PER_ADDRESS = /<!--tavola:address-->[\s\S]*?<!--\/tavola:address-->/g;

/** The page as the shell keeps it: without its per-address links, with its own headers. */
function shellOf(res: Response, html: string): Response {
  if (!html.includes('<!--tavola:address-->')) return res.clone();
  const headers = new Headers(res.headers);
  // The text below is already decoded: it travels as it is.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(html.replace(PER_ADDRESS, ''), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

async function cacheFirst(request: Request, name: string, max = 0): Promise<Response> {
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic') {
    const cache = await caches.open(name);
    await cache.put(request, res.clone());
    if (max > 0) {
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
    }
  }
  return res;
}

/** The staff console's pages: they read the restaurant as it is now, never a kept answer. */
const STAFF_PAGE = /^\/staff(\/|$)/;

/**
 * A content call. For a diner's page, the last answer when there is one, at once; the call is
 * asked again behind it and the pages are told when its answer changed. A call meant to read
 * fresh (`cache: 'no-cache'` or 'reload'), the staff console's and the first one go to the
 * network first.
 */
async function content(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const cache = await caches.open(DATA);
  const fresh = request.cache === 'no-cache' || request.cache === 'reload';
  const kept = fresh ? undefined : await cache.match(request, { ignoreVary: true });
  if (!kept || !(await fromDinerPage(event))) return networkFirst(event, cache);
  // Not held with `waitUntil`: a worker with work pending holds a new version back (it takes
  // over only once that work is over). A worker stopped before the wait is over drops the calls
  // waiting; their kept answers stand, and the next visit asks again.
  revalidateLater(request, cache, kept.clone());
  return kept;
}

/** Whether the request comes from a page of the diner's app (not the staff console). */
async function fromDinerPage(event: FetchEvent): Promise<boolean> {
  if (!event.clientId) return false;
  const page = await self.clients.get(event.clientId);
  return !!page && !STAFF_PAGE.test(new URL(page.url).pathname);
}

/** Calls waiting to be asked again, by address (a call asked twice meanwhile waits once). */
const toRevalidate = new Map<string, () => Promise<void>>();
/** Whether a wait for the calls is under way. */
let revalidating = false;

/**
 * Asks the call again behind its kept answer: REVALIDATE_AFTER_MS after the first call that
 * found no wait under way, REVALIDATE_AT_ONCE at a time.
 */
function revalidateLater(request: Request, cache: Cache, kept: Response): void {
  if (!toRevalidate.has(request.url))
    toRevalidate.set(request.url, () => revalidate(request, cache, kept));
  if (revalidating) return;
  revalidating = true;
  setTimeout(() => {
    const next = async (): Promise<void> => {
      for (let job = takeWaiting(); job; job = takeWaiting()) await job().catch(() => undefined);
    };
    void Promise.all(Array.from({ length: REVALIDATE_AT_ONCE }, next)).then(() => {
      revalidating = false;
    });
  }, REVALIDATE_AFTER_MS);
}

function takeWaiting(): (() => Promise<void>) | undefined {
  const [first] = toRevalidate;
  if (!first) return undefined;
  toRevalidate.delete(first[0]);
  return first[1];
}

/**
 * Asks the call again: the new answer is kept, and when it differs the open pages are told, and
 * read it again.
 */
async function revalidate(request: Request, cache: Cache, kept: Response): Promise<void> {
  let res: Response;
  try {
    res = await fetch(request, { cache: 'no-cache' });
  } catch {
    return; // No network: the kept answer stands.
  }
  if (!res.ok) return;
  const [before, now] = await Promise.all([kept.text(), res.clone().text()]);
  await cache.put(request, res);
  if (before === now) return;
  for (const page of await self.clients.matchAll({ type: 'window' }))
    page.postMessage({ type: 'content-changed', url: request.url });
}

/**
 * The network's answer (kept for later, without holding it up), or the last answer kept when the
 * network fails or has not answered within DATA_TIMEOUT_MS.
 */
async function networkFirst(event: FetchEvent, cache: Cache): Promise<Response> {
  const request = event.request;
  const network = fetch(request).then((res) => {
    if (res.ok) {
      const put = cache.put(request, res.clone()).catch(() => undefined);
      try {
        event.waitUntil(put);
      } catch {
        // The answer came after the kept one was sent (the event is over): it is kept all the same.
      }
    }
    return res;
  });
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), DATA_TIMEOUT_MS));
  try {
    const res = await Promise.race([network, timeout]);
    if (res) return res;
  } catch {
    // No network: the last answer below.
  }
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  return network;
}

export {};
