import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';
import {
  CSP_DIRECTIVES,
  REACT_ARIA_PRESS_STYLE_HASH,
  isDocumentType,
  jsonProblem,
} from './hardening';
import { INTL_WARM_UP_HASH, INTL_WARM_UP_SCRIPT } from './intl-warm-up';
import { MENU_AHEAD_HASH, MENU_AHEAD_SCRIPT } from './menu-ahead';

describe('jsonProblem', () => {
  it('finds NUL characters, raw or escaped, but not an escaped backslash before u0000', () => {
    expect(jsonProblem('{"a":"x\u0000"}')).toMatch(/NUL/);
    expect(jsonProblem('{"a":"x\\u0000"}')).toMatch(/NUL/);
    expect(jsonProblem('{"a":"x\\\\u0000"}')).toBeNull();
    expect(jsonProblem('{"a":"\\"[[[["}')).toBeNull();
  });

  it('counts nesting outside strings only', () => {
    expect(jsonProblem('['.repeat(32) + ']'.repeat(32))).toBeNull();
    expect(jsonProblem('['.repeat(33) + ']'.repeat(33))).toMatch(/nested/);
    expect(jsonProblem(`{"a":"${'['.repeat(100)}"}`)).toBeNull();
  });
});

describe('Content-Security-Policy', () => {
  it("allows exactly the <style> react-aria's usePress adds, by hash", () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('react-aria/package.json'));
    const source = readFileSync(join(root, 'dist/private/interactions/usePress.mjs'), 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(attribute).toBeTruthy();
    expect(template).toBeTruthy();
    const text = template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute!).trim();
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hash).toBe(REACT_ARIA_PRESS_STYLE_HASH);
    expect(CSP_DIRECTIVES.styleSrc).toContain(hash);
    expect(CSP_DIRECTIVES.styleSrc).not.toContain("'unsafe-inline'");
  });

  it("allows exactly the server's Intl warm-up and menu-ahead scripts, by hash, and no other inline script", () => {
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(CSP_DIRECTIVES.scriptSrc).toEqual([
      "'self'",
      hash(INTL_WARM_UP_SCRIPT),
      hash(MENU_AHEAD_SCRIPT),
    ]);
  });
});

/** The headers that only a document or a worker needs. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('isDocumentType', () => {
  it('knows the types a browser renders as a document', () => {
    expect(isDocumentType('text/html; charset=utf-8')).toBe(true);
    expect(isDocumentType('image/svg+xml')).toBe(true);
    expect(isDocumentType('application/xhtml+xml')).toBe(true);
    expect(isDocumentType('application/json; charset=utf-8')).toBe(false);
    expect(isDocumentType('application/javascript; charset=utf-8')).toBe(false);
    expect(isDocumentType('text/html-sandboxed')).toBe(false);
    expect(isDocumentType(undefined)).toBe(false);
  });
});

describe('security headers by what is sent', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    mkdirSync(join(s.distDir, 'assets'), { recursive: true });
    writeFileSync(
      join(s.distDir, 'index.html'),
      '<!doctype html><html><head><title>T</title>' +
        '<script type="module" src="/assets/app-1.js"></script></head><body></body></html>',
    );
    writeFileSync(join(s.distDir, 'assets', 'app-1.js'), 'console.log(1)');
    writeFileSync(join(s.distDir, 'sw.js'), "self.addEventListener('fetch', () => {})");
    writeFileSync(join(s.distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(s.imagesDir, 'menu_pic'), { recursive: true });
    writeFileSync(join(s.imagesDir, 'menu_pic', '12.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
  afterAll(() => s?.close());

  const everyResponse = (res: { headers: Headers }, what: string) => {
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
  };

  it('sends an API answer, an error, a script and an image with nosniff and CORP alone', async () => {
    for (const [path, type] of [
      ['/api/health', 'application/json'],
      ['/api/nothing-here', 'application/json'],
      ['/assets/app-1.js', 'javascript'],
      ['/assets/missing-2.js', 'application/json'],
      ['/menu_pic/12.jpg', 'image/jpeg'],
    ] as const) {
      const res = await s.request(path);
      expect(res.headers.get('content-type'), path).toContain(type);
      everyResponse(res, path);
      // A picture folder's file is never a document: its own CSP forbids everything, sandboxed.
      const picture = path.startsWith('/menu_pic/');
      for (const name of DOCUMENT_ONLY)
        expect(res.headers.get(name), `${path} ${name}`).toBe(
          picture && name === 'content-security-policy' ? "default-src 'none'; sandbox" : null,
        );
    }
  });

  it('protects the pages, an SVG and the service worker with the CSP and against framing', async () => {
    for (const path of ['/', '/Home', '/?table_id=3', '/staff', '/sw.js', '/favicon.svg']) {
      const res = await s.request(path);
      expect(res.status, path).toBe(200);
      everyResponse(res, path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain(`script-src 'self' ${INTL_WARM_UP_HASH} ${MENU_AHEAD_HASH};`);
      expect(csp, path).toContain("frame-ancestors 'none'");
      // Both say the same: no page of ours in anybody's frame, not even our own.
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+$/);
    }
  });

  it("keeps the worker's CSP on a revalidated /sw.js", async () => {
    const first = await s.request('/sw.js');
    const again = await s.request('/sw.js', {
      // fetch() adds cache-control: no-cache to a conditional request unless it names its own.
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });
});
