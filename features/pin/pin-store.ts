import { signal, type ReadonlySignal } from '@preact/signals-react';
import { isValidPin } from '../../core';
import { api, ApiError } from '../../lib/session';

/**
 * The table PIN gate (entry-home-service.md §2 "Table PIN pages", §5): when the order at the table
 * has a PIN this browser session has not entered, the server refuses every order action with
 * PIN_REQUIRED, and the page asks for the PIN before it goes on.
 */

/** The order whose PIN the diner must enter, or null. */
const pinNeededState = signal<number | null>(null);
export const pinNeeded: ReadonlySignal<number | null> = pinNeededState;
/** What the last check said: wrong PIN, too many wrong tries, or no connection. */
export const pinProblem = signal<'incorrect' | 'tooMany' | 'offline' | null>(null);
/** True while a check is on its way. */
export const pinChecking = signal(false);
/** Bumps when the PIN was accepted; the page then goes on with the order. */
const pinPassedAtState = signal(0);
export const pinPassedAt: ReadonlySignal<number> = pinPassedAtState;

/** Asks the diner for the order's PIN. */
export function requirePin(orderId: number): void {
  if (pinNeeded.value === orderId) return;
  pinProblem.value = null;
  pinNeededState.value = orderId;
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
    pinNeededState.value = null;
    pinPassedAtState.value = Date.now();
    return true;
  } catch (e) {
    const status = e instanceof ApiError ? e.status : 0;
    pinProblem.value = status === 0 ? 'offline' : status === 429 ? 'tooMany' : 'incorrect';
    return false;
  } finally {
    pinChecking.value = false;
  }
}

/** Forgets the gate (leaving the table, tests, stories). */
export function resetPinStore(): void {
  pinNeededState.value = null;
  pinProblem.value = null;
  pinChecking.value = false;
  pinPassedAtState.value = 0;
}
