import { signal, type ReadonlySignal } from '@preact/signals-react';
import { isValidPin } from '../../core';
import { api, ApiError, lastLoad } from '../../lib/session';

/**
 * The table PIN (entry-home-service.md §2 "Table PIN pages", §4 "Order PIN", §5): when the order
 * at the table has a PIN this browser session has not entered, the server refuses every order
 * action with PIN_REQUIRED, and the page asks for the PIN before it goes on. The server remembers
 * a right PIN for 3600 s; an employee (account and password) can set a new PIN or cancel it.
 */

/** What went wrong with a PIN or an employee's change: the server's answer, or none at all. */
export type PinProblem = 'incorrect' | 'tooMany' | 'offline' | 'changeFailed';

/** The order whose PIN the diner must enter, or null. */
const pinNeededState = signal<number | null>(null);
export const pinNeeded: ReadonlySignal<number | null> = pinNeededState;
/** What the last check said: wrong PIN, too many wrong tries, or no connection. */
export const pinProblem = signal<PinProblem | null>(null);
/** When the server lets this phone try again after too many wrong PINs (ms since epoch), or 0. */
export const pinRetryAt = signal(0);
/** True while a check is on its way. */
export const pinChecking = signal(false);
/** Bumps when the PIN was accepted; the page then goes on with the order. */
const pinPassedAtState = signal(0);
export const pinPassedAt: ReadonlySignal<number> = pinPassedAtState;

/**
 * The order's current PIN as the server shows it to a phone that entered (or set) it: `pin` is
 * null when the order has none. Null while unknown or when this phone may not see it.
 */
export const tablePin = signal<{ orderId: number; pin: string | null } | null>(null);

/** Asks the diner for the order's PIN. */
export function requirePin(orderId: number): void {
  if (pinNeeded.value === orderId) return;
  pinProblem.value = null;
  pinNeededState.value = orderId;
}

/** The problem an error from the PIN routes stands for, remembering a 429's wait. */
function problemOf(e: unknown): PinProblem {
  const status = e instanceof ApiError ? e.status : 0;
  if (status === 0) return 'offline';
  if (status === 429) {
    pinRetryAt.value = Date.now() + ((e as ApiError).retryAfter ?? 60) * 1000;
    return 'tooMany';
  }
  return 'incorrect';
}

/** Sends the PIN to the server (POST /api/order-password/check); true when it was right. */
export async function submitPin(pin: string): Promise<boolean> {
  const orderId = pinNeeded.value;
  // The spec ignores an entry that is not 4 digits (the field shows the hint).
  if (orderId === null || !isValidPin(pin) || pinChecking.value) return false;
  pinChecking.value = true;
  pinProblem.value = null;
  try {
    const r = await api<{ status: number }>('/api/order-password/check', {
      method: 'POST',
      json: { order_head_id: orderId, order_code: pin },
    });
    if (r.status !== 200) {
      pinProblem.value = 'incorrect';
      return false;
    }
    pinRetryAt.value = 0;
    pinNeededState.value = null;
    tablePin.value = { orderId, pin };
    pinPassedAtState.value = Date.now();
    return true;
  } catch (e) {
    pinProblem.value = problemOf(e);
    return false;
  } finally {
    pinChecking.value = false;
  }
}

/** An employee's answer to a PIN change. */
export type PinChangeResult = 'changed' | PinProblem;

/**
 * Sets a new PIN for the order (or cancels it with an empty `newPin`) with an employee's account
 * and password (PATCH /api/order-password/update). The caller checks the fields first
 * (`pinChangeProblem`); the server decides.
 */
export async function changePin(
  orderId: number,
  account: string,
  password: string,
  newPin: string,
): Promise<PinChangeResult> {
  try {
    const r = await api<{ status: number }>('/api/order-password/update', {
      method: 'PATCH',
      json: {
        employee_id: account.trim(),
        password_id: password,
        order_head_id: orderId,
        new_order_code: newPin,
      },
    });
    if (r.status !== 200) return 'changeFailed';
    tablePin.value = { orderId, pin: newPin || null };
    return 'changed';
  } catch (e) {
    const p = problemOf(e);
    return p === 'incorrect' ? 'changeFailed' : p;
  }
}

/**
 * The forgot flow of the PIN dialog: an employee sets a new PIN, and this phone then enters it,
 * so the order opens to it. Resolves to what happened.
 */
export async function resetForgottenPin(
  account: string,
  password: string,
  newPin: string,
): Promise<PinChangeResult> {
  const orderId = pinNeeded.value;
  if (orderId === null) return 'changeFailed';
  const changed = await changePin(orderId, account, password, newPin);
  if (changed !== 'changed') return changed;
  return (await submitPin(newPin)) ? 'changed' : (pinProblem.value ?? 'changeFailed');
}

/**
 * Loads the order's PIN for the PIN banner (GET /api/v2/order_head_password/list): shown only to a
 * phone that entered or set it; none when the order has no PIN or this phone may not see it.
 */
export function loadTablePin(orderId: number, { maxAgeMs = 0 } = {}): Promise<void> {
  // The scan starts this call for the home page it leads to (features/entry); the banner,
  // mounting moments later, takes that call, or its answer, instead of asking again.
  return pinLoad.take(orderId, maxAgeMs, () => askTablePin(orderId).then(() => true));
}

/** The last PIN call, by its order. */
const pinLoad = lastLoad<number>();

async function askTablePin(orderId: number): Promise<void> {
  try {
    const r = await api<{ data: { order_password: string }[] }>(
      `/api/v2/order_head_password/list?order_id=${orderId}`,
    );
    tablePin.value = { orderId, pin: r.data[0]?.order_password || null };
  } catch {
    tablePin.value = null;
  }
}

/** Forgets the gate (leaving the table, tests, stories). */
export function resetPinStore(): void {
  pinNeededState.value = null;
  pinProblem.value = null;
  pinRetryAt.value = 0;
  pinChecking.value = false;
  pinPassedAtState.value = 0;
  tablePin.value = null;
  pinLoad.forget();
}
