import { describe, expect, it } from 'vitest';
import { greatCircleKm, isWithinRange, locationRule } from './distance';

const milanDuomo = { lat: 45.4642, lng: 9.19 };

describe('greatCircleKm', () => {
  it('is zero for the same point', () => {
    expect(greatCircleKm(milanDuomo, milanDuomo)).toBe(0);
  });

  it('measures a known city distance (Rome to Milan, about 477 km)', () => {
    const rome = { lat: 41.9028, lng: 12.4964 };
    expect(greatCircleKm(rome, milanDuomo)).toBeGreaterThan(470);
    expect(greatCircleKm(rome, milanDuomo)).toBeLessThan(485);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it('handles antipodes without NaN', () => {
    const d = greatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 });
    expect(d).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('isWithinRange', () => {
  const north = (km: number) => ({ lat: milanDuomo.lat + km / 111.19508, lng: milanDuomo.lng });

  it('accepts a diner inside range / 1000 km and refuses one just outside', () => {
    // range 500 means 0.5 km
    expect(isWithinRange(milanDuomo, north(0.49), 500)).toBe(true);
    expect(isWithinRange(milanDuomo, north(0.51), 500)).toBe(false);
  });

  it('accepts the exact spot with range 0', () => {
    expect(isWithinRange(milanDuomo, milanDuomo, 0)).toBe(true);
    expect(isWithinRange(milanDuomo, north(0.01), 0)).toBe(false);
  });
});

describe('locationRule', () => {
  it('is active only when lat, lng, range are set and set_map is 1', () => {
    expect(
      locationRule({
        google_map_lat: '45.4642',
        google_map_lng: '9.19',
        map_scope: '300',
        set_map: '1',
      }),
    ).toEqual({
      restaurant: milanDuomo,
      range: 300,
    });
    expect(
      locationRule({ google_map_lat: 45.4, google_map_lng: 9.1, map_scope: 300, set_map: 0 }),
    ).toBeNull();
    expect(locationRule({ google_map_lat: 45.4, google_map_lng: 9.1, map_scope: 300 })).toBeNull();
    expect(
      locationRule({ google_map_lat: 45.4, google_map_lng: '', map_scope: 300, set_map: 1 }),
    ).toBeNull();
    expect(
      locationRule({ google_map_lat: 45.4, google_map_lng: 9.1, map_scope: null, set_map: 1 }),
    ).toBeNull();
    expect(
      locationRule({ google_map_lat: 'north', google_map_lng: 9.1, map_scope: 3, set_map: 1 }),
    ).toBeNull();
  });
});
