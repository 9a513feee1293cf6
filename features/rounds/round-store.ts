import { batch, computed, effect, signal } from '@preact/signals-react';
import {
  EDIT_LOCK_MS,
  NEXT_TURN_LOCK_MS,
  isEditLocked,
  roundCountsFor,
  turnEndsAt,
  turnRemainingMs,
} from '../../core';
import { call, clientState, updateClientState } from '../../lib/session';
import { cart, myCustomer, nextTurn, ruleConfig } from '../cart';
import { system } from '../../protocol/endpoints';

/** The clock the countdown reads, in server time (ticks every second while a round runs). */
export const serverClock = signal(Date.now());

/** Refreshes the offset between this device's clock and the server's (GET /api/v1/ping). */
export async function refreshTimeOffset(): Promise<void> {
  const sent = Date.now();
  const r = await call(system.ping, {});
  const received = Date.now();
  const server = typeof r.timestamp === 'number' ? r.timestamp : Date.parse(r.date);
  if (!Number.isFinite(server)) return;
  // The server read its clock about half-way through the call.
  batch(() => {
    updateClientState({ diffTimeStamp: Math.round(server - (sent + received) / 2) });
    serverClock.value = Date.now() + clientState.value.diffTimeStamp;
  });
}

/**
 * Milliseconds left in the round, or null when rounds have no timer: off, or past the last round.
 * The round's start and length are the server's (the cart's r3, through ruleConfig).
 */
export const remainingMs = computed(() => {
  const c = cart.value;
  if (!c || c.r3.nowTurn > c.r3.r3MaxTurn) return null;
  return turnRemainingMs(
    { nowTurnStartDate: c.r3.nowTurnStartDate },
    ruleConfig.value,
    serverClock.value,
  );
});

/** Whole seconds left (what the window shows). */
export const secondsLeft = computed(() =>
  remainingMs.value === null ? null : Math.ceil(remainingMs.value / 1000),
);

/** Under 5 s left: editing condiments and remarks is cancelled (ordering.md §4). */
export const editLocked = computed(() => isEditLocked(remainingMs.value));

/** The round's facts for the table info window. */
export const roundState = computed(() => {
  const c = cart.value;
  if (!c) return null;
  const limit = ruleConfig.value.turnLimitEnabled ? c.r3.r3MaxDishPerTurn : null;
  // This diner's own figures (the table's when the table shares the round limit), from the lines.
  const counts = roundCountsFor(c, ruleConfig.value, myCustomer.value);
  const ordered = counts.sent;
  return {
    turn: c.r3.nowTurn,
    maxTurn: c.r3.r3MaxTurn,
    ordered,
    inCart: counts.inCart,
    limit,
    /** The diner has sent the round's share and waits for the next round. */
    waitingNextTurn: limit !== null && ordered >= limit,
  };
});

/**
 * How long after the countdown's end the phone waits for the server's TO_NEXT_TURN before asking
 * (the server moves the table itself at the end; this is for a phone that missed the push).
 */
export const PUSH_GRACE_MS = 2_000;

let lastAdvance = 0;
let askedTurn = 0;
let ticker: ReturnType<typeof setInterval> | null = null;
let stopEffect: (() => void) | null = null;

/**
 * Starts the 1 s countdown. At the end of a round the server moves the table on and tells every
 * phone; a phone still in the ended round a moment later asks the server (10 s lock between asks).
 */
export function startRoundClock(): () => void {
  if (!ticker) {
    ticker = setInterval(() => {
      serverClock.value = Date.now() + clientState.value.diffTimeStamp;
    }, 1000);
  }
  stopEffect ??= effect(() => {
    const c = cart.value;
    const left = remainingMs.value;
    if (!c || left === null || left > 0) return;
    const overFor = serverClock.value - turnEndsAt(c.r3.nowTurnStartDate, c.r3.r3MinutePerTurn);
    if (overFor < PUSH_GRACE_MS) return;
    const now = Date.now();
    if (askedTurn === c.r3.nowTurn && now - lastAdvance < NEXT_TURN_LOCK_MS) return;
    askedTurn = c.r3.nowTurn;
    lastAdvance = now;
    nextTurn(false);
  });
  return stopRoundClock;
}

export function stopRoundClock(): void {
  if (ticker) clearInterval(ticker);
  ticker = null;
  stopEffect?.();
  stopEffect = null;
}

/** A manual advance, refused within 10 s of the last one. */
export function advanceTurnManually(): boolean {
  const now = Date.now();
  if (now - lastAdvance < NEXT_TURN_LOCK_MS) return false;
  lastAdvance = now;
  nextTurn(true);
  return true;
}

export { EDIT_LOCK_MS };
