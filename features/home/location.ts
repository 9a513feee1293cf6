import { signal } from '@preact/signals-react';
import { isWithinRange, locationRule } from '../../core';
import type { LocationSettings } from '../../core';

/** 'ok' when ordering is allowed here; 'outside' or 'failed' disable it (entry-home-service.md §5). */
export type LocationState = 'unchecked' | 'checking' | 'ok' | 'outside' | 'failed';
export const homeLocation = signal<LocationState>('unchecked');

/** Location time-out 6 s, high accuracy (entry-home-service.md §5, §9). */
export const HOME_LOCATION_TIMEOUT_MS = 6000;

/** Whether the location check leaves ordering possible (an unfinished check does not block). */
export function orderingAllowedHere(state: LocationState): boolean {
  return state !== 'outside' && state !== 'failed';
}

/**
 * Checks the diner's position against the restaurant's range when the restaurant asks for it
 * (lat, lng, map_scope and set_map = 1 all set); resolves with the new state.
 */
export function checkHomeLocation(settings: Record<string, unknown>, geo: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<LocationState> {
  const rule = locationRule({
    google_map_lat: settings.google_map_lat as LocationSettings['google_map_lat'],
    google_map_lng: settings.google_map_lng as LocationSettings['google_map_lng'],
    map_scope: settings.map_scope as LocationSettings['map_scope'],
    set_map: settings.set_map as LocationSettings['set_map'],
  });
  const done = (s: LocationState) => {
    homeLocation.value = s;
    return s;
  };
  if (!rule) return Promise.resolve(done('ok'));
  if (!geo) return Promise.resolve(done('failed'));
  homeLocation.value = 'checking';
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) => resolve(done(isWithinRange(rule.restaurant, { lat: p.coords.latitude, lng: p.coords.longitude }, rule.range) ? 'ok' : 'outside')),
      () => resolve(done('failed')),
      { enableHighAccuracy: true, timeout: HOME_LOCATION_TIMEOUT_MS },
    );
  });
}
