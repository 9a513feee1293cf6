import { NotificationQueue } from '../../ui/Notifications/queue';

/** The app's one notification queue (top-left, at most six, never duplicated, not persistent). */
export const notifications = new NotificationQueue();
