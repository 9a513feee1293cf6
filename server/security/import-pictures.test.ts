// An imported "picture" must never be a page: only files that decode as images enter, re-encoded
// (bytes and metadata the sender chose are gone); the picture folders answer only with images
// (their real type, nosniff, a CSP that runs nothing); an import removes the pictures it drops.
import { createEmployee } from '../auth/passwords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../test/harness';
import type { RestaurantDocument } from '../../protocol/restaurant';
import setupModule from '../modules/setup';
import settingsModule from '../modules/settings';

const PAGE = '<!doctype html><html><body><script src="x.js"></script></body></html>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

/** A PNG with a tEXt chunk (key, text) inserted after its header chunk. */
function withPngText(png: Buffer, key: string, text: string): Buffer {
  const data = Buffer.from(`${key}\0${text}`, 'latin1');
  const type = Buffer.from('tEXt');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 8 + 13 + 4;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    len,
    type,
    data,
    crc,
    png.subarray(afterHeader),
  ]);
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');

describe('Imported pictures', () => {
  let s: TestServer;
  let blank: RestaurantDocument;
  let jpeg: Buffer;
  let png: Buffer;
  let polyglotPng: Buffer;
  let polyglotJpeg: Buffer;
  const token = () =>
    s.app.sessions.signStaff({ employeeId: 1, name: 'Giulia Rossi', role: 'manager' });
  const importWith = (pictures: Record<string, string>) =>
    s.request('/api/v2/staff/restaurant/import', {
      method: 'POST',
      token: token(),
      body: { ...blank, pictures },
    });

  beforeAll(async () => {
    s = await startTestServer({
      modules: [setupModule, settingsModule],
      // Staff sessions name a stored employee (auth/staff-guard.ts): the manager who imports.
      prepare: (store) =>
        createEmployee(store.db, {
          account: '9001',
          name: 'Giulia Rossi',
          password: 'owner-secret-9',
          role: 'manager',
        }).then(() => undefined),
    });
    const res = await s.request('/api/v2/staff/restaurant/export', { token: token() });
    blank = res.body as RestaurantDocument;
    blank.restaurant.restaurant_name = 'Trattoria Test';
    const create = { width: 64, height: 48, channels: 3 as const, background: '#c04030' };
    jpeg = await sharp({ create })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: 'secret-owner-name' } })
      .toBuffer();
    png = withPngText(await sharp({ create }).png().toBuffer(), 'Author', 'secret-owner-name');
    // A real PNG with a page after its end; a real JPEG with a page in a comment segment.
    polyglotPng = Buffer.concat([png, Buffer.from(PAGE)]);
    const comment = Buffer.from(PAGE);
    const len = Buffer.from([(comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
    polyglotJpeg = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      len,
      comment,
      jpeg.subarray(2),
    ]);
  });
  afterAll(() => s?.close());

  it('refuses every file that is not a real picture, naming it, and stores nothing', async () => {
    const bad: Record<string, Buffer | string> = {
      'menu_pic/x.html': PAGE,
      'menu_pic/x.js': 'document.body.innerHTML = document.cookie',
      'menu_pic/x.svg': SVG,
      'menu_pic/page.png': PAGE,
      'menu_pic/svg.jpg': SVG,
      'bulletin/poly.png': polyglotPng,
      'bulletin/poly.jpg': polyglotJpeg,
    };
    for (const [path, bytes] of Object.entries(bad)) {
      const res = await importWith({ 'menu_pic/real.jpg': b64(jpeg), [path]: b64(bytes) });
      expect(res.status, path).toBe(400);
      const { message } = res.body as { message: string };
      expect(message).toContain(path);
      expect(message).toContain('is not a picture');
      expect(existsSync(join(s.imagesDir, path)), path).toBe(false);
      expect(existsSync(join(s.imagesDir, 'menu_pic/real.jpg')), path).toBe(false);
    }
  });

  it('stores real pictures re-encoded, without their metadata, served as images', async () => {
    const res = await importWith({ 'menu_pic/real.jpg': b64(jpeg), 'guide/1-real.png': b64(png) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const storedJpeg = readFileSync(join(s.imagesDir, 'menu_pic/real.jpg'));
    const storedPng = readFileSync(join(s.imagesDir, 'guide/1-real.png'));
    expect(storedJpeg.equals(jpeg)).toBe(false);
    expect(storedPng.equals(png)).toBe(false);
    expect(jpeg.includes('secret-owner-name')).toBe(true);
    expect(png.includes('secret-owner-name')).toBe(true);
    for (const stored of [storedJpeg, storedPng])
      expect(stored.includes('secret-owner-name')).toBe(false);
    const meta = await sharp(storedJpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect((await sharp(storedPng).metadata()).format).toBe('png');

    for (const [path, type] of [
      ['menu_pic/real.jpg', 'image/jpeg'],
      ['guide/1-real.png', 'image/png'],
    ]) {
      const r = await fetch(`${s.url}/${path}`);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toBe(type);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(r.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('answers 404 for any file of a picture folder that is not an image', async () => {
    // Files put there by hand (or by an older import): never served as what their name says.
    writeFileSync(join(s.imagesDir, 'menu_pic/x.html'), PAGE);
    writeFileSync(join(s.imagesDir, 'menu_pic/x.svg'), SVG);
    writeFileSync(join(s.imagesDir, 'menu_pic/page.png'), PAGE);
    for (const path of ['menu_pic/x.html', 'menu_pic/x.svg', 'menu_pic/page.png']) {
      const r = await fetch(`${s.url}/${path}`);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type'), path).toContain('application/json');
    }
    // A PNG named .jpg is served as what it is.
    writeFileSync(join(s.imagesDir, 'menu_pic/named.jpg'), png);
    const r = await fetch(`${s.url}/menu_pic/named.jpg`);
    expect(r.headers.get('content-type')).toBe('image/png');
  });

  it('removes on a re-import the pictures the document no longer lists', async () => {
    const res = await importWith({ 'guide/1-real.png': b64(png) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(existsSync(join(s.imagesDir, 'guide/1-real.png'))).toBe(true);
    for (const gone of ['menu_pic/real.jpg', 'menu_pic/x.html', 'menu_pic/named.jpg'])
      expect(existsSync(join(s.imagesDir, gone)), gone).toBe(false);
    expect((await fetch(`${s.url}/menu_pic/real.jpg`)).status).toBe(404);
  });
});
