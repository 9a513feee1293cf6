// Realtime table service: CALL_SERVICE, SEND_ORDER_REQUEST / QOP_CREATE_ORDER_REQUEST.
// Each handler parses the payload, checks the caller, calls the service and announces the result.
import type { FastifyInstance } from 'fastify';
import {
  CallServicePayload,
  OrderRequestPayload,
  type ServerToClientEvents,
} from '../../../protocol';
import { LITE_TABLE_NAME_MAX, liteTableNameProblem } from '../../../core';
import { HttpError, badRequest, forbidden, unauthorized } from '../../http/errors';
import { emitToStaff, onEvent, roomOfTable, type TavolaSocket } from '../../realtime';
import { emitTableStatus } from '../tables/events';
import { createServiceCall, orderRequestView, requestOrder, serviceCallView } from './service';
import { announceApproved } from './events';
import { systemClock, type Clock } from '../hours/service';
import { checkEntry, gateSocket } from '../pin/gate';
import { emitToStaffFrom } from '../../realtime/staff-flow';

const menuString = (m: OrderRequestPayload['menu']) =>
  typeof m === 'string' ? m : m.map((x) => (typeof x === 'number' ? x : x.main_group_id)).join(',');

/** Refuses callers who are neither staff nor a diner at this table; answers the diner session, if any. */
function checkCaller(socket: TavolaSocket, tableId: number) {
  const diner = socket.data.diner;
  if (!diner && !socket.data.staff) throw unauthorized('Scan the table code first');
  if (diner && !socket.data.staff && diner.tableId !== tableId)
    throw forbidden('This session belongs to another table');
  return diner;
}

/** Registers the table-service socket handlers on every connection. */
export function registerTableServiceSocket(app: FastifyInstance, now: Clock = systemClock): void {
  const log = (err: unknown) => app.log.error({ err }, 'socket handler failed');
  // A diner's call or request reaches the staff room within its source's budget (staff-flow.ts).
  const toStaff = <E extends 'CALL_SERVICE' | 'QOP_CREATE_ORDER_REQUEST'>(
    socket: TavolaSocket,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) => {
    if (socket.data.staff) return emitToStaff(app.io, event, ...payload);
    const d = socket.data;
    const device = d.device ?? (d.diner ? `session:${d.diner.sid}` : `socket:${socket.id}`);
    emitToStaffFrom(app.io, { device, address: d.address ?? '' }, event, ...payload);
  };

  const handleOrderRequest = (
    socket: TavolaSocket,
    eventName: 'SEND_ORDER_REQUEST' | 'QOP_CREATE_ORDER_REQUEST',
  ) =>
    onEvent(
      socket,
      eventName,
      OrderRequestPayload,
      async (p, ack) => {
        const tableId = Number(p.tableId);
        const diner = checkCaller(socket, tableId);
        // Opening needs a fresh scan; a session whose order ended scans again first.
        if (diner && !socket.data.staff) await checkEntry(app.store.db, diner);
        const adult = p.adultNum;
        const child = p.childNum;
        const other = p.otherNum ?? 0;
        if (adult + child + other <= 0) throw badRequest('At least one person is needed');
        const input = {
          table_id: tableId,
          select_menu: menuString(p.menu),
          adult_number: adult,
          child_number: child,
          other_number: other,
          customer_num: p.person && p.person > 0 ? p.person : adult + child + other,
          customer: p.customer ?? '1',
          order_code: p.orderCode ?? '',
          // Whoever sets the PIN knows it: this session gets the pass when the order opens.
          requester_sid: diner && !socket.data.staff ? diner.sid : null,
        };
        const result = await requestOrder(app.store, input, now());
        const room = roomOfTable(tableId);
        const view = orderRequestView(result.request);
        socket.emit('SEND_ORDER_REQUEST', {
          status: 200,
          requestId: result.request.id,
          table_id: tableId,
        });
        ack({ ok: true, requestId: result.request.id });
        if (result.approved) {
          announceApproved(
            app.io,
            result.approved.request,
            result.approved.order,
            result.approved.table,
          );
          return;
        }
        toStaff(socket, 'QOP_CREATE_ORDER_REQUEST', view);
        socket.to(room).emit('CHAT_MESSAGE', {
          room,
          title: 'CHAT_MESSAGE',
          content: {
            event: result.resent ? 'RESEND_ORDER_REQUEST' : 'SEND_ORDER_REQUEST',
            requestId: result.request.id,
            table_id: tableId,
          },
        });
        emitTableStatus(app.io, result.table);
      },
      { onError: log },
    );

  app.io.on('connection', (socket: TavolaSocket) => {
    onEvent(
      socket,
      'CALL_SERVICE',
      CallServicePayload,
      async (p, ack) => {
        const tableId = Number(p.table_id);
        const diner = checkCaller(socket, tableId);
        if (!socket.data.staff) await gateSocket(app.store.db, socket.data);
        const message = (p.message ?? '').trim();
        const group = (p.checkbox_group ?? []).map((s) => s.trim()).filter(Boolean);
        if (!message && !group.length) throw badRequest('Choose a service or write a message');
        // Lite mode's table name: the same rule as the drawer's (core), checked here again.
        let stated = '';
        if (p.lite_table_name !== undefined) {
          const problem = liteTableNameProblem(p.lite_table_name);
          if (problem === 'empty')
            throw new HttpError(400, 'TABLE_NAME_EMPTY', 'Enter the name of your table');
          if (problem === 'tooLong')
            throw new HttpError(
              400,
              'TABLE_NAME_TOO_LONG',
              `The table name must be shorter than ${LITE_TABLE_NAME_MAX + 1} characters`,
            );
          stated = p.lite_table_name.trim();
        }
        const orderId =
          p.order_id === undefined || p.order_id === null || p.order_id === ''
            ? null
            : Number(p.order_id);
        const call = await createServiceCall(app.store, {
          table_id: tableId,
          message,
          checkbox_group: group,
          customer: diner?.customer ?? p.customer ?? '',
          order_id: diner ? diner.orderId || null : orderId || null,
          project_name: p.project_name ?? 'QOP',
          stated_table_name: stated,
        });
        const view = serviceCallView(call);
        toStaff(socket, 'CALL_SERVICE', view);
        socket.emit('MESSENGER', {
          message: 'CALL_SERVICE_SUCCESS',
          level: 'success',
          id: call.id,
        });
        ack({ ok: true, id: call.id });
      },
      { onError: log },
    );

    handleOrderRequest(socket, 'SEND_ORDER_REQUEST');
    handleOrderRequest(socket, 'QOP_CREATE_ORDER_REQUEST');
  });
}
