// The embedded member provider's store access: members (phone, name, points, password hash) and
// login requests (verify ids). Every rule the spec gives the provider is checked here: the
// request must name this restaurant's member key and project, a verify id is minted here
// (24 random bytes), answered once, delivered once, readable only by the browser session that
// asked for it, and void an hour after it was made.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Store } from '../../store';
import { MEMBER_PROJECT, SETTINGS, memberKeyPasses, phoneDigits } from '../../../core';
import {
  MEMBER_VERIFY_TTL_MS,
  type CodeShark,
  type CodeSharkRequest,
  type CodeSharkRequestInfo,
  type CodeSharkStatus,
  type MemberStatus,
} from '../../../protocol/member';
import { settingOf } from '../../store/settings';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { badRequest, conflict, forbidden, gone, notFound } from '../../http/errors';

/** Open login requests one browser session may hold at once (each new one is a new QR code). */
export const MAX_OPEN_REQUESTS = 10;

interface VerificationRow {
  verify_id: string;
  sid: string;
  project: string;
  string_id: string;
  status: number;
  member_id: number | null;
  expires_at: Date | string;
  delivered_at: Date | string | null;
}

interface MemberRow {
  member_id: number;
  phone_prefix: string;
  phone: string;
  customer_name: string;
  logo: string;
  integrals: number;
  password_salt: string;
  password_hash: string;
}

const expired = (row: VerificationRow, now: number) => new Date(row.expires_at).getTime() <= now;

/** The restaurant's member key, refused when the member login is off or there is no key. */
async function memberKey(store: Store): Promise<string> {
  const [r] = await store.rows<{ string_id: string }>(
    sql`select string_id from restaurant_info order by id limit 1`,
  );
  const on = await settingOf(store.db, SETTINGS.memberLogin);
  const key = r?.string_id ?? '';
  if (!memberKeyPasses(key, on)) throw forbidden('Member login is not available here');
  return key;
}

/** POST /v1/code_shark: a new login request for browser session `sid`. */
export async function createVerification(
  store: Store,
  sid: string,
  body: CodeSharkRequest,
  now = Date.now(),
): Promise<CodeShark> {
  const key = await memberKey(store);
  if (body.project !== MEMBER_PROJECT) throw badRequest(`Unknown project ${body.project}`);
  if (body.string_id !== key) throw forbidden('This member key belongs to another restaurant');
  return store.transaction(async (tx) => {
    // One session's requests line up on its advisory lock, so a burst cannot pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'member:' + sid}))`);
    const [open] = await store.rows<{ n: number }>(
      sql`select count(*)::int as n from member_verifications
          where sid = ${sid} and status = 0 and expires_at > ${new Date(now)}`,
      tx,
    );
    if ((open?.n ?? 0) >= MAX_OPEN_REQUESTS)
      throw conflict('Too many member logins waiting: finish or wait for one first');
    const verifyId = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now + MEMBER_VERIFY_TTL_MS);
    await tx.execute(
      sql`insert into member_verifications (verify_id, sid, project, string_id, created_at, expires_at)
          values (${verifyId}, ${sid}, ${body.project}, ${body.string_id}, ${new Date(now)}, ${expiresAt})`,
    );
    return { error: false, verify_id: verifyId, expires_at: expiresAt.toISOString() };
  });
}

async function lockVerification(store: Store, tx: Db, verifyId: string) {
  const [row] = await store.rows<VerificationRow>(
    sql`select verify_id, sid, project, string_id, status, member_id, expires_at, delivered_at
        from member_verifications where verify_id = ${verifyId} for update`,
    tx,
  );
  return row;
}

/**
 * GET /v1/check/code_shark: the status for the session that asked. The member comes with the
 * first '1'; after that the verify id is spent.
 */
export async function checkVerification(
  store: Store,
  sid: string,
  verifyId: string,
  now = Date.now(),
): Promise<CodeSharkStatus> {
  return store.transaction(async (tx) => {
    const row = await lockVerification(store, tx, verifyId);
    // Another session's request is answered exactly like one that does not exist.
    if (!row || row.sid !== sid) throw notFound('No such member login');
    if (row.delivered_at) throw gone('This member login has been used already');
    if (row.status === 2) return { status: '2' };
    if (row.status === 0) return { status: expired(row, now) ? '3' : '0' };
    const [m] = await store.rows<MemberRow>(
      sql`select * from members where member_id = ${row.member_id}`,
      tx,
    );
    if (!m) throw gone('This member no longer exists');
    await tx.execute(
      sql`update member_verifications set delivered_at = ${new Date(now)} where verify_id = ${verifyId}`,
    );
    return {
      status: '1',
      member: {
        logo: m.logo,
        customer_name: m.customer_name,
        phone_prefix: m.phone_prefix,
        phone: m.phone,
        integrals: m.integrals,
        verify_id: row.verify_id,
        project: row.project,
        string_id: row.string_id,
      },
    };
  });
}

function statusOf(row: VerificationRow, now: number): MemberStatus {
  if (row.status === 1) return '1';
  if (row.status === 2) return '2';
  return expired(row, now) ? '3' : '0';
}

/** GET /v1/code_shark/{verify_id}: what the member page shows (whoever holds the QR code). */
export async function describeVerification(
  store: Store,
  verifyId: string,
  now = Date.now(),
): Promise<CodeSharkRequestInfo> {
  const [row] = await store.rows<VerificationRow & { restaurant_name: string }>(
    sql`select v.*, (select restaurant_name from restaurant_info order by id limit 1) as restaurant_name
        from member_verifications v where v.verify_id = ${verifyId}`,
  );
  if (!row) throw notFound('No such member login');
  return {
    restaurant_name: row.restaurant_name ?? '',
    status: statusOf(row, now),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/** The member with this phone (with or without the country prefix) and password, or null. */
async function authenticateMember(
  db: Db,
  store: Store,
  phone: string,
  password: string,
): Promise<MemberRow | null> {
  const digits = phoneDigits(phone);
  if (digits === '') return null;
  const rows = await store.rows<MemberRow>(
    sql`select * from members
        where regexp_replace(phone_prefix || phone, '\\D', '', 'g') = ${digits}
           or regexp_replace(phone, '\\D', '', 'g') = ${digits}
        order by member_id`,
    db,
  );
  // A number without its prefix that two members share names nobody.
  const exact = rows.filter((m) => (m.phone_prefix + m.phone).replace(/\D/g, '') === digits);
  const m = exact.length === 1 ? exact[0] : rows.length === 1 ? rows[0] : undefined;
  if (!m) {
    // Same work whether or not the phone is known: the answer's timing tells nothing.
    await verifyPassword(password, '00', '00');
    return null;
  }
  return (await verifyPassword(password, m.password_salt, m.password_hash)) ? m : null;
}

/** An answer may be given once, before the request expires. */
function assertOpen(row: VerificationRow | undefined, now: number): asserts row {
  if (!row) throw notFound('No such member login');
  if (row.status !== 0) throw conflict('This member login has been answered already');
  if (expired(row, now)) throw gone('This member login has expired: scan the new code');
}

/**
 * POST /v1/code_shark/{verify_id}/approve. Returns 'wrong' for a wrong phone or password (the
 * route counts it against the guessing limits) and changes nothing then.
 */
export async function approveVerification(
  store: Store,
  verifyId: string,
  phone: string,
  password: string,
  now = Date.now(),
): Promise<'1' | 'wrong'> {
  // scrypt is slow: the password is checked before the row is locked.
  const member = await authenticateMember(store.db, store, phone, password);
  return store.transaction(async (tx) => {
    const row = await lockVerification(store, tx, verifyId);
    assertOpen(row, now);
    if (!member) return 'wrong';
    await tx.execute(
      sql`update member_verifications set status = 1, member_id = ${member.member_id}, answered_at = ${new Date(now)}
          where verify_id = ${verifyId}`,
    );
    return '1';
  });
}

/**
 * POST /v1/code_shark/{verify_id}/cancel: by the member's phone that opened the QR code's page
 * (the spec's "Login cancelled") or the table's phone that asked. Telling an onlooker of the QR
 * code from the member is not done yet: the code itself is the only thing the member holds.
 */
export async function cancelVerification(
  store: Store,
  verifyId: string,
  sid: string | null,
  now = Date.now(),
): Promise<'2'> {
  return store.transaction(async (tx) => {
    const row = await lockVerification(store, tx, verifyId);
    assertOpen(row, now);
    await tx.execute(
      sql`update member_verifications set status = 2, answered_at = ${new Date(now)} where verify_id = ${verifyId}`,
    );
    return '2' as const;
  });
}

export interface NewMember {
  phonePrefix: string;
  phone: string;
  name: string;
  password: string;
  points: number;
  logo?: string;
}

/** Adds a member (password hashed); returns its id. */
export async function createMember(store: Store, m: NewMember, db: Db = store.db): Promise<number> {
  const { salt, hash } = await hashPassword(m.password);
  const [row] = await store.rows<{ member_id: number }>(
    sql`insert into members (phone_prefix, phone, customer_name, logo, integrals, password_salt, password_hash)
        values (${m.phonePrefix}, ${m.phone}, ${m.name}, ${m.logo ?? ''}, ${m.points}, ${salt}, ${hash})
        returning member_id`,
    db,
  );
  return row!.member_id;
}
