import { describe, expect, it } from 'vitest';
import { tapGuard } from './tap-guard';

describe('tapGuard', () => {
  it('acts on the first tap at once and once for a burst of taps', () => {
    let t = 1000;
    const tap = tapGuard(300, () => t);
    expect(tap()).toBe(true);
    t += 120;
    expect(tap()).toBe(false);
    t += 250; // 370 ms after the first tap, 250 after the last: still the same burst
    expect(tap()).toBe(false);
    t += 300;
    expect(tap()).toBe(true);
  });
});
