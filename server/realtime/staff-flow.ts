/**
 * The staff room's share of what diners cause. A review, a call or an order request each tell
 * every staff console; a script that makes new sessions (one scan each) could otherwise push
 * thousands of such events a minute to every console. Each of these events passes a budget per
 * source before it goes out: per device (the device cookie, or the session when there is none),
 * per address, and for everybody together, each per window. Past a budget the event is not
 * pushed (the record itself is stored: the console's lists read it from the store), so a flood
 * yields a bounded number of staff events. The counts are per process.
 */
import type { ServerEvent, ServerToClientEvents } from '../../protocol';
import type { TavolaIo } from './index';

/** The room every staff console joins. */
export const STAFF_ROOM = 'staff';

export interface StaffFlowLimits {
  /** Events one device (or session) may cause per window. */
  perDevice: number;
  /** Events one address may cause per window (a restaurant's guests share theirs). */
  perAddress: number;
  /** Events everybody together may cause per window. */
  total: number;
  windowMs: number;
}

export const STAFF_FLOW_LIMITS: StaffFlowLimits = {
  perDevice: 10,
  perAddress: 60,
  total: 240,
  windowMs: 60_000,
};

/** Where a diner's action comes from. */
export interface StaffSources {
  device: string;
  address: string;
}

export const sourcesOf = (who: { deviceId: string; address: string }): StaffSources => ({
  device: who.deviceId,
  address: who.address,
});

/** Counters kept at most this many (older windows are dropped first). */
const MAX_KEYS = 50_000;

export class StaffFlow {
  private readonly counts = new Map<string, { n: number; until: number }>();
  constructor(
    readonly limits: StaffFlowLimits = STAFF_FLOW_LIMITS,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  private over(key: string, max: number, now: number): boolean {
    const c = this.counts.get(key);
    return !!c && c.until > now && c.n >= max;
  }

  private add(key: string, now: number): void {
    const c = this.counts.get(key);
    if (c && c.until > now) c.n++;
    else {
      this.counts.delete(key);
      this.counts.set(key, { n: 1, until: now + this.limits.windowMs });
    }
    if (this.counts.size > MAX_KEYS) {
      for (const [k, v] of this.counts) if (v.until <= now) this.counts.delete(k);
      while (this.counts.size > MAX_KEYS) this.counts.delete(this.counts.keys().next().value!);
    }
  }

  /** True (and counted) when an event of `from` may go to the staff room now. */
  allow(from: StaffSources): boolean {
    const now = this.clock();
    const keys: [string, number][] = [
      [`d:${from.device}`, this.limits.perDevice],
      [`a:${from.address}`, this.limits.perAddress],
      ['all', this.limits.total],
    ];
    if (keys.some(([k, max]) => this.over(k, max, now))) return false;
    for (const [k] of keys) this.add(k, now);
    return true;
  }
}

const flows = new WeakMap<object, StaffFlow>();

/** Sets the budget of a socket.io server's staff room (realtime/index.ts). */
export function setStaffFlow(io: object, flow: StaffFlow): void {
  flows.set(io, flow);
}

/** The budget of `io`'s staff room. */
export function staffFlowOf(io: object): StaffFlow {
  let f = flows.get(io);
  if (!f) {
    f = new StaffFlow();
    flows.set(io, f);
  }
  return f;
}

/**
 * Tells the staff room of an event a diner caused, within the budget of its sources; answers
 * whether it went out.
 */
export function emitToStaffFrom<E extends ServerEvent>(
  io: TavolaIo,
  from: StaffSources,
  event: E,
  ...payload: Parameters<ServerToClientEvents[E]>
): boolean {
  if (!staffFlowOf(io).allow(from)) return false;
  io.to(STAFF_ROOM).emit(event, ...payload);
  return true;
}
