// Table codes in QR URLs. With setting is_encrypting on, the QR carries an AES-128-CBC token
// instead of the plain table id. The key lives on the server only (env TAVOLA_TABLE_KEY, 32 hex
// characters, or generated once and kept in server_secrets); the browser never sees it.
// Token: base64url(iv ‖ ciphertext of the decimal table id), a fresh random iv per token.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class TableCodes {
  private readonly key: Buffer;
  constructor(keyHex: string) {
    const key = Buffer.from(keyHex, 'hex');
    if (key.length !== 16) throw new Error('The table-code key must be 16 bytes (32 hex characters)');
    this.key = key;
  }

  encrypt(tableId: number): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-128-cbc', this.key, iv);
    const ct = Buffer.concat([cipher.update(String(tableId), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, ct]).toString('base64url');
  }

  /** The table id in a token, or null when the token was not made with our key. */
  decrypt(token: string): number | null {
    if (!/^[A-Za-z0-9_-]{43,64}$/.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 32 || raw.length % 16 !== 0) return null;
    try {
      const decipher = createDecipheriv('aes-128-cbc', this.key, raw.subarray(0, 16));
      const text = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
      if (!/^-?\d{1,9}$/.test(text)) return null;
      return Number(text);
    } catch {
      return null;
    }
  }
}
