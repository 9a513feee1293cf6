import { lazy } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import type { CondimentChoiceDialogProps } from './CondimentChoiceDialog';

/** Fetches the condiment choice's code (the cart drawer's idle prefetch fetches it too). */
export const loadCondimentChoiceDialog = () => import('./CondimentChoiceDialog');
const LazyCondimentChoiceDialog = lazy(() =>
  loadCondimentChoiceDialog().then((m) => ({ default: m.CondimentChoiceDialog })),
);

/**
 * The condiment choice dialog, outside the code loaded before the menu is usable: mounted the
 * first time a dish is given to it, and kept mounted so its closing animation plays.
 */
export function DeferredCondimentChoiceDialog(props: CondimentChoiceDialogProps) {
  return (
    <Deferred when={props.dish !== null} prefetch={loadCondimentChoiceDialog}>
      <LazyCondimentChoiceDialog {...props} />
    </Deferred>
  );
}
