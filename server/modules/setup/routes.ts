// Restaurant setup routes (a manager's staff session required: the document holds the staff's
// password hashes and an import replaces the whole setup):
//   GET  /api/v2/staff/restaurant/export?pictures=0   the restaurant document (pictures unless 0)
//   POST /api/v2/staff/restaurant/import?wipe_orders=1  replaces the setup with the document's, all
//        or nothing; 400 naming the field (JSON pointer) when the document is wrong, 409 when the
//        store holds orders and wipe_orders is not given. Answers { imported, pictures }.
// Every connected app is told to reload its settings and menus (SETTINGS_UPDATED, IS_UPDATE_MENU).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../protocol/http';
import { RestaurantImported } from '../../../protocol/restaurant';
import { requireManager } from '../../auth/session';
import { listSettings } from '../settings/service';
import { exportRestaurant, importRestaurant } from './service';

/** The largest document an import takes (pictures included). */
export const IMPORT_LIMIT_BYTES = 256 * 1024 * 1024;

export const setupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manager = 'export or import the restaurant';

  app.get(
    '/api/v2/staff/restaurant/export',
    {
      schema: {
        querystring: Type.Object(
          { pictures: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      requireManager(request, manager);
      const doc = await exportRestaurant(app.store, app.imagesDir);
      if (request.query.pictures === '0') doc.pictures = {};
      reply.header('content-disposition', 'attachment; filename="restaurant.json"');
      return doc;
    },
  );

  app.post(
    '/api/v2/staff/restaurant/import',
    {
      bodyLimit: IMPORT_LIMIT_BYTES,
      schema: {
        querystring: Type.Object(
          { wipe_orders: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) },
          { additionalProperties: false },
        ),
        response: { 200: RestaurantImported, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      requireManager(request, manager);
      const result = await importRestaurant(app.store, request.body, app.imagesDir, {
        wipeService: request.query.wipe_orders === '1',
      });
      if (app.hasDecorator('cartRules')) {
        app.cartRules.forgetSettings();
        app.cartRules.forgetMenu();
        app.cartRules.forgetBusiness();
      }
      // Employees removed, disabled or with a new password are signed out everywhere.
      await app.staffGuard.forget();
      app.io.emit('SETTINGS_UPDATED', { settings: await listSettings(app.store.db) });
      return result;
    },
  );
};
