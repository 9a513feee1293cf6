// The staff console's calls to the server (routes in server/modules/staff, tables, orders, cart).
import { api } from '../../lib/session';
import type { KitchenRound, OrderRequestView, ServiceCallView } from '../../protocol';
import type { LoginAnswer, QrCode } from '../../protocol/http';
import type { StaffMenu } from './names';
import type {
  DishStatus,
  Floor,
  KitchenBump,
  StaffMenuItem,
  StaffPin,
  StaffSessionView,
} from '../../protocol/staff';

export const staffApi = {
  session: () => api<StaffSessionView>('/api/v2/staff/session'),
  login: (account: string, password: string) =>
    api<LoginAnswer>('/api/v1/kds/employee/login', {
      method: 'POST',
      json: { id: account, password, device_type: 'web', project: 'QOP' },
    }),
  logout: () => api<{ ok: boolean }>('/api/v2/staff/logout', { method: 'POST' }),
  /** The table's QR code for this site's address (POST /api/v2.5/qrcode). */
  tableCode: (tableId: number, where: Pick<Location, 'hostname' | 'port' | 'protocol'>) => {
    const https = where.protocol === 'https:';
    return api<QrCode>('/api/v2.5/qrcode', {
      method: 'POST',
      json: {
        host: where.hostname,
        port: Number(where.port) || (https ? 443 : 80),
        protocol: https ? 'https' : 'http',
        table_id: tableId,
      },
    });
  },
  floor: () => api<Floor>('/api/v2/staff/floor'),
  requests: () => api<{ data: OrderRequestView[] }>('/api/v2/staff/order-requests?status=pending'),
  calls: () => api<{ data: ServiceCallView[] }>('/api/v2/staff/service-calls?status=open'),
  rounds: (since: number) =>
    api<{ rounds: KitchenRound[]; now: string }>(`/api/v2/staff/rounds?since=${since}&limit=500`),
  bump: (requestKey: string, bumped: boolean) =>
    api<KitchenBump>(`/api/v2/staff/rounds/${encodeURIComponent(requestKey)}/bump`, {
      method: 'PUT',
      json: { bumped },
    }),
  menuItems: () => api<{ data: StaffMenuItem[] }>('/api/v2/staff/menu-items'),
  approve: (id: number) =>
    api(`/api/v2/staff/order-requests/${id}/approve`, { method: 'POST', json: {} }),
  reject: (id: number) =>
    api(`/api/v2/staff/order-requests/${id}/reject`, { method: 'POST', json: {} }),
  ackCall: (id: number) =>
    api<ServiceCallView>(`/api/v2/staff/service-calls/${id}`, {
      method: 'PATCH',
      json: { status: 'done' },
    }),
  dishStatus: (orderDetailId: number, isMake: number) =>
    api<DishStatus>(`/api/v2/staff/order-details/${orderDetailId}`, {
      method: 'PATCH',
      json: { is_make: isMake },
    }),
  soldOut: (menuItemId: number, soldOut: boolean) =>
    api(`/api/v2/staff/menu-items/${menuItemId}`, { method: 'PATCH', json: { sold_out: soldOut } }),
  stock: (bargainItemId: number, left: number) =>
    api('/api/v3/bargain_price_item', {
      method: 'PATCH',
      json: { bargain_item_id: bargainItemId, bargain_num_cur: left },
    }),
  tableStatus: (tableId: number, tableStatus: number, corStatus?: number) =>
    api(`/api/v2/tables/${tableId}`, {
      method: 'PATCH',
      json:
        corStatus === undefined
          ? { table_status: tableStatus }
          : { table_status: tableStatus, cor_status: corStatus },
    }),
  openTable: (tableId: number, adults: number, children: number, menuId: number) =>
    api('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      json: {
        table_id: tableId,
        select_menu: String(menuId),
        adult_number: adults,
        child_number: children,
      },
    }),
  move: (orderId: number, toTable: number) =>
    api(`/api/v2/staff/orders/${orderId}/move`, { method: 'POST', json: { table_id: toTable } }),
  merge: (orderId: number, intoTable: number) =>
    api(`/api/v2/staff/orders/${orderId}/merge`, { method: 'POST', json: { table_id: intoTable } }),
  pin: (orderId: number) => api<StaffPin>(`/api/v2/staff/orders/${orderId}/pin`),
  setPin: (orderId: number, pin: string) =>
    api<StaffPin>(`/api/v2/staff/orders/${orderId}/pin`, {
      method: 'PUT',
      json: { order_password: pin },
    }),
  cancelPin: (orderId: number) =>
    api<StaffPin>(`/api/v2/staff/orders/${orderId}/pin`, { method: 'DELETE' }),
};

/** The dine-in menus a table may be opened with. */
export const menusApi = () => api<StaffMenu[]>('/api/v3/menus?type=0');
