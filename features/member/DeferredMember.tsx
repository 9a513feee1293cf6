import { lazy, useState } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { MemberPanel } from './MemberPanel';

/** The panel once its code is here: drawn straight away, without a fallback frame. */
let LoadedPanel: typeof MemberPanel | null = null;
const loadPanel = () =>
  import('./MemberPanel').then((m) => {
    LoadedPanel = m.MemberPanel;
    return m;
  });
const loadDialog = () => Promise.all([import('./MemberDialog'), loadPanel()]).then(([m]) => m);
/** Fetches the member page's code (the page opened from the login QR code, an app route). */
export const loadMemberApprovePage = () => import('./MemberApprovePage');
const LazyMemberPanel = lazy(() => loadPanel().then((m) => ({ default: m.MemberPanel })));
const LazyMemberDialog = lazy(() => loadDialog().then((m) => ({ default: m.MemberDialog })));

/**
 * The member centre's panel (the notice centre's VIP tab), outside the code loaded before the
 * menu is usable: fetched when the browser is idle (with the VIP dialog, which the ordering page
 * keeps mounted); a skeleton holds its place if it is shown before its code arrived, so the
 * dialog around it stays as it is.
 */
export function DeferredMemberPanel({ showTitle }: { showTitle?: boolean }) {
  // Chosen once per mount: switching from the lazy part to the loaded one would remount the
  // panel and lose a login under way.
  const [Panel] = useState(() => LoadedPanel);
  if (Panel) return <Panel showTitle={showTitle} />;
  return (
    <Deferred when prefetch={loadPanel} fallback={<Skeleton />}>
      <LazyMemberPanel showTitle={showTitle} />
    </Deferred>
  );
}

/** The VIP dialog, fetched when the browser is idle and mounted the first time it opens. */
export function DeferredMemberDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Deferred when={isOpen} prefetch={loadDialog}>
      <LazyMemberDialog isOpen={isOpen} onOpenChange={onOpenChange} />
    </Deferred>
  );
}
