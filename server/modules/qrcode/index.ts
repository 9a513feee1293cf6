// The QR-code module: printable table codes for staff (routes.ts; logic in service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { qrcodeRoutes } from './routes';

export { tableUrl } from './service';

const qrcodeModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(qrcodeRoutes);
};

export default qrcodeModule;
