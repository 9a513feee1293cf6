import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpGet } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { storeKinds, type TestServer } from '../test/harness';
import menusModule from '../modules/menus';
import { SEED_TIMEOUT_MS, startDemoServer } from '../modules/menus/testing';
import { COMPRESS_THRESHOLD } from './compression';
import { PER_ADDRESS_END, PER_ADDRESS_START } from './first-screen';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as it came over the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// A bundle-like file: long enough and repetitive enough to shrink like the real ones.
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function dish${i}(a){return a.map((x)=>x.price_1*${i}).filter(Boolean)}`,
).join('\n');

// The built page's shape: the entry script and its preloaded chunks and styles.
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Tavola</title>' +
  Array.from(
    { length: 30 },
    (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk${i}-A1b2C3d4.js">`,
  ).join('') +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>' +
  '<body><div id="root"></div></body></html>';

describe.each(storeKinds())('compression (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startDemoServer(kind, [menusModule]);
    // What `vite build` leaves in dist/assets: the file and its brotli and gzip siblings.
    const assets = join(s.distDir, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(join(assets, 'index-abc123.js'), SCRIPT);
    writeFileSync(join(assets, 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(assets, 'index-abc123.js.gz'), gzipSync(SCRIPT, { level: 9 }));
    writeFileSync(join(s.distDir, 'index.html'), PAGE);
  }, SEED_TIMEOUT_MS);
  afterAll(() => s?.close());

  it('sends a built script precompressed in the encoding the browser prefers, with Vary', async () => {
    const br = await rawGet(`${s.url}/assets/index-abc123.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await rawGet(`${s.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(`${s.url}/assets/index-abc123.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the menu call on the way out', async () => {
    const url = `${s.url}/api/v3/menus2/2?type=0&with_dish=1`;
    const plain = await rawGet(url, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(50_000);

    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('compresses the page, with its per-address links and no-cache kept', async () => {
    const url = `${s.url}/?table_id=7`;
    const plain = await rawGet(url, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const perAddress = html.slice(
      html.indexOf(PER_ADDRESS_START),
      html.indexOf(PER_ADDRESS_END) + PER_ADDRESS_END.length,
    );
    expect(perAddress).toContain('/api/v2/tables/7?scan=1');

    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.body.length).toBeLessThan(html.length / 3);
    const fromBr = brotliDecompressSync(br.body).toString();
    expect(fromBr).toContain(perAddress);
    expect(fromBr).toBe(html);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gz.body).toString()).toBe(html);
  });

  it('leaves small answers as they are', async () => {
    const r = await rawGet(`${s.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(r.headers['content-encoding']).toBeUndefined();
  });

  it('leaves socket.io long-polling to socket.io', async () => {
    const r = await rawGet(`${s.url}/socket.io/?EIO=4&transport=polling`, {
      'accept-encoding': 'br, gzip',
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toMatch(/^0\{"sid":/);
  });
});
