/*
 * Revocable staff sessions
 * ========================
 * A staff token names its employee's session version (`ver`) and a fingerprint of the account
 * and password hash (`pw`). Every staff HTTP request and socket handshake checks both against the
 * employee's row: a logout raises the version, a disabled account, a removed employee or a new
 * password no longer match, and every session of that employee ends at once.
 *
 * The rows are cached per employee for CACHE_MS, so a busy console costs no query per request.
 * A process that changes a row forgets it at once and tells the others ('staff:forget' through
 * the Redis adapter); a change made outside the server (the setup CLI) is seen within CACHE_MS.
 * Sockets of an ended session hear STAFF_SIGNED_OUT and are disconnected, on every process.
 */
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffSignedOutReason } from '../../protocol/staff';
import type { Db } from '../store';
import { employees } from '../store/schema';
import { STAFF_ROOM, type TavolaSocket } from '../realtime';
import { rawStaff, type StaffSession } from './session';

/** How long an employee's row is trusted without asking the store again. */
export const CACHE_MS = 10_000;

const FORGET = 'staff:forget';

/** The room of every socket of one employee. */
export const roomOfEmployee = (id: number) => `employee:${id}`;

/** A fingerprint of the account and its password hash (no secret: a hash of a hash). */
export function passwordStamp(account: string, passwordHash: string): string {
  return createHash('sha256')
    .update(`${account}\n${passwordHash}`)
    .digest('base64url')
    .slice(0, 12);
}

interface EmployeeState {
  active: boolean;
  version: number;
  stamp: string;
  name: string;
  role: string;
}

/** What a staff token needs to carry for the employee as stored now. */
export async function sessionStamp(db: Db, employeeId: number) {
  const [row] = await db
    .select({
      account: employees.account,
      hash: employees.password_hash,
      version: employees.session_version,
    })
    .from(employees)
    .where(eq(employees.employee_id, employeeId));
  if (!row) throw new Error(`Employee ${employeeId} is not stored`);
  return { ver: row.version, pw: passwordStamp(row.account, row.hash) };
}

export class StaffGuard {
  private readonly cache = new Map<number, { state: EmployeeState | null; until: number }>();
  private readonly checked = new WeakMap<FastifyRequest, StaffSession | null>();

  constructor(private readonly app: FastifyInstance) {}

  private async state(employeeId: number): Promise<EmployeeState | null> {
    const now = Date.now();
    const hit = this.cache.get(employeeId);
    if (hit && hit.until > now) return hit.state;
    const [row] = await this.app.store.db
      .select()
      .from(employees)
      .where(eq(employees.employee_id, employeeId));
    const state = row
      ? {
          active: row.active,
          version: row.session_version,
          stamp: passwordStamp(row.account, row.password_hash),
          name: row.name,
          role: row.role,
        }
      : null;
    this.cache.set(employeeId, { state, until: now + CACHE_MS });
    return state;
  }

  /** The session as the employee's row stands now (its name and role), or null when it ended. */
  async current(s: StaffSession): Promise<StaffSession | null> {
    const e = await this.state(s.employeeId);
    if (!e?.active || (s.ver ?? 0) !== e.version) return null;
    if (s.pw !== undefined && s.pw !== e.stamp) return null;
    return { ...s, name: e.name, role: e.role };
  }

  /** The checked staff session of a request (set by the onRequest hook). */
  of(request: FastifyRequest): StaffSession | null | undefined {
    return this.checked.get(request);
  }

  async checkRequest(request: FastifyRequest): Promise<void> {
    const raw = rawStaff(request);
    this.checked.set(request, raw ? await this.current(raw) : null);
  }

  /** Ends every session of the employee (logout): the version goes up. */
  async revoke(employeeId: number, reason: StaffSignedOutReason): Promise<void> {
    await this.app.store.db
      .update(employees)
      .set({ session_version: sql`${employees.session_version} + 1` })
      .where(eq(employees.employee_id, employeeId));
    this.cache.delete(employeeId);
    const room = this.app.io.in(roomOfEmployee(employeeId));
    room.emit('STAFF_SIGNED_OUT', { reason });
    room.disconnectSockets(true);
    await this.forget([employeeId]);
  }

  /** Forgets cached rows (all when no ids) here and in every other process. */
  async forget(ids?: number[]): Promise<void> {
    if (this.app.ioClustered) this.app.io.serverSideEmit(FORGET, ids ?? null);
    await this.forgetHere(ids);
  }

  /** Forgets rows here and signs out this process's sockets whose session ended. */
  async forgetHere(ids?: number[] | null): Promise<void> {
    if (ids) for (const id of ids) this.cache.delete(id);
    else this.cache.clear();
    const sockets = await this.app.io.local.in(STAFF_ROOM).fetchSockets();
    for (const socket of sockets) {
      const s = socket.data.staff;
      if (!s || (ids && !ids.includes(s.employeeId))) continue;
      if (await this.current(s)) continue;
      socket.emit('STAFF_SIGNED_OUT', { reason: 'account' });
      socket.disconnect(true);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    staffGuard: StaffGuard;
  }
}

/**
 * Checks the staff session of every request and socket handshake against the store (cached);
 * registered after the sessions, the cookies and socket.io, before the routes.
 */
export const staffGuardPlugin = fp(
  async (app) => {
    const guard = new StaffGuard(app);
    app.decorate('staffGuard', guard);
    app.addHook('onRequest', (request) => guard.checkRequest(request));
    app.io.on(FORGET, (ids) => void guard.forgetHere(ids).catch(() => {}));
    app.io.use((socket, next) => {
      const s = socket.data.staff;
      if (!s) return next();
      guard.current(s).then(
        (now) => {
          socket.data.staff = now;
          next();
        },
        (err: unknown) => next(err instanceof Error ? err : new Error(String(err))),
      );
    });
    app.io.on('connection', (socket: TavolaSocket) => {
      if (socket.data.staff) void socket.join(roomOfEmployee(socket.data.staff.employeeId));
    });
  },
  { name: 'tavola-staff-guard', dependencies: ['tavola-realtime', 'tavola-sessions'] },
);
