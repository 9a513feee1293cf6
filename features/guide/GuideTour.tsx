import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CoachMark } from '../../ui/CoachMark/CoachMark';
import type { CoachMarkRect } from '../../ui/CoachMark/CoachMark';
import { GUIDE_STEP_COUNT } from '../../core';
import { settings, settingsByName } from '../../lib/restaurant';
import { notifications } from '../../lib/notify';
import { GUIDE_STEPS, guideStep, nextStep, skipGuide, startGuide } from './guide-store';
import type { GuideStepName } from './guide-store';

/**
 * What each step highlights on the ordering page: elements marked `data-guide` by the page and
 * the menu, and the bottom bar's tabs. Several elements make one ring around them all; a step
 * whose elements are not on the page shows its card in the middle.
 */
const TARGETS: Record<GuideStepName, readonly string[]> = {
  welcome: [],
  menu: ['[data-guide="menu"]'],
  find: ['[data-guide="find"]'],
  view: ['[data-guide="view"]'],
  round: ['[data-guide="round"]'],
  cart: ['[data-tab="shoppingCartPage"]'],
  history: ['[data-tab="orderHistory"]', '[data-tab="callWaiter"]'],
  finish: [],
};

/** How often the ring follows its element while the page settles (menu loading, resizing). */
const FOLLOW_MS = 300;

function measure(selectors: readonly string[]): CoachMarkRect | null {
  const rects = selectors
    .flatMap((sel) => [...document.querySelectorAll(sel)])
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  if (rects.length === 0) return null;
  const top = Math.min(...rects.map((r) => r.top));
  const left = Math.min(...rects.map((r) => r.left));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  const right = Math.max(...rects.map((r) => r.right));
  return { top, left, width: right - left, height: bottom - top };
}

const same = (a: CoachMarkRect | null, b: CoachMarkRect | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * The guided tour of the ordering page (entry-home-service.md §4): 8 steps, one at a time, for a
 * first-time diner when the restaurant's `guide` setting is on. Skip (or Escape) ends it; after
 * step 8 it resets to 0. Each step is a modal card that takes the focus, names the step and
 * describes what its ring highlights.
 */
export function GuideTour() {
  const intl = useIntl();
  const step = guideStep.value;
  const loaded = Object.keys(settingsByName.value).length > 0;
  const name = step > 0 ? GUIDE_STEPS[step - 1] : undefined;
  const [rect, setRect] = useState<CoachMarkRect | null>(null);

  useEffect(() => {
    if (loaded) startGuide(settings.peek());
  }, [loaded]);

  useEffect(() => {
    if (!name) return;
    const selectors = TARGETS[name];
    let last: CoachMarkRect | null = null;
    const follow = () => {
      const next = selectors.length ? measure(selectors) : null;
      if (same(next, last)) return;
      last = next;
      setRect(next);
    };
    follow();
    const timer = setInterval(follow, FOLLOW_MS);
    window.addEventListener('resize', follow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('resize', follow);
      setRect(null);
    };
  }, [name]);

  if (!name) return null;
  const n = step;
  const last = n === GUIDE_STEP_COUNT;
  const targetDescription =
    TARGETS[name].length > 0 && rect
      ? intl.formatMessage({ id: `guide.step${n}.target` })
      : undefined;
  return (
    <CoachMark
      stepKey={n}
      stepLabel={intl.formatMessage({ id: 'guide.stepOf' }, { step: n, total: GUIDE_STEP_COUNT })}
      position={{ current: n, total: GUIDE_STEP_COUNT }}
      title={intl.formatMessage({ id: `guide.step${n}.title` })}
      body={intl.formatMessage({ id: `guide.step${n}.body` })}
      targetRect={rect}
      targetDescription={targetDescription}
      nextLabel={intl.formatMessage({ id: last ? 'guide.finish' : 'guide.next' })}
      skipLabel={intl.formatMessage({ id: 'guide.skip' })}
      isLast={last}
      onNext={nextStep}
      onSkip={() => {
        skipGuide();
        notifications.info(intl.formatMessage({ id: 'guide.skipped' }));
      }}
    />
  );
}
