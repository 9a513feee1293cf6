// GET /api/v2/tables/{id}, PATCH /api/v2/tables/{id}, GET /api/v2/tables.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, notFound, ErrorBodySchema } from '../../http/errors';
import { issueDiner, readDiner, readStaff, requireStaff, requireTableAccess } from '../../auth/session';
import { getSetting, settingIsOn } from '../../store/settings';
import { closeOrder, approvalRequired } from '../orders/service';
import { emitTableStatus, getTableRow, listTables, readTable, setTableStatus, tableState } from './service';

const TableIdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const StatusValue = Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Null()]);

export const TableStatusSchema = Type.Object({
  table_id: Type.Integer(),
  table_name: Type.String(),
  section_id: Type.Union([Type.Integer(), Type.Null()]),
  table_status: Type.Union([Type.Integer(), Type.Null()]),
  cor_status: Type.Union([Type.Integer(), Type.Null()]),
  order_head_id: Type.Union([Type.Integer(), Type.Null()]),
  customer_num: Type.Integer(),
  adult_number: Type.Integer(),
  child_number: Type.Integer(),
  other_number: Type.Integer(),
  select_menu: Type.String(),
  eat_type: Type.Integer(),
  merge_status: Type.Integer(),
  merge_target_table: Type.Union([Type.Object({ table_id: Type.Integer() }), Type.Null()]),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

const tablesModule: FastifyPluginAsyncTypebox = async (app) => {
  // Resolves the scanned table code (a table id, or an encrypted token when is_encrypting is on),
  // answers its status and issues the diner session bound to the table and its open order.
  app.get(
    '/api/v2/tables/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: { 200: TableStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const code = request.params.id;
      const staff = readStaff(request);
      const diner = readDiner(request);
      let tableId: number | null;
      if (/^\d{1,9}$/.test(code)) {
        tableId = Number(code);
        const encrypting = settingIsOn(await getSetting(app.store.db, 'is_encrypting'));
        // With encrypted codes, a plain id is only good for staff or a diner already at that table.
        if (encrypting && !staff && diner?.tableId !== tableId) throw forbidden('Please scan the table code again');
      } else {
        tableId = app.tableCodes.decrypt(code);
        if (tableId === null || tableId <= 0) throw notFound('Unknown table code: please scan again');
      }
      const found = await readTable(app.store.db, tableId);
      if (!found) throw notFound(`Table ${tableId} does not exist`);
      const { view } = found;
      if (!staff) {
        const orderId = tableState(view.table_status) === 'open' && view.order_head_id ? view.order_head_id : 0;
        const sameOrder = diner && diner.tableId === view.table_id && diner.orderId === orderId;
        issueDiner(reply, { tableId: view.table_id, orderId, customer: sameOrder ? diner.customer : '1' });
      }
      return view;
    },
  );

  app.patch(
    '/api/v2/tables/:id',
    {
      schema: {
        params: TableIdParam,
        body: Type.Object({ table_status: Type.Optional(StatusValue), cor_status: Type.Optional(StatusValue) }, { minProperties: 1 }),
        response: { 200: TableStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { staff, diner } = requireTableAccess(request, id);
      const body = request.body;
      const view = await app.store.transaction(async (tx) => {
        const table = await getTableRow(tx, id, true);
        if (!table) throw notFound(`Table ${id} does not exist`);
        if (!staff) {
          // A diner may only confirm its own open order when staff approval is off
          // (the "approval off" path: table status 3 with cor_status 1).
          if (await approvalRequired(tx)) throw forbidden('Opening the table needs staff approval');
          if (!table.order_head_id || diner!.orderId !== table.order_head_id) throw forbidden('Open an order first');
          const st = body.table_status ?? table.table_status;
          if (tableState(st) !== 'open' || (body.cor_status !== undefined && body.cor_status !== 1)) throw forbidden('Diners may only mark their open table as ordering');
        }
        const patch: { table_status?: number | null; cor_status?: number | null; order_head_id?: number | null } = {};
        if (body.table_status !== undefined) patch.table_status = body.table_status;
        if (body.cor_status !== undefined) patch.cor_status = body.cor_status;
        if (staff && body.table_status !== undefined && tableState(body.table_status) === 'free' && table.order_head_id) {
          // Freeing a table ends its order.
          await closeOrder(tx, table.order_head_id);
          patch.order_head_id = null;
        }
        return setTableStatus(tx, id, patch);
      });
      emitTableStatus(app.io, view);
      return view;
    },
  );

  app.get(
    '/api/v2/tables',
    {
      schema: {
        querystring: Type.Object({
          section_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
          with_order: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
        }),
        response: { 200: Type.Object({ data: Type.Array(Type.Unknown()) }), ...errors },
      },
    },
    async (request) => {
      requireStaff(request);
      const { section_id, with_order } = request.query;
      const data = await listTables(app.store.db, { sectionId: section_id, withOrder: with_order === true || with_order === 1 });
      return { data };
    },
  );
};

export default tablesModule;
