// Orders: dine-in and quick-service opening, head counts, customer names, extra charges and the
// quick-service customer details.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { ErrorBodySchema, badRequest, forbidden } from '../../http/errors';
import { issueDiner, issuePinPass, requireOrderAccess, requireStaff, requireTableAccess } from '../../auth/session';
import { orders, turnInfo } from '../../store/schema';
import { emitToRoom, roomOfQuickOrder, roomOfTable } from '../../realtime';
import { emitTableStatus, tableView, type TableStatusView } from '../tables/service';
import { pinSatisfied } from '../pin/service';
import {
  addExtras,
  approvalRequired,
  checkMenus,
  customerNameFor,
  generateExtras,
  getOpenOrder,
  getOrder,
  openDineInOrder,
  orderView,
  selfOpenAllowed,
  type OrderRow,
} from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Count = Type.Integer({ minimum: 0, maximum: 999 });
const ShortText = (max: number) => Type.String({ maxLength: max });
const SelectMenu = Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Array(Id, { minItems: 1, maxItems: 20 })]);
const OrderCode = Type.String({ maxLength: 4, pattern: '^(\\d{4})?$' });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

export const CustomerInfoSchema = Type.Object(
  {
    order_type: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), ShortText(32)])),
    order_state: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), ShortText(32)])),
    customer_eat_time: Type.Optional(ShortText(40)),
    customer_name: Type.Optional(ShortText(64)),
    customer_phone: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9+()\\s-]*$' })),
    address: Type.Optional(ShortText(200)),
    zipcode: Type.Optional(ShortText(16)),
  },
  { additionalProperties: false },
);

const OrderResponse = Type.Object({
  order_head_id: Type.Integer(),
  orderId: Type.Integer(),
  table_id: Type.Integer(),
  eat_type: Type.Integer(),
  check_name: Type.String(),
  customer_name: Type.String(),
  customer_num: Type.Integer(),
  adult_number: Type.Integer(),
  child_number: Type.Integer(),
  other_number: Type.Integer(),
  select_menu: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  created: Type.Optional(Type.Boolean()),
});

const ExtraDish = Type.Object({
  order_detail_id: Type.Integer(),
  item_id: Type.Union([Type.Integer(), Type.Null()]),
  item_name1: Type.String(),
  item_name2: Type.String(),
  quantity: Type.Integer(),
  product_price: Type.Number(),
  employee_id: Type.Union([Type.Integer(), Type.Null()]),
  employee_name: Type.String(),
  order_time: Type.String(),
});

/** The room of an order: its table's, or the negative order id for quick service. */
export const roomOfOrder = (o: Pick<OrderRow, 'table_id' | 'order_head_id'>) => (o.table_id > 0 ? roomOfTable(o.table_id) : roomOfQuickOrder(o.order_head_id));

const ordersModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.store.db;

  app.post(
    '/api/v2.5/orders/not-check-table-status',
    {
      schema: {
        body: Type.Object({
          table_id: Id,
          select_menu: SelectMenu,
          adult_number: Count,
          child_number: Count,
          other_number: Type.Optional(Count),
          customer_num: Type.Optional(Count),
          eat_type: Type.Optional(Type.Literal(0)),
          check_name: Type.Optional(ShortText(64)),
          order_code: Type.Optional(OrderCode),
          system_type: Type.Optional(ShortText(32)),
          project_name: Type.Optional(ShortText(32)),
        }),
        response: { 200: OrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const { staff, diner } = requireTableAccess(request, b.table_id);
      const result = await app.store.transaction((tx) =>
        openDineInOrder(
          tx,
          {
            table_id: b.table_id,
            select_menu: Array.isArray(b.select_menu) ? b.select_menu.join(',') : b.select_menu,
            adult_number: b.adult_number,
            child_number: b.child_number,
            other_number: b.other_number ?? 0,
            customer_num: b.customer_num,
            check_name: b.check_name,
            order_code: b.order_code || undefined,
            system_type: b.system_type,
            project_name: b.project_name,
            open_employee_id: staff?.employeeId ?? null,
            open_employee_name: staff?.name ?? '',
          },
          async () => {
            if (staff) return;
            if (await approvalRequired(tx)) throw forbidden('Opening the table needs staff approval');
            if (!(await selfOpenAllowed(tx))) throw forbidden('Self-service table opening is disabled, please contact the staff');
          },
        ),
      );
      const { order, created, table } = result;
      if (!staff || diner) {
        const keep = diner && diner.orderId === order.order_head_id;
        issueDiner(reply, { tableId: order.table_id, orderId: order.order_head_id, customer: keep ? diner.customer : '1' });
      }
      if (created && b.order_code) issuePinPass(reply, order.order_head_id);
      if (created) {
        emitTableStatus(app.io, table);
        emitToRoom(app.io, roomOfTable(order.table_id), 'joinOrder', { table_id: order.table_id, order_head_id: order.order_head_id, orderId: order.order_head_id });
      }
      return { ...orderView(order), created };
    },
  );

  app.post(
    '/api/v2/orders',
    {
      schema: {
        body: Type.Object({
          table_id: Type.Literal(-1),
          eat_type: Type.Literal(1),
          select_menu: SelectMenu,
          customer_name: Type.Optional(ShortText(64)),
          customer_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
          check_name: Type.Optional(ShortText(64)),
          system_type: Type.Optional(ShortText(32)),
          project_name: Type.Optional(ShortText(32)),
          kds_time: Type.Optional(ShortText(40)),
          customer_info: Type.Optional(CustomerInfoSchema),
        }),
        response: { 200: OrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const info = b.customer_info ?? {};
      const order = await app.store.transaction(async (tx) => {
        const menus = await checkMenus(tx, b.select_menu);
        const [o] = await tx
          .insert(orders)
          .values({
            table_id: -1,
            eat_type: 1,
            check_name: b.check_name ?? '',
            customer_name: b.customer_name ?? info.customer_name ?? '',
            customer_phone: info.customer_phone ?? '',
            customer_num: b.customer_num ?? 1,
            adult_number: b.customer_num ?? 1,
            select_menu: menus.join(','),
            customer_info: { address: '', zipcode: '', ...info },
            system_type: b.system_type ?? '',
            project_name: b.project_name ?? '',
            kds_time: b.kds_time ?? '',
          })
          .returning();
        await tx.insert(turnInfo).values({ order_head_id: o!.order_head_id, check_name: b.check_name ?? '' });
        return o!;
      });
      issueDiner(reply, { tableId: -1, orderId: order.order_head_id, customer: '1' });
      return { ...orderView(order), created: true };
    },
  );

  app.patch(
    '/api/v2/orders',
    {
      schema: {
        body: Type.Object({
          orders: Type.Array(
            Type.Object({
              order_head_id: Id,
              select_menu: Type.Optional(SelectMenu),
              customer_num: Type.Optional(Count),
              adult_number: Type.Optional(Count),
              child_number: Type.Optional(Count),
              other_number: Type.Optional(Count),
            }),
            { minItems: 1, maxItems: 20 },
          ),
        }),
        response: { 200: Type.Object({ data: Type.Array(OrderResponse) }), ...errors },
      },
    },
    async (request) => {
      for (const o of request.body.orders) requireOrderAccess(request, o.order_head_id);
      const updated = await app.store.transaction(async (tx) => {
        const out: { order: OrderRow; table: TableStatusView | null }[] = [];
        for (const p of request.body.orders) {
          const current = await getOpenOrder(tx, p.order_head_id, true);
          if (!(await pinSatisfied(request, tx, current.order_head_id))) throw forbidden('Enter the table PIN first');
          const set: Partial<typeof orders.$inferInsert> = { updated_at: new Date() };
          if (p.select_menu !== undefined) set.select_menu = (await checkMenus(tx, p.select_menu)).join(',');
          if (p.adult_number !== undefined) set.adult_number = p.adult_number;
          if (p.child_number !== undefined) set.child_number = p.child_number;
          if (p.other_number !== undefined) set.other_number = p.other_number;
          const adults = set.adult_number ?? current.adult_number;
          const children = set.child_number ?? current.child_number;
          const others = set.other_number ?? current.other_number;
          if (current.eat_type === 0 && adults + children + others <= 0) throw badRequest('At least one person is needed');
          set.customer_num = p.customer_num !== undefined && p.customer_num > 0 ? p.customer_num : current.eat_type === 0 ? adults + children + others : current.customer_num;
          const [row] = await tx.update(orders).set(set).where(eq(orders.order_head_id, p.order_head_id)).returning();
          out.push({ order: row!, table: row!.table_id > 0 ? await tableView(tx, row!.table_id) : null });
        }
        return out;
      });
      for (const { order, table } of updated) {
        emitToRoom(app.io, roomOfOrder(order), 'UPDATE_ORDER_TABLE', { ...orderView(order), table });
        if (table) emitTableStatus(app.io, table);
      }
      return { data: updated.map((u) => orderView(u.order)) };
    },
  );

  app.patch(
    '/api/v2/orders/:id/gen-customer-name',
    {
      schema: {
        params: Type.Object({ id: Id }),
        body: Type.Object({
          identifier: Type.String({ minLength: 1, maxLength: 128 }),
          customer_name: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^\\S(.*\\S)?$' })),
        }),
        response: { 200: Type.Object({ now_customer_name: Type.String(), order_head_id: Type.Integer() }), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { staff, diner } = requireOrderAccess(request, id);
      const wanted = request.body.customer_name === '0' ? '1' : request.body.customer_name;
      const name = await app.store.transaction((tx) => customerNameFor(tx, id, request.body.identifier, wanted));
      const order = await getOrder(db(), id);
      if (diner && (!staff || diner.orderId === id)) issueDiner(reply, { tableId: diner.tableId, orderId: id, customer: name });
      emitToRoom(app.io, roomOfOrder(order), 'CUSTOMER_ID', { order_head_id: id, customer_name: name });
      return { now_customer_name: name, order_head_id: id };
    },
  );

  app.post(
    '/api/v2/orders/:id/gen-extra-dish',
    {
      schema: {
        params: Type.Object({ id: Id }),
        body: Type.Object({
          id: Type.Optional(Id),
          first_menu: Type.Optional(Id),
          menu_id: Type.Optional(Id),
          week: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 })),
          openEmployeeId: Type.Optional(Type.Union([Id, Type.Null()])),
          openEmployeeName: Type.Optional(ShortText(64)),
          employee_id: Type.Optional(Type.Union([Id, Type.Null()])),
          employee_name: Type.Optional(ShortText(64)),
          printInfo: Type.Optional(Type.Unknown()),
        }),
        response: { 200: Type.Object({ extraDishes: Type.Array(ExtraDish), created: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      if (b.id !== undefined && b.id !== id) throw badRequest('The body id does not match the order in the path');
      const { staff } = requireOrderAccess(request, id);
      const { extras, created } = await app.store.transaction((tx) =>
        generateExtras(tx, id, {
          firstMenu: b.first_menu ?? b.menu_id,
          week: b.week,
          employeeId: staff?.employeeId ?? null,
          employeeName: staff?.name ?? '',
        }),
      );
      return { extraDishes: extras, created };
    },
  );

  app.post(
    '/api/v2/orders/extradishes/:id',
    {
      schema: {
        params: Type.Object({ id: Id }),
        body: Type.Object({
          extraDishes: Type.Array(
            Type.Object({ item_id: Id, quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })), num: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) }),
            { minItems: 1, maxItems: 50 },
          ),
          openEmployeeId: Type.Optional(Type.Union([Id, Type.Null()])),
          openEmployeeName: Type.Optional(ShortText(64)),
        }),
        response: { 200: Type.Object({ extraDishes: Type.Array(ExtraDish) }), ...errors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const dishes = request.body.extraDishes.map((d) => ({ item_id: d.item_id, quantity: d.quantity ?? d.num ?? 1 }));
      const extras = await app.store.transaction((tx) => addExtras(tx, id, dishes, { id: staff.employeeId, name: staff.name }));
      return { extraDishes: extras };
    },
  );

  const CustomerInfos = Type.Object({ customerInfos: CustomerInfoSchema });

  app.get(
    '/api/v3/update_od_customer/:orderId',
    { schema: { params: Type.Object({ orderId: Id }), response: { 200: Type.Object({ customerInfos: Type.Unknown(), order_head_id: Type.Integer() }), ...errors } } },
    async (request) => {
      const { orderId } = request.params;
      requireOrderAccess(request, orderId);
      const o = await getOrder(db(), orderId);
      return { customerInfos: o.customer_info, order_head_id: orderId };
    },
  );

  app.patch(
    '/api/v3/update_od_customer/:orderId',
    { schema: { params: Type.Object({ orderId: Id }), body: CustomerInfos, response: { 200: Type.Object({ customerInfos: Type.Unknown(), order_head_id: Type.Integer() }), ...errors } } },
    async (request) => {
      const { orderId } = request.params;
      requireOrderAccess(request, orderId);
      const info = request.body.customerInfos;
      const saved = await app.store.transaction(async (tx) => {
        const o = await getOpenOrder(tx, orderId, true);
        if (!(await pinSatisfied(request, tx, orderId))) throw forbidden('Enter the table PIN first');
        const merged = { ...o.customer_info, ...info };
        const set: Partial<typeof orders.$inferInsert> = { customer_info: merged, updated_at: new Date() };
        if (info.customer_name !== undefined) set.customer_name = info.customer_name;
        if (info.customer_phone !== undefined) set.customer_phone = info.customer_phone;
        await tx.update(orders).set(set).where(eq(orders.order_head_id, orderId));
        return merged;
      });
      return { customerInfos: saved, order_head_id: orderId };
    },
  );

};

export default ordersModule;
