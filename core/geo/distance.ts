/** Mean Earth radius in kilometres used for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

/** A point on Earth in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/**
 * Great-circle (haversine) distance in kilometres between two points
 * (entry-home-service.md §5 location check: "great-circle distance").
 */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Restaurant location settings read by name (entry-home-service.md §3): google_map_lat, google_map_lng, map_scope, set_map. */
export interface LocationSettings {
  google_map_lat?: number | string | null;
  google_map_lng?: number | string | null;
  /** Allowed range; the diner must be within range / 1000 km. */
  map_scope?: number | string | null;
  set_map?: number | string | null;
}

/** The check's parameters when it is active, else null. */
export interface LocationRule {
  restaurant: GeoPoint;
  /** Allowed range as configured (map_scope); compared as range / 1000 km. */
  range: number;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * The location rule when the check is active (entry-home-service.md §5: "active only if the
 * restaurant lat, lng, range and set_map (equal to 1) are all set"), else null.
 */
export function locationRule(settings: LocationSettings): LocationRule | null {
  const lat = num(settings.google_map_lat);
  const lng = num(settings.google_map_lng);
  const range = num(settings.map_scope);
  if (lat === null || lng === null || range === null || num(settings.set_map) !== 1) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180 || range < 0) return null;
  return { restaurant: { lat, lng }, range };
}

/**
 * True when the diner is within range / 1000 km of the restaurant, great-circle distance
 * (entry-home-service.md §5 location check). The boundary itself counts as inside.
 */
export function isWithinRange(restaurant: GeoPoint, diner: GeoPoint, range: number): boolean {
  return greatCircleKm(restaurant, diner) <= range / 1000;
}
