// The embedded member provider (entry-home-service.md §4 "Member login"): members, their points,
// and the QR-code login a member approves or cancels on their own phone. routes.ts holds the
// routes, service.ts the store access.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberRoutes } from './routes';

const memberModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(memberRoutes);
};

export default memberModule;
