import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bindDocument } from './theme';
import { registerServiceWorker } from './sw/register';
import { clientLanguage, listenToContentChanges } from '../lib/session';
import { earlyScanFoundOpenTable, scanOnLoad } from '../features/entry';
import { prefetchMenuPageAhead } from './menu-page';
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
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
