import { lazy, useDeferredValue, useEffect } from 'react';
import { Deferred } from '../../ui/Deferred/Deferred';
import { settings, settingsByName } from '../../lib/restaurant';
import { guideStep, startGuide } from './guide-store';

const loadTour = () => import('./GuideTour');
const LazyGuideTour = lazy(() => loadTour().then((m) => ({ default: m.GuideTour })));

/**
 * The guided tour, outside the code loaded before the menu is usable: it starts here as soon as
 * the restaurant's settings are known (for a first-time diner, when `guide` is on); its cards are
 * fetched when the browser is idle and mounted when the first step shows.
 */
export function DeferredGuideTour() {
  const loaded = Object.keys(settingsByName.value).length > 0;
  useEffect(() => {
    if (loaded) startGuide(settings.peek());
  }, [loaded]);
  // The tour starts by itself as the page starts: its first card mounts in a render that yields
  // to the menu's updates and to input, not in the same long task as them.
  const shown = useDeferredValue(guideStep.value > 0);
  return (
    <Deferred when={shown} prefetch={loadTour}>
      <LazyGuideTour />
    </Deferred>
  );
}
