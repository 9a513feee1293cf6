import { effect, signal } from '@preact/signals-react';
import { languageFromBrowser } from '../../core/locale/language';
import type { Language } from '../../core/locale/language';

/** The spec's single browser cache key for the client state. */
export const CACHE_KEY = 'DEFAULT_CACHING';

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

export function updateClientState(patch: Partial<ClientState>): void {
  clientState.value = { ...clientState.value, ...patch };
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
