/** The guided tour has 8 steps (entry-home-service.md §4, §9). */
export const GUIDE_STEP_COUNT = 8;

/**
 * The step after `step` (1-based; 0 means the tour has not started). Steps advance one at a
 * time; after step 8 the tour resets to 0.
 */
export function nextGuideStep(step: number): number {
  if (!Number.isInteger(step) || step < 0 || step >= GUIDE_STEP_COUNT) return 0;
  return step + 1;
}
