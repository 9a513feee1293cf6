import { describe, expect, it } from 'vitest';
import { bulletinPopupDelayMs, noticeCentreShown, noticeTabsOf } from './notices';

const settings = (byName: Record<string, unknown>) => ({ byName, byId: {} });
const all = settings({
  promotional_advertisement: '1',
  dining_review: '1',
  order_head_password: '1',
  advertising_time: '2',
});

describe('noticeTabsOf', () => {
  it('shows NOTICE, VIP, EVALUATION and PASSWORD in that order when each is on', () => {
    expect(noticeTabsOf(all, true)).toEqual(['notice', 'vip', 'review', 'pin']);
  });
  it('shows VIP only when the member key check passed', () => {
    expect(noticeTabsOf(all, false)).toEqual(['notice', 'review', 'pin']);
  });
  it('hides each tab whose setting is 0 or missing', () => {
    expect(noticeTabsOf(settings({ dining_review: '2' }), false)).toEqual(['review']);
    expect(
      noticeTabsOf(
        settings({ promotional_advertisement: 0, dining_review: '0', order_head_password: '1' }),
        false,
      ),
    ).toEqual(['pin']);
    expect(noticeTabsOf(settings({}), false)).toEqual([]);
  });
});

describe('noticeCentreShown', () => {
  it('shows the bottom bar tab for notices, the review or a passed key check', () => {
    expect(noticeCentreShown(settings({ promotional_advertisement: 1 }), false)).toBe(true);
    expect(noticeCentreShown(settings({ dining_review: 1 }), false)).toBe(true);
    expect(noticeCentreShown(settings({}), true)).toBe(true);
  });
  it('does not show it for the PIN alone', () => {
    expect(noticeCentreShown(settings({ order_head_password: 1 }), false)).toBe(false);
  });
});

describe('bulletinPopupDelayMs', () => {
  it('waits advertising_time minutes', () => {
    expect(bulletinPopupDelayMs(all)).toBe(120_000);
    expect(
      bulletinPopupDelayMs(settings({ promotional_advertisement: 1, advertising_time: '0.05' })),
    ).toBe(3000);
  });
  it('never pops up without a delay or with the notice tab off', () => {
    expect(bulletinPopupDelayMs(settings({ promotional_advertisement: 1 }))).toBeNull();
    expect(
      bulletinPopupDelayMs(settings({ promotional_advertisement: 1, advertising_time: 0 })),
    ).toBeNull();
    expect(bulletinPopupDelayMs(settings({ advertising_time: 2 }))).toBeNull();
  });
});
