// The tables module: a table's status by its scanned code, status changes, and the staff's list
// (routes.ts; logic and store access in service.ts; TABLE_STATUS in events.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tablesRoutes } from './routes';

const tablesModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(tablesRoutes);
};

export default tablesModule;
