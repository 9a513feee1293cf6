// Server time and server test: GET /api/v1/ping, GET /api/v1/kds/test.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KdsTestResponse, PingResponse } from '../../../protocol/http';
import type { Clock } from '../hours/service';
import { serverTimeZone } from './service';

/** The system routes; `now` is the server's clock as the diners' app reads it. */
export const systemRoutes =
  (now: Clock): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get('/api/v1/ping', { schema: { response: { 200: PingResponse } } }, async () => {
      const at = new Date(now());
      return { date: at.toISOString(), timestamp: at.getTime() };
    });

    app.get('/api/v1/kds/test', { schema: { response: { 200: KdsTestResponse } } }, async () => {
      const timezone = await serverTimeZone(app.store.db);
      return { status: 200, timezone, date: new Date(now()).toISOString() };
    });
  };
