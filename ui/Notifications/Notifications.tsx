import { useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Notifications.css';
import type { RegionVariants } from './Notifications.css';
import { Icon } from '../icons/Icon';
import { CloseButton } from '../CloseButton/CloseButton';
import type { IconName } from '../icons/keys';
import type { Notification, NotificationLevel, NotificationQueue } from './queue';
import { notificationClearance } from './clearance';

export const notificationAnchors = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
  'above-bottom-bar',
] as const;
export type NotificationAnchor = (typeof notificationAnchors)[number];

const levelIcon: Record<NotificationLevel, IconName> = {
  success: 'check',
  error: 'warning',
  warning: 'warning',
  info: 'info',
};

export interface NotificationRegionProps {
  /** The queue the app writes to (`queue.success(text)`, `queue.error(text)`…). */
  queue: NotificationQueue;
  /**
   * Where the stack sits on the screen; the newest is nearest the edge.
   * @default 'top-left'
   */
  anchor?: RegionVariants['anchor'];
  /**
   * The region's accessible name.
   * @default "Notifications" in the diner's language
   */
  label?: string;
}

/**
 * Shows a `NotificationQueue`: each notification with its level's colour and icon, its text
 * and a dismiss button. Errors and warnings are announced at once (`role="alert"`), success
 * and information politely (`role="status"`). Hovering or focusing the stack stops the clocks.
 */
export function NotificationRegion({ queue, anchor = 'top-left', label }: NotificationRegionProps) {
  const intl = useIntl();
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const top = anchor.startsWith('top');
  const ordered = top ? [...items].reverse() : items;
  // Top-anchored, the stack starts below the page's bars (useKeepClearOfNotifications).
  const clear = useSyncExternalStore(
    notificationClearance.subscribe,
    notificationClearance.getSnapshot,
    notificationClearance.getSnapshot,
  );
  return (
    <section
      aria-label={label ?? intl.formatMessage({ id: 'notifications.region' })}
      className={styles.region({ anchor })}
      style={
        top && clear > 0
          ? ({ [styles.clearanceProperty]: `${clear}px` } as CSSProperties)
          : undefined
      }
      onPointerEnter={() => queue.pause()}
      onPointerLeave={() => queue.resume()}
      onFocus={() => queue.pause()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) queue.resume();
      }}
      hidden={items.length === 0 || undefined}
    >
      {ordered.map((n) => (
        <Toast key={n.id} notification={n} onDismiss={() => queue.dismiss(n.id)} />
      ))}
    </section>
  );
}

function Toast({ notification, onDismiss }: { notification: Notification; onDismiss: () => void }) {
  const intl = useIntl();
  const { level, message } = notification;
  const urgent = level === 'error' || level === 'warning';
  return (
    <div className={styles.toast({ level })} role={urgent ? 'alert' : 'status'} data-level={level}>
      <span className={styles.levelIcon({ level })}>
        <Icon name={levelIcon[level]} label={false} />
      </span>
      <span className={styles.message}>
        <span className={styles.visuallyHidden}>
          {intl.formatMessage({ id: `notifications.level.${level}` })}:{' '}
        </span>
        {message}
      </span>
      <CloseButton
        className={styles.dismiss}
        label={intl.formatMessage({ id: 'notifications.dismiss' })}
        iconSize="sm"
        onPress={onDismiss}
      />
    </div>
  );
}
