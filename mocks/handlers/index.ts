import type { RequestHandler } from 'msw';
import { menuHandlers } from './menus';
import { homeHandlers } from './home';

/** The happy-path handlers every story gets; a story overrides its own error, empty or slow cases. */
export const handlers: RequestHandler[] = [...menuHandlers(), ...homeHandlers()];
