// Printing routes (staff session required for every one; a manager's for those marked M, as they
// choose the addresses the server connects to):
//   GET    /api/v2/staff/printers              { data: PrinterView[] } (status, last error, waiting)
//   POST   /api/v2/staff/printers              M  PrinterSetup → PrinterView
//   PATCH  /api/v2/staff/printers/{id}         M  any field of PrinterSetup → PrinterView
//   DELETE /api/v2/staff/printers/{id}         M  { ok } (its waiting tickets are cancelled)
//   POST   /api/v2/staff/printers/{id}/test    M  a test page to a saved printer, at its paper
//                                              width and CJK mode; 503 when it does not answer
//   GET    /api/v2/staff/print-jobs?status&limit   { data: PrintJobView[] } newest first
//   POST   /api/v2/staff/print-jobs/{id}/retry     tries a waiting ticket now → PrintJobView
//   POST   /api/v2/printer/sendorder           { requestKey, printer_id? }: prints a round again
//                                              (to its printers, or one) → { jobs }
//   POST   /api/v1/printer/test/ip             M  { type, theinterface, columns?, cjk? }: a test
//                                              page to a saved printer's address (404 for any
//                                              other address); 503 when it does not answer
// Printer state changes reach the staff room as PRINTER_STATUS (PrinterView).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, OkSchema, errorResponses } from '../../../protocol/http';
import {
  PrintJobListQuery,
  PrintJobViewSchema,
  PrinterCreateBody,
  PrinterPatchBody,
  PrinterTestAnswer,
  PrinterTestBody,
  PrinterViewSchema,
  SendOrderAnswer,
  SendOrderBody,
} from '../../../protocol/printing';
import { requireManager, requireStaff } from '../../auth/session';
import { HttpError, notFound } from '../../http/errors';
import { exactValidator } from '../../http/exact-body';
import {
  createPrinter,
  dueNow,
  listJobs,
  listPrinters,
  printersAt,
  removePrinter,
  reprintRound,
  updatePrinter,
} from './repository';
import { encodeTicket, ticketLines, type Ticket } from './ticket';
import { ticketLabels } from './labels';
import { SETTINGS, readSetting } from '../../../core';
import { dayjs } from '../../../core/time/dayjs';
import { listSettings } from '../settings/service';

const errors = errorResponses(400, 401, 403, 404);
/** What a staff member who is not a manager is told: "Only a manager may …". */
const SET_UP = 'set up printers';
const TEST = 'print a test page';

export const printingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.store.db;
  const onePrinter = async (id: number) => {
    const [view] = await listPrinters(db(), [id]);
    if (!view) throw notFound(`Printer ${id} does not exist`);
    return view;
  };

  app.get(
    '/api/v2/staff/printers',
    {
      schema: {
        response: { 200: Type.Object({ data: Type.Array(PrinterViewSchema) }), ...errors },
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await listPrinters(db()) };
    },
  );

  app.post(
    '/api/v2/staff/printers',
    {
      validatorCompiler: exactValidator,
      schema: { body: PrinterCreateBody, response: { 200: PrinterViewSchema, ...errors } },
    },
    async (request) => {
      requireManager(request, SET_UP);
      return onePrinter(await createPrinter(db(), request.body));
    },
  );

  app.patch(
    '/api/v2/staff/printers/:id',
    {
      validatorCompiler: exactValidator,
      schema: {
        params: IdParams,
        body: PrinterPatchBody,
        response: { 200: PrinterViewSchema, ...errors },
      },
    },
    async (request) => {
      requireManager(request, SET_UP);
      const id = request.params.id;
      await onePrinter(id);
      await updatePrinter(db(), id, request.body);
      app.printing.kick();
      const view = await onePrinter(id);
      app.io.to('staff').emit('PRINTER_STATUS', view);
      return view;
    },
  );

  app.delete(
    '/api/v2/staff/printers/:id',
    { schema: { params: IdParams, response: { 200: OkSchema, ...errors } } },
    async (request) => {
      requireManager(request, SET_UP);
      const id = request.params.id;
      if (!(await removePrinter(app.store, id))) throw notFound(`Printer ${id} does not exist`);
      return { ok: true };
    },
  );

  app.get(
    '/api/v2/staff/print-jobs',
    {
      schema: {
        querystring: PrintJobListQuery,
        response: { 200: Type.Object({ data: Type.Array(PrintJobViewSchema) }), ...errors },
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await listJobs(db(), request.query) };
    },
  );

  app.post(
    '/api/v2/staff/print-jobs/:id/retry',
    { schema: { params: IdParams, response: { 200: PrintJobViewSchema, ...errors } } },
    async (request) => {
      requireStaff(request);
      const id = request.params.id;
      const [job] = await listJobs(db(), { ids: [id] });
      if (!job) throw notFound(`Print job ${id} does not exist`);
      if (job.status === 'retrying' || job.status === 'pending') {
        await dueNow(db(), id);
        await app.printing.runDue();
      }
      return (await listJobs(db(), { ids: [id] }))[0]!;
    },
  );

  app.post(
    '/api/v2/printer/sendorder',
    {
      validatorCompiler: exactValidator,
      schema: { body: SendOrderBody, response: { 200: SendOrderAnswer, ...errors } },
    },
    async (request) => {
      requireStaff(request);
      const { requestKey, printer_id } = request.body;
      if (printer_id !== undefined) await onePrinter(printer_id);
      const ids = await reprintRound(app.store, requestKey, printer_id);
      if (ids.length === 0)
        throw notFound(
          `No round ${requestKey} with dishes for ${printer_id ? 'that printer' : 'a printer'}`,
        );
      await app.printing.runDue();
      return { jobs: await listJobs(db(), { ids }) };
    },
  );

  /** Prints the test page to an address of saved printers; their state follows the answer. */
  const testPage = async (
    staffName: string,
    address: string,
    format: { columns: 32 | 42 | 48; cjk: 'gb18030' | 'none' },
  ) => {
    const language = readSetting(await listSettings(db()), SETTINGS.restaurantLanguage);
    const ticket: Ticket = {
      title: ticketLabels(language)('test'),
      meta: [address, `${dayjs.utc().format('YYYY-MM-DD HH:mm')} UTC · ${staffName}`],
      items: [{ quantity: 1, name: 'Àèìòù ñ ç ß €', name2: '中文测试 三文鱼', notes: ['ESC/POS'] }],
      footer: [],
      copies: 1,
    };
    const ids = await printersAt(db(), address);
    try {
      await app.printing.sendNow(address, encodeTicket(ticket, format));
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      for (const id of ids) await app.printing.setStatus(id, 'offline', why);
      await app.printing.announce(ids);
      throw new HttpError(503, 'UNAVAILABLE', why);
    }
    for (const id of ids) await app.printing.setStatus(id, 'online', '');
    await app.printing.announce(ids);
    return { status: 200, message: 'Printed', lines: ticketLines(ticket, format) };
  };

  app.post(
    '/api/v2/staff/printers/:id/test',
    {
      validatorCompiler: exactValidator,
      schema: {
        params: IdParams,
        response: { 200: PrinterTestAnswer, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const staff = requireManager(request, TEST);
      const printer = await onePrinter(request.params.id);
      return testPage(staff.name, printer.interface, printer);
    },
  );

  app.post(
    '/api/v1/printer/test/ip',
    {
      validatorCompiler: exactValidator,
      schema: {
        body: PrinterTestBody,
        response: { 200: PrinterTestAnswer, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const staff = requireManager(request, TEST);
      const { theinterface, columns = 48, cjk = 'gb18030' } = request.body;
      // Only where a manager saved a printer: the server connects to no other address.
      if ((await printersAt(db(), theinterface)).length === 0)
        throw notFound(`No printer is set up at ${theinterface}`);
      return testPage(staff.name, theinterface, { columns, cjk });
    },
  );
};
