import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { storeKinds, type TestServer } from '../../test/harness';
import { settings } from '../../store/schema';
import { dinerToken, SEED_TIMEOUT_MS, staffToken, startDemoServer } from '../menus/testing';
import qrcodeModule, { tableUrl } from './index';

interface Answer {
  url: string;
  table_id: number;
  code: string;
  png: string;
  svg: string;
}

describe('tableUrl', () => {
  it('leaves out the default port of the protocol', () => {
    expect(tableUrl('http', 'tavola.local', 80, '7')).toBe('http://tavola.local/?table_id=7');
    expect(tableUrl('https', 'tavola.example', 443, '7')).toBe(
      'https://tavola.example/?table_id=7',
    );
    expect(tableUrl('http', '192.168.1.20', 3000, '-1')).toBe(
      'http://192.168.1.20:3000/?table_id=-1',
    );
  });
});

describe.each(storeKinds())('Table QR codes (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoServer(kind, [qrcodeModule]);
    // The demo seals its codes; these drawings check plain ids first, sealed ones below.
    await server.store.db
      .update(settings)
      .set({ value: 0 })
      .where(eq(settings.name, 'is_encrypting'));
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const post = (body: unknown, token?: string) =>
    server.request('/api/v2.5/qrcode', { method: 'POST', body, token });

  it('draws the table URL as a PNG and an SVG for staff', async () => {
    const res = await post({ host: '192.168.1.20', port: 3000, table_id: 7 }, staffToken(server));
    expect(res.status).toBe(200);
    const answer = res.body as Answer;
    expect(answer).toMatchObject({
      url: 'http://192.168.1.20:3000/?table_id=7',
      table_id: 7,
      code: '7',
    });
    expect(answer.png.startsWith('data:image/png;base64,')).toBe(true);
    const meta = await sharp(
      Buffer.from(answer.png.slice('data:image/png;base64,'.length), 'base64'),
    ).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(512);
    // The SVG holds exactly the QR code of the URL.
    expect(answer.svg).toBe(
      await QRCode.toString(answer.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
  });

  it('uses https on port 443 and draws quick service (-1)', async () => {
    const res = await post({ host: 'Tavola.Example', port: 443, table_id: -1 }, staffToken(server));
    expect((res.body as Answer).url).toBe('https://tavola.example/?table_id=-1');
  });

  it('puts an encrypted token in the URL when is_encrypting is on', async () => {
    await server.store.db
      .update(settings)
      .set({ value: 1 })
      .where(eq(settings.name, 'is_encrypting'));
    try {
      const res = await post(
        { host: 'tavola.local', port: 8080, table_id: 12 },
        staffToken(server),
      );
      const answer = res.body as Answer;
      expect(answer.code).not.toBe('12');
      expect(answer.url).toBe(`http://tavola.local:8080/?table_id=${answer.code}`);
      expect(server.app.tableCodes.decrypt(answer.code)).toBe(12);
    } finally {
      await server.store.db
        .update(settings)
        .set({ value: 0 })
        .where(eq(settings.name, 'is_encrypting'));
    }
  });

  it('refuses diners and callers without a session', async () => {
    const body = { host: 'tavola.local', port: 80, table_id: 7 };
    expect((await post(body)).status).toBe(401);
    const diner = await post(body, dinerToken(server, { tableId: 7, orderId: 0 }));
    expect(diner.status).toBe(401);
    expect(diner.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses unknown tables and malformed hosts or ports', async () => {
    const token = staffToken(server);
    expect((await post({ host: 'tavola.local', port: 80, table_id: 999 }, token)).status).toBe(404);
    expect((await post({ host: 'tavola.local', port: 80, table_id: 0 }, token)).status).toBe(404);
    for (const bad of [
      { host: 'evil.example/path?x=', port: 80, table_id: 7 },
      { host: 'a b', port: 80, table_id: 7 },
      { host: 'tavola.local', port: 70000, table_id: 7 },
      { host: 'tavola.local', port: 80, table_id: -2 },
      { host: 'tavola.local', port: 80 },
    ]) {
      const res = await post(bad, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});
