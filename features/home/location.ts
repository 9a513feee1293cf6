import { signal } from '@preact/signals-react';
import { checkDinerLocation, type LocationState } from '../restaurant';

export { orderingAllowedHere } from '../restaurant';
export type { LocationState } from '../restaurant';

/** The home page's location check (entry-home-service.md §5): Order now and opening wait on it. */
export const homeLocation = signal<LocationState>('unchecked');

/** Runs the check for the home page; resolves with the new state. */
export async function checkHomeLocation(settings: Record<string, unknown>, geo?: Geolocation): Promise<LocationState> {
  const state = await checkDinerLocation(settings, {
    ...(geo ? { geo } : {}),
    onChecking: () => (homeLocation.value = 'checking'),
  });
  homeLocation.value = state;
  return state;
}
