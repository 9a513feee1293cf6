import { describe, expect, it } from 'vitest';
import { GUIDE_STEP_COUNT, nextGuideStep } from './guide';

describe('nextGuideStep', () => {
  it('advances one step at a time from the start to step 8', () => {
    const seen: number[] = [];
    let step = 0;
    for (let i = 0; i < GUIDE_STEP_COUNT; i++) seen.push((step = nextGuideStep(step)));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('resets to 0 after step 8', () => {
    expect(nextGuideStep(8)).toBe(0);
  });

  it('treats a damaged step as finished', () => {
    expect(nextGuideStep(-1)).toBe(0);
    expect(nextGuideStep(9)).toBe(0);
    expect(nextGuideStep(2.5)).toBe(0);
  });
});
