// The system module: server time and the server test (routes.ts; store access in service.ts).
// The clock is injectable: createSystemModule({ now }) (tests); the default export uses Date.now,
// so a test that moves the hours, orders and cart clocks tells the diners' app the same time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemClock, type Clock } from '../hours/service';
import { systemRoutes } from './routes';

export interface SystemModuleOptions {
  /** Current instant in ms; default Date.now. */
  now?: Clock;
}

export function createSystemModule(options: SystemModuleOptions = {}): FastifyPluginAsyncTypebox {
  const routes = systemRoutes(options.now ?? systemClock);
  return async (app) => {
    await app.register(routes);
  };
}

export default createSystemModule();
