import { useEffect } from 'react';
import { computed } from '@preact/signals-react';
import { bulletinPopupDelayMs } from '../../core';
import { clientOrderId } from '../../lib/session';
import { settings } from '../../lib/restaurant';
import { bulletins, loadBulletins, noticesOpen, openNotices } from './notices-store';

const SHOWN_KEY = 'tavola.bulletinPopup';

/** The pop-up's delay alone: the page calling the hook renders again when it changes only. */
const popupDelay = computed(() => bulletinPopupDelayMs(settings.value));

/** The order whose bulletins this browser tab has popped up already. */
function shownFor(): number | null {
  try {
    const v = Number(sessionStorage.getItem(SHOWN_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

function markShown(orderId: number): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, String(orderId));
  } catch {
    // Without storage the pop-up may come again after a reload; no harm.
  }
}

/**
 * The bulletin pop-up (entry-home-service.md §9: "Bulletin popup delay is advertising_time
 * minutes"): advertising_time minutes after the ordering page opens, the notice centre opens on
 * its NOTICE tab, once per order, when there are bulletin pictures to show.
 */
export function useBulletinPopup(): void {
  const delay = popupDelay.value;
  const orderId = clientOrderId.value;
  useEffect(() => {
    if (delay === null || orderId <= 0 || shownFor() === orderId) return;
    const t = setTimeout(() => {
      void loadBulletins().then(() => {
        if ((bulletins.peek()?.length ?? 0) === 0 || noticesOpen.peek()) return;
        markShown(orderId);
        openNotices('notice');
      });
    }, delay);
    return () => clearTimeout(t);
  }, [delay, orderId]);
}
