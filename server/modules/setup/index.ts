// The setup module: the whole restaurant as one document, out and back in (routes.ts; the
// document's reading, checking and writing in service.ts; its fields in README.md and
// protocol/restaurant.ts). The command line does the same: `npm run restaurant -- export|import`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setupRoutes } from './routes';

const setupModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(setupRoutes);
};

export default setupModule;
