// The shared cart: the cart2 socket protocol, its rounds and the HTTP views of the order history
// (ordering.md §3–§8). See socket.ts for the event contract and store.ts for the transactions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCartSocket } from './socket';
import cartRoutes from './routes';

const cartModule: FastifyPluginAsyncTypebox = async (app) => {
  registerCartSocket(app);
  await app.register(cartRoutes);
};

export default cartModule;
export { broadcastCart, changeCartTable, roomOfCart, submitAnswer } from './socket';
export { readCart, metadataOf } from './store';
