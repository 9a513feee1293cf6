/**
 * What one socket may ask of the server, and the server's way to stop taking events when it shuts
 * down. Every client event passes the gate before its handler runs (realtime/index.ts onEvent):
 *
 * - a token bucket per socket: `burst` events at once, refilled at `perSecond`; an event beyond
 *   it is refused at once (RATE_LIMITED), so a phone that floods pays for the refusal only;
 * - at most `maxInFlight` handlers of one socket running at once; one more is refused at once
 *   (RATE_LIMITED), never queued, so a socket can hold no more of the store's time than that;
 * - once the server is closing, every new event is refused (UNAVAILABLE) while those already
 *   taken finish and are answered (`drain`).
 *
 * The limits are per key: a diner's sockets share their session's (connections.ts), so more
 * sockets buy no more events; a staff socket has its own. Never per address: a whole restaurant
 * shares one. The defaults leave a diner's fastest thumb and the test
 * clients that press in parallel (cart race test, cart-load bench: a few events in flight, a few
 * hundred a second from one socket at most) far below them, while a script that emits in a loop
 * is cut off within its first burst.
 */

export interface SocketLimits {
  /** Events one socket may send at once before the bucket is empty. */
  burst: number;
  /** Events per second the bucket refills. */
  perSecond: number;
  /** Handlers of one socket running at the same time. */
  maxInFlight: number;
}

export const SOCKET_LIMITS: SocketLimits = { burst: 400, perSecond: 200, maxInFlight: 16 };

/** Why the gate refused an event (the code and message the socket gets). */
export interface GateRefusal {
  code: 'RATE_LIMITED' | 'UNAVAILABLE';
  message: string;
}

export const TOO_MANY_EVENTS: GateRefusal = {
  code: 'RATE_LIMITED',
  message: 'Too many requests: slow down and try again in a moment',
};
export const TOO_MANY_IN_FLIGHT: GateRefusal = {
  code: 'RATE_LIMITED',
  message: 'Too many requests at once: wait for the answers before sending more',
};
export const CLOSING: GateRefusal = {
  code: 'UNAVAILABLE',
  message: 'The server is restarting: try again in a moment',
};

interface SocketState {
  tokens: number;
  at: number;
  inFlight: number;
}

export class EventGate {
  private readonly sockets = new WeakMap<object, SocketState>();
  private running = 0;
  private idle: (() => void)[] = [];
  closing = false;

  constructor(
    readonly limits: SocketLimits = SOCKET_LIMITS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * Takes an event of `socket` (a socket, or its session's key): null when it may run (call the returned release when its handler
   * has answered), or why not.
   */
  enter(socket: object): { release: () => void } | GateRefusal {
    if (this.closing) return CLOSING;
    const now = this.clock();
    let s = this.sockets.get(socket);
    if (!s) {
      s = { tokens: this.limits.burst, at: now, inFlight: 0 };
      this.sockets.set(socket, s);
    } else {
      s.tokens = Math.min(
        this.limits.burst,
        s.tokens + ((now - s.at) / 1000) * this.limits.perSecond,
      );
      s.at = now;
    }
    if (s.tokens < 1) return TOO_MANY_EVENTS;
    s.tokens -= 1;
    if (s.inFlight >= this.limits.maxInFlight) return TOO_MANY_IN_FLIGHT;
    s.inFlight++;
    this.running++;
    const state = s;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        state.inFlight--;
        this.running--;
        if (this.running === 0) for (const wake of this.idle.splice(0)) wake();
      },
    };
  }

  /** Handlers running now (every socket). */
  get inFlight(): number {
    return this.running;
  }

  /**
   * Refuses every new event from now on and resolves once the events already taken have been
   * answered (or after `timeoutMs`, so a stuck handler cannot hold the shutdown forever).
   */
  drain(timeoutMs = 10_000): Promise<void> {
    this.closing = true;
    if (this.running === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref?.();
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** Most nesting a socket payload may have (as HTTP bodies, http/hardening.ts MAX_JSON_DEPTH). */
export const MAX_PAYLOAD_DEPTH = 32;

/**
 * Why a socket payload is refused before its schema is read: a NUL character in a string or key,
 * or nesting deeper than `maxDepth`; null when neither. Walks without recursion, so no payload
 * can overflow the stack.
 */
export function payloadProblem(value: unknown, maxDepth = MAX_PAYLOAD_DEPTH): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'NUL characters are not allowed';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) continue;
    if (depth >= maxDepth) return `Payload nested deeper than ${maxDepth} levels`;
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
      continue;
    }
    for (const [k, item] of Object.entries(v as Record<string, unknown>)) {
      if (k.includes('\u0000')) return 'NUL characters are not allowed';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}
