// Staff: employee login, order-request approval, service calls, pushes to a table, table moves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, desc, eq, gt, count } from 'drizzle-orm';
import { ErrorBodySchema, conflict, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { issueStaff, requireStaff } from '../../auth/session';
import { authenticateEmployee } from '../../auth/passwords';
import { orders, pinAttempts, serviceCalls } from '../../store/schema';
import { emitToTable } from '../../realtime';
import { emitTableStatus, getTableRow, setTableStatus, tableState } from '../tables/service';
import { getOpenOrder, orderView } from '../orders/service';
import { announceApproved, announceRejected, approveOrderRequest, listOrderRequests, rejectOrderRequest, serviceCallView } from '../table-service/service';
import { PIN_WINDOW_MS } from '../pin/service';
import { changeCartTable } from '../cart';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };
export const LOGIN_MAX_FAILURES = 10;

const staffModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/kds/employee/login',
    {
      schema: {
        body: Type.Object({
          id: Type.String({ minLength: 1, maxLength: 64 }),
          password: Type.String({ minLength: 1, maxLength: 128 }),
          device_number: Type.Optional(Type.String({ maxLength: 64 })),
          device_type: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer({ minimum: 0, maximum: 99 })])),
          subitems_version: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer({ minimum: 0, maximum: 2147483647 })])),
          project: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        response: {
          200: Type.Object({
            status: Type.Integer(),
            token: Type.String(),
            employee: Type.Object({ employee_id: Type.Integer(), name: Type.String(), role: Type.String(), account: Type.String() }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id, password } = request.body;
      const key = `login|${request.ip}|${id}`;
      const [row] = await app.store.db
        .select({ n: count() })
        .from(pinAttempts)
        .where(and(eq(pinAttempts.client_key, key), eq(pinAttempts.success, false), gt(pinAttempts.created_at, new Date(Date.now() - PIN_WINDOW_MS))));
      if (Number(row?.n ?? 0) >= LOGIN_MAX_FAILURES) throw tooManyRequests('Too many failed logins: try again later');
      const e = await authenticateEmployee(app.store.db, id, password);
      await app.store.db.insert(pinAttempts).values({ order_head_id: 0, client_key: key, success: !!e });
      if (!e) throw unauthorized('Wrong employee account or password');
      const token = issueStaff(reply, { employeeId: e.employeeId, name: e.name, role: e.role });
      return { status: 200, token, employee: { employee_id: e.employeeId, name: e.name, role: e.role, account: e.account } };
    },
  );

  app.get(
    '/api/v2/staff/order-requests',
    { schema: { querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('superseded')])) }) } },
    async (request) => {
      requireStaff(request);
      return { data: await listOrderRequests(app.store.db, request.query.status) };
    },
  );

  app.post(
    '/api/v2/staff/order-requests/:id/approve',
    { schema: { params: Type.Object({ id: Id }), response: { 200: Type.Object({ requestId: Type.Integer(), orderId: Type.Integer(), table_id: Type.Integer() }), ...errors } } },
    async (request) => {
      const staff = requireStaff(request);
      const { request: r, order, table } = await app.store.transaction((tx) => approveOrderRequest(tx, request.params.id, { id: staff.employeeId, name: staff.name }));
      announceApproved(app.io, r, order, table);
      return { requestId: r.id, orderId: order.order_head_id, table_id: r.table_id };
    },
  );

  app.post(
    '/api/v2/staff/order-requests/:id/reject',
    {
      schema: {
        params: Type.Object({ id: Id }),
        body: Type.Optional(Type.Object({ reason: Type.Optional(Type.String({ maxLength: 200 })) })),
        response: { 200: Type.Object({ requestId: Type.Integer(), table_id: Type.Integer(), status: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const reason = request.body?.reason ?? '';
      const { request: r, table } = await app.store.transaction((tx) => rejectOrderRequest(tx, request.params.id, staff.employeeId, reason));
      announceRejected(app.io, r, table);
      return { requestId: r.id, table_id: r.table_id, status: r.status };
    },
  );

  app.get(
    '/api/v2/staff/service-calls',
    { schema: { querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('done')])) }) } },
    async (request) => {
      requireStaff(request);
      const rows = await app.store.db
        .select()
        .from(serviceCalls)
        .where(request.query.status ? eq(serviceCalls.status, request.query.status) : undefined)
        .orderBy(desc(serviceCalls.id))
        .limit(200);
      return { data: rows.map(serviceCallView) };
    },
  );

  app.patch(
    '/api/v2/staff/service-calls/:id',
    { schema: { params: Type.Object({ id: Id }), body: Type.Object({ status: Type.Literal('done') }) } },
    async (request) => {
      const staff = requireStaff(request);
      const [row] = await app.store.db
        .update(serviceCalls)
        .set({ status: 'done', handled_at: new Date(), handled_by: staff.employeeId })
        .where(eq(serviceCalls.id, request.params.id))
        .returning();
      if (!row) throw notFound(`Service call ${request.params.id} does not exist`);
      return serviceCallView(row);
    },
  );

  // Pushes from the staff console to the diners of a table.
  app.post(
    '/api/v2/staff/tables/:id/notify',
    {
      schema: {
        params: Type.Object({ id: Id }),
        body: Type.Union([
          Type.Object({ event: Type.Literal('MESSENGER'), message: Type.String({ minLength: 1, maxLength: 500 }), level: Type.Optional(Type.Union([Type.Literal('success'), Type.Literal('error'), Type.Literal('warning'), Type.Literal('info'), Type.Literal('default')])) }),
          Type.Object({ event: Type.Literal('UPDATE_LOCALE'), language: Type.Union(['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'].map((l) => Type.Literal(l))) }),
          Type.Object({ event: Type.Literal('BUBBLE_PROMPT'), message: Type.String({ minLength: 1, maxLength: 500 }) }),
        ]),
        response: { 200: Type.Object({ ok: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      requireStaff(request);
      const table = await getTableRow(app.store.db, request.params.id);
      if (!table) throw notFound(`Table ${request.params.id} does not exist`);
      const { event, ...payload } = request.body;
      const body = event === 'MESSENGER' ? { level: 'info', ...payload } : payload;
      emitToTable(app.io, table.table_id, event, { table_id: table.table_id, ...body });
      return { ok: true };
    },
  );

  // Moves an open order to another (free) table; the diners follow through UPDATE_ORDER_TABLE and
  // the cart through CHANGE_CART_TABLE (which moves their sockets and reissues their sessions).
  app.post(
    '/api/v2/staff/orders/:id/move',
    { schema: { params: Type.Object({ id: Id }), body: Type.Object({ table_id: Id }) } },
    async (request) => {
      requireStaff(request);
      const orderId = request.params.id;
      const to = request.body.table_id;
      const result = await app.store.transaction(async (tx) => {
        const order = await getOpenOrder(tx, orderId, true);
        if (order.table_id <= 0) throw conflict('A quick-service order has no table');
        if (order.table_id === to) throw conflict('The order is already at that table');
        // Lock both tables in id order so two moves never deadlock.
        const [a, b] = [order.table_id, to].sort((x, y) => x - y);
        const ta = await getTableRow(tx, a!, true);
        const tb = await getTableRow(tx, b!, true);
        const target = to === a ? ta : tb;
        const source = to === a ? tb : ta;
        if (!target) throw notFound(`Table ${to} does not exist`);
        if (target.order_head_id || tableState(target.table_status) !== 'free') throw conflict(`Table ${to} is not free`);
        const fromView = await setTableStatus(tx, order.table_id, { table_status: 0, cor_status: null, order_head_id: null });
        const toView = await setTableStatus(tx, to, { table_status: source?.table_status ?? 3, cor_status: source?.cor_status ?? 1, order_head_id: orderId });
        const [moved] = await tx.update(orders).set({ table_id: to, updated_at: new Date() }).where(eq(orders.order_head_id, orderId)).returning();
        return { from: order.table_id, fromView, toView, order: moved! };
      });
      const payload = { ...orderView(result.order), from_table_id: result.from, table_id: result.toView.table_id, table_name: result.toView.table_name, table: result.toView };
      emitToTable(app.io, result.from, 'UPDATE_ORDER_TABLE', payload);
      emitTableStatus(app.io, result.fromView);
      emitTableStatus(app.io, result.toView);
      await changeCartTable(app, orderId, to);
      return payload;
    },
  );
};

export default staffModule;
