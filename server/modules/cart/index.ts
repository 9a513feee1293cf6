// The shared cart: the cart2 socket protocol, its rounds and the HTTP views of the order history
// (ordering.md §3–§8). See socket.ts for the event contract and store.ts for the transactions.
// The clock is injectable: createCartModule({ now }) (tests); the default export uses Date.now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../hours/service';
import { registerCartSocket } from './socket';
import { setCartClock } from './store';
import cartRoutes from './routes';

export interface CartModuleOptions {
  /** Current instant in ms; default Date.now. */
  now?: Clock;
}

export function createCartModule(options: CartModuleOptions = {}): FastifyPluginAsyncTypebox {
  return async (app) => {
    if (options.now) setCartClock(app.store, options.now);
    registerCartSocket(app);
    await app.register(cartRoutes);
  };
}

const cartModule = createCartModule();

export default cartModule;
export { broadcastCart, changeCartTable, roomOfCart, submitAnswer } from './socket';
export { readCart, metadataOf } from './store';
