import { signal } from '@preact/signals-react';
import { lazyPage, normalisePath } from '../lib/navigation';
import { clientState } from '../lib/session';
import { KEY_CHECK_FRESH_MS, checkMemberKey } from '../features/member';
import type * as MenuSession from './main/session-ahead';

/**
 * The menu page (/Main) is a chunk of its own (vite.config.ts), and what it starts as it mounts
 * (its session) a smaller one beside it. When the scan found the table open (the home page's
 * button then leads straight to the menu), both are asked for as the app's code runs
 * (app/main.tsx): the first screen's script is in by then, and they share the link only with the
 * home page's few calls, arriving around the diner's tap instead of ~150 ms after it. Otherwise
 * they are asked for once the home page shows (at a free table, once its sections are in, so as
 * not to share the link with the pictures the diner is looking at).
 */
export const menuPage = lazyPage(() => import('./main/index').then((m) => m.MainPage));
/** The session's module once it has arrived: the tap then starts it without waiting a turn. */
let menuSession: typeof MenuSession | null = null;
const loadMenuSession = () => import('./main/session-ahead').then((m) => (menuSession = m));

/**
 * The menu page may be drawn ahead of the diner's tap, hidden behind the home page (app/App.tsx):
 * its code and the open table's first menu are in.
 */
export const menuPageAhead = signal(false);

/** Asks for the menu page's code and its session's (once: later calls take the same). */
export function prefetchMenuPage(): void {
  void loadMenuSession().catch(() => undefined);
  void menuPage.preload().catch(() => undefined);
}

/**
 * The scan found the table open (a diner joining its order, who reads the home page before
 * tapping to the menu): asks for the menu page's code and its session's, and the table's first
 * menu; once all three are in, the page is drawn ahead (`menuPageAhead`). A diner who opens the
 * table on this phone goes to the menu page as the sheet closes: nothing is drawn ahead for that.
 */
export function prefetchMenuPageAhead(): void {
  const menu = loadMenuSession().then((m) => m.loadFirstMenu());
  void Promise.all([menuPage.preload(), menu]).then(
    ([, loaded]) => {
      if (loaded) menuPageAhead.value = true;
    },
    () => undefined,
  );
}

/**
 * The diner taps to go to the menu page: its session starts as soon as its small chunk is there,
 * while the page's code may still be on its way. Resolves once that code is there: the navigation
 * waits for it and then renders the page at once (lib/navigation `ready`), with the session's
 * answers in or on their way.
 */
export function openMenuPage(): Promise<unknown> {
  if (menuSession) menuSession.startMenuSession();
  else
    void loadMenuSession()
      .then((m) => m.startMenuSession())
      .catch(() => undefined);
  return menuPage.preload();
}

/** Whether `path` is a menu page (/Main, /LiteMain, in any case the router accepts). */
export function isMenuPagePath(path: string): boolean {
  const here = normalisePath(path);
  return here === '/main' || here === '/litemain';
}

/**
 * How long a page opened on the menu waits for the table's first menu (and the member key check)
 * once its code is in, before its first render: React's own hold on a page that came in after a
 * fallback (its commit waits until 300 ms after the fallback showed), which this wait replaces.
 * Past it, the page renders without the menu, its skeleton showing, as it did.
 */
export const MENU_WAIT_AFTER_CODE_MS = 300;

/**
 * The app was opened on the menu page (a reload, a return after the phone slept, a restaurant
 * that sends its diners straight there): starts what the page starts as it mounts (its session,
 * the table's first menu, the member key check) now, as the diner's tap does, and resolves once
 * the page's code is in and, on the menu's view, the first menu too, and the key check's answer
 * (those two at most MENU_WAIT_AFTER_CODE_MS after the code), so that the page's first render is
 * its whole first screen.
 *
 * Rendered before its code is in, the page suspends: the app's fallback (nothing) commits, and
 * React then holds the page's commit until 300 ms after it, however soon the code comes (seen in a
 * trace: the page's first paint at 512 ms, its code in at 118, the thread idle in between); its
 * rows came in a later render still, once the menu page's effects had asked for the menu. The key
 * check decides the bottom bar's VIP tab: asked for by the page as it mounted, its answer came
 * after the first paint, and the tab that came with it narrowed the bar's other tabs under the
 * diner's thumb (a layout shift Lighthouse counted on /Main). The page's own check then takes
 * this one (KEY_CHECK_FRESH_MS). Resolves also when the code fails to load: the app then renders,
 * and the page says what failed.
 */
export function openedOnMenuPage(path: string): Promise<void> {
  const code = openMenuPage();
  const { tableId, viewPage } = clientState.peek();
  // The full page may open on the order's history instead (the lite page has none).
  const history = normalisePath(path) === '/main' && viewPage === 'orderHistory';
  const onMenuView = tableId !== null && !history;
  const key = checkMemberKey({ maxAgeMs: KEY_CHECK_FRESH_MS });
  const firstScreen = onMenuView
    ? Promise.all([loadMenuSession().then((m) => m.loadFirstMenu()), key])
    : key;
  const waited = Promise.race([
    firstScreen,
    code.then(() => new Promise((resolve) => setTimeout(resolve, MENU_WAIT_AFTER_CODE_MS))),
  ]);
  return Promise.all([code, waited]).then(
    () => undefined,
    () => undefined,
  );
}
