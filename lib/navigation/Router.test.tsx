import { act, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { testRoot } from '../../ui/testing/test-root';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Route,
  Router,
  Routes,
  createMemoryHistory,
  useLocation,
  useNavigate,
  useSearchParams,
} from './Router';
import type { NavigateFunction, RouterHistory } from './Router';
import { useBlockBack } from './block-back';

const dom = testRoot();
const startUrl = window.location.href;
afterEach(() => {
  window.history.replaceState(null, '', startUrl);
});

/** Hands the test the page's navigate function. */
let go: NavigateFunction = () => {};
function Grab() {
  go = useNavigate();
  return null;
}
function Where() {
  const { pathname, search } = useLocation();
  return <i>{`${pathname}${search}`}</i>;
}
function Table() {
  const [params] = useSearchParams();
  return <p>table {params.get('table_id') ?? 'none'}</p>;
}

const pages = (
  <>
    <Grab />
    <Routes>
      <Route path="/" element={<Table />} />
      <Route path="/Home" element={<p>home</p>} />
      <Route path="/Main" element={<p>menu</p>} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
    <Where />
  </>
);

/** The page on screen (a suspended page's content stays in the DOM, hidden). */
const shown = () =>
  [...dom.host.querySelectorAll('p')]
    .filter((p) => getComputedStyle(p).display !== 'none')
    .map((p) => p.textContent)
    .join(' | ');

/** /Home, and /Main drawn by `Next` (a lazy page) under a Suspense whose fallback is "blank". */
const renderWithLazyMain = (history: RouterHistory, Next: ComponentType) =>
  act(async () =>
    dom.root.render(
      <Router history={history}>
        <Grab />
        <Suspense fallback={<p>blank</p>}>
          <Routes>
            <Route path="/Home" element={<p>home</p>} />
            <Route path="/Main" element={<Next />} />
          </Routes>
        </Suspense>
      </Router>,
    ),
  );

/** Lets the transitions the router starts on a change of page finish. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('Router', () => {
  it('shows the route whose whole path matches, ignoring case and a trailing slash', async () => {
    for (const [at, page] of [
      ['/Home', 'home'],
      ['/home/', 'home'],
      ['/MAIN', 'menu'],
      ['/?table_id=T7', 'table T7'],
    ] as const) {
      await act(async () =>
        dom.root.render(
          <MemoryRouter key={at} initialEntries={[at]}>
            {pages}
          </MemoryRouter>,
        ),
      );
      expect(shown()).toBe(page);
    }
  });

  it('sends a path no route takes to the catch-all, which replaces it', async () => {
    const history = createMemoryHistory(['/Home', '/nowhere']);
    await act(async () => dom.root.render(<Router history={history}>{pages}</Router>));
    await settle();
    expect(shown()).toBe('table none');
    expect(history.location().pathname).toBe('/');
  });

  it('moves on navigate, pushing or replacing the browser history entry', async () => {
    window.history.replaceState(null, '', '/Home');
    await act(async () => dom.root.render(<BrowserRouter>{pages}</BrowserRouter>));
    expect(shown()).toBe('home');
    const length = window.history.length;

    act(() => go('/Main'));
    await settle();
    expect(shown()).toBe('menu');
    expect(window.location.pathname).toBe('/Main');
    expect(window.history.length).toBe(length + 1);

    act(() => go('/Home', { replace: true }));
    await settle();
    expect(shown()).toBe('home');
    expect(window.history.length).toBe(length + 1);
  });

  it('follows the browser Back button', async () => {
    window.history.replaceState(null, '', '/Home');
    await act(async () => dom.root.render(<BrowserRouter>{pages}</BrowserRouter>));
    act(() => go('/Main'));
    await settle();
    expect(shown()).toBe('menu');

    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    window.history.back();
    await act(async () => {
      await popped;
    });
    await settle();
    expect(window.location.pathname).toBe('/Home');
    expect(shown()).toBe('home');
  });

  it("pushes the page's Back-blocking entry in a task of its own, not in the page's first effects", async () => {
    function Blocked() {
      useBlockBack();
      return <p>menu</p>;
    }
    window.history.replaceState(null, '', '/Main');
    const push = vi.spyOn(window.history, 'pushState');
    // act() runs the render and every effect it brings, as the page's first task does.
    act(() =>
      dom.root.render(
        <BrowserRouter>
          <Routes>
            <Route path="/Main" element={<Blocked />} />
          </Routes>
        </BrowserRouter>,
      ),
    );
    expect(shown()).toBe('menu');
    expect(push).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/Main');
    push.mockRestore();
  });

  it('keeps a page that blocks Back where it is', async () => {
    function Blocked() {
      useBlockBack();
      return <p>menu</p>;
    }
    window.history.replaceState(null, '', '/Home');
    await act(async () =>
      dom.root.render(
        <BrowserRouter>
          <Grab />
          <Routes>
            <Route path="/Home" element={<p>home</p>} />
            <Route path="/Main" element={<Blocked />} />
          </Routes>
        </BrowserRouter>,
      ),
    );
    act(() => go('/Main'));
    await settle();
    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    window.history.back();
    await act(async () => {
      await popped;
    });
    await settle();
    expect(window.location.pathname).toBe('/Main');
    expect(shown()).toBe('menu');
  });

  it('keeps the page on screen while the next one’s code loads, instead of a blank frame', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    const Later = lazy(async () => {
      await arrived;
      return { default: () => <p>menu</p> };
    });
    const history = createMemoryHistory(['/Home']);
    await renderWithLazyMain(history, Later);
    act(() => go('/Main'));
    await settle();
    expect(shown()).toBe('home');
    await act(async () => release());
    await settle();
    expect(shown()).toBe('menu');
  });

  it('with `ready`, waits for it and then renders the next page at once, not as a transition', async () => {
    let release!: () => void;
    const ready = new Promise<void>((r) => (release = r));
    // A part of the next page that still suspends: a transition would keep the home page on
    // screen; a render at once shows the part's own fallback.
    const Part = lazy(() => new Promise<never>(() => {}));
    const history = createMemoryHistory(['/Home']);
    await act(async () =>
      dom.root.render(
        <Router history={history}>
          <Grab />
          <Routes>
            <Route path="/Home" element={<p>home</p>} />
            <Route
              path="/Main"
              element={
                <>
                  <p>menu</p>
                  <Suspense fallback={<p>part loading</p>}>
                    <Part />
                  </Suspense>
                </>
              }
            />
          </Routes>
        </Router>,
      ),
    );
    act(() => go('/Main', { ready }));
    await settle();
    expect(shown()).toBe('home');
    expect(history.location().pathname).toBe('/Home');
    await act(async () => release());
    await settle();
    expect(history.location().pathname).toBe('/Main');
    expect(shown()).toBe('menu | part loading');
  });

  it('with `now`, renders the next page at once, not as a transition', async () => {
    // A next page that suspends: where a transition keeps the page before on screen (above), a
    // render at once shows the fallback (the reason `now` is only for a page whose code is here).
    const history = createMemoryHistory(['/Home']);
    await renderWithLazyMain(
      history,
      lazy(() => new Promise<never>(() => {})),
    );
    act(() => go('/Main', { now: true }));
    await settle();
    expect(history.location().pathname).toBe('/Main');
    expect(shown()).toBe('blank');
  });

  it('with `ready`, does not move when the diner went elsewhere meanwhile', async () => {
    let release!: () => void;
    const ready = new Promise<void>((r) => (release = r));
    const history = createMemoryHistory(['/Home']);
    await act(async () => dom.root.render(<Router history={history}>{pages}</Router>));
    act(() => go('/Main', { ready }));
    act(() => go('/?table_id=T2'));
    await settle();
    await act(async () => release());
    await settle();
    expect(history.location().pathname).toBe('/');
    expect(shown()).toBe('table T2');
  });

  it('with `ready` failing, still moves, as a transition (the page’s own loading speaks)', async () => {
    const history = createMemoryHistory(['/Home']);
    await act(async () => dom.root.render(<Router history={history}>{pages}</Router>));
    await act(async () => go('/Main', { ready: Promise.reject(new Error('offline')) }));
    await settle();
    expect(history.location().pathname).toBe('/Main');
    expect(shown()).toBe('menu');
  });

  it('runs a navigation asked for in a child’s first effect', async () => {
    function Redirect() {
      const navigate = useNavigate();
      useEffect(() => navigate('/Main', { replace: true }), [navigate]);
      return null;
    }
    const history = createMemoryHistory(['/']);
    await act(async () =>
      dom.root.render(
        <Router history={history}>
          <Routes>
            <Route path="/" element={<Redirect />} />
            <Route path="/Main" element={<p>menu</p>} />
          </Routes>
        </Router>,
      ),
    );
    await settle();
    expect(shown()).toBe('menu');
  });
});
