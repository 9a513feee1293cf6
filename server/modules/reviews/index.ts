// The reviews module: diners rate the meal (routes.ts; store access in service.ts; the staff
// room is told in events.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reviewsRoutes } from './routes';

const reviewsModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reviewsRoutes);
};

export default reviewsModule;
