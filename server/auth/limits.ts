/*
 * Guessing limits
 * ===============
 * Every phone in a restaurant reaches us from the restaurant's one address, so no limit keys on
 * the address. Failed guesses are counted against who attacks and against what is attacked:
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
  /** Quick-service orders opened without a session from one address per quickOrderWindowMs. */
  quickOrdersPerAddress: number;
  quickOrderWindowMs: number;
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
  quickOrdersPerAddress: 30,
  quickOrderWindowMs: 10 * 60 * 1000,
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

/** The device of a credential form, issuing its cookie on first use. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply): DeviceToken {
  const known = readDevice(request);
  if (known) return known;
  const d = { id: randomBytes(12).toString('base64url'), accounts: [] };
  writeDevice(reply, d);
  return { kind: 'device', exp: 0, ...d };
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

/**
 * Limits on opening quick-service orders: per browser session, and per address for callers
 * without one (a generous count, since a restaurant's guests share its address).
 */
export function quickOrderLimits(
  settings: LimitSettings,
  sessionId: string | undefined,
  address: string,
): Limit[] {
  const windowMs = settings.quickOrderWindowMs;
  return sessionId
    ? [{ key: `quick:session:${sessionId}`, max: settings.quickOrdersPerSession, windowMs }]
    : [{ key: `quick:address:${address}`, max: settings.quickOrdersPerAddress, windowMs }];
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
