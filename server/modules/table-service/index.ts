// The table-service module: diners call the waiter and ask to open a table (socket.ts; logic and
// store access in service.ts; what is announced in events.ts).
// The clock is injectable: createTableServiceModule({ now }) (tests); the default export uses
// Date.now. It decides which menus are offered when a table is opened.
import type { FastifyPluginAsync } from 'fastify';
import { systemClock, type Clock } from '../hours/service';
import { registerTableServiceSocket } from './socket';

export interface TableServiceModuleOptions {
  /** Current instant in ms; default Date.now. */
  now?: Clock;
}

export function createTableServiceModule(
  options: TableServiceModuleOptions = {},
): FastifyPluginAsync {
  const now = options.now ?? systemClock;
  return async (app) => {
    registerTableServiceSocket(app, now);
  };
}

export default createTableServiceModule();
