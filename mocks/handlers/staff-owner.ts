import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';
import type { PrintJobView, PrinterSetup, PrinterView } from '../../protocol/printing';
import type {
  RoundWindow,
  RoundsInForce,
  ServiceSettingsPatch,
  ServiceSettingsView,
} from '../../protocol/service-settings';
import type { StaffReview } from '../../protocol/http';

/** The demo's service settings as the editor reads them. */
export function settingsFixture(): ServiceSettingsView {
  return {
    approval: true,
    theme: 'dark',
    displayMode: 'NORMAL',
    callService: true,
    review: true,
    googleReview: false,
    pin: false,
    rounds: {
      enabled: true,
      dishesPerPerson: 5,
      minutes: 10,
      maxRounds: null,
      oneSendPerRound: false,
    },
    location: { enabled: false, lat: 41.9028, lng: 12.4964, rangeMetres: null },
    kitchen: { lateMinutes: 10, overdueMinutes: 20 },
    language: 'EN',
  };
}

/** The demo's weekday lunch and dinner windows, each with its own round values. */
const LUNCH: RoundWindow = {
  id: 1,
  start_time: '11:30',
  end_time: '15:00',
  week: '1,2,3,4,5',
  name: 'Pranzo',
  dishesPerPerson: 5,
  minutes: 10,
  maxRounds: 6,
};
const DINNER: RoundWindow = {
  id: 2,
  start_time: '18:30',
  end_time: '24:00',
  week: '1,2,3,4,5',
  name: 'Cena',
  dishesPerPerson: 6,
  minutes: 12,
  maxRounds: null,
};

/**
 * What the tables get now, as GET /api/v2/staff/round-settings answers during a weekday dinner:
 * the dinner window's own dishes and minutes, and the settings' most rounds (or the business-hour
 * fallback, 2, when the field is empty).
 */
export function roundsInForceFixture(settings: ServiceSettingsView): RoundsInForce {
  const rounds = settings.rounds.maxRounds;
  return {
    mode: 'weekly',
    now: {
      dishesPerPerson: 6,
      minutes: 12,
      maxRounds: rounds ?? 2,
      from: { dishesPerPerson: 'rule', minutes: 'rule', maxRounds: rounds ? 'global' : 'fallback' },
      window: DINNER,
    },
    windows: [LUNCH, DINNER],
  };
}

const printer = (over: Partial<PrinterView> & Pick<PrinterView, 'printer_id' | 'name'>) =>
  ({
    interface: `tcp://192.168.1.${20 + over.printer_id}:9100`,
    type: 'epson',
    print_classes: [],
    is_default: false,
    columns: 42,
    cjk: 'gb18030',
    enabled: true,
    status: 'online',
    last_error: '',
    checked_at: '2026-11-18T19:30:00.000Z',
    waiting: 0,
    ...over,
  }) satisfies PrinterView;

/** A kitchen printer online, a bar printer off with two tickets waiting, one switched off. */
export function printersFixture(): PrinterView[] {
  return [
    printer({ printer_id: 1, name: 'Kitchen', print_classes: ['1'], is_default: true }),
    printer({
      printer_id: 2,
      name: 'Bar',
      print_classes: ['3'],
      columns: 32,
      status: 'offline',
      last_error: 'connect ECONNREFUSED 192.168.1.22:9100',
      waiting: 2,
    }),
    printer({ printer_id: 3, name: 'Sushi bar', print_classes: ['2'], enabled: false }),
  ];
}

/** The bar's two tickets that did not print (a round and its summary). */
export function failedJobsFixture(now = Date.now()): PrintJobView[] {
  const job = (id: number, kind: PrintJobView['kind'], turn: number): PrintJobView => ({
    id,
    kind,
    printer_id: 2,
    request_key: `round-${turn}`,
    order_head_id: 102,
    table_id: 2,
    turn,
    status: 'retrying',
    attempts: 3,
    last_error: 'connect ECONNREFUSED 192.168.1.22:9100',
    next_attempt_at: new Date(now + 40_000).toISOString(),
    created_at: new Date(now - 120_000).toISOString(),
    printed_at: null,
    lines: [],
  });
  return [job(41, 'round', 2), job(42, 'round', 3)];
}

const COMMENTS = [
  'The miso soup was cold',
  'Waited twenty minutes for the second round',
  'Lovely staff, the tempura could be crispier',
  'Sushi rice was a little dry tonight',
  'Too noisy near the kitchen door',
];

/** What diners wrote: `count` reviews, newest first, one a day back from `now`. */
export function reviewsFixture(
  count = 45,
  now = Date.parse('2026-11-18T21:30:00Z'),
): StaffReview[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      order_head_id: 500 + id,
      table_id: id % 7 === 0 ? -1 : (id % 12) + 1,
      table_name: id % 7 === 0 ? 'Quick Service' : `T${(id % 12) + 1}`,
      rating: (id % 3) + 1,
      comment: COMMENTS[id % COMMENTS.length]!,
      created_at: new Date(now - i * 86_400_000).toISOString(),
    };
  });
}

/** Test-page lines as the server answers them. */
export const TEST_PAGE_LINES = [
  'Test print',
  'tcp://192.168.1.21:9100',
  '----------------------------------------',
  '1 x Àèìòù ñ ç ß €',
  '    中文测试 三文鱼',
  '      ESC/POS',
];

/** The refusal of a document whose first table has no name. */
export const IMPORT_REFUSAL =
  'Invalid restaurant document: /tables/0/table_name must NOT have fewer than 1 characters';

/**
 * The owner's routes as the server answers them: settings (a change is kept and answered),
 * printers (test print, switch on and off), tickets to retry (printed on retry), and the
 * restaurant file (export, import). Each call of this function starts from the fixtures.
 */
export function staffOwnerHandlers(speed: NetworkSpeed = 'normal'): RequestHandler[] {
  let settings = settingsFixture();
  let printers = printersFixture();
  let jobs: PrintJobView[] | null = null;
  return [
    http.get('*/api/v2/staff/settings', async () => {
      await networkDelay(speed);
      return HttpResponse.json(settings);
    }),
    http.get('*/api/v2/staff/round-settings', async () => {
      await networkDelay(speed);
      return HttpResponse.json(roundsInForceFixture(settings));
    }),
    http.patch('*/api/v2/staff/settings', async ({ request }) => {
      await networkDelay(speed);
      const patch = (await request.json()) as ServiceSettingsPatch;
      settings = {
        ...settings,
        ...patch,
        rounds: { ...settings.rounds, ...patch.rounds },
        location: { ...settings.location, ...patch.location },
        kitchen: { ...settings.kitchen, ...patch.kitchen },
      };
      return HttpResponse.json(settings);
    }),
    http.get('*/api/v2/staff/printers', async () => {
      await networkDelay(speed);
      return HttpResponse.json({ data: printers });
    }),
    http.post('*/api/v2/staff/printers', async ({ request }) => {
      await networkDelay(speed);
      const setup = (await request.json()) as PrinterSetup;
      const id = Math.max(0, ...printers.map((p) => p.printer_id)) + 1;
      const view = printer({ ...setup, printer_id: id, status: 'unknown', checked_at: null });
      printers = [...printers, view];
      return HttpResponse.json(view);
    }),
    http.delete('*/api/v2/staff/printers/:id', async ({ params }) => {
      await networkDelay(speed);
      printers = printers.filter((p) => p.printer_id !== Number(params.id));
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/api/v2/staff/printers/:id/test', async () => {
      await networkDelay(speed);
      return HttpResponse.json({ status: 200, message: 'Printed', lines: TEST_PAGE_LINES });
    }),
    http.patch('*/api/v2/staff/printers/:id', async ({ params, request }) => {
      await networkDelay(speed);
      const patch = (await request.json()) as Partial<PrinterView>;
      printers = printers.map((p) =>
        p.printer_id === Number(params.id) ? { ...p, ...patch, status: 'unknown' } : p,
      );
      return HttpResponse.json(printers.find((p) => p.printer_id === Number(params.id)));
    }),
    http.get('*/api/v2/staff/print-jobs', async () => {
      await networkDelay(speed);
      // Asked for the first time: waiting from now on (their next attempt in 40 s).
      jobs ??= failedJobsFixture();
      return HttpResponse.json({ data: jobs });
    }),
    http.post('*/api/v2/staff/print-jobs/:id/retry', async ({ params }) => {
      await networkDelay(speed);
      const job = (jobs ?? []).find((j) => j.id === Number(params.id));
      if (!job)
        return HttpResponse.json(
          { code: 'NOT_FOUND', message: `Print job ${String(params.id)} does not exist` },
          { status: 404 },
        );
      jobs = (jobs ?? []).filter((j) => j.id !== job.id);
      return HttpResponse.json({ ...job, status: 'done', printed_at: new Date().toISOString() });
    }),
    http.get('*/api/v2/staff/reviews', async ({ request }) => {
      await networkDelay(speed);
      const q = new URL(request.url).searchParams;
      const limit = Number(q.get('limit') ?? 30);
      const before = q.get('before');
      const after = reviewsFixture().filter((r) => before === null || r.id < Number(before));
      const page = after.slice(0, limit);
      return HttpResponse.json({
        data: page,
        next: after.length > limit ? page[page.length - 1]!.id : null,
      });
    }),
    http.get('*/api/v2/staff/restaurant/export', async () => {
      await networkDelay(speed);
      return HttpResponse.json({ format: 'tavola-restaurant', version: 1, pictures: {} });
    }),
    http.post('*/api/v2/staff/restaurant/import', async () => {
      await networkDelay(speed);
      return HttpResponse.json({ imported: { dishes: 48, tables: 20 }, pictures: 12 });
    }),
  ];
}

/** An import the server refuses, naming the field. */
export const importRefused = http.post('*/api/v2/staff/restaurant/import', () =>
  HttpResponse.json(
    { code: 'BAD_REQUEST', message: IMPORT_REFUSAL, field: '/tables/0/table_name' },
    { status: 400 },
  ),
);

/** An import into a store that holds orders. */
export const importHasOrders = http.post('*/api/v2/staff/restaurant/import', () =>
  HttpResponse.json(
    {
      code: 'CONFLICT',
      message:
        'The store holds orders: import into a store without service data, or ask to delete the orders too (wipe_orders)',
    },
    { status: 409 },
  ),
);

/** A test page to a printer that does not answer. */
export const testPrintUnavailable = http.post('*/api/v2/staff/printers/:id/test', () =>
  HttpResponse.json(
    { code: 'UNAVAILABLE', message: 'connect ECONNREFUSED 192.168.1.21:9100' },
    { status: 503 },
  ),
);

/** A restaurant with no printer set up and nothing waiting. */
export const noPrinters = [
  http.get('*/api/v2/staff/printers', () => HttpResponse.json({ data: [] })),
  http.get('*/api/v2/staff/print-jobs', () => HttpResponse.json({ data: [] })),
];

/** A restaurant no diner has reviewed yet. */
export const noReviews = http.get('*/api/v2/staff/reviews', () =>
  HttpResponse.json({ data: [], next: null }),
);
