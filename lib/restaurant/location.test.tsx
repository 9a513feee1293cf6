import { describe, expect, it, vi } from 'vitest';
import { checkDinerLocation, LOCATION_TIMEOUT_MS, orderingAllowedHere } from './location';

/** Milan's Duomo, with a 500 m range. */
const asks = {
  google_map_lat: '45.4642',
  google_map_lng: '9.1900',
  map_scope: '500',
  set_map: '1',
};

function fakeGeo(answer: { lat: number; lng: number } | 'refused') {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (answer === 'refused') fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    },
  );
  return { geo: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

describe('checkDinerLocation', () => {
  it('does not ask for the position when the restaurant does not check it', async () => {
    const { geo, getCurrentPosition } = fakeGeo({ lat: 0, lng: 0 });
    const onChecking = vi.fn();
    await expect(
      checkDinerLocation({ byName: { ...asks, set_map: '0' } }, { geo, onChecking }),
    ).resolves.toBe('ok');
    await expect(checkDinerLocation({ byName: {} }, { geo })).resolves.toBe('ok');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(onChecking).not.toHaveBeenCalled();
  });

  it('asks once, with high accuracy and a 6 s time-out, and says whether the diner is in range', async () => {
    const near = fakeGeo({ lat: 45.4652, lng: 9.19 }); // about 110 m away
    const onChecking = vi.fn();
    await expect(checkDinerLocation({ byName: asks }, { geo: near.geo, onChecking })).resolves.toBe(
      'ok',
    );
    expect(onChecking).toHaveBeenCalledTimes(1);
    expect(near.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(near.getCurrentPosition.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: LOCATION_TIMEOUT_MS,
    });
    expect(LOCATION_TIMEOUT_MS).toBe(6000);
    const far = fakeGeo({ lat: 45.4742, lng: 9.19 }); // about 1.1 km away
    await expect(checkDinerLocation({ byName: asks }, { geo: far.geo })).resolves.toBe('outside');
  });

  it('fails when the phone refuses or has no geolocation', async () => {
    await expect(
      checkDinerLocation({ byName: asks }, { geo: fakeGeo('refused').geo }),
    ).resolves.toBe('failed');
    await expect(checkDinerLocation({ byName: asks }, { geo: null })).resolves.toBe('failed');
  });

  it('lets ordering go on while the check is unfinished, not when outside or failed', () => {
    expect(orderingAllowedHere('unchecked')).toBe(true);
    expect(orderingAllowedHere('checking')).toBe(true);
    expect(orderingAllowedHere('ok')).toBe(true);
    expect(orderingAllowedHere('outside')).toBe(false);
    expect(orderingAllowedHere('failed')).toBe(false);
  });
});
