// Signed tokens (HMAC-SHA256) and the server-side secrets they use.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../store';
import { serverSecrets } from '../store/schema';

/**
 * Returns the named secret, creating it once (random bytes, hex) when missing. Safe when several
 * processes start at once: the first insert wins and everybody reads the same value.
 */
export async function loadOrCreateSecret(db: Db, name: string, bytes: number): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(bytes).toString('hex') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const rows = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(sql`${serverSecrets.name} = ${name}`);
  const value = rows[0]?.value;
  if (!value) throw new Error(`Secret ${name} could not be stored`);
  return value;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export class TokenSigner {
  private readonly key: Buffer;
  constructor(secret: string | Buffer) {
    this.key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
    if (this.key.length < 16) throw new Error('The signing secret must have at least 16 bytes');
  }

  sign(payload: object): string {
    const body = b64(JSON.stringify(payload));
    return `${body}.${this.mac(body)}`;
  }

  /** Returns the payload when the signature matches and `exp` (seconds) has not passed. */
  verify<T extends { exp: number }>(token: unknown, nowMs = Date.now()): T | null {
    if (typeof token !== 'string' || token.length > 4096) return null;
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const mac = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(body), 'base64url');
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
      if (typeof payload !== 'object' || payload === null || typeof payload.exp !== 'number')
        return null;
      if (payload.exp * 1000 <= nowMs) return null;
      return payload;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
