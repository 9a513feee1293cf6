import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { callOpen } from './call-store';

const loadDialog = () => import('./CallWaiterDialog');
const LazyCallWaiterDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.CallWaiterDialog })),
);

/** The call-waiter drawer, fetched when the browser is idle and mounted the first time it opens. */
export function DeferredCallWaiterDialog() {
  return (
    <Deferred when={callOpen.value} prefetch={loadDialog}>
      <LazyCallWaiterDialog />
    </Deferred>
  );
}
