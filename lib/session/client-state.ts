import { computed, effect, signal } from '@preact/signals-react';
import { languageFromBrowser } from '../../core/locale/language';
import type { Language } from '../../core/locale/language';
import { CLIENT_STATE_KEY } from '../../protocol/first-screen';

/** The spec's single browser cache key for the client state. */
export const CACHE_KEY = CLIENT_STATE_KEY;

export type ApprovalStatus = 'NO' | 'REVIEW' | 'APPROVED' | 'REJECTED';
export type ViewPage = 'menuPage' | 'orderHistory' | 'noticePage' | 'homePage';

export interface OrderTab {
  person: number;
  orderId: number;
  menuList: { main_group_id: number; main_group_name: string }[];
  customer: string;
  childNum: number;
  otherNum: number;
  normalNum: number;
  orderCode: string;
  eatType: number;
}

/** The client state the spec lists (entry-home-service.md §3), persisted under DEFAULT_CACHING. */
export interface ClientState {
  language: Language;
  viewPage: ViewPage;
  approvalStatus: ApprovalStatus;
  tableId: number | null;
  tableName: string;
  tableStatus: number | null;
  /** When the table code was scanned (ms since epoch); scans older than time_interval hours expire. */
  qrCodeDate: number | null;
  liteMode: boolean;
  /** The guided tour's step on screen (1–8), 0 when none (entry-home-service.md §4). */
  guideStep: number;
  /** The guide flag: this browser finished or skipped the tour, so it is not shown again. */
  guideDone: boolean;
  orderTab: OrderTab | null;
  /** Server time minus client time, in ms. */
  diffTimeStamp: number;
  apiVersion: string;
  isQopFirstOrder: boolean;
  /** This browser's identifier within an order: the server hands it the same customer name again. */
  deviceId: string;
  /** The diner closed the small tip about the other diners' dishes in the cart (ordering.md §2). */
  othersTipDismissed: boolean;
  /** The order whose notices the diner has closed: the timed pop-up does not come again for it. */
  noticesClosedFor: number;
}

const defaults = (): ClientState => ({
  language: languageFromBrowser(typeof navigator === 'undefined' ? undefined : navigator.language),
  viewPage: 'menuPage',
  approvalStatus: 'NO',
  tableId: null,
  tableName: '',
  tableStatus: null,
  qrCodeDate: null,
  liteMode: false,
  guideStep: 0,
  guideDone: false,
  orderTab: null,
  diffTimeStamp: 0,
  apiVersion: '',
  isQopFirstOrder: true,
  deviceId: newDeviceId(),
  othersTipDismissed: false,
  noticesClosedFor: 0,
});

function newDeviceId(): string {
  const c = typeof crypto === 'undefined' ? undefined : crypto;
  if (c?.randomUUID) return c.randomUUID();
  return Date.now().toString(36) + Math.random().toString(36).slice(2);
}

function load(): ClientState {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (raw) return { ...defaults(), ...(JSON.parse(raw) as Partial<ClientState>) };
  } catch {
    // A damaged cache is dropped: the next scan rebuilds it.
  }
  return defaults();
}

export const clientState = signal<ClientState>(load());

effect(() => {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(clientState.value));
  } catch {
    // Private mode or a full quota: the app still works for this visit.
  }
});

/*
 * Parts of the client state, each for the components that read that part alone: they render again
 * when it changes, not on every update of the state (the customer name, the guided tour's step,
 * the clock offset…), which would render the whole page each time.
 */
/** The diner's language. */
export const clientLanguage = computed(() => clientState.value.language);
/** The table's id (null before a scan). */
export const clientTableId = computed(() => clientState.value.tableId);
/** The table's name. */
export const clientTableName = computed(() => clientState.value.tableName);
/** The view /Main shows. */
export const clientViewPage = computed(() => clientState.value.viewPage);
/** The table's approval status (its banner on the menu page). */
export const clientApprovalStatus = computed(() => clientState.value.approvalStatus);
/** The order's id (0 without an order). */
export const clientOrderId = computed(() => clientState.value.orderTab?.orderId ?? 0);
/** The order's head count (0 without an order). */
export const clientPersons = computed(() => clientState.value.orderTab?.person ?? 0);
const NO_MENUS: OrderTab['menuList'] = [];
let lastMenus = NO_MENUS;
/**
 * The order's first-level menus, the first the one shown. The same array while the menus are the
 * same ones in the same order, whichever object the order tab was rewritten with.
 */
export const clientMenuList = computed(() => {
  const next = clientState.value.orderTab?.menuList ?? NO_MENUS;
  const same =
    next.length === lastMenus.length &&
    next.every(
      (m, i) =>
        m.main_group_id === lastMenus[i]?.main_group_id &&
        m.main_group_name === lastMenus[i]?.main_group_name,
    );
  if (!same) lastMenus = next;
  return lastMenus;
});

export function updateClientState(patch: Partial<ClientState>): void {
  const current = clientState.value;
  // A patch that changes nothing (the table read again as it was) leaves the state as it is: a
  // new object would render every reader of the state for nothing.
  const keys = Object.keys(patch) as (keyof ClientState)[];
  if (keys.every((k) => sameField(current[k], patch[k]))) return;
  clientState.value = { ...current, ...patch };
}

/** The same field value: equal, or an object (the order tab) with equal fields. */
function sameField(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  return (
    ak.length === bk.length &&
    ak.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

export function resetClientState(): void {
  clientState.value = {
    ...defaults(),
    language: clientState.value.language,
    deviceId: clientState.value.deviceId,
    // A diner who has seen the tour is not a first-time diner at the next scan either.
    guideDone: clientState.value.guideDone,
  };
}

/** The server's clock as this client best knows it. */
export function serverNow(): number {
  return Date.now() + clientState.value.diffTimeStamp;
}
