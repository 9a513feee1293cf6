// The member provider's base URL is configurable: the key check names it to the app, and an
// external provider's origin is the one address the page's CSP adds to connect-src.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { memberProviderUrl } from '../../app';
import type { TestServer } from '../../test/harness';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import contentModule from '../content';

describe('member provider base URL', () => {
  it('defaults to the embedded provider and takes a path or an http(s) URL', () => {
    expect(memberProviderUrl(undefined)).toBe('/api/member');
    expect(memberProviderUrl('  ')).toBe('/api/member');
    expect(memberProviderUrl('/members/')).toBe('/members');
    expect(memberProviderUrl('https://members.example.com/api/')).toBe(
      'https://members.example.com/api',
    );
    expect(() => memberProviderUrl('javascript:alert(1)')).toThrow(/http/);
    expect(() => memberProviderUrl('members.example.com')).toThrow(/not a URL/);
  });

  describe('an external provider', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startDemoServer('pglite', [contentModule], {
        memberProvider: 'https://members.example.com/api',
      });
    }, SEED_TIMEOUT_MS);
    afterAll(async () => {
      await server?.close();
    });

    it('is named by the key check and allowed by the CSP, and nothing else is', async () => {
      const r = await server.request('/api/v2/check/od/secret_key');
      expect(r.body).toEqual({
        restaurant: { string_id: 'tavola-sakura' },
        member_provider: 'https://members.example.com/api',
      });
      // The CSP governs the page, so the page carries it.
      writeFileSync(join(server.distDir, 'index.html'), '<!doctype html><title>T</title>');
      const page = await server.request('/');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/connect-src 'self' https:\/\/members\.example\.com(;|$)/);
    });
  });
});
