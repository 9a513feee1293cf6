import type { RequestHandler } from 'msw';
import { menuHandlers } from './menus';
import { homeHandlers } from './home';
import { historyHandlers } from './history';
import { callServiceHandlers } from './call-service';
import { reviewHandlers } from './review';
import { staffHandlers } from './staff';
import { staffOwnerHandlers } from './staff-owner';
import { memberHandlers } from './member';

/** The happy-path handlers every story gets; a story overrides its own error, empty or slow cases. */
export const handlers: RequestHandler[] = [
  ...menuHandlers(),
  ...homeHandlers(),
  ...historyHandlers(),
  ...callServiceHandlers(),
  ...reviewHandlers(),
  ...staffHandlers(),
  ...staffOwnerHandlers(),
  ...memberHandlers(),
];
