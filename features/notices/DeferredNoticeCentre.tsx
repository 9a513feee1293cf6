import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { noticesOpen } from './notices-store';
import type { NoticeCentreProps } from './NoticeCentre';

const loadCentre = () => import('./NoticeCentre');
const LazyNoticeCentre = lazy(() => loadCentre().then((m) => ({ default: m.NoticeCentre })));

/** The notice centre, fetched when the browser is idle and mounted the first time it opens. */
export function DeferredNoticeCentre(props: NoticeCentreProps) {
  return (
    <Deferred when={noticesOpen.value} prefetch={loadCentre}>
      <LazyNoticeCentre {...props} />
    </Deferred>
  );
}
