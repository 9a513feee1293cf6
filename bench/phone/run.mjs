#!/usr/bin/env node
// `npm run bench:phone`: a second diner's scan of an open table on a slow phone.
// Builds the app (unless --no-build), starts the real server (`server/main.ts`) with the demo
// restaurant in .tmp/bench-phone, opens a table as a first diner and approves it as a waiter,
// then, in Debian's Chromium through the DevTools protocol (150 ms round trip, 1.6 Mbps down,
// 750 kbps up, CPU 4× slower, 390×844 at 3× pixels, HTTP cache off), measures a second diner
// scanning the same table: ms to the home page's first usable button ("Look at the menu"),
// ms to the first dish's working add button (after pressing it), bytes transferred until then.
// Median of 3 cold runs, then one warm repeat visit (cache on). Prints figures and budgets; the
// exit code never depends on timing (this is not part of `npm test`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

// Debian's Chromium with the flags of the e2e harness (scripts/chromium.mjs).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET = { homeMs: 2000, addMs: 2500, warmAddMs: 1000, bytes: 350 * 1024 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const dataDir = resolve(process.env.BENCH_DATA ?? '.tmp/bench-phone');
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
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

async function json(path, init) {
  const res = await fetch(BASE + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function approvePending(tableId) {
  const { token } = await json('/api/v1/kds/employee/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: '1001', password: 'sakura-1001' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 50; i++) {
    const { data } = await json('/api/v2/staff/order-requests?status=pending', { headers: auth });
    const mine = data.filter((r) => tableId === undefined || r.tableId === tableId);
    if (mine.length) {
      for (const r of mine)
        await json(`/api/v2/staff/order-requests/${r.requestId}/approve`, {
          method: 'POST',
          headers: auth,
        });
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

// A table that has not been opened in this data folder: the first free one listed.
const [tableName, tableUrl] = [...tables].find(([name]) => name !== 'Quick Service');
const tableId = Number(new URL(tableUrl).searchParams.get('table_id')) || undefined;

// The first diner opens the table and a waiter approves it (nothing timed).
{
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(tableUrl);
  await page.waitForURL(/\/(Home|Main)$/);
  if (page.url().endsWith('/Home')) {
    await page.getByRole('button', { name: 'Look at the menu' }).click();
    const sheet = page.getByRole('dialog');
    const open = sheet.getByRole('button', { name: 'Open the table' });
    if (await open.isVisible({ timeout: 5000 }).catch(() => false)) {
      await page.getByRole('radio').first().check();
      await open.click();
      await approvePending(tableId);
    }
    await page.waitForURL(/\/Main$/, { timeout: 60_000 });
  }
  await context.close();
}

const addButton = (page) =>
  page
    .getByRole('list', { name: 'Dishes' })
    .getByRole('button', { name: /^Add (one )?/ })
    .first();

/** One scan by a second diner; `context` reused for the warm visit. */
async function scan(context, { cache }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  cdp.on('Network.webSocketFrameReceived', (e) => (bytes += e.response.payloadData.length));
  const t0 = performance.now();
  await page.goto(tableUrl, { waitUntil: 'commit' });
  let homeMs = null;
  const look = page.getByRole('button', { name: 'Look at the menu' });
  const add = addButton(page);
  await look.or(add).first().waitFor({ timeout: 120_000 });
  if (await look.isVisible()) {
    await look.click({ trial: true, timeout: 120_000 });
    homeMs = performance.now() - t0;
    await look.click();
  }
  await add.click({ trial: true, timeout: 120_000 });
  const addMs = performance.now() - t0;
  const addBytes = bytes;
  // Working: pressing it puts the dish in the shared cart (the server answers over the socket).
  await add.click();
  await page
    .getByRole('button', { name: /^Remove (one )?/ })
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => console.warn('  (the add press showed no remove button)'));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { page, homeMs, addMs, bytes: addBytes };
}

// One unmeasured visit: the server makes the pictures' phone-sized copies on first request.
{
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(tableUrl);
  await addButton(page)
    .or(page.getByRole('button', { name: 'Look at the menu' }))
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await context.close();
}

const cold = [];
let warmContext;
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext(phone);
  const r = await scan(context, { cache: false });
  cold.push(r);
  console.log(`cold ${i + 1}: home ${fmt(r.homeMs)} ms, add ${fmt(r.addMs)} ms, ${kb(r.bytes)} kB`);
  if (i === RUNS - 1) warmContext = context;
  else await context.close();
}
// The warm visit: the same phone comes back (its HTTP cache filled by the last cold run).
const warm = await scan(warmContext, { cache: true });
console.log(`warm:   home ${fmt(warm.homeMs)} ms, add ${fmt(warm.addMs)} ms, ${kb(warm.bytes)} kB`);

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
const home = median(cold.map((r) => r.homeMs));
const addMs = median(cold.map((r) => r.addMs));
const bytes = median(cold.map((r) => r.bytes));
const verdict = (v, budget) => (v === null ? 'n/a' : v <= budget ? 'within' : 'OVER');
console.log(`\nA second diner scans "${tableName}" (median of ${RUNS} cold runs):`);
console.log(
  `  home page's first usable button  ${fmt(home).padStart(6)} ms   budget ${BUDGET.homeMs} ms  ${verdict(home, BUDGET.homeMs)}`,
);
console.log(
  `  first dish's working add         ${fmt(addMs).padStart(6)} ms   budget ${BUDGET.addMs} ms  ${verdict(addMs, BUDGET.addMs)}`,
);
console.log(
  `  bytes to the working add         ${kb(bytes).padStart(6)} kB   budget ${BUDGET.bytes / 1024} kB  ${verdict(bytes, BUDGET.bytes)}`,
);
console.log(
  `  warm repeat visit: add           ${fmt(warm.addMs).padStart(6)} ms   budget ${BUDGET.warmAddMs} ms  ${verdict(warm.addMs, BUDGET.warmAddMs)}`,
);

await browser.close();
stop();

function fmt(ms) {
  return ms === null ? '—' : String(Math.round(ms));
}
function kb(n) {
  return (n / 1024).toFixed(0);
}
