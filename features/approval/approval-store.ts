import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { BannerSize } from '../../ui/Banner/Banner';
import {
  api,
  chatEventOf,
  clientState,
  emitSocket,
  onSocket,
  updateClientState,
} from '../../lib/session';
import { approvalOf } from '../entry';
import type { TableStatus } from '../../protocol/http';

/** Banner timings (entry-home-service.md §9): small after 2.5 s, closed 2 s after approval, tooltip 2.5 s. */
export const BANNER_SMALL_AFTER_MS = 2500;
export const APPROVED_CLOSE_MS = 2000;
export const UNLOCKED_TOOLTIP_MS = 2500;
export const RESEND_COUNTDOWN_S = 60;

export const bannerSize = signal<BannerSize>('large');
/** The "order unlocked" tooltip beside the cart tab. */
const unlockedTooltipState = signal(false);
export const unlockedTooltip: ReadonlySignal<boolean> = unlockedTooltipState;
/** Seconds before the order request may be resent (0: it may). */
export const resendLeft = signal(0);
/** Bumps when the order is approved: the page refreshes the session and starts the cart. */
const approvedAtState = signal(0);
export const approvedAt: ReadonlySignal<number> = approvedAtState;

let timers: ReturnType<typeof setTimeout>[] = [];
let countdown: ReturnType<typeof setInterval> | null = null;
let unsubscribe: (() => void) | null = null;

function later(ms: number, fn: () => void) {
  timers.push(setTimeout(fn, ms));
}

function clearTimers() {
  timers.forEach(clearTimeout);
  timers = [];
}

/** Shows the banner large, then small (REVIEW) — entry-home-service.md §4. */
export function showBanner(): void {
  clearTimers();
  bannerSize.value = 'large';
  if (clientState.value.approvalStatus === 'REVIEW')
    later(BANNER_SMALL_AFTER_MS, () => (bannerSize.value = 'small'));
}

function startCountdown(): void {
  if (countdown) clearInterval(countdown);
  resendLeft.value = RESEND_COUNTDOWN_S;
  countdown = setInterval(() => {
    resendLeft.value = Math.max(0, resendLeft.value - 1);
    if (resendLeft.value === 0 && countdown) {
      clearInterval(countdown);
      countdown = null;
    }
  }, 1000);
}

function stopCountdown(): void {
  if (countdown) clearInterval(countdown);
  countdown = null;
  resendLeft.value = 0;
}

/** The order was created: unlocked tooltip for 2.5 s, the banner closes after 2 s and the status returns to NO. */
export function approve(): void {
  if (clientState.value.approvalStatus !== 'REVIEW') return;
  clearTimers();
  stopCountdown();
  batch(() => {
    updateClientState({ approvalStatus: 'APPROVED' });
    bannerSize.value = 'large';
    unlockedTooltipState.value = true;
    approvedAtState.value = Date.now();
  });
  later(UNLOCKED_TOOLTIP_MS, () => (unlockedTooltipState.value = false));
  later(APPROVED_CLOSE_MS, () => closeBanner());
}

/**
 * Staff refused: the banner says 'review rejected' where the diner is, large until closed, and
 * offers to ask again. The request's menus and head count stay, for that request; the menu stays
 * browsable (an empty menu list would send the page home).
 */
export function reject(): void {
  if (clientState.value.approvalStatus !== 'REVIEW') return;
  clearTimers();
  stopCountdown();
  batch(() => {
    updateClientState({ approvalStatus: 'REJECTED' });
    bannerSize.value = 'large';
  });
}

/** The rejected banner's button: the same request goes to staff again and the table waits. */
export function askAgain(): boolean {
  if (clientState.value.approvalStatus !== 'REJECTED') return false;
  if (!resendOrderRequest()) return false;
  updateClientState({ approvalStatus: 'REVIEW' });
  showBanner();
  return true;
}

/**
 * The banner's close button: REVIEW and REJECTED go small (the diner must still see them, and
 * can ask again from the rejected one); APPROVED hides and resets the status to NO.
 */
export function closeBanner(next?: BannerSize): void {
  const status = clientState.value.approvalStatus;
  if (status === 'REJECTED') {
    bannerSize.value = 'small';
    return;
  }
  if (status === 'APPROVED') {
    batch(() => {
      bannerSize.value = 'hidden';
      updateClientState({ approvalStatus: 'NO' });
    });
    return;
  }
  bannerSize.value = next ?? (status === 'REVIEW' ? 'small' : 'hidden');
}

/** Sends the order request again (disabled during the 60 s countdown, which restarts at 60). */
export function resendOrderRequest(): boolean {
  if (resendLeft.value > 0) return false;
  const { tableId, tableName, orderTab } = clientState.value;
  if (!tableId || tableId <= 0 || !orderTab || orderTab.menuList.length === 0) return false;
  emitSocket('SEND_ORDER_REQUEST', {
    type: 'QOP_CREATE_ORDER_REQUEST',
    tableId,
    table_name: tableName,
    menu: orderTab.menuList.map((m) => m.main_group_id).join(','),
    adultNum: orderTab.normalNum,
    childNum: orderTab.childNum,
    otherNum: orderTab.otherNum,
    person: orderTab.person,
    customer: orderTab.customer,
    // The new request replaces the pending one: the opener's temporary PIN goes with it.
    orderCode: orderTab.orderCode,
  });
  startCountdown();
  return true;
}

/**
 * Re-reads the table once the page is in its room again: staff may have approved while this page
 * was not listening (still opening, or reconnecting on a bad network), and that answer is not
 * sent twice. Approved (open, cor_status 1) while still waiting: the page is unlocked as if the
 * event had arrived.
 */
export async function recheckApproval(): Promise<void> {
  const { tableId, approvalStatus } = clientState.value;
  if (approvalStatus !== 'REVIEW' || tableId === null || tableId <= 0) return;
  const t = await api<TableStatus>(`/api/v2/tables/${tableId}`);
  if (approvalOf(t) === 'NO') approve();
}

/** Listens for the staff's answer: CHAT_MESSAGE CREATE_ORDER_REQUEST_SUCCESSED/FAILED and TABLE_STATUS. */
export function connectApprovalStore(): void {
  if (unsubscribe) return;
  const offs = [
    onSocket('CHAT_MESSAGE', (m) => {
      const ev = chatEventOf(m);
      if (ev === 'CREATE_ORDER_REQUEST_SUCCESSED') approve();
      else if (ev === 'CREATE_ORDER_REQUEST_FAILED') reject();
      else if (ev === 'SEND_ORDER_REQUEST' || ev === 'RESEND_ORDER_REQUEST') startCountdown();
    }),
    onSocket('TABLE_STATUS', (t) => {
      if (t.table_id !== clientState.value.tableId) return;
      if (approvalOf(t) === 'NO' && clientState.value.approvalStatus === 'REVIEW') approve();
    }),
  ];
  unsubscribe = () => offs.forEach((o) => o());
  if (clientState.value.approvalStatus === 'REVIEW') {
    showBanner();
    startCountdown();
  } else if (clientState.value.approvalStatus === 'APPROVED') {
    // The page came back (a reload) before the approved banner closed: it still closes.
    later(APPROVED_CLOSE_MS, () => closeBanner());
  }
}

export function disconnectApprovalStore(): void {
  unsubscribe?.();
  unsubscribe = null;
}

/** Back to the first state (tests and stories). */
export function resetApprovalStore(): void {
  clearTimers();
  stopCountdown();
  batch(() => {
    bannerSize.value = 'large';
    unlockedTooltipState.value = false;
    approvedAtState.value = 0;
  });
}
