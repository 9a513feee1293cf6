// The staff console's state: the session, the floor, requests and calls, kitchen tickets and the
// menu's availability, kept live from the staff room's events. Components read the signals and
// call the named actions; only this store touches the socket.
import { batch, computed, signal } from '@preact/signals-react';
import { ApiError, onSocket, refreshSocketSession, disconnectSocket } from '../../lib/session';
import type { KitchenRound, OrderRequestView, ServiceCallView } from '../../protocol';
import type {
  DishStatus,
  Floor,
  FloorTable,
  KitchenBump,
  StaffMenuItem,
  StaffSessionView,
  StaffSignedOutReason,
} from '../../protocol/staff';
import { applySettingsUpdate } from '../../lib/restaurant';
import { menusApi, staffApi } from './staff-api';
import type { StaffMenu } from './names';

export type LoginFailure = 'wrong' | 'limited' | 'offline';

export const staffSession = signal<StaffSessionView | null>(null);
/** False until the console asked the server whether a session exists. */
export const sessionChecked = signal(false);
export const loginPending = signal(false);
export const loginFailure = signal<LoginFailure | null>(null);
/** Why the server ended this console's session (signed out elsewhere, account changed). */
export const sessionEnded = signal<StaffSignedOutReason | null>(null);

export const floorTables = signal<FloorTable[]>([]);
export const orderRequests = signal<OrderRequestView[]>([]);
export const serviceCalls = signal<ServiceCallView[]>([]);
export const kitchenRounds = signal<KitchenRound[]>([]);
export const staffMenuItems = signal<StaffMenuItem[]>([]);
export const dineInMenus = signal<StaffMenu[]>([]);
/** The menus a table may be opened with now, and the default (the floor's open_menus); null: unknown. */
export const openMenus = signal<Floor['open_menus'] | null>(null);
/**
 * The dine-in menus a table may be opened with now, as the diner's open-table panel offers them:
 * those the rule in force offers (every menu while the server has not said), in the list's order.
 */
export const openableMenus = computed<StaffMenu[]>(() => {
  const open = openMenus.value;
  if (!open) return dineInMenus.value;
  return dineInMenus.value.filter((m) => open.offered.includes(m.main_group_id));
});
/** Tickets bumped off the kitchen display (requestKeys), as the server stores them for every screen. */
export const bumpedTickets = computed<ReadonlySet<string>>(
  () => new Set(kitchenRounds.value.filter((r) => r.bumped).map((r) => r.requestKey)),
);
/** Server clock minus this device's, in ms. */
export const clockSkew = signal(0);
/** Grows with every new request or call: the console sounds and flashes. */
export const alertSerial = signal(0);
/** The console's last action that the server refused, for a notice. */
export const actionFailed = signal<{ code: string; message: string } | null>(null);

/** Takes the refusal waiting to be shown. */
export function takeActionFailure(): { code: string; message: string } | null {
  const f = actionFailed.peek();
  if (f) actionFailed.value = null;
  return f;
}

export const pendingAlerts = computed(() => orderRequests.value.length + serviceCalls.value.length);

/** Tickets of the last 12 hours are shown. */
const ROUNDS_WINDOW_MS = 12 * 3600 * 1000;

/** Asks the server whether this browser holds a staff session. */
export async function checkSession(): Promise<void> {
  try {
    staffSession.value = await staffApi.session();
  } catch {
    staffSession.value = null;
  } finally {
    sessionChecked.value = true;
  }
}

export async function login(account: string, password: string): Promise<boolean> {
  loginPending.value = true;
  loginFailure.value = null;
  try {
    await staffApi.login(account.trim(), password);
    staffSession.value = await staffApi.session();
    sessionEnded.value = null;
    // The socket joins the staff room only once its handshake carries the new session.
    await refreshSocketSession();
    return true;
  } catch (e) {
    loginFailure.value =
      e instanceof ApiError && e.status === 429
        ? 'limited'
        : e instanceof ApiError && e.status === 0
          ? 'offline'
          : 'wrong';
    return false;
  } finally {
    loginPending.value = false;
  }
}

export async function logout(): Promise<void> {
  await staffApi.logout().catch(() => undefined);
  signOutHere();
}

function signOutHere(): void {
  disconnectStaffStore();
  disconnectSocket();
  resetStaffStore();
  sessionChecked.value = true;
}

/** The server ended every session of this employee: the console signs out and says why. */
export function endSession(reason: StaffSignedOutReason): void {
  signOutHere();
  sessionEnded.value = reason;
}

let floorTimer: ReturnType<typeof setTimeout> | null = null;
/** Re-reads the floor soon (several events in a burst make one read). */
export function refreshFloor(delayMs = 150): void {
  if (floorTimer) return;
  floorTimer = setTimeout(() => {
    floorTimer = null;
    void staffApi
      .floor()
      .then((f) => {
        floorTables.value = f.tables;
        openMenus.value = f.open_menus;
        clockSkew.value = Date.parse(f.now) - Date.now();
      })
      .catch(onFailure);
  }, delayMs);
}

function onFailure(e: unknown): void {
  if (e instanceof ApiError && e.status === 401) {
    staffSession.value = null;
    return;
  }
  actionFailed.value =
    e instanceof ApiError
      ? { code: e.code, message: e.message }
      : { code: 'UNKNOWN', message: String(e) };
}

/** Loads everything the console shows (at start and after every reconnection). */
export async function loadConsole(): Promise<void> {
  try {
    const since = Date.now() + clockSkew.value - ROUNDS_WINDOW_MS;
    const [floor, requests, calls, rounds, items, menus] = await Promise.all([
      staffApi.floor(),
      staffApi.requests(),
      staffApi.calls(),
      staffApi.rounds(since),
      staffApi.menuItems(),
      menusApi().catch(() => []),
    ]);
    batch(() => {
      floorTables.value = floor.tables;
      openMenus.value = floor.open_menus;
      clockSkew.value = Date.parse(floor.now) - Date.now();
      orderRequests.value = requests.data;
      serviceCalls.value = calls.data;
      kitchenRounds.value = rounds.rounds;
      staffMenuItems.value = items.data;
      dineInMenus.value = menus;
    });
  } catch (e) {
    onFailure(e);
  }
}

function upsert<T extends { id: number }>(list: readonly T[], item: T): T[] {
  return [...list.filter((x) => x.id !== item.id), item].sort((a, b) => a.id - b.id);
}

function applyDish(d: DishStatus): void {
  kitchenRounds.value = kitchenRounds.value.map((r) =>
    r.dishes.some((x) => x.order_detail_id === d.order_detail_id)
      ? {
          ...r,
          dishes: r.dishes.map((x) =>
            x.order_detail_id === d.order_detail_id ? { ...x, is_make: d.is_make } : x,
          ),
        }
      : r,
  );
}

let unsubscribe: (() => void) | null = null;

/** Listens to the staff room (once); every reconnection reloads what may have been missed. */
export function connectStaffStore(): void {
  if (unsubscribe) return;
  const offs = [
    onSocket('connect', () => void loadConsole()),
    onSocket('STAFF_SIGNED_OUT', (b) => endSession(b.reason)),
    onSocket('TABLE_STATUS', () => refreshFloor()),
    onSocket('QOP_CREATE_ORDER_REQUEST', (r) => {
      orderRequests.value = upsert(orderRequests.value, r);
      alertSerial.value++;
      refreshFloor();
    }),
    onSocket('ORDER_REQUEST_DECIDED', (r) => {
      orderRequests.value = orderRequests.value.filter((x) => x.id !== r.id);
      refreshFloor();
    }),
    onSocket('CALL_SERVICE', (c) => {
      serviceCalls.value = upsert(serviceCalls.value, c);
      alertSerial.value++;
      refreshFloor();
    }),
    onSocket('SERVICE_CALL_DONE', (c) => {
      serviceCalls.value = serviceCalls.value.filter((x) => x.id !== c.id);
      refreshFloor();
    }),
    onSocket('KITCHEN_ROUND', (r) => {
      kitchenRounds.value = [
        ...kitchenRounds.value.filter((x) => x.requestKey !== r.requestKey),
        r,
      ];
      refreshFloor();
    }),
    onSocket('KITCHEN_DISH', applyDish),
    onSocket('KITCHEN_BUMP', applyBump),
    // The kitchen's ticket-age thresholds (and every other setting) follow an edit at once.
    onSocket('SETTINGS_UPDATED', (b) => applySettingsUpdate(b.settings)),
    // An import replaced the setup (and may have deleted every order): everything is read anew.
    onSocket('RESTAURANT_IMPORTED', () => void loadConsole()),
    onSocket('IS_UPDATE_MENU', (m) => {
      const ids = new Set(m.menu_item_ids);
      staffMenuItems.value = staffMenuItems.value.map((i) =>
        ids.has(i.menu_item_id) ? { ...i, sold_out: m.sold_out } : i,
      );
    }),
    onSocket('MARKETING', (m) => {
      const left = new Map(m.dishes.map((d) => [d.menu_item_id, d.bargain_num_cur]));
      staffMenuItems.value = staffMenuItems.value.map((i) =>
        left.has(i.menu_item_id) && i.bargain_num_cur !== null
          ? { ...i, bargain_num_cur: left.get(i.menu_item_id)! }
          : i,
      );
    }),
  ];
  unsubscribe = () => offs.forEach((o) => o());
}

export function disconnectStaffStore(): void {
  unsubscribe?.();
  unsubscribe = null;
}

/** Runs a console action; a refusal is kept for a notice. Resolves true when it succeeded. */
async function act(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (e) {
    onFailure(e);
    return false;
  }
}

export const approveRequest = (id: number) =>
  act(async () => {
    await staffApi.approve(id);
    orderRequests.value = orderRequests.value.filter((r) => r.id !== id);
    refreshFloor();
  });

export const rejectRequest = (id: number) =>
  act(async () => {
    await staffApi.reject(id);
    orderRequests.value = orderRequests.value.filter((r) => r.id !== id);
    refreshFloor();
  });

export const acknowledgeCall = (id: number) =>
  act(async () => {
    await staffApi.ackCall(id);
    serviceCalls.value = serviceCalls.value.filter((c) => c.id !== id);
    refreshFloor();
  });

export const setDishStatus = (orderDetailId: number, isMake: number) =>
  act(async () => applyDish(await staffApi.dishStatus(orderDetailId, isMake)));

function applyBump(b: KitchenBump): void {
  kitchenRounds.value = kitchenRounds.value.map((r) =>
    r.requestKey === b.requestKey ? { ...r, bumped: b.bumped } : r,
  );
}

/** Bumps a ticket off the kitchen display of every staff screen. */
export const bumpTicket = (requestKey: string) =>
  act(async () => applyBump(await staffApi.bump(requestKey, true)));

/** Brings a bumped ticket back (a bump by mistake). */
export const recallTicket = (requestKey: string) =>
  act(async () => applyBump(await staffApi.bump(requestKey, false)));

export const setSoldOut = (menuItemId: number, soldOut: boolean) =>
  act(async () => {
    await staffApi.soldOut(menuItemId, soldOut);
    staffMenuItems.value = staffMenuItems.value.map((i) =>
      i.menu_item_id === menuItemId ? { ...i, sold_out: soldOut } : i,
    );
  });

export const setPromotionStock = (item: StaffMenuItem, left: number) =>
  act(async () => {
    if (item.bargain_item_id === null) return;
    await staffApi.stock(item.bargain_item_id, left);
    staffMenuItems.value = staffMenuItems.value.map((i) =>
      i.menu_item_id === item.menu_item_id ? { ...i, bargain_num_cur: left } : i,
    );
  });

/** Table control (entry-home-service.md §3 table status: 0 free, 3 open, 5 paused). */
export const pauseTable = (tableId: number) =>
  act(() => staffApi.tableStatus(tableId, 5).then(() => refreshFloor(0)));
export const resumeTable = (tableId: number) =>
  act(() => staffApi.tableStatus(tableId, 3, 1).then(() => refreshFloor(0)));
/** Frees the table; its order (if any) ends. */
export const closeTable = (tableId: number) =>
  act(() => staffApi.tableStatus(tableId, 0).then(() => refreshFloor(0)));
export const openTableFor = (tableId: number, adults: number, children: number, menuId: number) =>
  act(() => staffApi.openTable(tableId, adults, children, menuId).then(() => refreshFloor(0)));
export const moveOrder = (orderId: number, toTable: number) =>
  act(() => staffApi.move(orderId, toTable).then(() => refreshFloor(0)));
/** Merges the order into the open order at another table (merged tables). */
export const mergeOrder = (orderId: number, intoTable: number) =>
  act(() => staffApi.merge(orderId, intoTable).then(() => refreshFloor(0)));

export async function readPin(orderId: number): Promise<string | null> {
  try {
    return (await staffApi.pin(orderId)).order_password;
  } catch (e) {
    onFailure(e);
    return null;
  }
}
export const savePin = (orderId: number, pin: string) => act(() => staffApi.setPin(orderId, pin));
export const cancelPin = (orderId: number) => act(() => staffApi.cancelPin(orderId));

/** Empties the store (sign-out, tests and stories). */
export function resetStaffStore(
  seed: Partial<{
    session: StaffSessionView | null;
    tables: FloorTable[];
    requests: OrderRequestView[];
    calls: ServiceCallView[];
    rounds: KitchenRound[];
    items: StaffMenuItem[];
    menus: StaffMenu[];
    openMenus: Floor['open_menus'] | null;
    bumped: string[];
  }> = {},
): void {
  batch(() => {
    staffSession.value = seed.session ?? null;
    sessionChecked.value = seed.session !== undefined;
    loginPending.value = false;
    loginFailure.value = null;
    sessionEnded.value = null;
    floorTables.value = seed.tables ?? [];
    orderRequests.value = seed.requests ?? [];
    serviceCalls.value = seed.calls ?? [];
    const bumped = new Set(seed.bumped ?? []);
    kitchenRounds.value = (seed.rounds ?? []).map((r) =>
      bumped.has(r.requestKey) ? { ...r, bumped: true } : r,
    );
    staffMenuItems.value = seed.items ?? [];
    dineInMenus.value = seed.menus ?? [];
    openMenus.value = seed.openMenus ?? null;
    actionFailed.value = null;
    clockSkew.value = 0;
  });
}
