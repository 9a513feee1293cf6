import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';
import {
  firstScreenLinks,
  languageOfHeader,
  NO_BUILD_FILES,
  PER_ADDRESS_END,
  PER_ADDRESS_START,
} from './first-screen';
import { INTL_WARM_UP_SCRIPT } from './intl-warm-up';
import { MENU_AHEAD_SCRIPT } from './menu-ahead';

const PAGE =
  '<!doctype html><html><head><title>T</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The preload links of a page, as [rel, as, crossorigin, href]. */
function linksOf(html: string): string[][] {
  return [...html.matchAll(/<link rel="(preload|modulepreload)"([^>]*)>/g)].map((m) => [
    m[1]!,
    /as="([^"]+)"/.exec(m[2]!)?.[1] ?? '',
    /crossorigin(?:="([^"]+)")?/.exec(m[2]!)?.[1] ?? (/crossorigin/.test(m[2]!) ? '' : '-'),
    /href="([^"]+)"/.exec(m[2]!)?.[1] ?? '',
  ]);
}

describe('the first screen named in the page', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    mkdirSync(join(s.distDir, '.vite'), { recursive: true });
    writeFileSync(join(s.distDir, 'index.html'), PAGE);
    writeFileSync(
      join(s.distDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
        '_runtime-1.js': { file: 'assets/runtime-1.js' },
        'locales/en.json': { file: 'assets/en-AAAA.js', isDynamicEntry: true },
        'locales/it.json': { file: 'assets/it-BBBB.js', isDynamicEntry: true },
        '_menu-page-CCCC.js': {
          file: 'assets/menu-page-CCCC.js',
          name: 'menu-page',
          css: ['assets/menu-page-DDDD.css'],
          imports: ['_runtime-1.js', 'index.html', '_menu-session-EEEE.js'],
        },
        '_menu-session-EEEE.js': {
          file: 'assets/menu-session-EEEE.js',
          name: 'menu-session',
          css: ['assets/menu-session-FFFF.css'],
          imports: ['_runtime-1.js', 'index.html'],
        },
        '_menu-page-DDDD.css': { file: 'assets/menu-page-DDDD.css', src: '_menu-page-DDDD.css' },
      }),
    );
  });
  afterAll(() => s?.close());

  const page = async (path: string, language = 'en-US,en;q=0.9') => {
    const r = await fetch(`${s.url}${path}`, { headers: { 'accept-language': language } });
    expect(r.status).toBe(200);
    return r.text();
  };

  it('preloads a scan: the table, the restaurant, the home page and the messages, after the entry script', async () => {
    const html = await page('/?table_id=Ab_c-9');
    const links = linksOf(html);
    expect(links).toContainEqual(['modulepreload', '', '', '/assets/en-AAAA.js']);
    const calls = links
      .filter(([rel]) => rel === 'preload')
      .map(([, as, cors, href]) => {
        // The app's fetch() includes credentials: only a preload in that mode is reused.
        expect([as, cors]).toEqual(['fetch', 'use-credentials']);
        return href;
      });
    expect(calls).toEqual([
      '/api/v2/restaurant-info',
      '/api/v2/settings',
      '/api/v2/tables/Ab_c-9?scan=1',
      '/api/v3/menus?type=0&amp;with_dish=0',
      '/api/v2/banner-announcement',
      '/api/v2/special_dishes',
      '/api/v2/propaganda',
      '/api/v2/business-hour',
      '/api/v2/bulletin/4',
      '/api/v2/activity-bulletin/image',
      '/api/v2/guide-images',
      '/api/v2/menus/getCurrentBusinessMenu',
    ]);
    // After the entry script: it is asked for first, and does not wait for a connection behind them.
    expect(html.indexOf('<script')).toBeGreaterThan(0);
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('/api/v2/restaurant-info'));
    // The scanned table's calls are marked: the service worker keeps the page without them.
    const start = html.indexOf(PER_ADDRESS_START);
    expect(start).toBeGreaterThan(0);
    expect(html.indexOf('/api/v2/tables/')).toBeGreaterThan(start);
    expect(html.indexOf(PER_ADDRESS_END)).toBeGreaterThan(html.indexOf('getCurrentBusinessMenu'));
  });

  it('asks for the preloaded calls exactly as the app does, and they answer', async () => {
    const html = await page('/?table_id=-1');
    const hrefs = linksOf(html).map(([, , , href]) => href!.replace(/&amp;/g, '&'));
    // Quick service has no table to scan; its home page lists the takeaway menus.
    expect(hrefs.some((h) => h.startsWith('/api/v2/tables/'))).toBe(false);
    expect(hrefs).toContain('/api/v3/menus?type=1&with_dish=0');
    for (const href of hrefs.filter((h) => h.startsWith('/api/')))
      expect((await fetch(`${s.url}${href}`)).status, href).toBe(200);
  });

  it("preloads the messages of the browser's language, English when it is not one of ours", async () => {
    expect(linksOf(await page('/Home', 'it-IT,it;q=0.9,en;q=0.5'))).toContainEqual([
      'modulepreload',
      '',
      '',
      '/assets/it-BBBB.js',
    ]);
    expect(linksOf(await page('/Main', 'ja-JP'))).toContainEqual([
      'modulepreload',
      '',
      '',
      '/assets/en-AAAA.js',
    ]);
    expect(languageOfHeader(undefined)).toBe('EN');
    expect(languageOfHeader(' zh-Hans-CN;q=1, en')).toBe('ZH');
  });

  it("preloads the menu page's chunks and stylesheets on the menu pages only", async () => {
    for (const path of ['/Main', '/LiteMain']) {
      const links = linksOf(await page(path));
      expect(links).toContainEqual(['modulepreload', '', '', '/assets/menu-page-CCCC.js']);
      expect(links).toContainEqual(['preload', 'style', '', '/assets/menu-page-DDDD.css']);
      // The chunk it imports (its session's) too, not once the page's has arrived; the first
      // screen's own (the entry and the runtime) are the page's scripts already.
      expect(links).toContainEqual(['modulepreload', '', '', '/assets/menu-session-EEEE.js']);
      expect(links).toContainEqual(['preload', 'style', '', '/assets/menu-session-FFFF.css']);
      expect(links.map(([, , , href]) => href)).not.toContain('/assets/runtime-1.js');
      expect(links.map(([, , , href]) => href)).not.toContain('/assets/index-1.js');
    }
    // Elsewhere the app asks for it once the first screen has run (app/App.tsx).
    for (const path of ['/Home', '/?table_id=3'])
      expect(await page(path)).not.toContain('menu-page');
  });

  it('preloads the member key check on the menu pages only, as a link of that address, and it answers', async () => {
    for (const path of ['/Main', '/LiteMain']) {
      const html = await page(path);
      expect(linksOf(html)).toContainEqual([
        'preload',
        'fetch',
        'use-credentials',
        '/api/v2/check/od/secret_key',
      ]);
      // Marked as this address's own: the service worker puts it back for the menu page alone.
      const start = html.indexOf(PER_ADDRESS_START);
      expect(start).toBeGreaterThan(0);
      expect(html.indexOf('/api/v2/check/od/secret_key')).toBeGreaterThan(start);
      expect(html.indexOf(PER_ADDRESS_END)).toBeGreaterThan(
        html.indexOf('/api/v2/check/od/secret_key'),
      );
    }
    expect((await fetch(`${s.url}/api/v2/check/od/secret_key`)).status).toBe(200);
    // The home and entry pages ask for it only when the member login is on (features/entry).
    for (const path of ['/Home', '/?table_id=3', '/lite', '/staff'])
      expect(await page(path), path).not.toContain('secret_key');
  });

  it('names no table on other pages, and nothing on the staff pages', async () => {
    const home = await page('/Home');
    expect(home).not.toContain(PER_ADDRESS_START);
    expect(home).toContain('/api/v2/settings');
    expect(await page('/?table_id=')).not.toContain(PER_ADDRESS_START);
    const staff = await page('/staff?table_id=5');
    expect(linksOf(staff)).toEqual([]);
  });

  it("carries the Intl warm-up and the menu ahead on the diner's pages, allowed by the CSP's hashes of those scripts", async () => {
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    for (const path of ['/?table_id=3', '/Home', '/Main', '/lite']) {
      const r = await fetch(`${s.url}${path}`);
      const html = await r.text();
      // Every script in the page with a body of its own (the entry script is named by its address).
      const inline = [...html.matchAll(/<script([^>]*)>([^<]+)<\/script>/g)];
      expect(
        inline.map((m) => m[2]),
        path,
      ).toEqual([INTL_WARM_UP_SCRIPT, MENU_AHEAD_SCRIPT]);
      for (const script of inline) {
        // An async module: it runs once the page is parsed. A classic script after the stylesheet
        // would wait for the stylesheet, which arrives with the app's own script on a slow link.
        expect(script[1], path).toBe(' type="module" async');
        // After the entry script and the links: the parser names them all first.
        expect(html.indexOf(script[0])).toBeGreaterThan(html.lastIndexOf('<link '));
      }
      const scriptSrc = /script-src ([^;]+)/.exec(r.headers.get('content-security-policy') ?? '');
      expect(scriptSrc?.[1]?.split(' ')).toEqual([
        "'self'",
        ...inline.map((script) => hash(script[2]!)),
      ]);
    }
    expect(await page('/staff')).not.toContain(INTL_WARM_UP_SCRIPT);
    expect(await page('/staff')).not.toContain(MENU_AHEAD_SCRIPT);
  });

  it('makes Intl calls that exist and take these arguments (a mistake would be swallowed)', () => {
    const body = /^\(function\(\)\{try\{([\s\S]+)\}catch\(e\)\{\}\}\)\(\)$/.exec(
      INTL_WARM_UP_SCRIPT,
    )?.[1];
    expect(body).toBeTruthy();
    for (const language of ['en-US', 'it', 'zh-CN', 'es', 'de-DE', 'pt-BR', 'fr', ''])
      expect(() => new Function('navigator', body!)({ language }), language).not.toThrow();
  });

  it('writes a scanned code into the page only as an escaped, encoded address', () => {
    const html = firstScreenLinks(
      {
        path: '/',
        query: `table_id=${encodeURIComponent('"><script>x</script>')}`,
        acceptLanguage: 'en',
      },
      NO_BUILD_FILES,
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('/api/v2/tables/%22%3E%3Cscript%3Ex%3C%2Fscript%3E?scan=1');
  });

  it("preloads the home page's hero picture at the address the page draws it from, when there is one", async () => {
    const hero = (html: string) => linksOf(html).filter(([, as]) => as === 'image');
    // No hero picture yet: nothing to name.
    expect(hero(await page('/Home'))).toEqual([]);
    mkdirSync(join(s.imagesDir, 'bulletin'), { recursive: true });
    writeFileSync(join(s.imagesDir, 'bulletin', 'back_ground_image.jpg'), 'not read here');
    // A new picture changes the pictures' version (trusted for 10 s): wait for the new one.
    let html = await page('/Home');
    for (let i = 0; i < 60 && hero(html).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 250));
      html = await page('/Home');
    }
    const version = /<meta name="tavola-pictures" content="([^"]+)">/.exec(html)?.[1];
    expect(version).toBeTruthy();
    // ui/Picture's backgroundImage(HERO_PICTURE): the 828 px WebP copy under the version.
    expect(hero(html)).toEqual([
      ['preload', 'image', '-', `/pic/${version}/bulletin/828/back_ground_image.jpg.webp`],
    ]);
    expect(html).toContain('fetchpriority="high"');
    expect(hero(await page('/?table_id=3'))).toHaveLength(1);
    // Pages that show no hero do not name it.
    expect(hero(await page('/Main'))).toEqual([]);
    expect(hero(await page('/LiteHome'))).toEqual([]);
  }, 60_000);

  it('does not serve the build manifest', async () => {
    expect((await fetch(`${s.url}/.vite/manifest.json`)).status).toBe(404);
  });
});
