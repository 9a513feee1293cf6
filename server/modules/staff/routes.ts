// Staff: employee login, order-request approval, service calls, pushes to a table, table moves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApprovedSchema,
  IdParams,
  LoginBody,
  LoginSchema,
  OkSchema,
  OrderMoveBody,
  OrderRequestListQuery,
  RejectBody,
  RejectedSchema,
  ServiceCallListQuery,
  ServiceCallPatchBody,
  TableNotifyBody,
  errorResponses,
} from '../../../protocol/http';
import { STAFF_COOKIE, issueStaff, readStaff, requireStaff } from '../../auth/session';
import { sessionStamp } from '../../auth/staff-guard';
import {
  AvailabilityBody,
  DishStatusBody,
  DishStatusSchema,
  FloorSchema,
  StaffMenuItemList,
  StaffPinBody,
  StaffPinSchema,
  StaffSessionSchema,
} from '../../../protocol/staff';
import { emitToStaff, emitToTable, roomOfQuickOrder, roomOfTable } from '../../realtime';
import {
  listMenuItems,
  orderPin,
  readFloor,
  setDishStatus,
  setOrderPin,
  setSoldOut,
} from './console';
import { openingMenus, orderView } from '../orders/service';
import { finishServiceCall, listOrderRequests, listServiceCalls } from '../table-service/service';
import { announceApproved, announceRejected } from '../table-service/events';
import { changeCartTable, mergeCartInto } from '../cart';
import {
  approveRequest,
  existingTable,
  login,
  mergeOrder,
  moveOrder,
  rejectRequest,
} from './service';
import { deviceOf, employeeLimits, trustDevice } from '../../auth/limits';
import { announceMove, pushToTable } from './events';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/kds/employee/login',
    { schema: { body: LoginBody, response: { 200: LoginSchema, ...errors } } },
    async (request, reply) => {
      const { id, password } = request.body;
      const device = deviceOf(request, reply);
      const limits = employeeLimits(app.attempts.settings, device, id, request.ip);
      const e = await login(app.store, id, password, {
        check: () =>
          app.attempts.check(request, reply, limits, 'Too many failed logins: try again later'),
        fail: () => app.attempts.fail(request, limits),
      });
      trustDevice(reply, device, id);
      const token = issueStaff(reply, {
        employeeId: e.employeeId,
        name: e.name,
        role: e.role,
        ...(await sessionStamp(app.store.db, e.employeeId)),
      });
      return {
        status: 200,
        token,
        employee: { employee_id: e.employeeId, name: e.name, role: e.role, account: e.account },
      };
    },
  );

  app.get(
    '/api/v2/staff/order-requests',
    { schema: { querystring: OrderRequestListQuery } },
    async (request) => {
      requireStaff(request);
      return { data: await listOrderRequests(app.store.db, request.query.status) };
    },
  );

  app.post(
    '/api/v2/staff/order-requests/:id/approve',
    { schema: { params: IdParams, response: { 200: ApprovedSchema, ...errors } } },
    async (request) => {
      const staff = requireStaff(request);
      const {
        request: r,
        order,
        table,
      } = await approveRequest(app.store, request.params.id, {
        id: staff.employeeId,
        name: staff.name,
      });
      announceApproved(app.io, r, order, table);
      return { requestId: r.id, orderId: order.order_head_id, table_id: r.table_id };
    },
  );

  app.post(
    '/api/v2/staff/order-requests/:id/reject',
    {
      schema: {
        params: IdParams,
        body: RejectBody,
        response: { 200: RejectedSchema, ...errors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const reason = request.body?.reason ?? '';
      const { request: r, table } = await rejectRequest(
        app.store,
        request.params.id,
        staff.employeeId,
        reason,
      );
      announceRejected(app.io, r, table);
      return { requestId: r.id, table_id: r.table_id, status: r.status };
    },
  );

  app.get(
    '/api/v2/staff/service-calls',
    { schema: { querystring: ServiceCallListQuery } },
    async (request) => {
      requireStaff(request);
      return { data: await listServiceCalls(app.store.db, request.query.status) };
    },
  );

  app.patch(
    '/api/v2/staff/service-calls/:id',
    { schema: { params: IdParams, body: ServiceCallPatchBody } },
    async (request) => {
      const staff = requireStaff(request);
      const call = await finishServiceCall(app.store.db, request.params.id, staff.employeeId);
      // The diners' phones learn that their call was seen; the other consoles drop it.
      emitToTable(app.io, call.table_id, 'MESSENGER', {
        message: 'CALL_SERVICE_SEEN',
        level: 'info',
        id: call.id,
        table_id: call.table_id,
      });
      emitToStaff(app.io, 'SERVICE_CALL_DONE', { id: call.id, table_id: call.table_id });
      return call;
    },
  );

  // Pushes from the staff console to the diners of a table.
  app.post(
    '/api/v2/staff/tables/:id/notify',
    {
      schema: { params: IdParams, body: TableNotifyBody, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      requireStaff(request);
      const table = await existingTable(app.store, request.params.id);
      pushToTable(app.io, table.table_id, request.body);
      return { ok: true };
    },
  );

  // Moves an open order to another (free) table; the diners follow through UPDATE_ORDER_TABLE and
  // the cart through CHANGE_CART_TABLE (which moves their sockets and reissues their sessions).
  app.post(
    '/api/v2/staff/orders/:id/move',
    { schema: { params: IdParams, body: OrderMoveBody } },
    async (request) => {
      requireStaff(request);
      const orderId = request.params.id;
      const to = request.body.table_id;
      const result = await moveOrder(app.store, orderId, to);
      const payload = movedPayload(result);
      announceMove(app.io, result.from, payload, result.fromView, result.toView);
      await changeCartTable(app, orderId, to);
      return payload;
    },
  );

  // Merges an open order into the open order of another table (merged tables): the merged table
  // follows to the target (merge_status), its diners' phones follow through CHANGE_CART_TABLE
  // (their sessions reissued for the target order, under their renumbered customer ids) and
  // UPDATE_ORDER_TABLE.
  app.post(
    '/api/v2/staff/orders/:id/merge',
    { schema: { params: IdParams, body: OrderMoveBody } },
    async (request) => {
      requireStaff(request);
      const to = request.body.table_id;
      const result = await mergeOrder(app.store, request.params.id, to, app.cartRules.now());
      const payload = movedPayload(result);
      announceMove(app.io, result.from, payload, result.fromView, result.toView);
      await mergeCartInto(
        app,
        { orderId: result.fromOrderId, tableId: result.from },
        { orderId: result.order.order_head_id, tableId: to },
        result.customers,
      );
      return payload;
    },
  );

  // The console's session: who is signed in, and signing out.
  app.get(
    '/api/v2/staff/session',
    { schema: { response: { 200: StaffSessionSchema, ...errors } } },
    async (request) => {
      const s = requireStaff(request);
      return { employee_id: s.employeeId, name: s.name, role: s.role, exp: s.exp };
    },
  );

  app.post(
    '/api/v2/staff/logout',
    { schema: { response: { 200: OkSchema } } },
    async (request, reply) => {
      // Every session of the employee ends, on every device (auth/staff-guard.ts).
      const staff = readStaff(request);
      if (staff) await app.staffGuard.revoke(staff.employeeId, 'logout');
      reply.clearCookie(STAFF_COOKIE, { path: '/' });
      return { ok: true };
    },
  );

  // Every table with its state, persons, menus, round and open calls; and the menus a table may
  // be opened with now (at the cart's clock).
  app.get(
    '/api/v2/staff/floor',
    { schema: { response: { 200: FloorSchema, ...errors } } },
    async (request) => {
      requireStaff(request);
      const config = await app.cartRules.ruleConfig(app.store.db);
      const minutes = config.turnLimitEnabled ? config.turnMinutes : 0;
      return {
        tables: await readFloor(app.store.db, minutes),
        now: new Date().toISOString(),
        open_menus: await openingMenus(app.store.db, app.cartRules.now()),
      };
    },
  );

  // A dish's kitchen status (ordering.md §3 is_make): the diners' history and the other consoles
  // follow at once.
  app.patch(
    '/api/v2/staff/order-details/:id',
    {
      schema: {
        params: IdParams,
        body: DishStatusBody,
        response: { 200: DishStatusSchema, ...errors },
      },
    },
    async (request) => {
      requireStaff(request);
      const dish = await setDishStatus(app.store, request.params.id, request.body.is_make);
      const room =
        dish.table_id > 0 ? roomOfTable(dish.table_id) : roomOfQuickOrder(dish.order_head_id);
      app.io.to(room).emit('UPDATE_DISH', dish);
      emitToStaff(app.io, 'KITCHEN_DISH', dish);
      return dish;
    },
  );

  // Sold out during service, or available again; every diner's menu marks it at once.
  app.get(
    '/api/v2/staff/menu-items',
    { schema: { response: { 200: StaffMenuItemList, ...errors } } },
    async (request) => {
      requireStaff(request);
      return { data: await listMenuItems(app.store.db) };
    },
  );

  app.patch(
    '/api/v2/staff/menu-items/:id',
    { schema: { params: IdParams, body: AvailabilityBody } },
    async (request) => {
      requireStaff(request);
      const row = await setSoldOut(app.store.db, request.params.id, request.body.sold_out);
      app.cartRules.forgetMenu();
      app.io.emit('IS_UPDATE_MENU', { menu_item_ids: row.menu_item_ids, sold_out: row.sold_out });
      return row;
    },
  );

  // An order's PIN: read, create or reset (PUT), cancel (DELETE).
  app.get(
    '/api/v2/staff/orders/:id/pin',
    { schema: { params: IdParams, response: { 200: StaffPinSchema, ...errors } } },
    async (request) => {
      requireStaff(request);
      const pin = await orderPin(app.store.db, request.params.id);
      return { order_head_id: request.params.id, order_password: pin };
    },
  );

  app.put(
    '/api/v2/staff/orders/:id/pin',
    {
      schema: {
        params: IdParams,
        body: StaffPinBody,
        response: { 200: StaffPinSchema, ...errors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const pin = await setOrderPin(
        app.store,
        request.params.id,
        request.body.order_password,
        staff.employeeId,
      );
      return { order_head_id: request.params.id, order_password: pin };
    },
  );

  app.delete(
    '/api/v2/staff/orders/:id/pin',
    { schema: { params: IdParams, response: { 200: StaffPinSchema, ...errors } } },
    async (request) => {
      const staff = requireStaff(request);
      await setOrderPin(app.store, request.params.id, null, staff.employeeId);
      return { order_head_id: request.params.id, order_password: null };
    },
  );
};

/** What staff and the rooms are told of an order that moved (or merged) to another table. */
function movedPayload<View extends { table_id: number; table_name: string }>(result: {
  order: Parameters<typeof orderView>[0];
  from: number;
  toView: View;
}) {
  return {
    ...orderView(result.order),
    from_table_id: result.from,
    table_id: result.toView.table_id,
    table_name: result.toView.table_name,
    table: result.toView,
  };
}
