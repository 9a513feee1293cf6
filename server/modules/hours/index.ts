// The hours module: schedule, business rules, opening hours and the rule in force now
// (routes.ts; the rules and store access in service.ts).
// The clock is injectable: createHoursModule({ now }) (tests); the default export uses Date.now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemClock, type Clock } from './service';
import { hoursRoutes } from './routes';

export interface HoursModuleOptions {
  /** Current instant in ms; default Date.now. */
  now?: Clock;
}

export function createHoursModule(options: HoursModuleOptions = {}): FastifyPluginAsyncTypebox {
  const routes = hoursRoutes(options.now ?? systemClock);
  return async (app) => {
    await app.register(routes);
  };
}

export default createHoursModule();
