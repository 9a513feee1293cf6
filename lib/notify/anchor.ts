// Where the app's notifications stand: top-left for diners (ordering.md §8: "default anchor
// top-left"); a page whose top holds what its users keep using (the staff console's title and
// tabs) moves them while it is shown.
import { useEffect } from 'react';
import { signal } from '@preact/signals-react';
import type { NotificationAnchor } from '../../ui/Notifications/Notifications';

/** The corner the app's notification region stands in (read by the app's region). */
export const notificationAnchor = signal<NotificationAnchor>('top-left');

/** Puts the app's notifications at `anchor` while the calling page is mounted. */
export function useNotificationAnchor(anchor: NotificationAnchor): void {
  useEffect(() => {
    const before = notificationAnchor.peek();
    notificationAnchor.value = anchor;
    return () => {
      notificationAnchor.value = before;
    };
  }, [anchor]);
}
