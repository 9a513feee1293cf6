import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from './auth/passwords';
import { SEED_TIMEOUT_MS, startDemoServer } from './modules/menus/testing';
import { printStartBanner } from './start-banner';
import { employees } from './store/schema';
import type { TestServer } from './test/harness';

async function bannerOf(server: TestServer, allQrCodes = false): Promise<string> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await printStartBanner(server.app, server.store, 'http://tavola.test:3000', { allQrCodes });
  } finally {
    spy.mockRestore();
  }
  return written.join('');
}

describe('the start banner', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoServer('pglite', []);
  }, SEED_TIMEOUT_MS);
  afterAll(() => server?.close());

  it('names the staff console and the demo accounts, a line per table and one QR code', async () => {
    const text = await bannerOf(server);
    expect(text).toContain('Staff console: http://tavola.test:3000/staff');
    expect(text).toContain('1001 / sakura-1001');
    expect(text).toContain('2002 / sakura-2002');
    const tableLines = text.split('\n').filter((l) => /^ {2}\S.*\?table_id=/.test(l));
    expect(tableLines.length).toBe(21);
    expect(text.match(/▄▄▄▄▄▄▄/g)?.length ?? 0).toBeLessThan(10);
    expect(text).toContain('npm start -- --qr');
    expect(text.split('\n').length).toBeLessThan(80);
  });

  it('stops listing an account once its demo password was changed', async () => {
    const hashed = await hashPassword('a-password-the-owner-chose');
    await server.store.db
      .update(employees)
      .set({ password_salt: hashed.salt, password_hash: hashed.hash })
      .where(eq(employees.account, '2002'));
    const text = await bannerOf(server);
    expect(text).toContain('1001 / sakura-1001');
    expect(text).not.toContain('2002 / ');
  });

  it('prints every table’s QR code when asked', async () => {
    const text = await bannerOf(server, true);
    expect(text.split('\n').length).toBeGreaterThan(400);
  });
});
