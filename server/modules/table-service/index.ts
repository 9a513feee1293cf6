// Realtime table service: CALL_SERVICE, SEND_ORDER_REQUEST / QOP_CREATE_ORDER_REQUEST.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { emitToStaff, onEvent, roomOfTable, type TavolaSocket } from '../../realtime';
import { emitTableStatus } from '../tables/service';
import { approvalRequired, selfOpenAllowed } from '../orders/service';
import {
  announceApproved,
  approveOrderRequest,
  createOrderRequest,
  createServiceCall,
  orderRequestView,
  serviceCallView,
} from './service';

const TableRef = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: '^\\d{1,9}$' })]);
const Count = Type.Integer({ minimum: 0, maximum: 999 });

export const CallServicePayload = Type.Object({
  table_id: TableRef,
  table_name: Type.Optional(Type.String({ maxLength: 29 })),
  message: Type.Optional(Type.String({ maxLength: 500 })),
  checkbox_group: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 30 })),
  customer: Type.Optional(Type.String({ maxLength: 64 })),
  order_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.String({ pattern: '^\\d{0,9}$' }), Type.Null()])),
  project_name: Type.Optional(Type.String({ maxLength: 32 })),
  type: Type.Optional(Type.Literal('CALL_SERVICE')),
});

const MenuRef = Type.Union([
  Type.String({ minLength: 1, maxLength: 200 }),
  Type.Array(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Object({ main_group_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) })]), { minItems: 1, maxItems: 20 }),
]);

export const OrderRequestPayload = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 40 })),
  tableId: TableRef,
  table_name: Type.Optional(Type.String({ maxLength: 64 })),
  menu: MenuRef,
  adultNum: Count,
  childNum: Count,
  otherNum: Type.Optional(Count),
  person: Type.Optional(Count),
  customer: Type.Optional(Type.String({ maxLength: 64 })),
  orderCode: Type.Optional(Type.String({ maxLength: 4, pattern: '^(\\d{4})?$' })),
});

const menuString = (m: Static<typeof OrderRequestPayload>['menu']) =>
  typeof m === 'string' ? m : m.map((x) => (typeof x === 'number' ? x : x.main_group_id)).join(',');

const tableServiceModule: FastifyPluginAsync = async (app) => {
  const log = (err: unknown) => app.log.error({ err }, 'socket handler failed');

  const handleOrderRequest = (socket: TavolaSocket, eventName: string) =>
    onEvent(socket, eventName, OrderRequestPayload, async (p, ack) => {
      const tableId = Number(p.tableId);
      const diner = socket.data.diner;
      if (!diner && !socket.data.staff) throw unauthorized('Scan the table code first');
      if (diner && !socket.data.staff && diner.tableId !== tableId) throw forbidden('This session belongs to another table');
      const adult = p.adultNum;
      const child = p.childNum;
      const other = p.otherNum ?? 0;
      if (adult + child + other <= 0) throw badRequest('At least one person is needed');
      const input = {
        table_id: tableId,
        table_name: p.table_name ?? '',
        select_menu: menuString(p.menu),
        adult_number: adult,
        child_number: child,
        other_number: other,
        customer_num: p.person && p.person > 0 ? p.person : adult + child + other,
        customer: p.customer ?? '1',
        order_code: p.orderCode ?? '',
      };
      const autoApprove = !(await approvalRequired(app.store.db));
      if (autoApprove && !(await selfOpenAllowed(app.store.db))) throw forbidden('Self-service table opening is disabled, please contact the staff');
      const result = await app.store.transaction(async (tx) => {
        const created = await createOrderRequest(tx, input);
        if (!autoApprove) return { ...created, approved: null };
        return { ...created, approved: await approveOrderRequest(tx, created.request.id, { id: null, name: '' }) };
      });
      const room = roomOfTable(tableId);
      const view = orderRequestView(result.request);
      socket.emit('SEND_ORDER_REQUEST', { status: 200, requestId: result.request.id, table_id: tableId });
      ack({ ok: true, requestId: result.request.id });
      if (result.approved) {
        announceApproved(app.io, result.approved.request, result.approved.order, result.approved.table);
        return;
      }
      emitToStaff(app.io, 'QOP_CREATE_ORDER_REQUEST', view);
      socket.to(room).emit('CHAT_MESSAGE', { room, title: 'CHAT_MESSAGE', content: { event: result.resent ? 'RESEND_ORDER_REQUEST' : 'SEND_ORDER_REQUEST', requestId: result.request.id, table_id: tableId } });
      emitTableStatus(app.io, result.table);
    }, log);

  app.io.on('connection', (socket: TavolaSocket) => {
    onEvent(socket, 'CALL_SERVICE', CallServicePayload, async (p, ack) => {
      const tableId = Number(p.table_id);
      const diner = socket.data.diner;
      if (!diner && !socket.data.staff) throw unauthorized('Scan the table code first');
      if (diner && !socket.data.staff && diner.tableId !== tableId) throw forbidden('This session belongs to another table');
      const message = (p.message ?? '').trim();
      const group = (p.checkbox_group ?? []).map((s) => s.trim()).filter(Boolean);
      if (!message && !group.length) throw badRequest('Choose a service or write a message');
      const orderId = p.order_id === undefined || p.order_id === null || p.order_id === '' ? null : Number(p.order_id);
      const call = await app.store.transaction((tx) =>
        createServiceCall(tx, {
          table_id: tableId,
          table_name: p.table_name ?? '',
          message,
          checkbox_group: group,
          customer: diner?.customer ?? p.customer ?? '',
          order_id: diner ? diner.orderId || null : orderId || null,
          project_name: p.project_name ?? 'QOP',
        }),
      );
      const view = serviceCallView(call);
      emitToStaff(app.io, 'CALL_SERVICE', view);
      socket.emit('MESSENGER', { message: 'CALL_SERVICE_SUCCESS', level: 'success', id: call.id });
      ack({ ok: true, id: call.id });
    }, log);

    handleOrderRequest(socket, 'SEND_ORDER_REQUEST');
    handleOrderRequest(socket, 'QOP_CREATE_ORDER_REQUEST');
  });

};

export default tableServiceModule;
