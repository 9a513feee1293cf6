import { isWithinRange, locationRule, locationSettingsOf, type Settings } from '../../core';

/** 'ok' when ordering is allowed here; 'outside' or 'failed' disable it (entry-home-service.md §5). */
export type LocationState = 'unchecked' | 'checking' | 'ok' | 'outside' | 'failed';

/** Location time-out 6 s, high accuracy (entry-home-service.md §5, §9). */
export const LOCATION_TIMEOUT_MS = 6000;

/** Whether the location check leaves ordering possible (an unfinished check does not block). */
export function orderingAllowedHere(state: LocationState): boolean {
  return state !== 'outside' && state !== 'failed';
}

/**
 * Checks the diner's position against the restaurant's range when the restaurant asks for it
 * (google_map_lat, google_map_lng, map_scope and set_map = 1 all set). Resolves 'ok' when it does
 * not ask, 'failed' without geolocation, a refusal or a time-out; the home page and the main
 * page each keep the answer in their own state. `onChecking` runs when the position is asked for.
 */
export function checkDinerLocation(
  settings: Settings,
  {
    geo = globalThis.navigator?.geolocation ?? null,
    onChecking,
  }: { geo?: Geolocation | null; onChecking?: () => void } = {},
): Promise<LocationState> {
  const rule = locationRule(locationSettingsOf(settings));
  if (!rule) return Promise.resolve('ok');
  if (!geo) return Promise.resolve('failed');
  onChecking?.();
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) =>
        resolve(
          isWithinRange(
            rule.restaurant,
            { lat: p.coords.latitude, lng: p.coords.longitude },
            rule.range,
          )
            ? 'ok'
            : 'outside',
        ),
      () => resolve('failed'),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS },
    );
  });
}
