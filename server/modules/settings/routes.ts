// Settings routes (entry-home-service.md §3, §7; ordering.md §3):
//   GET /api/v2/settings        every setting, [{id, name, value}] ordered by id
//   GET /api/v2/settings/{id}   the one setting with that id, [{id, name, value}] (404 when unknown)
// Values are as stored: a number, a text, or an object of fields (e.g. {enable, turn_dishes}).
// Server secrets live elsewhere (server_secrets), so every setting here is safe to show.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, NoQuery, SettingEntrySchema, errorResponses } from '../../../protocol/http';
import { notFound } from '../../http/errors';
import { listSettings, settingsWithId } from './service';

const errors = errorResponses(400, 404);

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v2/settings',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: Type.Array(SettingEntrySchema), ...errors },
      },
    },
    async () => listSettings(app.store.db),
  );

  app.get(
    '/api/v2/settings/:id',
    { schema: { params: IdParams, response: { 200: Type.Array(SettingEntrySchema), ...errors } } },
    async (request) => {
      const rows = await settingsWithId(app.store.db, request.params.id);
      if (!rows.length) throw notFound(`Setting ${request.params.id} does not exist`);
      return rows;
    },
  );
};
