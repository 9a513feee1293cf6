// Employee passwords: salted scrypt (node:crypto); only the salt and the hash are stored.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../store';
import { employees } from '../store/schema';

const KEYLEN = 32;
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, PARAMS, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<{ salt: string; hash: string }> {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: (await derive(password, salt)).toString('hex') };
}

export async function verifyPassword(
  password: string,
  salt: string,
  hash: string,
): Promise<boolean> {
  const expected = Buffer.from(hash, 'hex');
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface NewEmployee {
  account: string;
  name: string;
  password: string;
  role?: string;
}

/** Adds an employee (password hashed); returns its id. */
export async function createEmployee(db: Db, e: NewEmployee): Promise<number> {
  const { salt, hash } = await hashPassword(e.password);
  const rows = await db
    .insert(employees)
    .values({
      account: e.account,
      name: e.name,
      role: e.role ?? 'waiter',
      password_salt: salt,
      password_hash: hash,
    })
    .returning({ id: employees.employee_id });
  return rows[0]!.id;
}

/** The active employee with this account and password, or null. */
export async function authenticateEmployee(db: Db, account: string, password: string) {
  const rows = await db.select().from(employees).where(eq(employees.account, account));
  const e = rows[0];
  if (!e || !e.active) {
    // Same work either way, so response time does not reveal which accounts exist.
    await derive(password, 'no-such-account');
    return null;
  }
  return (await verifyPassword(password, e.password_salt, e.password_hash))
    ? { employeeId: e.employee_id, name: e.name, role: e.role, account: e.account }
    : null;
}
