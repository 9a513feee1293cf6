// The table PIN module: the PIN routes (routes.ts), the diner's entry checks on routes and
// sockets (gate.ts), and the PIN's store access (service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addJoinCheck } from '../../realtime';
import { checkDinerJoin } from './gate';
import { pinRoutes } from './routes';

const pinModule: FastifyPluginAsyncTypebox = async (app) => {
  // A diner's socket hears its table's cart and messages only with a fresh scan, while its own
  // order is open, and after entering the PIN of the order now at the table.
  addJoinCheck(app.io, (data) => checkDinerJoin(app.store.db, data));
  await app.register(pinRoutes);
};

export default pinModule;
