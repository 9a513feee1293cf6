// Server time and server test: GET /api/v1/ping, GET /api/v1/kds/test.
import type { FastifyPluginAsync } from 'fastify';
import { system } from '../../../protocol/endpoints';
import { route } from '../../http/route';
import type { Clock } from '../hours/service';
import { serverTimeZone } from './service';

/** The system routes; `now` is the server's clock as the diners' app reads it. */
export const systemRoutes =
  (now: Clock): FastifyPluginAsync =>
  async (app) => {
    route(app, system.ping, {}, () => {
      const at = new Date(now());
      return { date: at.toISOString(), timestamp: at.getTime() };
    });

    route(app, system.kdsTest, {}, async () => {
      const timezone = await serverTimeZone(app.store.db);
      return { status: 200, timezone, date: new Date(now()).toISOString() };
    });
  };
