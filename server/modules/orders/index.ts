// The orders module: opening orders, head counts, customer names, extra charges and customer
// details (routes.ts; logic and store access in service.ts; what diners are told in events.ts).
// The clock is injectable: createOrdersModule({ now }) (tests); the default export uses Date.now.
// It decides which menus a diner may open a table with.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemClock, type Clock } from '../hours/service';
import { createOrdersRoutes } from './routes';

export interface OrdersModuleOptions {
  /** Current instant in ms; default Date.now. */
  now?: Clock;
}

export function createOrdersModule(options: OrdersModuleOptions = {}): FastifyPluginAsyncTypebox {
  const routes = createOrdersRoutes(options.now ?? systemClock);
  return async (app) => {
    await app.register(routes);
  };
}

export default createOrdersModule();
