import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { Skeleton } from '../../ui/Skeleton/Skeleton';

const loadPanel = () => import('./MemberPanel');
const loadDialog = () => import('./MemberDialog');
/** Fetches the member page's code (the page opened from the login QR code, an app route). */
export const loadMemberApprovePage = () => import('./MemberApprovePage');
const LazyMemberPanel = lazy(() => loadPanel().then((m) => ({ default: m.MemberPanel })));
const LazyMemberDialog = lazy(() => loadDialog().then((m) => ({ default: m.MemberDialog })));

/**
 * The member centre's panel (the notice centre's VIP tab), outside the code loaded before the
 * menu is usable: fetched when the browser is idle; a skeleton holds its place if it is shown
 * before its code arrived, so the dialog around it stays as it is.
 */
export function DeferredMemberPanel({ showTitle }: { showTitle?: boolean }) {
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
