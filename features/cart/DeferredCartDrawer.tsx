import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { cartOpen, confirmation } from './cart-store';

const loadDrawer = () => import('./CartDrawer');
const LazyCartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

/**
 * The cart drawer with its confirmations, outside the code loaded before the menu is usable:
 * fetched when the browser is idle, mounted when the diner first opens the cart or the server
 * first asks a question (a duplicate, a first excess).
 */
export function DeferredCartDrawer() {
  return (
    <Deferred when={cartOpen.value || confirmation.value !== null} prefetch={loadDrawer}>
      <LazyCartDrawer />
    </Deferred>
  );
}
