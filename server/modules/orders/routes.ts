// Orders: dine-in and quick-service opening, head counts, customer names, extra charges and the
// quick-service customer details.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AddExtrasBody,
  CustomerInfoAnswer,
  CustomerInfoBody,
  CustomerNameBody,
  CustomerNameSchema,
  ExtraDishListSchema,
  GenerateExtrasBody,
  GeneratedExtrasSchema,
  IdParams,
  OpenDineInBody,
  OpenQuickOrderBody,
  OrderIdParams,
  OrderListSchema,
  OrderPatchBody,
  OrderSchema,
  errorResponses,
} from '../../../protocol/http';
import { badRequest } from '../../http/errors';
import {
  issueDiner,
  issuePinPass,
  readDiner,
  requireStaff,
  requireTableAccess,
} from '../../auth/session';
import { pinSatisfied } from '../pin/service';
import { checkEntry, grantPinPass, requireOrderEntry } from '../pin/gate';
import { askerOf, quickOrderLimits } from '../../auth/limits';
import type { Clock } from '../hours/service';
import {
  addOrderExtras,
  generateOrderExtras,
  getOrder,
  nameCustomer,
  openQuickOrder,
  openTable,
  orderView,
  updateCustomerInfo,
  updateOrders,
  type PinCheck,
} from './service';
import { announceCustomerName, announceOpened, announceUpdated } from './events';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The PIN check of this request (staff, an order without PIN, or the request's PIN pass). */
const pinOf =
  (request: FastifyRequest): PinCheck =>
  (db, orderId) =>
    pinSatisfied(request, db, orderId);

/** The orders routes; `now` is the clock that decides which menus a diner may open with. */
export const createOrdersRoutes =
  (now: Clock): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/api/v2.5/orders/not-check-table-status',
      { schema: { body: OpenDineInBody, response: { 200: OrderSchema, ...errors } } },
      async (request, reply) => {
        const b = request.body;
        const { staff, diner } = requireTableAccess(request, b.table_id);
        // A diner opens or joins with a fresh scan, and a session whose order ended scans again.
        if (!staff && diner) await checkEntry(app.store.db, diner);
        const { order, created, table } = await openTable(
          app.store,
          b,
          staff ? { id: staff.employeeId, name: staff.name } : null,
          now(),
        );
        let sid: string | null = null;
        if (!staff || diner) {
          const keep = diner && diner.orderId === order.order_head_id;
          sid = issueDiner(reply, {
            tableId: order.table_id,
            orderId: order.order_head_id,
            customer: keep ? diner.customer : '1',
          });
        }
        // Whoever sets the PIN knows it: the opener's session needs no PIN entry.
        if (created && b.order_code) {
          if (sid) await grantPinPass(app.store.db, sid, order.order_head_id);
          issuePinPass(reply, order.order_head_id);
        }

        if (created) announceOpened(app.io, order, table);
        return { ...orderView(order), created };
      },
    );

    app.post(
      '/api/v2/orders',
      { schema: { body: OpenQuickOrderBody, response: { 200: OrderSchema, ...errors } } },
      async (request, reply) => {
        // Anyone may open a quick-service order, so openings are counted per session, device,
        // address and restaurant (a flood through new sessions is refused too).
        await app.attempts.takeAll(
          request,
          reply,
          quickOrderLimits(app.attempts.settings, askerOf(request, reply, readDiner(request)?.sid)),
          'Too many new orders: try again later',
        );
        const order = await openQuickOrder(app.store, request.body);
        issueDiner(reply, { tableId: -1, orderId: order.order_head_id, customer: '1' });
        return { ...orderView(order), created: true };
      },
    );

    app.patch(
      '/api/v2/orders',
      { schema: { body: OrderPatchBody, response: { 200: OrderListSchema, ...errors } } },
      async (request) => {
        for (const o of request.body.orders) await requireOrderEntry(request, o.order_head_id);
        const updated = await updateOrders(app.store, request.body.orders, pinOf(request));
        for (const { order, table } of updated) announceUpdated(app.io, order, table);
        return { data: updated.map((u) => orderView(u.order)) };
      },
    );

    app.patch(
      '/api/v2/orders/:id/gen-customer-name',
      {
        schema: {
          params: IdParams,
          body: CustomerNameBody,
          response: { 200: CustomerNameSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { staff, diner } = await requireOrderEntry(request, id);
        const wanted = request.body.customer_name === '0' ? '1' : request.body.customer_name;
        const { name, order } = await nameCustomer(app.store, id, request.body.identifier, wanted);
        if (diner && (!staff || diner.orderId === id))
          issueDiner(reply, { tableId: diner.tableId, orderId: id, customer: name });
        announceCustomerName(app.io, order, name);
        return { now_customer_name: name, order_head_id: id };
      },
    );

    app.post(
      '/api/v2/orders/:id/gen-extra-dish',
      {
        schema: {
          params: IdParams,
          body: GenerateExtrasBody,
          response: { 200: GeneratedExtrasSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const b = request.body;
        if (b.id !== undefined && b.id !== id)
          throw badRequest('The body id does not match the order in the path');
        const { staff } = await requireOrderEntry(request, id);
        const { extras, created } = await generateOrderExtras(app.store, id, {
          firstMenu: b.first_menu ?? b.menu_id,
          // The weekday prices the charges: staff may name it, a diner's phone is not believed.
          week: staff ? b.week : undefined,
          employeeId: staff?.employeeId ?? null,
          employeeName: staff?.name ?? '',
        });
        return { extraDishes: extras, created };
      },
    );

    app.post(
      '/api/v2/orders/extradishes/:id',
      {
        schema: {
          params: IdParams,
          body: AddExtrasBody,
          response: { 200: ExtraDishListSchema, ...errors },
        },
      },
      async (request) => {
        const staff = requireStaff(request);
        const dishes = request.body.extraDishes.map((d) => ({
          item_id: d.item_id,
          quantity: d.quantity ?? d.num ?? 1,
        }));
        const extras = await addOrderExtras(app.store, request.params.id, dishes, {
          id: staff.employeeId,
          name: staff.name,
        });
        return { extraDishes: extras };
      },
    );

    app.get(
      '/api/v3/update_od_customer/:orderId',
      { schema: { params: OrderIdParams, response: { 200: CustomerInfoAnswer, ...errors } } },
      async (request) => {
        const { orderId } = request.params;
        await requireOrderEntry(request, orderId);
        const o = await getOrder(app.store.db, orderId);
        return { customerInfos: o.customer_info, order_head_id: orderId };
      },
    );

    app.patch(
      '/api/v3/update_od_customer/:orderId',
      {
        schema: {
          params: OrderIdParams,
          body: CustomerInfoBody,
          response: { 200: CustomerInfoAnswer, ...errors },
        },
      },
      async (request) => {
        const { orderId } = request.params;
        await requireOrderEntry(request, orderId);
        const saved = await updateCustomerInfo(
          app.store,
          orderId,
          request.body.customerInfos,
          pinOf(request),
        );
        return { customerInfos: saved, order_head_id: orderId };
      },
    );
  };
