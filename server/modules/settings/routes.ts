// Settings routes (entry-home-service.md §3, §7; ordering.md §3):
//   GET /api/v2/settings        every setting, [{id, name, value}] ordered by id
//   GET /api/v2/settings/{id}   the one setting with that id, [{id, name, value}] (404 when unknown)
// Values are as stored: a number, a text, or an object of fields (e.g. {enable, turn_dishes}).
// Server secrets live elsewhere (server_secrets), so every setting here is safe to show.
//
// The staff console's editor of the settings that change service (staff session required):
//   GET   /api/v2/staff/settings   ServiceSettings (approval, theme, displayMode, rounds,
//                                  callService, review, googleReview, pin, location)
//   PATCH /api/v2/staff/settings   any of those fields (rounds and location in part; pin and
//                                  approval a manager's only, else 403); answers the
//                                  settings after it. Every connected socket then receives
//                                  SETTINGS_UPDATED { settings: [{id, name, value}] } with the
//                                  stored values written, so diners' apps apply them at once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, NoQuery, SettingEntrySchema, errorResponses } from '../../../protocol/http';
import {
  ServiceSettingsPatchBody,
  ServiceSettingsSchema,
} from '../../../protocol/service-settings';
import { requireManager, requireStaff } from '../../auth/session';
import { notFound } from '../../http/errors';
import { exactValidator } from '../../http/exact-body';
import {
  listSettings,
  readServiceSettings,
  settingsWithId,
  updateServiceSettings,
} from './service';

const errors = errorResponses(400, 404);
const staffErrors = errorResponses(400, 401, 403);

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

  app.get(
    '/api/v2/staff/settings',
    { schema: { querystring: NoQuery, response: { 200: ServiceSettingsSchema, ...staffErrors } } },
    async (request) => {
      requireStaff(request);
      return readServiceSettings(app.store.db);
    },
  );

  app.patch(
    '/api/v2/staff/settings',
    {
      validatorCompiler: exactValidator,
      schema: {
        body: ServiceSettingsPatchBody,
        response: { 200: ServiceSettingsSchema, ...staffErrors },
      },
    },
    async (request) => {
      // The table PIN and the approval of new tables guard the diners' entry: the manager's.
      if (request.body.pin !== undefined || request.body.approval !== undefined)
        requireManager(request, 'turn the table PIN or the approval of tables on or off');
      else requireStaff(request);
      const { view, written } = await updateServiceSettings(app.store, request.body);
      // The cart's rules read the new values at once in this process (others within a second).
      if (app.hasDecorator('cartRules')) app.cartRules.forgetSettings();
      app.io.emit('SETTINGS_UPDATED', { settings: written });
      return view;
    },
  );
};
