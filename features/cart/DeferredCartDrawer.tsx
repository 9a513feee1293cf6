import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { cartOpen, confirmation } from './cart-store';
import { loadCondimentChoiceDialog } from './DeferredCondimentChoiceDialog';

const loadDrawer = () => import('./CartDrawer');
/** The drawer and the condiment choice (the menu's + opens it), fetched together when idle. */
const prefetchCartParts = () => Promise.all([loadDrawer(), loadCondimentChoiceDialog()]);
const LazyCartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

/**
 * The cart drawer with its confirmations, outside the code loaded before the menu is usable:
 * fetched when the browser is idle, mounted when the diner first opens the cart or the server
 * first asks a question (a duplicate, a first excess).
 */
export function DeferredCartDrawer() {
  return (
    <Deferred when={cartOpen.value || confirmation.value !== null} prefetch={prefetchCartParts}>
      <LazyCartDrawer />
    </Deferred>
  );
}
