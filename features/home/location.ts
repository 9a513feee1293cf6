import { signal } from '@preact/signals-react';
import type { Settings } from '../../core';
import { checkDinerLocation, type LocationState } from '../../lib/restaurant';

export { orderingAllowedHere } from '../../lib/restaurant';
export type { LocationState } from '../../lib/restaurant';

/** The home page's location check (entry-home-service.md §5): Order now and opening wait on it. */
export const homeLocation = signal<LocationState>('unchecked');

/** Runs the check for the home page; resolves with the new state. */
export async function checkHomeLocation(
  settings: Settings,
  geo?: Geolocation,
): Promise<LocationState> {
  const state = await checkDinerLocation(settings, {
    ...(geo ? { geo } : {}),
    onChecking: () => (homeLocation.value = 'checking'),
  });
  homeLocation.value = state;
  return state;
}
