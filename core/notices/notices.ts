/**
 * The notice centre's tabs and the bulletin pop-up (entry-home-service.md §2 "Notice centre
 * dialog", "Main page frame"; §9): NOTICE when promotional_advertisement is above 0, VIP when the
 * member app's key check passed, EVALUATION (the review) when dining_review is above 0, PASSWORD
 * (the table PIN) when order_head_password is above 0. The bottom bar's notice-centre tab shows
 * when promotional_advertisement or dining_review is above 0, or when the key check passed.
 */
import {
  SETTINGS,
  pinEnabled,
  readSetting,
  reviewTabShown,
  type Settings,
} from '../settings/catalog';

/** The notice centre's tabs, in the order they show. */
export const NOTICE_TABS = ['notice', 'vip', 'review', 'pin'] as const;
export type NoticeTab = (typeof NOTICE_TABS)[number];

/** The notice tab (promotional_advertisement above 0). */
export const noticeTabShown = (s: Settings): boolean =>
  readSetting(s, SETTINGS.promotionalAdvertisement);

/** The tabs the notice centre shows; `vipKeyPassed` is the member app's key check. */
export function noticeTabsOf(s: Settings, vipKeyPassed: boolean): NoticeTab[] {
  const shown: Record<NoticeTab, boolean> = {
    notice: noticeTabShown(s),
    vip: vipKeyPassed,
    review: reviewTabShown(s),
    pin: pinEnabled(s),
  };
  return NOTICE_TABS.filter((t) => shown[t]);
}

/** The bottom bar's notice-centre tab. */
export function noticeCentreShown(s: Settings, vipKeyPassed: boolean): boolean {
  return noticeTabShown(s) || reviewTabShown(s) || vipKeyPassed;
}

/**
 * How long after the ordering page opens the bulletin pop-up shows (advertising_time minutes), or
 * null when it never does (no delay set, or the notice tab is off).
 */
export function bulletinPopupDelayMs(s: Settings): number | null {
  if (!noticeTabShown(s)) return null;
  const minutes = readSetting(s, SETTINGS.advertisingTime);
  return minutes === null ? null : Math.round(minutes * 60_000);
}
