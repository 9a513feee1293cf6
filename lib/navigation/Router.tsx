import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactElement, ReactNode } from 'react';

/**
 * The app's router: a handful of fixed paths (/, /Home, /Main, their lite twins, /staff, …), each
 * one page, moved between by links the app builds itself. That is all it needs of a router, so
 * this is a small one over the browser's history instead of a general one (react-router, 13 kB
 * gzip, was most of what a phone loaded for nothing).
 *
 * Paths match as react-router matched them: whole, ignoring case and a trailing slash; `*` is the
 * route of every other path. A change of page is a transition, so the page on screen stays until
 * the next one's code has arrived (no blank frame while a lazy page loads); a navigation given
 * `ready` waits for the code itself and then renders the next page at once, and one given `now`
 * (a page whose code is here) renders it at once.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /**
   * Move once this settles (the next page's code has arrived), and only if the location has not
   * changed meanwhile. The next page then renders at once instead of as a transition: its first
   * render is not started over by each store update landing during it (a transition yields to
   * them and begins again), which is what a page whose data was asked for ahead of it needs.
   */
  ready?: Promise<unknown>;
  /**
   * Render the next page at once, not as a transition: for a page whose code is already here (the
   * first screen's own). A transition yields to every store update landing during it and begins
   * again, so a page entered while the first calls are still answering would wait for them all.
   */
  now?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** Where the router reads and writes its location: the browser's history, or one in memory. */
export interface RouterHistory {
  location(): RouterLocation;
  push(to: string): void;
  replace(to: string): void;
  /** Calls `listener` after every change of location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** `to` (absolute, or relative to the current page) resolved against `base`. */
function parse(to: string, base: string): RouterLocation {
  const url = new URL(to, new URL(base, 'http://tavola.invalid'));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const href = (l: RouterLocation) => `${l.pathname}${l.search}${l.hash}`;

/** The browser's history: Back and Forward (popstate) move the router too. */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const current = (): RouterLocation => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash };
  };
  return {
    location: current,
    push(to) {
      win.history.pushState(null, '', href(parse(to, href(current()))));
      notify();
    },
    replace(to) {
      win.history.replaceState(null, '', href(parse(to, href(current()))));
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      if (listeners.size === 1) win.addEventListener('popstate', notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', notify);
      };
    },
  };
}

/** A history in memory (stories and tests): starts at the last of `entries`. */
export function createMemoryHistory(entries: readonly string[] = ['/']): RouterHistory {
  const stack = (entries.length > 0 ? entries : ['/']).map((e) => parse(e, '/'));
  let index = stack.length - 1;
  let current = stack[index] ?? parse('/', '/');
  const listeners = new Set<() => void>();
  const move = (next: RouterLocation, replace: boolean) => {
    if (!replace) index += 1;
    stack.splice(index, replace ? 1 : stack.length, next);
    current = next;
    listeners.forEach((l) => l());
  };
  return {
    location: () => current,
    push: (to) => move(parse(to, href(current)), false),
    replace: (to) => move(parse(to, href(current)), true),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterContextValue {
  location: RouterLocation;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Routing hooks and components must be inside a Router');
  return router;
}

/** Provides `history`'s location to the routes and hooks below it. */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  /** The next change of location renders at once (a navigation with `ready`). */
  const renderNow = useRef(false);
  // Subscribed before any child's effect can navigate (layout effects run before effects); a
  // change made before that is read again here.
  useLayoutEffect(() => {
    const update = () => {
      const next = history.location();
      const set = () => setLocation((prev) => (href(prev) === href(next) ? prev : next));
      if (renderNow.current) {
        renderNow.current = false;
        set();
      } else startTransition(set);
    };
    update();
    return history.listen(update);
  }, [history]);
  const navigate = useMemo<NavigateFunction>(() => {
    const go = (to: string, replace: boolean | undefined) =>
      replace ? history.replace(to) : history.push(to);
    /** Moves, the next page rendered at once (the listener reads the flag as it is told). */
    const goNow = (to: string, replace: boolean | undefined) => {
      renderNow.current = true;
      go(to, replace);
      renderNow.current = false;
    };
    return (to, options) => {
      const ready = options?.ready;
      if (options?.now) return goNow(to, options.replace);
      if (!ready) return go(to, options?.replace);
      const from = href(history.location());
      // A page whose code failed to arrive still moves, as a transition: the lazy page retries
      // or its error boundary speaks.
      void ready.then(
        () => {
          if (href(history.location()) === from) goNow(to, options.replace);
        },
        () => {
          if (href(history.location()) === from) go(to, options.replace);
        },
      );
    };
  }, [history]);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The app's router, on the browser's history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** A router on a history in memory, for stories and tests. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export interface RouteProps {
  /** A whole path (`/Main`), or `*` for every path no other route takes. */
  path: string;
  element: ReactNode;
}

/** One page of `Routes`: it draws nothing itself, `Routes` shows the element of the one that matches. */
export function Route(_props: RouteProps): null {
  return null;
}

/** A path as routes compare it: no trailing slashes, in lower case (react-router's default). */
export const normalisePath = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** The element of the first `Route` child whose path is the current one, else of the `*` route. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter();
  const here = normalisePath(location.pathname);
  let fallback: ReactNode = null;
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child) || child.type !== Route) continue;
    const { path, element } = (child as ReactElement<RouteProps>).props;
    if (path === '*') fallback ??= element;
    else if (normalisePath(path) === here) return <>{element}</>;
  }
  return <>{fallback}</>;
}

/** Moves to `to` as soon as it is drawn. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const { navigate } = useRouter();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** The function that moves to another page: `navigate('/Main')`, `navigate('/', { replace: true })`. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The current location. */
export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** The current page's query parameters (read-only). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useRouter().location;
  return [useMemo(() => new URLSearchParams(search), [search])];
}
