import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, storeKinds, type TestServer } from './test/harness';

describe.each(storeKinds())('HTTP server (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ kind });
    mkdirSync(join(s.imagesDir, 'menu_pic'), { recursive: true });
    writeFileSync(join(s.imagesDir, 'menu_pic', '12_s.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    mkdirSync(join(s.distDir, 'assets'), { recursive: true });
    writeFileSync(join(s.distDir, 'index.html'), '<!doctype html><title>Tavola</title>');
    writeFileSync(join(s.distDir, 'assets', 'app-1.js'), 'console.log(1)');
  });
  afterAll(() => s.close());

  it('answers health with the store kind', async () => {
    const r = await s.request('/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', store: kind });
    expect(r.headers.get('x-api-version')).toBe('2.5');
  });

  it('answers unknown API routes with 404 NOT_FOUND and the version header', async () => {
    const r = await s.request('/api/v9/nothing', { method: 'POST', body: { a: 1 } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(r.headers.get('x-api-version')).toBe('2.5');
  });

  it('gives the server time for ping', async () => {
    const before = Date.now();
    const r = await s.request('/api/v1/ping');
    const body = r.body as { date: string };
    expect(new Date(body.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers the server test with a timezone', async () => {
    const r = await s.request('/api/v1/kds/test');
    expect(r.status).toBe(200);
    expect(typeof (r.body as { timezone: string }).timezone).toBe('string');
  });

  it('serves an image with cache headers and 304 on a matching ETag', async () => {
    const r = await s.request('/menu_pic/12_s.jpg');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('image/jpeg');
    expect(r.headers.get('cache-control')).toContain('max-age=3600');
    const etag = r.headers.get('etag');
    expect(etag).toBeTruthy();
    // The ETag alone revalidates: no Last-Modified beside it.
    expect(r.headers.get('last-modified')).toBeNull();
    const again = await s.request('/menu_pic/12_s.jpg', {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing image and for path tricks', async () => {
    expect((await s.request('/menu_pic/999.jpg')).status).toBe(404);
    expect((await s.request('/bulletin/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await s.request('/first_menu/3.jpg')).status).toBe(404);
  });

  it('serves the app on every client route and redirects other pages to /', async () => {
    for (const path of [
      '/',
      '/lite',
      '/Home',
      '/Main',
      '/Code',
      '/LiteHome',
      '/LiteMain',
      '/staff',
      '/Member',
      '/?table_id=3',
    ]) {
      const r = await s.request(path);
      expect(r.status, path).toBe(200);
      expect(r.text).toContain('<title>Tavola</title>');
    }
    const other = await s.request('/somewhere/else');
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toBe('/');
  });

  it('serves built assets with a long cache', async () => {
    const r = await s.request('/assets/app-1.js');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('immutable');
    expect(r.headers.get('etag')).toBeTruthy();
    expect(r.headers.get('last-modified')).toBeNull();
    expect((await s.request('/assets/missing.js')).status).toBe(404);
  });

  it('turns malformed JSON into 400 BAD_REQUEST', async () => {
    const r = await s.request('/api/v1/kds/employee/login', { method: 'POST', rawBody: '{"id": ' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
