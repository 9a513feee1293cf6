export { notifications } from './notify';
export { notificationAnchor, useNotificationAnchor } from './anchor';
