// GET /api/v2/tables/{id}, PATCH /api/v2/tables/{id}, GET /api/v2/tables.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  TableCodeParams,
  TableCodeQuery,
  TableListQuery,
  TableListSchema,
  TablePatchBody,
  TableStatusSchema,
  errorResponses,
} from '../../../protocol/http';
import { ErrorBodySchema, notFound, orderChanged } from '../../http/errors';
import { checkScan, pinPending } from '../pin/gate';
import { deviceOf } from '../../auth/limits';
import {
  issueDiner,
  readDiner,
  readStaff,
  requireStaff,
  requireTableAccess,
} from '../../auth/session';
import { listTables, readTable, tableState } from './repository';
import { patchTable, resolveTableCode } from './service';
import { emitTableStatus } from './events';
import { leaveEndedOrder, roomOfTable } from '../../realtime';

const errors = errorResponses(400, 401, 403, 404);

export const tablesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Resolves the scanned table code (a table id, or a sealed token when is_encrypting is on),
  // answers its status and issues the diner session bound to the table and its open order.
  app.get(
    '/api/v2/tables/:id',
    {
      schema: {
        params: TableCodeParams,
        querystring: TableCodeQuery,
        response: { 200: TableStatusSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const db = app.store.db;
      const staff = readStaff(request);
      const diner = readDiner(request);
      const tableId = await resolveTableCode(db, app.tableCodes, request.params.id, {
        staff: !!staff,
        dinerTableId: diner?.tableId ?? null,
        dinerOrderId: diner?.orderId ?? null,
      });
      const found = await readTable(db, tableId);
      if (!found) throw notFound(`Table ${tableId} does not exist`);
      const { view } = found;
      if (staff) return view;
      // The device cookie, set at the first scan: per-person limits count on it (auth/limits.ts).
      deviceOf(request, reply);
      const orderId =
        tableState(view.table_status) === 'open' && view.order_head_id ? view.order_head_id : 0;
      // The same order: at this table, or moved here from the diner's table by staff.
      const sameOrder =
        !!diner && diner.orderId === orderId && (orderId > 0 || diner.tableId === view.table_id);
      // A scan (the entry screen, or a first visit) starts anew; a refresh keeps the session's
      // order and scan: an expired scan or an ended order sends the diner to scan again.
      const fresh =
        request.query.scan === 1 || !diner || (diner.tableId !== view.table_id && !sameOrder);
      if (!fresh) {
        await checkScan(db, diner);
        if (diner.orderId > 0 && diner.orderId !== orderId) throw orderChanged();
      }
      const scan = fresh ? Math.floor(Date.now() / 1000) : diner.scan;
      const sid = issueDiner(reply, {
        tableId: view.table_id,
        orderId,
        customer: sameOrder ? diner!.customer : '1',
        scan,
      });
      return { ...view, pin_required: await pinPending(db, { sid, orderId, scan }) };
    },
  );

  app.patch(
    '/api/v2/tables/:id',
    {
      schema: {
        params: IdParams,
        body: TablePatchBody,
        response: { 200: TableStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { staff, diner } = requireTableAccess(request, id);
      const { view, endedOrderId } = await patchTable(app.store, id, request.body, {
        staff: !!staff,
        dinerOrderId: diner?.orderId ?? null,
      });
      emitTableStatus(app.io, view);
      // The ended order's diners heard the table free; its room's news is no longer theirs.
      if (endedOrderId) await leaveEndedOrder(app.io, roomOfTable(id), endedOrderId);
      return view;
    },
  );

  app.get(
    '/api/v2/tables',
    {
      schema: { querystring: TableListQuery, response: { 200: TableListSchema, ...errors } },
    },
    async (request) => {
      requireStaff(request);
      const { section_id, with_order } = request.query;
      const data = await listTables(app.store.db, {
        sectionId: section_id,
        withOrder: with_order === true || with_order === 1,
      });
      return { data };
    },
  );
};
