import type { RequestHandler } from 'msw';

/** The happy-path handlers every story gets; a story overrides its own error, empty or slow cases. */
export const handlers: RequestHandler[] = [];
