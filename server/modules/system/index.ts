// Server time and server test: GET /api/v1/ping, GET /api/v1/kds/test.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { restaurantInfo } from '../../store/schema';

export const PingResponse = Type.Object({ date: Type.String(), timestamp: Type.Number() });
export const KdsTestResponse = Type.Object({ status: Type.Integer(), timezone: Type.String(), date: Type.String() });

const systemModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/ping', { schema: { response: { 200: PingResponse } } }, async () => {
    const now = new Date();
    return { date: now.toISOString(), timestamp: now.getTime() };
  });

  app.get('/api/v1/kds/test', { schema: { response: { 200: KdsTestResponse } } }, async () => {
    const rows = await app.store.db.select({ timezone: restaurantInfo.timezone }).from(restaurantInfo).where(eq(restaurantInfo.id, 1));
    const timezone = rows[0]?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    return { status: 200, timezone, date: new Date().toISOString() };
  });
};

export default systemModule;
