// Server time and server test: GET /api/v1/ping, GET /api/v1/kds/test.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KdsTestResponse, PingResponse } from '../../../protocol/http';
import { serverTimeZone } from './service';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/ping', { schema: { response: { 200: PingResponse } } }, async () => {
    const now = new Date();
    return { date: now.toISOString(), timestamp: now.getTime() };
  });

  app.get('/api/v1/kds/test', { schema: { response: { 200: KdsTestResponse } } }, async () => {
    const timezone = await serverTimeZone(app.store.db);
    return { status: 200, timezone, date: new Date().toISOString() };
  });
};
