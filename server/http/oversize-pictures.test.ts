// Pictures the server cannot scale (issue 50 point 9): one over sharp's pixel limit answers 413,
// a file that is not a picture 415, in the project's error shape, without a stack in the log, and
// an import bringing an oversize picture is refused whole.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../test/harness';
import { insertFixtures } from '../test/fixtures';

/** A PNG chunk: length, type, data, CRC-32. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const b of body) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, body.length + 4);
  return out;
}

/** A small PNG file whose header says 20000×20000 pixels (over sharp's limit of 16383²). */
function hugePng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('Pictures the server cannot scale', () => {
  let s: TestServer;
  let manager: string;
  const logged: { level: number; msg: string; err?: { stack?: string } }[] = [];
  beforeAll(async () => {
    s = await startTestServer({
      // The importing session names a stored manager (auth/staff-guard.ts).
      prepare: async (store) => {
        await insertFixtures(store);
        await store.db.execute(sql`update employees set role = 'manager' where employee_id = 1`);
      },
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
      },
    });
    manager = s.app.sessions.signStaff({ employeeId: 1, name: 'Ada', role: 'manager' });
    mkdirSync(join(s.imagesDir, 'bulletin'), { recursive: true });
    writeFileSync(join(s.imagesDir, 'bulletin', 'huge.png'), hugePng());
    writeFileSync(join(s.imagesDir, 'bulletin', 'notes.jpg'), 'not a picture');
  });
  afterAll(() => s?.close());

  const failures = () => logged.filter((l) => l.level >= 50 || l.err?.stack);

  it('answers 413 for a picture over the pixel limit, every time, with no stack logged', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await s.request('/pic/0/bulletin/320/huge.png.webp');
      expect(r.status).toBe(413);
      expect(r.body).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringContaining('20000×20000'),
      });
    }
    expect(failures()).toEqual([]);
  });

  it('answers 415 for a file that is not a picture, with no stack logged', async () => {
    const r = await s.request('/pic/0/bulletin/320/notes.jpg.jpg');
    expect(r.status).toBe(415);
    expect(r.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    expect(failures()).toEqual([]);
  });

  it('refuses an import bringing an oversize picture with 413, changing nothing', async () => {
    const exported = await s.request('/api/v2/staff/restaurant/export', { token: manager });
    expect(exported.status, exported.text).toBe(200);
    const doc = exported.body as {
      restaurant: { restaurant_name: string };
      pictures: Record<string, string>;
    };
    doc.restaurant.restaurant_name = 'Trattoria';
    doc.pictures = { 'menu_pic/huge.png': hugePng().toString('base64') };
    const r = await s.request('/api/v2/staff/restaurant/import?wipe_orders=1', {
      method: 'POST',
      token: manager,
      body: doc,
    });
    expect(r.status, r.text).toBe(413);
    expect(r.body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      field: '/pictures/menu_pic~1huge.png',
      message: expect.stringContaining('/pictures/menu_pic~1huge.png is too large'),
    });
    expect(existsSync(join(s.imagesDir, 'menu_pic', 'huge.png'))).toBe(false);
    expect(failures()).toEqual([]);
  });
});
