/**
 * How many sockets one person may hold. Each socket costs the server its share of every
 * broadcast and a place in the event loop; one diner opening twenty made other tables' presses
 * 77–90 times slower. A diner's socket (every socket without a staff session) is counted against
 * its diner session, its device (the device cookie) and its address; past a limit the handshake
 * is refused with TOO_MANY_SOCKETS. Staff consoles, signed in, are not counted. The counts are per
 * process.
 *
 * The sockets of one session also share one key for the event gate (gate.ts): its bucket and its
 * events in flight are the session's, however many sockets it opens.
 */
export interface ConnectionLimits {
  perSession: number;
  perDevice: number;
  /** A restaurant's guests share its address: room for every phone of a full dining room. */
  perAddress: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = { perSession: 4, perDevice: 8, perAddress: 64 };

export const TOO_MANY_SOCKETS = {
  code: 'TOO_MANY_SOCKETS',
  message: 'Too many connections from this phone: close other Tavola tabs and try again',
} as const;

/** Who a diner's socket belongs to. */
export interface SocketOwner {
  session?: string | null;
  device?: string | null;
  address: string;
}

export interface Admission {
  /** The event gate's key of the socket: shared by every socket of its session. */
  gateKey: object;
  /** Call when the socket is gone. */
  release(): void;
}

export class Connections {
  private readonly counts = new Map<string, number>();
  private readonly sessionKeys = new Map<string, object>();

  constructor(readonly limits: ConnectionLimits = CONNECTION_LIMITS) {}

  /** Counts a new socket of `owner`, or answers null when one of its limits is reached. */
  admit(owner: SocketOwner): Admission | null {
    const keys: [string, number][] = [[`a:${owner.address}`, this.limits.perAddress]];
    if (owner.session) keys.push([`s:${owner.session}`, this.limits.perSession]);
    if (owner.device) keys.push([`d:${owner.device}`, this.limits.perDevice]);
    if (keys.some(([k, max]) => (this.counts.get(k) ?? 0) >= max)) return null;
    for (const [k] of keys) this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    const session = owner.session ? `s:${owner.session}` : null;
    let gateKey: object = {};
    if (session) {
      gateKey = this.sessionKeys.get(session) ?? gateKey;
      this.sessionKeys.set(session, gateKey);
    }
    let released = false;
    return {
      gateKey,
      release: () => {
        if (released) return;
        released = true;
        for (const [k] of keys) {
          const n = (this.counts.get(k) ?? 1) - 1;
          if (n > 0) this.counts.set(k, n);
          else {
            this.counts.delete(k);
            if (k === session) this.sessionKeys.delete(k);
          }
        }
      },
    };
  }

  /** Sockets counted against a key now (tests). */
  count(kind: 'session' | 'device' | 'address', id: string): number {
    return this.counts.get(`${kind[0]}:${id}`) ?? 0;
  }
}
