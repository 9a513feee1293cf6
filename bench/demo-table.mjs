// Shared by the browser benches: the real server (`server/main.ts`) with the demo restaurant, a
// table opened by a first diner and approved by a waiter, and a phone-sized Chromium context.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** A mid-range phone: 390×844 at 3× pixels, touch, English. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/**
 * The issue's slow link, for DevTools' Network.emulateNetworkConditions: 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up.
 */
export const slowLink = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Builds the app unless the command line says --no-build; exits on a failed build. */
export function buildApp() {
  if (process.argv.includes('--no-build')) return;
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

/**
 * Starts the production server on `port` with a fresh store in `dataDir` (the demo's pictures are
 * kept: drawing them takes minutes) and resolves once it has printed the tables' addresses.
 */
export async function startDemoServer({ port, dataDir: dir }) {
  const dataDir = resolve(dir);
  rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_HOST: '127.0.0.1',
      TAVOLA_DATA: dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  /** The printed table addresses, name → URL (the server prints them once it listens). */
  const tables = await new Promise((resolvePromise, reject) => {
    let out = '';
    const found = new Map();
    const timer = setTimeout(
      () => reject(new Error(`no table list from the server:\n${out}`)),
      600_000,
    );
    server.stdout.on('data', (d) => {
      out += d.toString();
      for (const m of out.matchAll(/^(.+): (http:\/\/\S+\?table_id=\S+)$/gm)) found.set(m[1], m[2]);
      if (found.has('Quick Service')) {
        clearTimeout(timer);
        resolvePromise(found);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return { base: `http://127.0.0.1:${port}`, dataDir, tables, stop };
}

async function json(base, path, init) {
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A waiter (the demo's staff member 1001) approves the table's pending open request. */
async function approvePending(base, tableId) {
  const { token } = await json(base, '/api/v1/kds/employee/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: '1001', password: 'sakura-1001' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 50; i++) {
    const { data } = await json(base, '/api/v2/staff/order-requests?status=pending', {
      headers: auth,
    });
    const mine = data.filter((r) => tableId === undefined || r.tableId === tableId);
    if (mine.length) {
      for (const r of mine)
        await json(base, `/api/v2/staff/order-requests/${r.requestId}/approve`, {
          method: 'POST',
          headers: auth,
        });
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
}

/** The first table not yet opened in this data folder: its name and address. */
export function freeDemoTable({ tables }) {
  const [tableName, tableUrl] = [...tables].find(([name]) => name !== 'Quick Service');
  return { tableName, tableUrl };
}

/**
 * The first table not yet opened in this data folder, opened by a first diner and approved by a
 * waiter (nothing timed), in `context` when given (its storage then keeps the diner's session),
 * else in a context of its own. Returns the table's name and address.
 */
export async function openDemoTable(browser, demo, given) {
  const { dataDir, base } = demo;
  const { tableName, tableUrl } = freeDemoTable(demo);
  const tableId = Number(new URL(tableUrl).searchParams.get('table_id')) || undefined;
  const context = given ?? (await browser.newContext(phone));
  const page = await context.newPage();
  await page.goto(tableUrl);
  await page.waitForURL(/\/(Home|Main)$/);
  if (page.url().endsWith('/Home')) {
    await page.getByRole('button', { name: 'Look at the menu' }).click();
    const sheet = page.getByRole('dialog');
    const open = sheet.getByRole('button', { name: 'Open the table' });
    // The sheet comes with a menu chosen for the hour; the table opens as it stands.
    await open.waitFor({ timeout: 30_000 });
    await open.click();
    await approvePending(base, tableId);
    await page.waitForURL(/\/Main$/, { timeout: 60_000 }).catch(async (e) => {
      await page.screenshot({ path: join(dataDir, 'first-diner.png') });
      throw e;
    });
    // The first diner skips the guided tour, as a diner who came to order does once: a later
    // visit with this storage (bench:lighthouse's /Main) is a returning diner's.
    await page
      .getByRole('button', { name: 'Skip tour' })
      .click({ timeout: 15_000 })
      .catch(() => undefined);
    // The approved banner closes 2 s after the approval: a page closed before it would keep the
    // status, and the next visit with this storage would show the banner and fold it away.
    const banner = page.getByText('Order unlocked');
    await banner.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
    await banner.waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  }
  if (given) await page.close();
  else await context.close();
  return { tableName, tableUrl };
}

/** The first dish whose add button can be pressed (sold-out dishes keep theirs disabled). */
export const addButton = (page) =>
  page
    .getByRole('list', { name: 'Dishes' })
    .getByRole('button', { name: /^Add (one )?/ })
    .and(page.locator('button:enabled'))
    .first();
