// Restaurant setup routes (a manager's staff session required: the document holds the staff's
// password hashes and an import replaces the whole setup):
//   GET  /api/v2/staff/restaurant/export?pictures=0   the restaurant document (pictures unless 0)
//   POST /api/v2/staff/restaurant/import?wipe_orders=1  replaces the setup with the document's, all
//        or nothing; 400 naming the field (JSON pointer) when the document is wrong, 409 when the
//        store holds orders and wipe_orders is not given. Answers { imported, pictures }.
// Every connected app is told to reload its settings (SETTINGS_UPDATED); staff consoles read the
// whole setup again (RESTAURANT_IMPORTED); the diners of orders it deleted get ORDER_DELETED.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../protocol/http';
import { RestaurantImported } from '../../../protocol/restaurant';
import { requireManager } from '../../auth/session';
import { listSettings } from '../settings/service';
import { exportRestaurant, importRestaurantBytes } from './service';
import { badRequest } from '../../http/errors';
import { STAFF_ROOM, type TavolaIo } from '../../realtime';

/** The largest document an import takes (pictures included). */
export const IMPORT_LIMIT_BYTES = 256 * 1024 * 1024;

export const setupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manager = 'export or import the restaurant';
  // The import's body stays bytes here: importRestaurantBytes parses and checks it in a worker
  // thread (a 40 MB document parsed on the server's thread held every client for seconds).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

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
      if (!Buffer.isBuffer(request.body)) throw badRequest('The body must be the document (JSON)');
      let deleted: number[] = [];
      const result = await importRestaurantBytes(app.store, request.body, app.imagesDir, {
        wipeService: request.query.wipe_orders === '1',
        onOrdersDeleted: (ids) => (deleted = ids),
      });
      if (app.hasDecorator('cartRules')) {
        app.cartRules.forgetSettings();
        app.cartRules.forgetMenu();
        app.cartRules.forgetBusiness();
      }
      // Employees removed, disabled or with a new password are signed out everywhere.
      await app.staffGuard.forget();
      app.io.emit('SETTINGS_UPDATED', { settings: await listSettings(app.store.db) });
      // Consoles read printers, menus, settings (and the emptied floor) again; the diners of a
      // deleted order are told and go back to the scan.
      app.io.to(STAFF_ROOM).emit('RESTAURANT_IMPORTED', { orders_deleted: deleted.length > 0 });
      await tellDeletedOrders(app.io, deleted);
      return result;
    },
  );
};

/** Every diner socket (on every process) of a deleted order: ORDER_DELETED, then out of its rooms. */
async function tellDeletedOrders(io: TavolaIo, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const gone = new Set(orderIds);
  for (const sock of await io.fetchSockets()) {
    const orderId = sock.data.diner?.orderId;
    if (sock.data.staff || orderId === undefined || !gone.has(orderId)) continue;
    sock.emit('ORDER_DELETED', { order_head_id: orderId });
    for (const room of sock.rooms) if (room !== sock.id) sock.leave(room);
  }
}
