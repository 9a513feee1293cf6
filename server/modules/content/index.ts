// The content module: what the home page and the call-waiter dialog show (routes.ts; store
// access in service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentRoutes } from './routes';

const contentModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(contentRoutes);
};

export default contentModule;
