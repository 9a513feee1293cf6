import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bindDocument } from './theme';
import { registerServiceWorker } from './sw/register';
import { clientLanguage, listenToContentChanges } from '../lib/session';
import { earlyScanFoundOpenTable, scanOnLoad } from '../features/entry';
import { isMenuPagePath, openedOnMenuPage, prefetchMenuPageAhead } from './menu-page';
import { loadHome } from '../features/home';
import { loadMessages } from '../locales';
import { TAKEAWAY_TABLE_ID } from '../core';
import '../tokens/themes.css';

bindDocument();
// The service worker answers a repeat visit's content calls from what it kept and says when the
// server's answer differs: the stores holding it load it again (lib/session/content-changes.ts).
listenToContentChanges();
// The diner's messages (their file is named in the page) are asked for now, not after the first
// render: the app then usually starts with them (app/App.tsx).
void loadMessages(clientLanguage.peek()).catch(() => undefined);
// A scanned code's calls go out before the first render (features/entry: scanOnLoad), with those
// of the home page it usually leads to (the page names the same ones: server/http/first-screen.ts).
// A scan that finds the table open asks for the menu page's code and its first menu at once, and
// the page is drawn ahead behind the home page (app/menu-page.ts, app/App.tsx).
const code = scanOnLoad(window.location.pathname, window.location.search);
if (code !== null) {
  void loadHome(code === String(TAKEAWAY_TABLE_ID));
  void earlyScanFoundOpenTable().then((open) => open && prefetchMenuPageAhead());
}
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const reactRoot = createRoot(root);
// Opened on the menu page: the page's first render waits for its code and its first menu (both
// named in the page, so under way already), and is a transition, which React renders in slices
// between which the browser paints and answers; the whole first screen then comes in one commit
// (app/menu-page.ts openedOnMenuPage). Other pages render at once.
if (isMenuPagePath(window.location.pathname))
  void openedOnMenuPage(window.location.pathname).then(() =>
    startTransition(() => reactRoot.render(app)),
  );
else reactRoot.render(app);
registerServiceWorker();
