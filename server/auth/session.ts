/*
 * Sessions
 * ========
 * Diner session: a token the server signs (HMAC-SHA256 with a secret kept in the store, shared by
 * every process) holding { sid, tableId, orderId, customer, scan, exp }. sid is a random id of the
 * browser session, kept when the session is refreshed. tableId is the table the diner
 * reached through its QR code (-1 for quick service), orderId the order the diner belongs to
 * (0 while the table is free), customer the diner's customer id within the order ('1' unless
 * autonomous mode hands out names), scan when the table code was last scanned (seconds; a scan
 * older than time_interval hours must be repeated, see auth/gate.ts). The session names its order:
 * once that order has ended, only a new scan reaches the table's next order. The server issues or
 * refreshes it when the diner resolves a table (GET /api/v2/tables/{id}), opens an order, or
 * receives a generated customer name. It
 * travels as the httpOnly, SameSite=Lax cookie `tavola_session`; the socket.io handshake accepts
 * the same token from that cookie or from `auth.token`. A diner may read and change only the
 * table and the order named in the session, and never act as another customer.
 *
 * Staff session: issued by POST /api/v1/kds/employee/login after the scrypt password check, as
 * cookie `tavola_staff` and in the response body (for `Authorization: Bearer` or `auth.token`).
 * It holds { employeeId, name, role, ver, pw, exp } and unlocks the staff routes and socket rooms
 * while `ver` and `pw` still match the employee's row (auth/staff-guard.ts: logout, a disabled
 * account, a removed employee or a new password end it).
 *
 * PIN pass: a correct table PIN is remembered in the store for the browser session (table
 * pin_passes, keyed by sid and order) for PIN_TTL_S (3600 s), so every process knows it; the
 * spec's 3600 s cookie `tavola_pin` is still set, but the server trusts only its own record.
 *
 * Tokens carry no secrets; they are only trusted when their signature checks.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { TokenSigner } from './tokens';
import { forbidden, unauthorized } from '../http/errors';

export const DINER_COOKIE = 'tavola_session';
export const STAFF_COOKIE = 'tavola_staff';
export const PIN_COOKIE = 'tavola_pin';

export const DINER_TTL_S = 12 * 3600;
export const STAFF_TTL_S = 12 * 3600;
export const PIN_TTL_S = 3600;

export interface DinerSession {
  kind: 'diner';
  /** Random id of the browser session, kept across refreshes (attempt limits key on it). */
  sid: string;
  tableId: number;
  orderId: number;
  customer: string;
  /** When the table code was scanned (seconds since the epoch; 0 when unknown). */
  scan: number;
  exp: number;
}

export interface StaffSession {
  kind: 'staff';
  employeeId: number;
  name: string;
  role: string;
  /** The employee's session version when the token was issued (staff-guard.ts). */
  ver?: number;
  /** Fingerprint of the account and password hash when the token was issued. */
  pw?: string;
  exp: number;
}

export interface PinPass {
  kind: 'pin';
  orderId: number;
  exp: number;
}

export type Session = DinerSession | StaffSession;

const nowS = () => Math.floor(Date.now() / 1000);

export class Sessions {
  readonly signer: TokenSigner;
  constructor(
    secret: string | Buffer,
    readonly secureCookies = false,
  ) {
    this.signer = new TokenSigner(secret);
  }

  /** Signs a diner session; without `scan` the table counts as scanned now. */
  signDiner(
    s: Omit<DinerSession, 'kind' | 'exp' | 'sid' | 'scan'> & { sid?: string; scan?: number },
    ttlS = DINER_TTL_S,
  ): string {
    const sid = s.sid ?? randomBytes(12).toString('base64url');
    return this.signer.sign({
      kind: 'diner',
      sid,
      tableId: s.tableId,
      orderId: s.orderId,
      customer: s.customer,
      scan: s.scan ?? nowS(),
      exp: nowS() + ttlS,
    });
  }

  signStaff(s: Omit<StaffSession, 'kind' | 'exp'>, ttlS = STAFF_TTL_S): string {
    return this.signer.sign({
      kind: 'staff',
      employeeId: s.employeeId,
      name: s.name,
      role: s.role,
      ...(s.ver !== undefined ? { ver: s.ver } : {}),
      ...(s.pw !== undefined ? { pw: s.pw } : {}),
      exp: nowS() + ttlS,
    });
  }

  signPin(orderId: number, ttlS = PIN_TTL_S): string {
    return this.signer.sign({ kind: 'pin', orderId, exp: nowS() + ttlS });
  }

  /** Any session from a token (diner or staff), or null. */
  verify(token: unknown): Session | null {
    const p = this.signer.verify<Session | PinPass>(token);
    if (!p) return null;
    if (
      p.kind === 'diner' &&
      typeof p.sid === 'string' &&
      Number.isInteger(p.tableId) &&
      Number.isInteger(p.orderId) &&
      typeof p.customer === 'string'
    )
      // A token without a scan time counts as a scan long ago: the diner scans again.
      return { ...p, scan: typeof p.scan === 'number' ? p.scan : 0 };
    if (p.kind === 'staff' && Number.isInteger(p.employeeId)) return p;
    return null;
  }

  verifyPin(token: unknown): PinPass | null {
    const p = this.signer.verify<PinPass>(token);
    return p && p.kind === 'pin' && Number.isInteger(p.orderId) ? p : null;
  }

  /**
   * Cookie attributes; Secure when configured so, or when the request came over HTTPS (directly,
   * or through a trusted proxy's X-Forwarded-Proto).
   */
  cookieOptions(maxAgeS: number, request?: FastifyRequest) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secureCookies || request?.protocol === 'https',
      maxAge: maxAgeS,
    };
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  return typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
}

/**
 * The diner session of a request: a bearer token holding a diner session, else the cookie. The
 * token the app sends on purpose wins over the cookie it carries anyway: after a table move the
 * app presents the session reissued for the new table (CHANGE_CART_TABLE) while its cookie still
 * names the old one, and the answer renews the cookie from the token.
 */
export function readDiner(request: FastifyRequest): DinerSession | null {
  const s = request.server.sessions;
  for (const token of [bearer(request), request.cookies[DINER_COOKIE]]) {
    const v = s.verify(token);
    if (v?.kind === 'diner') return v;
  }
  return null;
}

/** The staff session a request's token names (bearer or cookie), not yet checked in the store. */
export function rawStaff(request: FastifyRequest): StaffSession | null {
  const s = request.server.sessions;
  for (const token of [bearer(request), request.cookies[STAFF_COOKIE]]) {
    const v = s.verify(token);
    if (v?.kind === 'staff') return v;
  }
  return null;
}

/** The staff session of a request, as the store's staff guard found it (null once ended). */
export function readStaff(request: FastifyRequest): StaffSession | null {
  const checked = request.server.hasDecorator('staffGuard')
    ? request.server.staffGuard.of(request)
    : undefined;
  return checked === undefined ? rawStaff(request) : checked;
}

export function requireStaff(request: FastifyRequest): StaffSession {
  const staff = readStaff(request);
  if (!staff) throw unauthorized('Employee login required');
  return staff;
}

/**
 * A manager's staff session (the roles are waiter and manager): for what sets the restaurant up or
 * reaches outside it (the restaurant document, the printers' addresses). `what` ends the refusal:
 * "Only a manager may <what>".
 */
export function requireManager(request: FastifyRequest, what: string): StaffSession {
  const staff = requireStaff(request);
  if (staff.role !== 'manager') throw forbidden(`Only a manager may ${what}`);
  return staff;
}

export function requireDiner(request: FastifyRequest): DinerSession {
  const diner = readDiner(request);
  if (!diner) throw unauthorized('Scan the table code first');
  return diner;
}

/** Who may act on a table: staff, or a diner whose session names this table. */
export function requireTableAccess(
  request: FastifyRequest,
  tableId: number,
): { staff: StaffSession | null; diner: DinerSession | null } {
  const staff = readStaff(request);
  if (staff) return { staff, diner: readDiner(request) };
  const diner = requireDiner(request);
  if (diner.tableId !== tableId) throw forbidden('This session belongs to another table');
  return { staff: null, diner };
}

/** Who may act on an order: staff, or a diner whose session names this order. */
export function requireOrderAccess(
  request: FastifyRequest,
  orderId: number,
): { staff: StaffSession | null; diner: DinerSession | null } {
  const staff = readStaff(request);
  if (staff) return { staff, diner: readDiner(request) };
  const diner = requireDiner(request);
  if (diner.orderId !== orderId) throw forbidden('This session belongs to another order');
  return { staff: null, diner };
}

/**
 * Tells the app whether an answer changed what its session cookie says (`renewed`) or only renewed
 * its lifetime (`kept`). The socket reads the cookie once, at its handshake: the app reconnects it
 * after a change only, instead of after every call that issues the session (lib/session/socket.ts).
 */
export const SESSION_HEADER = 'x-diner-session';

/**
 * Issues (or replaces) the diner session cookie; answers its sid. The browser session (sid) and
 * the scan time carry over from the request's session unless `scan` names a new scan.
 */
export function issueDiner(
  reply: FastifyReply,
  s: Omit<DinerSession, 'kind' | 'exp' | 'sid' | 'scan'> & { scan?: number },
): string {
  const sessions = reply.server.sessions;
  const before = readDiner(reply.request);
  const sid = before?.sid ?? randomBytes(12).toString('base64url');
  const token = sessions.signDiner({ ...s, sid, scan: s.scan ?? before?.scan });
  reply.setCookie(DINER_COOKIE, token, sessions.cookieOptions(DINER_TTL_S, reply.request));
  // Compared with the cookie (what a socket may hold), not a bearer token the request showed.
  const cookie = sessions.verify(reply.request.cookies[DINER_COOKIE]);
  const issued = sessions.verify(token);
  const same =
    cookie?.kind === 'diner' &&
    issued?.kind === 'diner' &&
    cookie.sid === issued.sid &&
    cookie.tableId === issued.tableId &&
    cookie.orderId === issued.orderId &&
    cookie.customer === issued.customer &&
    cookie.scan === issued.scan;
  reply.header(SESSION_HEADER, same ? 'kept' : 'renewed');
  return sid;
}

export function issueStaff(reply: FastifyReply, s: Omit<StaffSession, 'kind' | 'exp'>): string {
  const sessions = reply.server.sessions;
  const token = sessions.signStaff(s);
  reply.setCookie(STAFF_COOKIE, token, sessions.cookieOptions(STAFF_TTL_S, reply.request));
  return token;
}

export function issuePinPass(reply: FastifyReply, orderId: number): void {
  const sessions = reply.server.sessions;
  reply.setCookie(
    PIN_COOKIE,
    sessions.signPin(orderId),
    sessions.cookieOptions(PIN_TTL_S, reply.request),
  );
}

/** Parses a Cookie header (socket.io handshakes) into name → value. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
