import { signal } from '@preact/signals-react';
import { isWithinRange, locationRule } from '../../core';
import { settingsByName } from '../restaurant';

/** 'ok' when ordering is allowed here; 'outside' or 'failed' disable it (entry-home-service.md §5). */
export const locationState = signal<'unchecked' | 'ok' | 'outside' | 'failed'>('unchecked');

export const LOCATION_TIMEOUT_MS = 6000;

/** Checks the diner's position against the restaurant's range, when the restaurant asks for it. */
export function checkLocation(): void {
  const s = settingsByName.value;
  const rule = locationRule({
    google_map_lat: s.google_map_lat as string,
    google_map_lng: s.google_map_lng as string,
    map_scope: s.map_scope as string,
    set_map: s.set_map as string,
  });
  if (!rule) {
    locationState.value = 'ok';
    return;
  }
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    locationState.value = 'failed';
    return;
  }
  navigator.geolocation.getCurrentPosition(
    (p) => {
      locationState.value = isWithinRange(rule.restaurant, { lat: p.coords.latitude, lng: p.coords.longitude }, rule.range) ? 'ok' : 'outside';
    },
    () => {
      locationState.value = 'failed';
    },
    { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS },
  );
}
