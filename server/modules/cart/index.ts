// The shared cart: the cart2 socket protocol, its rounds and the HTTP views of the order history
// (ordering.md §3–§8). socket.ts and routes.ts are the transport; service.ts decides, events.ts
// announces, repository.ts and submission.ts write, rule-context.ts caches what the rules read.
// The clock is injectable: createCartModule({ now }) (tests); the default export uses Date.now.
// The module shares its rule context and events with the app (cartRules, cartEvents), so other
// modules can move a cart (changeCartTable).
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../hours/service';
import { CartEvents } from './events';
import { RuleContext } from './rule-context';
import { CartService } from './service';
import { registerCartSocket } from './socket';
import cartRoutes from './routes';

export interface CartModuleOptions {
  /** Current instant in ms; default Date.now. */
  now?: Clock;
  /** How long the settings and the menu stay cached (ms; default a second each). */
  cacheMs?: { settings: number; menu: number };
}

/** Server-side event between processes: a cache this process forgot (settings, hours, menu). */
const CACHE_FORGET = 'cache:forget';

export function createCartModule(options: CartModuleOptions = {}): FastifyPluginAsync {
  return fp(
    async (app) => {
      const rules = new RuleContext(app.store, options.now, options.cacheMs);
      // A sold-out dish, a stock or a settings change made through one process is forgotten by
      // every process at once (through the Redis adapter), not only when its cache runs out.
      rules.shareForgetting((cache) => {
        if (app.ioClustered) app.io.serverSideEmit(CACHE_FORGET, cache);
      });
      app.io.on(CACHE_FORGET, (cache) => {
        if (cache === 'settings' || cache === 'business' || cache === 'menu')
          rules.forgetHere(cache);
      });
      const events = new CartEvents(app, rules);
      app.decorate('cartRules', rules);
      app.decorate('cartEvents', events);
      const service = new CartService(rules, events, (err) =>
        app.log.error({ err }, 'cart handler failed'),
      );
      registerCartSocket(app, service, events);
      await app.register(cartRoutes);
    },
    { name: 'tavola-cart', dependencies: ['tavola-realtime'] },
  );
}

const cartModule = createCartModule();

export default cartModule;
export { roomOfCart } from './events';
export { changeCartTable, mergeCartInto } from './service';
export { submitAnswer } from './submission';
export { readCart, metadataOf } from './repository';
