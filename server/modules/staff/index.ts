// The staff module: what the staff console asks of the server (routes.ts; logic and store access
// in service.ts; pushes to a table in events.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffRoutes } from './routes';

const staffModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRoutes);
};

export default staffModule;
