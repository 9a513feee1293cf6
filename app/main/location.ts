import { signal } from '@preact/signals-react';
import { checkDinerLocation, settings, type LocationState } from '../../lib/restaurant';

/** The main page's location check: 'outside' or 'failed' masks ordering (entry-home-service.md §5). */
export const locationState = signal<LocationState>('unchecked');

/** Checks the diner's position against the restaurant's range, when the restaurant asks for it. */
export function checkLocation(): void {
  void checkDinerLocation(settings.value).then((state) => (locationState.value = state));
}
