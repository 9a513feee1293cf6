import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { pinNeeded } from './pin-store';

const loadDialog = () => import('./PinDialog');
const LazyPinDialog = lazy(() => loadDialog().then((m) => ({ default: m.PinDialog })));

/** The order PIN dialog, fetched when the browser is idle and mounted the first time it is asked. */
export function DeferredPinDialog() {
  return (
    <Deferred when={pinNeeded.value !== null} prefetch={loadDialog}>
      <LazyPinDialog />
    </Deferred>
  );
}
