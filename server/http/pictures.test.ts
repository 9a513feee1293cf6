import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../test/harness';

async function bytes(r: Response): Promise<Buffer> {
  return Buffer.from(await r.arrayBuffer());
}

describe('phone-sized pictures', () => {
  let s: TestServer;
  let version: string;
  beforeAll(async () => {
    s = await startTestServer();
    mkdirSync(join(s.imagesDir, 'bulletin'), { recursive: true });
    const poster = await sharp({
      create: { width: 1024, height: 576, channels: 3, background: '#a04020' },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(s.imagesDir, 'bulletin', 'bulletin1.jpg'), poster);
    writeFileSync(join(s.distDir, 'index.html'), '<!doctype html><head><title>T</title></head>');
    const page = await (await fetch(`${s.url}/Home`)).text();
    version = /<meta name="tavola-pictures" content="([0-9a-f]+)">/.exec(page)?.[1] ?? '';
  });
  afterAll(() => s?.close());

  it('writes the pictures version into the page', () => {
    expect(version).toMatch(/^[0-9a-f]{10}$/);
  });

  it('sends a picture as WebP at the requested width, fingerprinted and cached for a year', async () => {
    const r = await fetch(`${s.url}/pic/${version}/bulletin/320/bulletin1.jpg.webp`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(await bytes(r)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(180);
  });

  it('offers a JPEG fallback and never enlarges', async () => {
    const r = await fetch(`${s.url}/pic/${version}/bulletin/1080/bulletin1.jpg.jpg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('image/jpeg');
    const meta = await sharp(await bytes(r)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1024);
  });

  it('answers an old version with the current picture, to be revalidated', async () => {
    const r = await fetch(`${s.url}/pic/0000000000/bulletin/480/bulletin1.jpg.webp`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await sharp(await bytes(r)).metadata()).width).toBe(480);
  });

  it('changes the version and the copy when the picture changes', async () => {
    const file = join(s.imagesDir, 'bulletin', 'bulletin1.jpg');
    const wider = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#2040a0' },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(file, wider);
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    // The version is listed again after at most 10 s; a fresh server would see it at once.
    const r = await fetch(`${s.url}/pic/${version}/bulletin/320/bulletin1.jpg.webp`);
    const meta = await sharp(await bytes(r)).metadata();
    expect(meta.height).toBe(320);
  });

  it('refuses unknown widths, folders, formats, missing pictures and path tricks', async () => {
    for (const path of [
      `/pic/${version}/bulletin/333/bulletin1.jpg.webp`,
      `/pic/${version}/secret/320/bulletin1.jpg.webp`,
      `/pic/${version}/bulletin/320/bulletin1.jpg.png`,
      `/pic/${version}/bulletin/320/nothing.jpg.webp`,
      `/pic/${version}/bulletin/320/..%2F..%2Fetc%2Fpasswd.webp`,
      `/pic/${version}/.variants/320/bulletin1.jpg.webp`,
    ]) {
      const r = await fetch(s.url + path);
      expect(r.status, path).toBe(404);
    }
  });
});
