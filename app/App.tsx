import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '../lib/navigation';
import { NotificationRegion } from '../ui/Notifications/Notifications';

import { clientState } from '../lib/session';
import { notifications } from '../lib/notify';
import { EntryPage } from '../features/entry';
import { HomePage } from '../features/home';
import { MainPage } from './main/index';
import { loadMemberApprovePage } from '../features/member';
import { loadMessages } from '../locales';
import { LanguageProvider } from '../lib/language';
import { CrashScreen, ErrorBoundary } from './ErrorBoundary';
import type { Language, Messages } from '../locales';

// The staff console is its own chunk: a diner never downloads it.
const StaffPage = lazy(() => import('./staff/StaffPage').then((m) => ({ default: m.StaffPage })));
// features/member is part of the first screen (the home and menu pages use it); its approval
// page is a chunk of its own.
const MemberApprovePage = lazy(() =>
  loadMemberApprovePage().then((m) => ({ default: m.MemberApprovePage })),
);
const CodePage = lazy(() => import('./staff/StaffPage').then((m) => ({ default: m.CodePage })));

export function App() {
  const language = clientState.value.language;
  const [catalogue, setCatalogue] = useState<{ language: Language; messages: Messages } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    void loadMessages(language).then((messages) => live && setCatalogue({ language, messages }));
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
              <Route path="/Home" element={<HomePage />} />
              <Route path="/LiteHome" element={<HomePage lite />} />
              <Route path="/Main" element={<MainPage />} />
              <Route path="/LiteMain" element={<MainPage lite />} />
              <Route path="/staff" element={<StaffPage />} />
              <Route path="/Code" element={<CodePage />} />
              <Route path="/Member" element={<MemberApprovePage />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ErrorBoundary>
      <NotificationRegion queue={notifications} />
    </LanguageProvider>
  );
}
