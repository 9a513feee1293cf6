// The owner's screens' state: printers and the tickets they did not take, the settings that change
// service, the restaurant document, and the menu the theme preview shows. Kept live from the staff
// room (PRINTER_STATUS, SETTINGS_UPDATED, RESTAURANT_IMPORTED); components read the signals and
// call the actions.
import { batch, signal } from '@preact/signals-react';
import { ApiError, clientState, onSocket } from '../../lib/session';
import { applySettingsUpdate, settings } from '../../lib/restaurant';
import { ServiceSettingError, serviceSettingWrites } from '../../core/settings/service-settings';
import type { MenuDish, StaffReview } from '../../protocol/http';
import type {
  PrintJobView,
  PrinterSetup,
  PrinterTestResult,
  PrinterView,
} from '../../protocol/printing';
import type { RestaurantImported } from '../../protocol/restaurant';
import type {
  RoundsInForce,
  ServiceSettingsPatch,
  ServiceSettingsView,
} from '../../protocol/service-settings';
import { menusApi } from './staff-api';
import { ownerApi } from './owner-api';
import { menuName } from './names';

/** A refusal as the owner's screens show it: the field it names (a JSON pointer) and why. */
export interface Refusal {
  /** `/rounds/minutes`, `/tables/0/table_name`; null when the refusal names no field. */
  field: string | null;
  message: string;
  status: number;
}

export const printerList = signal<PrinterView[]>([]);
export const failedJobs = signal<PrintJobView[]>([]);
export const serviceSettings = signal<ServiceSettingsView | null>(null);
/** The round values the server runs the tables with now, and the windows that set their own. */
export const roundsInForce = signal<RoundsInForce | null>(null);
/** The owner's screens could not load (null: loaded, or not tried yet). */
export const ownerLoadFailed = signal<Refusal | null>(null);
/** The diners' reviews read so far, newest first; `next` pages on (null: all read). */
export const reviewList = signal<{ reviews: StaffReview[]; next: number | null } | null>(null);
/** Reviews asked per page. */
export const REVIEW_PAGE = 20;

/** Dishes of the first dine-in menu, as the diner's menu shows them (theme preview). */
export const previewMenu = signal<{ name: string; dishes: MenuDish[] } | null>(null);

export function refusalOf(e: unknown): Refusal {
  if (e instanceof ServiceSettingError) return { field: e.field, message: e.message, status: 400 };
  if (e instanceof ApiError) return { field: e.field, message: e.message, status: e.status };
  return { field: null, message: String(e), status: 0 };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (e) {
    return { ok: false, refusal: refusalOf(e) };
  }
}

function upsertPrinter(view: PrinterView): void {
  const rest = printerList.value.filter((p) => p.printer_id !== view.printer_id);
  printerList.value = [...rest, view].sort((a, b) => a.printer_id - b.printer_id);
}

export async function loadPrinters(): Promise<void> {
  const got = await attempt(() => Promise.all([ownerApi.printers(), ownerApi.failedJobs()]));
  if (!got.ok) {
    ownerLoadFailed.value = got.refusal;
    return;
  }
  batch(() => {
    printerList.value = got.value[0].data;
    failedJobs.value = got.value[1].data;
  });
}

export async function loadServiceSettings(): Promise<void> {
  const [got] = await Promise.all([attempt(() => ownerApi.settings()), loadRoundsInForce()]);
  if (got.ok) serviceSettings.value = got.value;
  else ownerLoadFailed.value = got.refusal;
}

/** Reads what the server runs the rounds with now (after a load and after every save). */
async function loadRoundsInForce(): Promise<void> {
  const got = await attempt(() => ownerApi.roundsInForce());
  if (got.ok) roundsInForce.value = got.value;
}

/** The first dine-in menu with its dishes (once). */
export async function loadPreviewMenu(): Promise<void> {
  if (previewMenu.peek()) return;
  const got = await attempt(async () => {
    const [first] = await menusApi();
    if (!first) return null;
    const menu = await ownerApi.menu(first.main_group_id);
    const dishes = menu.menu_item_slu
      .flatMap((c) => c.menu_item)
      .filter((d) => d.sold_out === 0)
      .slice(0, 4);
    return {
      name: menuName(first, clientState.peek().language),
      dishes,
    };
  });
  if (got.ok) previewMenu.value = got.value;
}

/** The newest reviews (first page), or the next page after those read. */
export async function loadReviews(more = false): Promise<Outcome<null>> {
  const had = reviewList.peek();
  if (more && had?.next === null) return { ok: true, value: null };
  const got = await attempt(() => ownerApi.reviews(more ? (had?.next ?? null) : null, REVIEW_PAGE));
  if (!got.ok) return got;
  const before = more ? (reviewList.peek()?.reviews ?? []) : [];
  const seen = new Set(before.map((r) => r.id));
  reviewList.value = {
    reviews: [...before, ...got.value.data.filter((r) => !seen.has(r.id))],
    next: got.value.next,
  };
  return { ok: true, value: null };
}

/** What an import changed, read again: printers, settings, the preview menu (and reviews). */
export async function reloadAfterImport(ordersDeleted: boolean): Promise<void> {
  const hadPreview = previewMenu.peek() !== null;
  previewMenu.value = null;
  await Promise.all([
    loadPrinters(),
    loadServiceSettings(),
    hadPreview ? loadPreviewMenu() : null,
    ordersDeleted && reviewList.peek() ? loadReviews() : null,
  ]);
}

let unsubscribe: (() => void) | null = null;

/** Listens to printer states and settings changes (once). */
export function connectOwnerStore(): void {
  if (unsubscribe) return;
  const offs = [
    onSocket('PRINTER_STATUS', (view) => {
      upsertPrinter(view);
      // The printer's waiting tickets moved on with it.
      void attempt(() => ownerApi.failedJobs()).then((r) => {
        if (r.ok) failedJobs.value = r.value.data;
      });
    }),
    onSocket('SETTINGS_UPDATED', (b) => {
      applySettingsUpdate(b.settings);
      void loadServiceSettings();
    }),
    // An import replaced the setup: the printers, settings and menu are read anew.
    onSocket('RESTAURANT_IMPORTED', (b) => void reloadAfterImport(b.orders_deleted)),
    // A review just left comes first in the list, if the list is read.
    onSocket('DINING_REVIEW', (r) => {
      const list = reviewList.peek();
      if (!list || list.reviews.some((x) => x.id === r.id)) return;
      const review: StaffReview = {
        id: r.id,
        order_head_id: r.order_head_id,
        table_id: r.table_id,
        table_name: r.table_name,
        rating: r.rating,
        comment: r.comment,
        created_at: new Date().toISOString(),
      };
      reviewList.value = { ...list, reviews: [review, ...list.reviews] };
    }),
  ];
  unsubscribe = () => offs.forEach((o) => o());
}

export function disconnectOwnerStore(): void {
  unsubscribe?.();
  unsubscribe = null;
}

/** A test page to a saved printer; the answer holds the lines printed. */
export function testPrint(printer: PrinterView): Promise<Outcome<PrinterTestResult>> {
  return attempt(() => ownerApi.testPrint(printer.printer_id));
}

/** Adds a printer (id null) or changes one; the list shows the server's answer. */
export async function savePrinter(
  id: number | null,
  setup: PrinterSetup,
): Promise<Outcome<PrinterView>> {
  const got = await attempt(() =>
    id === null ? ownerApi.createPrinter(setup) : ownerApi.updatePrinter(id, setup),
  );
  if (got.ok) upsertPrinter(got.value);
  return got;
}

/** Deletes a printer (its waiting tickets are cancelled). */
export async function deletePrinter(id: number): Promise<Outcome<null>> {
  const got = await attempt(() => ownerApi.deletePrinter(id));
  if (!got.ok) return got;
  batch(() => {
    printerList.value = printerList.value.filter((p) => p.printer_id !== id);
    failedJobs.value = failedJobs.value.filter((j) => j.printer_id !== id);
  });
  return { ok: true, value: null };
}

/** Switches a printer on or off (a printer switched on is tried again at once). */
export async function setPrinterEnabled(id: number, enabled: boolean): Promise<Outcome<null>> {
  const got = await attempt(() => ownerApi.updatePrinter(id, { enabled }));
  if (!got.ok) return got;
  upsertPrinter(got.value);
  return { ok: true, value: null };
}

/** Tries a ticket again now; it leaves the list once printed. */
export async function retryJob(id: number): Promise<Outcome<PrintJobView>> {
  const got = await attempt(() => ownerApi.retryJob(id));
  if (got.ok)
    failedJobs.value =
      got.value.status === 'retrying'
        ? failedJobs.value.map((j) => (j.id === id ? got.value : j))
        : failedJobs.value.filter((j) => j.id !== id);
  return got;
}

/**
 * Saves a change of the service settings. The same core check the server runs refuses a bad
 * value at once (naming the field) before anything is sent; the server's answer is the truth.
 */
export async function saveServiceSettings(
  patch: ServiceSettingsPatch,
): Promise<Outcome<ServiceSettingsView>> {
  const got = await attempt(async () => {
    serviceSettingWrites(settings.peek(), patch);
    return ownerApi.saveSettings(patch);
  });
  if (got.ok) {
    serviceSettings.value = got.value;
    await loadRoundsInForce();
  }
  return got;
}

/** The whole restaurant as one JSON document (pictures included). */
export function exportRestaurant(): Promise<Outcome<unknown>> {
  return attempt(() => ownerApi.exportRestaurant());
}

/** Reads a chosen file as a restaurant document: JSON, or a refusal saying it is not. */
export async function readDocument(file: File): Promise<Outcome<unknown>> {
  const text = await file.text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return {
      ok: false,
      refusal: { field: null, message: e instanceof Error ? e.message : String(e), status: 0 },
    };
  }
}

/** Replaces the restaurant's setup with the document's: all or nothing. */
export function importRestaurant(
  doc: unknown,
  wipeOrders: boolean,
): Promise<Outcome<RestaurantImported>> {
  return attempt(() => ownerApi.importRestaurant(doc, wipeOrders));
}

/** Empties the store (sign-out, stories). */
export function resetOwnerStore(
  seed: Partial<{
    printers: PrinterView[];
    jobs: PrintJobView[];
    settings: ServiceSettingsView | null;
    rounds: RoundsInForce | null;
    preview: { name: string; dishes: MenuDish[] } | null;
    failed: Refusal | null;
    reviews: { reviews: StaffReview[]; next: number | null } | null;
  }> = {},
): void {
  batch(() => {
    printerList.value = seed.printers ?? [];
    failedJobs.value = seed.jobs ?? [];
    serviceSettings.value = seed.settings ?? null;
    roundsInForce.value = seed.rounds ?? null;
    previewMenu.value = seed.preview ?? null;
    ownerLoadFailed.value = seed.failed ?? null;
    reviewList.value = seed.reviews ?? null;
  });
}
