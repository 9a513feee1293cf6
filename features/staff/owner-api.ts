// The owner's screens' calls to the server: printers and their waiting tickets
// (server/modules/printing), the settings that change service (server/modules/settings), the
// diners' reviews (server/modules/reviews), and the restaurant document's export and import
// (server/modules/setup).
import { api } from '../../lib/session';
import type { MenuWithDishes, StaffReviewPage } from '../../protocol/http';
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

export const ownerApi = {
  printers: () => api<{ data: PrinterView[] }>('/api/v2/staff/printers'),
  /** Tickets a printer did not take, waiting for their next attempt. */
  failedJobs: () =>
    api<{ data: PrintJobView[] }>('/api/v2/staff/print-jobs?status=retrying&limit=100'),
  retryJob: (id: number) =>
    api<PrintJobView>(`/api/v2/staff/print-jobs/${id}/retry`, { method: 'POST' }),
  createPrinter: (setup: PrinterSetup) =>
    api<PrinterView>('/api/v2/staff/printers', { method: 'POST', json: setup }),
  updatePrinter: (id: number, patch: Partial<PrinterSetup>) =>
    api<PrinterView>(`/api/v2/staff/printers/${id}`, { method: 'PATCH', json: patch }),
  deletePrinter: (id: number) =>
    api<{ ok: boolean }>(`/api/v2/staff/printers/${id}`, { method: 'DELETE' }),
  /** A test page to a saved printer (a manager's). */
  testPrint: (id: number) =>
    api<PrinterTestResult>(`/api/v2/staff/printers/${id}/test`, { method: 'POST' }),
  /** The diners' reviews, newest first, a page after the review `before`. */
  reviews: (before: number | null, limit: number) =>
    api<StaffReviewPage>(
      `/api/v2/staff/reviews?limit=${limit}${before === null ? '' : `&before=${before}`}`,
    ),
  settings: () => api<ServiceSettingsView>('/api/v2/staff/settings'),
  roundsInForce: () => api<RoundsInForce>('/api/v2/staff/round-settings'),
  saveSettings: (patch: ServiceSettingsPatch) =>
    api<ServiceSettingsView>('/api/v2/staff/settings', { method: 'PATCH', json: patch }),
  exportRestaurant: () => api<unknown>('/api/v2/staff/restaurant/export'),
  importRestaurant: (doc: unknown, wipeOrders: boolean) =>
    api<RestaurantImported>(
      `/api/v2/staff/restaurant/import${wipeOrders ? '?wipe_orders=1' : ''}`,
      { method: 'POST', json: doc },
    ),
  /** A dine-in menu with its dishes, for the theme preview. */
  menu: (menuId: number) => api<MenuWithDishes>(`/api/v3/menus2/${menuId}?type=0&with_dish=1`),
};
