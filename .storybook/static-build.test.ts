// The published Storybook is what designers and QA open, so its static build is tested as they use
// it: `storybook build` into a fresh folder, that folder served by a plain static file server, and a
// sample of stories and documentation pages opened in Chromium. A page error, a story that never
// leaves the loading spinner or an empty root fails the test.
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

/** Set to test a folder built elsewhere (a CI artefact) instead of building one here. */
const prebuilt = process.env.STORYBOOK_STATIC_DIR;

type IndexEntry = {
  id: string;
  type: 'story' | 'docs';
  name: string;
  title: string;
  importPath: string;
};

/**
 * The sample, found by file and export name rather than by id, so that retitling the stories does
 * not silently empty the test: a ui component, a dialog, and a feature container whose data comes
 * from the mock service worker (its dish appears only once MSW has answered).
 */
const stories: { file: string; name: string; text?: string; globals?: string }[] = [
  { file: './ui/Button/Button.stories.tsx', name: 'Primary' },
  { file: './ui/DishCard/DishCard.stories.tsx', name: 'Themes' },
  { file: './ui/ConfirmDialog/ConfirmDialog.stories.tsx', name: 'Default' },
  { file: './features/call-waiter/CallWaiterDialog.stories.tsx', name: 'Options' },
  { file: './features/menu/MenuView.stories.tsx', name: 'Carousel', text: 'Edamame' },
  // The data speaks the toolbar's language, as the app picks a category's name for the diner.
  {
    file: './features/menu/MenuView.stories.tsx',
    name: 'Carousel',
    globals: 'locale:IT',
    text: 'Antipasti e insalate',
  },
  // A page whose calls go to the embedded member provider, answered by the mock service worker.
  {
    file: './features/member/MemberApprovePage.stories.tsx',
    name: 'Ask',
    text: 'Tavola Sakura asks to sign you in',
  },
];

/** Documentation pages: the introduction, the foundations and a component's page. */
const docs: { title: string; text: string }[] = [
  { title: 'Foundations/Introduction', text: 'How to add a component' },
  { title: 'Foundations/Tokens', text: 'onAccent on accent' },
  { title: 'Foundations/Icons', text: 'tree_nuts' },
  { title: 'Components/DishCard', text: 'maxQuantity' },
];

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A minimal static file server over `dir` on a free loopback port. */
async function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(dir, path));
      if (file !== dir && !file.startsWith(dir + sep)) {
        res.writeHead(403).end();
        return;
      }
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        await stat(file);
      } catch {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}` };
}

describe('the static Storybook', () => {
  let dir: string;
  let server: Server;
  let base: string;
  let browser: Browser;
  let entries: IndexEntry[];

  beforeAll(async () => {
    if (prebuilt) dir = resolve(prebuilt);
    else {
      dir = await mkdtemp(join(tmpdir(), 'tavola-storybook-'));
      await run('npx', ['storybook', 'build', '--quiet', '--output-dir', dir], {
        cwd: root,
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
    }
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    entries = Object.values(index.entries);
    ({ server, base } = await serve(dir));
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    if (!prebuilt && dir) await rm(dir, { recursive: true, force: true });
  });

  /** Opens one entry of the preview and returns the page errors and what its root holds. */
  async function open(entry: IndexEntry, text?: string, globals?: string) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    let failed: () => void = () => undefined;
    const pageError = new Promise<void>((done) => (failed = done));
    page.on('pageerror', (error) => {
      errors.push(`${entry.id}: ${error.message}`);
      failed();
    });
    try {
      const mode = entry.type === 'docs' ? 'docs' : 'story';
      const query = globals ? `&globals=${globals}` : '';
      await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=${mode}${query}`);
      const rootSelector = mode === 'docs' ? '#storybook-docs' : '#storybook-root';
      // Storybook marks <body> once the story has rendered (sb-show-main) or failed (its error
      // overlay); until then it shows the loading spinner (sb-show-preparing-story).
      const rendered = page
        .waitForFunction(
          () => {
            const shows = document.body.classList;
            return (
              (shows.contains('sb-show-main') && !shows.contains('sb-show-preparing-story')) ||
              shows.contains('sb-show-errordisplay')
            );
          },
          undefined,
          { timeout: 20_000 },
        )
        .catch(() => undefined);
      // A page error is reported at once (and waited on briefly, so its effect is seen too).
      await Promise.race([rendered, pageError.then(() => page.waitForTimeout(500))]);
      if (text && !errors.length)
        await page
          .getByText(text)
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => {});
      return {
        errors,
        shown: await page.evaluate((selector) => {
          const root = document.querySelector(selector);
          // A dialog renders into a portal beside the root, so it counts as content too.
          const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
          return {
            content: (root?.childElementCount ?? 0) + dialogs.length,
            text: document.body.innerText,
            errorDisplay: document.body.classList.contains('sb-show-errordisplay'),
            spinner: document.body.classList.contains('sb-show-preparing-story'),
          };
        }, rootSelector),
      };
    } finally {
      await page.close();
    }
  }

  it.each(stories.map((s) => ({ globals: '', ...s })))(
    'renders $file › $name $globals',
    async ({ file, name, text, globals }) => {
      const entry = entries.find((e) => e.importPath === file && e.name === name);
      expect(entry, `${file} › ${name} is in index.json`).toBeDefined();
      const { errors, shown } = await open(entry!, text, globals);
      expect(errors).toEqual([]);
      expect(shown.errorDisplay, 'Storybook shows its error overlay').toBe(false);
      expect(shown.spinner, 'the story is still on the loading spinner').toBe(false);
      expect(shown.content, 'the story root is empty').toBeGreaterThan(0);
      if (text) expect(shown.text).toContain(text);
    },
  );

  it.each(docs)('shows the docs page $title', async ({ title, text }) => {
    const entry = entries.find((e) => e.type === 'docs' && e.title === title);
    expect(entry, `a docs page titled ${title} is in index.json`).toBeDefined();
    const { errors, shown } = await open(entry!, text);
    expect(errors).toEqual([]);
    expect(shown.errorDisplay, 'Storybook shows its error overlay').toBe(false);
    expect(shown.content, 'the docs root is empty').toBeGreaterThan(0);
    expect(shown.text).toContain(text);
  });

  it('the introduction lists every component and screen of the story index', async () => {
    const intro = entries.find((e) => e.type === 'docs' && e.title === 'Foundations/Introduction');
    expect(intro, 'the introduction is in index.json').toBeDefined();
    const { errors, shown } = await open(intro!, 'parts of the product');
    expect(errors).toEqual([]);
    // The lists are read from index.json after the page renders: wait for the last screen.
    const named = (title: string) =>
      title
        .split('/')
        .slice(title.startsWith('Screens/') ? 2 : 1)
        .join('/');
    const titles = [
      ...new Set(
        entries.filter((e) => /^(Components|Screens)\//.test(e.title)).map((e) => e.title),
      ),
    ];
    expect(titles.length).toBeGreaterThan(40);
    const missing = titles.filter((title) => !shown.text.includes(named(title)));
    expect(missing).toEqual([]);
  });

  it('lists every story under one naming scheme', () => {
    const outside = entries.filter((e) => !/^(Foundations|Components|Screens)\//.test(e.title));
    expect(outside.map((e) => e.title)).toEqual([]);
  });
});
