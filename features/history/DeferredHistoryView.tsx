import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';

/** Fetches the order history page's code (the main page calls it when the browser is idle). */
export const prefetchHistoryView = () => import('./HistoryView');
const LazyHistoryView = lazy(() => prefetchHistoryView().then((m) => ({ default: m.HistoryView })));

/** The order history page, outside the code loaded before the menu is usable. */
export function DeferredHistoryView() {
  return (
    <Deferred when prefetch={prefetchHistoryView}>
      <LazyHistoryView />
    </Deferred>
  );
}
