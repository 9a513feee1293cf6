// Table codes in QR URLs. With setting is_encrypting on, the QR carries a sealed token instead of
// the plain table id. The key lives on the server only (env TAVOLA_TABLE_KEY, 32 hex characters,
// or generated once and kept in server_secrets); the browser never sees it.
//
// Token: base64url(0x01 ‖ nonce(12) ‖ AES-128-GCM(table id as 4 bytes) ‖ tag(16)), 44 characters,
// a fresh random nonce per token. The tag authenticates the whole token: a token altered in any
// bit is refused, so nobody can turn one table's code into another's. The GCM key is derived
// from the table key (HKDF-SHA256), so it never doubles as the legacy CBC key.
//
// Rotation: TAVOLA_TABLE_KEY may list several keys separated by commas. The first one seals new
// codes; every one listed still opens codes (so printed codes keep working while they are
// replaced). Dropping a key from the list voids every code it sealed.
//
// Legacy: the spec's form, base64url(iv ‖ AES-128-CBC(decimal table id)), has no integrity check
// (flipping bits of the iv turns one table's code into another's). It is read only when the
// caller asks for it (setting table_code_legacy on) and is never issued.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 0x01;
const NONCE = 12;
const TAG = 16;
const SEALED_BYTES = 1 + NONCE + 4 + TAG;

interface Key {
  legacy: Buffer;
  sealed: Buffer;
}

function parseKey(hex: string): Key {
  const legacy = Buffer.from(hex.trim(), 'hex');
  if (legacy.length !== 16 || !/^[0-9a-fA-F]{32}$/.test(hex.trim()))
    throw new Error('A table-code key must be 16 bytes (32 hex characters)');
  const sealed = Buffer.from(hkdfSync('sha256', legacy, '', 'tavola table code v1', 16));
  return { legacy, sealed };
}

export class TableCodes {
  private readonly keys: Key[];
  /** One key in hex, or several separated by commas (the first one seals new codes). */
  constructor(keysHex: string) {
    this.keys = keysHex
      .split(',')
      .filter((k) => k.trim() !== '')
      .map(parseKey);
    if (this.keys.length === 0) throw new Error('No table-code key given');
  }

  /** A sealed code for the table. */
  encrypt(tableId: number): string {
    if (!Number.isInteger(tableId) || tableId < 1 || tableId > 0xffffffff)
      throw new Error(`No code for table ${tableId}`);
    const nonce = randomBytes(NONCE);
    const header = Buffer.from([VERSION]);
    const cipher = createCipheriv('aes-128-gcm', this.keys[0]!.sealed, nonce, {
      authTagLength: TAG,
    });
    cipher.setAAD(header);
    const id = Buffer.alloc(4);
    id.writeUInt32BE(tableId);
    const ct = Buffer.concat([cipher.update(id), cipher.final()]);
    return Buffer.concat([header, nonce, ct, cipher.getAuthTag()]).toString('base64url');
  }

  /**
   * The table id in a code, or null when the code was not sealed with one of our keys (or was
   * altered). Legacy CBC codes are read only with `legacy` set.
   */
  decrypt(token: string, opts: { legacy?: boolean } = {}): number | null {
    if (!/^[A-Za-z0-9_-]{43,64}$/.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length === SEALED_BYTES && raw[0] === VERSION) return this.open(raw);
    return opts.legacy ? this.openLegacy(raw) : null;
  }

  private open(raw: Buffer): number | null {
    const header = raw.subarray(0, 1);
    const nonce = raw.subarray(1, 1 + NONCE);
    const ct = raw.subarray(1 + NONCE, raw.length - TAG);
    const tag = raw.subarray(raw.length - TAG);
    for (const key of this.keys) {
      try {
        const d = createDecipheriv('aes-128-gcm', key.sealed, nonce, { authTagLength: TAG });
        d.setAAD(header);
        d.setAuthTag(tag);
        const id = Buffer.concat([d.update(ct), d.final()]).readUInt32BE(0);
        return id >= 1 && id <= 2147483647 ? id : null;
      } catch {
        // Not this key (or altered): try the next one.
      }
    }
    return null;
  }

  private openLegacy(raw: Buffer): number | null {
    if (raw.length < 32 || raw.length % 16 !== 0) return null;
    for (const key of this.keys) {
      try {
        const d = createDecipheriv('aes-128-cbc', key.legacy, raw.subarray(0, 16));
        const text = Buffer.concat([d.update(raw.subarray(16)), d.final()]).toString('utf8');
        if (/^-?\d{1,9}$/.test(text)) return Number(text);
      } catch {
        // Bad padding: not this key.
      }
    }
    return null;
  }

  /** A legacy CBC code (tests and migrations only: such codes can be forged). */
  encryptLegacy(tableId: number): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-128-cbc', this.keys[0]!.legacy, iv);
    const ct = Buffer.concat([cipher.update(String(tableId), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, ct]).toString('base64url');
  }
}
