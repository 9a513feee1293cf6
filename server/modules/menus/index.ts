// The menus module: menus, dishes, set-menu courses, condiments and featured dishes (routes.ts;
// the views and store access in service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { menusRoutes } from './routes';

const menusModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(menusRoutes);
};

export default menusModule;
