import { computed } from '@preact/signals-react';
import { SETTINGS, nextGuideStep, readSetting } from '../../core';
import type { Settings, GUIDE_STEP_COUNT } from '../../core';
import { clientState, updateClientState } from '../../lib/session';

/** The step on screen (1–8), or 0 when the tour is not showing. */
export const guideStep = computed(() => clientState.value.guideStep);

/** The tour's steps, in order; the first welcomes and the last closes (entry-home-service.md §2). */
export const GUIDE_STEPS = [
  'welcome',
  'menu',
  'find',
  'view',
  'round',
  'cart',
  'history',
  'finish',
] as const satisfies readonly string[] & { length: typeof GUIDE_STEP_COUNT };
export type GuideStepName = (typeof GUIDE_STEPS)[number];

/**
 * Starts the tour for a first-time diner when the restaurant has the `guide` setting on: not
 * again once this browser finished or skipped it, and not over a tour already under way.
 */
export function startGuide(settings: Settings): void {
  if (!readSetting(settings, SETTINGS.guide)) return;
  const { guideDone, guideStep: step } = clientState.peek();
  if (guideDone || step > 0) return;
  updateClientState({ guideStep: 1 });
}

/** One step on; after step 8 the tour resets to 0 and is done. */
export function nextStep(): void {
  const next = nextGuideStep(clientState.peek().guideStep);
  updateClientState(next === 0 ? { guideStep: 0, guideDone: true } : { guideStep: next });
}

/** Skips the rest of the tour: it is done and not shown again. */
export function skipGuide(): void {
  updateClientState({ guideStep: 0, guideDone: true });
}

/** For stories and tests: a first-time diner again, at `step` (0: not started). */
export function resetGuide(step = 0): void {
  updateClientState({ guideStep: step, guideDone: false });
}
