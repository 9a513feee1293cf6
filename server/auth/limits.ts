/*
 * Guessing limits
 * ===============
 * Every phone in a restaurant reaches us from the restaurant's one address, so no guessing limit
 * keys on the address. Failed guesses are counted against who attacks and against what is attacked:
 *
 * - the attacker's session (the diner session, or the `tavola_device` cookie every employee
 *   password form gets): SESSION_MAX failures per SESSION_WINDOW_MS, then that session alone
 *   waits for its window to end;
 * - the target (an employee account), everybody together: TARGET_FREE failures
 *   per TARGET_WINDOW_MS go unhindered; past them the target backs off instead of locking: after
 *   each failure the next guess from anybody waits TARGET_SPACING_MS. That keeps a target under
 *   100 failures an hour (ASVS 2.2.1: 4 + 20 per 15 min), and the real owner with the right
 *   password waits at most TARGET_SPACING_MS for a turn, never a long lock-out.
 * - An order's PIN has a wrong-guess budget instead (modules/pin/budget.ts): 10 an hour from
 *   everybody, past which only phones already at the order are answered.
 * - A device on which the employee has signed in before (the device cookie names the account)
 *   is held only by its own limit, so strangers slow down nobody's own phone; a diner holding
 *   the order's PIN pass never needs to guess.
 *
 * What anyone may create (quick-service orders, reviews) is counted per person, since a new
 * session is one scan away: per device (the `tavola_device` cookie, set at the first scan), per
 * address (as Fastify resolves it, trustProxy included: a cookie-less script is caught there) and
 * for the whole restaurant (quickOrderLimits, reviewLimits).
 *
 * Counters live in @fastify/rate-limit's store: in memory, or in Redis when REDIS_URL is set
 * (every process then shares them). Only failures count: a guess peeks first and counts only
 * when it was wrong; callers line up the guesses on one target (a row lock), so parallel guesses
 * cannot all pass the peek.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { tooManyRequests } from '../http/errors';
import type { Sessions } from './session';

export const DEVICE_COOKIE = 'tavola_device';
const DEVICE_TTL_S = 180 * 24 * 3600;

export interface LimitSettings {
  sessionMax: number;
  sessionWindowMs: number;
  targetFree: number;
  targetWindowMs: number;
  targetSpacingMs: number;
  /** Quick-service orders one browser session may open per quickOrderWindowMs. */
  quickOrdersPerSession: number;
  quickOrderWindowMs: number;
  /**
   * Per person, however many sessions they make (a new session is one scan away): quick-service
   * orders and reviews per device (the device cookie), per address and for everybody together,
   * each per perPersonWindowMs.
   */
  quickOrdersPerDevice: number;
  quickOrdersPerAddress: number;
  quickOrdersPerRestaurant: number;
  reviewsPerDevice: number;
  reviewsPerAddress: number;
  reviewsPerRestaurant: number;
  perPersonWindowMs: number;
  /** Wrong guesses of one order's PIN answered per guessBudgetWindowMs, from everybody. */
  guessBudget: number;
  guessBudgetWindowMs: number;
  /** Failed logins (any account) answered per sprayWindowMs from one address, and from all. */
  sprayPerAddress: number;
  sprayGlobal: number;
  sprayWindowMs: number;
  /** The clock of the guess budgets (ms; tests move it). */
  clock: () => number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  sessionMax: 5,
  sessionWindowMs: 15 * 60 * 1000,
  targetFree: 4,
  targetWindowMs: 15 * 60 * 1000,
  targetSpacingMs: 45 * 1000,
  quickOrdersPerSession: 5,
  quickOrderWindowMs: 10 * 60 * 1000,
  quickOrdersPerDevice: 3,
  quickOrdersPerAddress: 10,
  quickOrdersPerRestaurant: 300,
  reviewsPerDevice: 3,
  reviewsPerAddress: 5,
  reviewsPerRestaurant: 200,
  perPersonWindowMs: 3600 * 1000,
  guessBudget: 10,
  guessBudgetWindowMs: 3600 * 1000,
  sprayPerAddress: 10,
  sprayGlobal: 50,
  sprayWindowMs: 15 * 60 * 1000,
  clock: Date.now,
};

export interface Limit {
  /** Counter name: what is attacked and by whom, e.g. `pin:12:session:…`. */
  key: string;
  max: number;
  windowMs: number;
  /** Past `max`, refuse only this long after each failure instead of until the window ends. */
  spacingMs?: number;
}

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

export class Attempts {
  private readonly keyOf = new WeakMap<FastifyRequest, string>();
  private readonly checkers = new Map<string, Checker>();
  constructor(
    private readonly app: FastifyInstance,
    readonly settings: LimitSettings,
  ) {}

  private checker(max: number, windowMs: number): Checker {
    const id = `${max}/${windowMs}`;
    let c = this.checkers.get(id);
    if (!c) {
      const options = {
        max,
        timeWindow: windowMs,
        keyGenerator: (req: FastifyRequest) => this.keyOf.get(req) ?? '',
        // Room for every target and session of a busy evening (the in-memory store is an LRU).
        cache: 100_000,
      };
      c = this.app.createRateLimit(options);
      this.checkers.set(id, c);
    }
    return c;
  }

  private async run(request: FastifyRequest, limit: Limit, increment: boolean) {
    this.keyOf.set(request, limit.key);
    return this.checker(limit.max, limit.windowMs)(request, { increment });
  }

  private spacing(limit: Limit): Limit {
    return { key: `${limit.key}:spacing`, max: 1, windowMs: limit.spacingMs! };
  }

  /** Throws 429 (with Retry-After) when a limit holds the guess back. Counts nothing. */
  async check(request: FastifyRequest, reply: FastifyReply, limits: Limit[], message: string) {
    for (const limit of limits) {
      let r = await this.run(request, limit, false);
      if (r.isAllowed || r.remaining > 0) continue;
      if (limit.spacingMs) {
        r = await this.run(request, this.spacing(limit), false);
        if (r.isAllowed || r.remaining > 0) continue;
      }
      reply.header('retry-after', String(Math.max(1, r.ttlInSeconds)));
      throw tooManyRequests(message);
    }
  }

  /** Counts one request against every limit; throws 429 (with Retry-After) past one. */
  async take(request: FastifyRequest, reply: FastifyReply, limits: Limit[], message: string) {
    for (const limit of limits) {
      const r = await this.run(request, limit, true);
      if (!r.isAllowed && r.isExceeded) {
        reply.header('retry-after', String(Math.max(1, r.ttlInSeconds)));
        throw tooManyRequests(message);
      }
    }
  }

  /** Peeks at every limit, then counts one request against each; 429 past one (nothing counted). */
  async takeAll(request: FastifyRequest, reply: FastifyReply, limits: Limit[], message: string) {
    await this.check(request, reply, limits, message);
    await this.take(request, reply, limits, message);
  }

  /** Counts one failure against every limit. */
  async fail(request: FastifyRequest, limits: Limit[]) {
    for (const limit of limits) {
      const r = await this.run(request, limit, true);
      if (limit.spacingMs && !r.isAllowed && r.remaining <= 0)
        await this.run(request, this.spacing(limit), true);
    }
  }
}

// The device cookie ---------------------------------------------------------------------------

interface DeviceToken {
  kind: 'device';
  id: string;
  /** Employee accounts that signed in on this device. */
  accounts: string[];
  exp: number;
}

function readDevice(request: FastifyRequest): DeviceToken | null {
  const p = request.server.sessions.signer.verify<DeviceToken>(request.cookies[DEVICE_COOKIE]);
  return p && p.kind === 'device' && typeof p.id === 'string' && Array.isArray(p.accounts)
    ? p
    : null;
}

function writeDevice(reply: FastifyReply, d: Omit<DeviceToken, 'kind' | 'exp'>) {
  const sessions = reply.server.sessions;
  const token = sessions.signer.sign({
    kind: 'device',
    id: d.id,
    accounts: d.accounts.slice(-8),
    exp: Math.floor(Date.now() / 1000) + DEVICE_TTL_S,
  });
  reply.setCookie(DEVICE_COOKIE, token, sessions.cookieOptions(DEVICE_TTL_S, reply.request));
}

const issued = new WeakMap<FastifyRequest, DeviceToken>();

/** The device of a request, issuing its cookie on first use (a first scan, a credential form). */
export function deviceOf(request: FastifyRequest, reply: FastifyReply): DeviceToken {
  const known = readDevice(request) ?? issued.get(request);
  if (known) return known;
  const d = { id: randomBytes(12).toString('base64url'), accounts: [] };
  writeDevice(reply, d);
  const token: DeviceToken = { kind: 'device', exp: 0, ...d };
  issued.set(request, token);
  return token;
}

/** The device id a signed device cookie names, or null (socket handshakes read it so). */
export function deviceIdOf(sessions: Sessions, cookie: string | undefined): string | null {
  const p = sessions.signer.verify<DeviceToken>(cookie);
  return p && p.kind === 'device' && typeof p.id === 'string' ? p.id : null;
}

/** Who asks: the session, device (its cookie issued when missing) and address of a request. */
export function askerOf(request: FastifyRequest, reply: FastifyReply, sessionId?: string): Asker {
  return { sessionId, deviceId: deviceOf(request, reply).id, address: request.ip };
}

/** Remembers that the employee signed in on this device. */
export function trustDevice(reply: FastifyReply, device: DeviceToken, account: string) {
  if (device.accounts.includes(account)) return;
  writeDevice(reply, { id: device.id, accounts: [...device.accounts, account] });
}

/**
 * Limits on password spraying: failed logins on any account of a kind (employee, member), from
 * one address and from all addresses together. A restaurant's phones share one address, so the
 * count is generous, and a device the account signed in on before is never held by it.
 */
export function sprayLimits(
  settings: LimitSettings,
  kind: 'employee' | 'member',
  address: string,
): Limit[] {
  const windowMs = settings.sprayWindowMs;
  return [
    { key: `spray:${kind}:address:${address}`, max: settings.sprayPerAddress, windowMs },
    { key: `spray:${kind}:all`, max: settings.sprayGlobal, windowMs },
  ];
}

/** Limits on guessing an employee's password (login and the PIN reset share them). */
export function employeeLimits(
  settings: LimitSettings,
  device: DeviceToken,
  account: string,
  /** The login's address: spraying counts too (the PIN reset, asked at a table, passes none). */
  address?: string,
): Limit[] {
  const acct = account.toLowerCase();
  const own: Limit = {
    key: `employee:${acct}:device:${device.id}`,
    max: settings.sessionMax,
    windowMs: settings.sessionWindowMs,
  };
  if (device.accounts.includes(account)) return [own];
  return [
    own,
    ...(address ? sprayLimits(settings, 'employee', address) : []),
    {
      key: `employee:${acct}`,
      max: settings.targetFree,
      windowMs: settings.targetWindowMs,
      spacingMs: settings.targetSpacingMs,
    },
  ];
}

/**
 * The guessing session's own limit on an order's PIN. What everybody together may guess is the
 * order's budget (modules/pin/budget.ts), which never holds back a phone already at the order.
 */
export function pinLimits(settings: LimitSettings, orderId: number, sessionId: string): Limit[] {
  return [
    {
      key: `pin:${orderId}:session:${sessionId}`,
      max: settings.sessionMax,
      windowMs: settings.sessionWindowMs,
    },
  ];
}

/** Who asks, as the per-person limits count: the browser session, the device and the address. */
export interface Asker {
  sessionId?: string;
  deviceId: string;
  address: string;
}

/**
 * Limits on opening quick-service orders: per browser session, and per person however many
 * sessions they make: per device, per address and for the whole restaurant.
 */
export function quickOrderLimits(settings: LimitSettings, who: Asker): Limit[] {
  const windowMs = settings.perPersonWindowMs;
  return [
    ...(who.sessionId
      ? [
          {
            key: `quick:session:${who.sessionId}`,
            max: settings.quickOrdersPerSession,
            windowMs: settings.quickOrderWindowMs,
          },
        ]
      : []),
    { key: `quick:device:${who.deviceId}`, max: settings.quickOrdersPerDevice, windowMs },
    { key: `quick:address:${who.address}`, max: settings.quickOrdersPerAddress, windowMs },
    { key: 'quick:restaurant', max: settings.quickOrdersPerRestaurant, windowMs },
  ];
}

/** Limits on dining reviews (besides one per order): per device, per address, for everybody. */
export function reviewLimits(settings: LimitSettings, who: Asker): Limit[] {
  const windowMs = settings.perPersonWindowMs;
  return [
    { key: `review:device:${who.deviceId}`, max: settings.reviewsPerDevice, windowMs },
    { key: `review:address:${who.address}`, max: settings.reviewsPerAddress, windowMs },
    { key: 'review:restaurant', max: settings.reviewsPerRestaurant, windowMs },
  ];
}

declare module 'fastify' {
  interface FastifyInstance {
    attempts: Attempts;
  }
}

export interface LimitsOptions {
  redisUrl?: string;
  /** Prefix of the Redis keys (processes sharing counters use the same). */
  redisKey?: string;
  /** Overrides of DEFAULT_LIMITS (tests use short spacings). */
  settings?: Partial<LimitSettings>;
}

/** Registers @fastify/rate-limit (no global limit: routes opt in) and `app.attempts`. */
export const limitsPlugin = fp<LimitsOptions>(
  async (app, opts) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      redis = new Redis(opts.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      });
      redis.on('error', (err: unknown) => app.log.error({ err }, 'redis (limits) error'));
      app.addHook('onClose', async () => {
        await redis!.quit().catch(() => redis!.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${opts.redisKey ?? 'tavola'}-limit-`,
      errorResponseBuilder: (_req, context) =>
        tooManyRequests(`Too many requests: try again in ${context.after}`),
    });
    app.decorate('attempts', new Attempts(app, { ...DEFAULT_LIMITS, ...opts.settings }));
  },
  { name: 'tavola-limits', dependencies: ['tavola-sessions'] },
);
