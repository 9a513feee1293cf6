import { Activity, lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  normalisePath,
  useLocation,
} from '../lib/navigation';
import {
  isMenuPagePath,
  menuPage,
  menuPageAhead,
  openMenuPage,
  prefetchMenuPage,
} from './menu-page';
import { NotificationRegion } from '../ui/Notifications/Notifications';

import { clientLanguage } from '../lib/session';
import { notificationAnchor, notifications } from '../lib/notify';
import { EntryPage } from '../features/entry';
import { HomePage } from '../features/home';
import { loadMemberApprovePage } from '../features/member';
import { loadedMessages, loadMessages } from '../locales';
import { LanguageProvider } from '../lib/language';
import { CrashScreen, ErrorBoundary } from './ErrorBoundary';
import type { Language, Messages } from '../locales';

const MainPage = menuPage.Page;

// The staff console is its own chunk: a diner never downloads it.
const StaffPage = lazy(() => import('./staff/StaffPage').then((m) => ({ default: m.StaffPage })));
// features/member is part of the first screen (the home and menu pages use it); its approval
// page is a chunk of its own.
const MemberApprovePage = lazy(() =>
  loadMemberApprovePage().then((m) => ({ default: m.MemberApprovePage })),
);
const CodePage = lazy(() => import('./staff/StaffPage').then((m) => ({ default: m.CodePage })));

/**
 * The menu page (/Main, /LiteMain) and, while the diner is on the home page of a table the scan
 * found open, the same page drawn ahead of the tap that leads to it, hidden (React's Activity).
 * Its first render is the longest stretch of work between the home page and a working add
 * button; drawn ahead, it is done while the diner reads the home page, at the lowest priority (it
 * gives way to all the home page does), and the tap only shows it. Hidden, the page runs none of
 * its effects: its session, its calls and its socket start as it shows, as when it mounted on the
 * tap. It is drawn once its code and the table's first menu are in (app/menu-page.ts); back on
 * the home page it is hidden again, as the diner left it.
 */
function MenuPageSlot() {
  const here = normalisePath(useLocation().pathname);
  const shown = isMenuPagePath(here);
  const lite = here === '/litemain' || here === '/litehome';
  const ahead = (here === '/home' || here === '/litehome') && menuPageAhead.value;
  // The same element while the page stays the same: showing it renders nothing again. No Suspense
  // boundary of its own: opened at /Main, the page's code suspends under the app's, which keeps
  // the page's first render a transition in slices (a boundary mounted with it would show its
  // fallback, and the page would then come in one long task); hidden, the Activity holds what
  // suspends in it.
  const page = useMemo(() => <MainPage key={lite ? 'lite' : 'full'} lite={lite} />, [lite]);
  if (!shown && !ahead) return null;
  return <Activity mode={shown ? 'visible' : 'hidden'}>{page}</Activity>;
}

export function App() {
  // The language alone: the page does not render again on every other change of the client state.
  const language = clientLanguage.value;
  // The diner's messages were asked for as the app's code ran (app/main.tsx): when they are in by
  // the first render, the app starts with them.
  const [catalogue, setCatalogue] = useState<{ language: Language; messages: Messages } | null>(
    () => {
      const messages = loadedMessages(language);
      return messages ? { language, messages } : null;
    },
  );
  useEffect(() => {
    let live = true;
    // The first render of a whole page (the menu with its bars and dialogs' places) is a
    // transition: React renders it in slices between which the browser handles input and the
    // network's answers, not in one long task; and a later change of language keeps the page on
    // screen until the new one is ready.
    void loadMessages(language).then(
      (messages) =>
        live &&
        startTransition(() =>
          // Already the first render's (nothing to render again) or a new language.
          setCatalogue((shown) => (shown?.language === language ? shown : { language, messages })),
        ),
    );
    return () => {
      live = false;
    };
  }, [language]);
  // Until the diner's language has arrived (one small request), keep showing the previous one.
  if (!catalogue) return null;
  return (
    <LanguageProvider language={catalogue.language} messages={catalogue.messages}>
      <ErrorBoundary fallback={() => <CrashScreen fullScreen />}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/" element={<EntryPage />} />
              <Route path="/lite" element={<EntryPage lite />} />
              <Route
                path="/Home"
                element={<HomePage onShown={prefetchMenuPage} onOrder={openMenuPage} />}
              />
              <Route
                path="/LiteHome"
                element={<HomePage lite onShown={prefetchMenuPage} onOrder={openMenuPage} />}
              />
              {/* MenuPageSlot below draws the menu pages. */}
              <Route path="/Main" element={null} />
              <Route path="/LiteMain" element={null} />
              <Route path="/staff" element={<StaffPage />} />
              <Route path="/Code" element={<CodePage />} />
              <Route path="/Member" element={<MemberApprovePage />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
            <MenuPageSlot />
          </Suspense>
        </BrowserRouter>
      </ErrorBoundary>
      <NotificationRegion queue={notifications} anchor={notificationAnchor.value} />
    </LanguageProvider>
  );
}
