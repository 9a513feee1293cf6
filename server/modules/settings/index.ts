// The settings module: the restaurant's settings, read-only (routes.ts; store access in service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { settingsRoutes } from './routes';

const settingsModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(settingsRoutes);
};

export default settingsModule;
