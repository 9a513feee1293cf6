import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

export interface LazyPage<P extends object> {
  /** The page, to put in a route. */
  Page: ComponentType<P>;
  /** Fetches the page's code (once); resolves when a render of `Page` no longer suspends. */
  preload: () => Promise<unknown>;
}

/**
 * A page whose code is a chunk of its own, as `React.lazy`, with `preload`: once its code has
 * arrived the page renders without suspending, even on its first render (a lazy component
 * suspends on its first render even when its module is already loaded). A navigation given
 * `ready: preload()` can therefore render it at once, outside a transition, without a blank
 * frame under the app's Suspense boundary. A failed load is asked for again by the next call.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Which of the two this mount renders is fixed at its first render: switching would remount.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Page, preload };
}
