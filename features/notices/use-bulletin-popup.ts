import { useEffect } from 'react';
import { computed } from '@preact/signals-react';
import { bulletinPopupDelayMs } from '../../core';
import { clientOrderId, clientState } from '../../lib/session';
import { settings } from '../../lib/restaurant';
import { bulletins, loadBulletins, noticesOpen, openNotices } from './notices-store';

/** The pop-up's delay alone: the page calling the hook renders again when it changes only. */
const popupDelay = computed(() => bulletinPopupDelayMs(settings.value));

/** The diner has closed the notice centre during this order (client state, kept over reloads). */
const closedFor = (orderId: number) => clientState.peek().noticesClosedFor === orderId;

/**
 * The bulletin pop-up (entry-home-service.md §9: "Bulletin popup delay is advertising_time
 * minutes"): advertising_time minutes after the ordering page opens, the notice centre opens on
 * its NOTICE tab, once per order, when there are bulletin pictures to show. Once the diner has
 * closed the centre (the pop-up, or the centre opened from its tab) it does not open by itself
 * again for that order: not when the wait ends, not after a reload or a return to the page.
 */
export function useBulletinPopup(): void {
  const delay = popupDelay.value;
  const orderId = clientOrderId.value;
  useEffect(() => {
    if (delay === null || orderId <= 0 || closedFor(orderId)) return;
    const t = setTimeout(() => {
      void loadBulletins().then(() => {
        if ((bulletins.peek()?.length ?? 0) === 0 || noticesOpen.peek() || closedFor(orderId))
          return;
        openNotices('notice');
      });
    }, delay);
    return () => clearTimeout(t);
  }, [delay, orderId]);
}
