// Settings routes (entry-home-service.md §3, §7; ordering.md §3):
//   GET /api/v2/settings        every setting, [{id, name, value}] ordered by id
//   GET /api/v2/settings/{id}   the one setting with that id, [{id, name, value}] (404 when unknown)
// Values are as stored: a number, a text, or an object of fields (e.g. {enable, turn_dishes}).
// Server secrets live elsewhere (server_secrets), so every setting here is safe to show.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc, eq } from 'drizzle-orm';
import { ErrorBodySchema, notFound } from '../../http/errors';
import { settings } from '../../store/schema';

export const SettingEntrySchema = Type.Object({ id: Type.Integer(), name: Type.String(), value: Type.Unknown() });
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

const settingsModule: FastifyPluginAsyncTypebox = async (app) => {
  const columns = { id: settings.id, name: settings.name, value: settings.value };

  app.get(
    '/api/v2/settings',
    { schema: { querystring: Type.Object({}, { additionalProperties: false }), response: { 200: Type.Array(SettingEntrySchema), ...errors } } },
    async () => app.store.db.select(columns).from(settings).orderBy(asc(settings.id)),
  );

  app.get(
    '/api/v2/settings/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: Type.Array(SettingEntrySchema), ...errors },
      },
    },
    async (request) => {
      const rows = await app.store.db.select(columns).from(settings).where(eq(settings.id, request.params.id));
      if (!rows.length) throw notFound(`Setting ${request.params.id} does not exist`);
      return rows;
    },
  );
};

export default settingsModule;
