// The orders module: opening orders, head counts, customer names, extra charges and customer
// details (routes.ts; logic and store access in service.ts; what diners are told in events.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ordersRoutes } from './routes';

const ordersModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ordersRoutes);
};

export default ordersModule;
