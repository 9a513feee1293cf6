// Ticket printing (entry-home-service.md §7: POST /api/v2/printer/sendorder, POST
// /api/v1/printer/test/ip; the printer interface is TCP on port 9100): the printers the restaurant
// set up, the print jobs waiting for them, and the staff routes that read and drive both. Every
// route here needs a staff session.
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Str = Type.String();
const Int = Type.Integer();

/** A printer's network address: `tcp://host:port` (port 9100 when left out). */
export const PrinterInterface = Type.String({
  minLength: 7,
  maxLength: 200,
  pattern: '^tcp://[A-Za-z0-9.\\-\\[\\]:]+$',
});

/** Printer languages: ESC/POS (Epson and compatibles). */
export const PRINTER_TYPES = ['epson'] as const;
export const PrinterType = Type.Literal('epson');

/** What a printer does with Chinese (and other CJK) text: GB18030 in double-byte mode, or '?'. */
export const CJK_MODES = ['gb18030', 'none'] as const;

/** A printer as set up (part of the restaurant document too). */
export const PrinterSetup = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    interface: PrinterInterface,
    type: PrinterType,
    /** The dishes' print_class values this printer prints (a sushi bar: ['2']). */
    print_classes: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 50 }),
    /** Prints dishes whose print class no printer names, and the round summary (print rule 25). */
    is_default: Type.Boolean(),
    /** Characters per line: 32 (58 mm paper), 42 or 48 (80 mm). */
    columns: Type.Union([Type.Literal(32), Type.Literal(42), Type.Literal(48)]),
    cjk: Type.Union([Type.Literal('gb18030'), Type.Literal('none')]),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PrinterSetup = Static<typeof PrinterSetup>;

export const PRINTER_STATES = ['unknown', 'online', 'offline'] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

/** GET /api/v2/staff/printers, PRINTER_STATUS (staff room). */
export const PrinterViewSchema = Type.Object({
  printer_id: Int,
  ...PrinterSetup.properties,
  status: Type.Union([Type.Literal('unknown'), Type.Literal('online'), Type.Literal('offline')]),
  /** Why the last attempt failed ('' when it printed). */
  last_error: Str,
  /** ISO time of the last attempt, or null. */
  checked_at: Type.Union([Str, Type.Null()]),
  /** Tickets waiting for this printer (pending or to be retried). */
  waiting: Int,
});
export type PrinterView = Static<typeof PrinterViewSchema>;

/** POST /api/v2/staff/printers */
export const PrinterCreateBody = PrinterSetup;
/** PATCH /api/v2/staff/printers/{id}: any field of the setup. */
export const PrinterPatchBody = Type.Partial(PrinterSetup, { minProperties: 1 });

export const PRINT_JOB_STATES = ['pending', 'printing', 'retrying', 'done', 'cancelled'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];
const PrintJobStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('printing'),
  Type.Literal('retrying'),
  Type.Literal('done'),
  Type.Literal('cancelled'),
]);

/** One ticket for one printer. */
export const PrintJobViewSchema = Type.Object({
  id: Int,
  kind: Type.Union([Type.Literal('round'), Type.Literal('summary'), Type.Literal('test')]),
  printer_id: Type.Union([Int, Type.Null()]),
  /** The round's requestKey ('' for a test print). */
  request_key: Str,
  order_head_id: Type.Union([Int, Type.Null()]),
  table_id: Type.Union([Int, Type.Null()]),
  turn: Type.Union([Int, Type.Null()]),
  status: PrintJobStatus,
  attempts: Int,
  last_error: Str,
  /** ISO time of the next attempt while the job waits. */
  next_attempt_at: Type.Union([Str, Type.Null()]),
  created_at: Str,
  printed_at: Type.Union([Str, Type.Null()]),
  /** The ticket's lines as printed (for a preview on the console). */
  lines: Type.Array(Str),
});
export type PrintJobView = Static<typeof PrintJobViewSchema>;

/** GET /api/v2/staff/print-jobs?status&limit */
export const PrintJobListQuery = Type.Object(
  {
    status: Type.Optional(PrintJobStatus),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);

/** POST /api/v2/printer/sendorder: print a round (again): to its printers, or to one printer. */
export const SendOrderBody = Type.Object(
  {
    requestKey: Type.String({ minLength: 1, maxLength: 200 }),
    printer_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export const SendOrderAnswer = Type.Object({ jobs: Type.Array(PrintJobViewSchema) });

/** POST /api/v1/printer/test/ip: a test page straight to an address (spec fields: type, theinterface). */
export const PrinterTestBody = Type.Object(
  {
    type: Type.Optional(PrinterType),
    theinterface: PrinterInterface,
    columns: Type.Optional(PrinterSetup.properties.columns),
    cjk: Type.Optional(PrinterSetup.properties.cjk),
  },
  { additionalProperties: false },
);
export const PrinterTestAnswer = Type.Object({ status: Int, message: Str, lines: Type.Array(Str) });
export type PrinterTestResult = Static<typeof PrinterTestAnswer>;
