// The system module: server time and the server test (routes.ts; store access in service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemRoutes } from './routes';

const systemModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(systemRoutes);
};

export default systemModule;
