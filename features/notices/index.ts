// What the ordering page (app/main) uses of the notice centre: the dialog, its open action and
// the bulletin pop-up.
export { DeferredNoticeCentre as NoticeCentre } from './DeferredNoticeCentre';
export type { NoticeCentreProps, VipTab } from './NoticeCentre';
export { openNotices } from './notices-store';
export { useBulletinPopup } from './use-bulletin-popup';
