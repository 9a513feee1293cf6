#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on slow
// 4G, simulated) of a diner's two first pages, served by the real production server with its
// security headers (CSP on) and the demo restaurant: `/Home` after scanning a table that is not
// open yet, then `/Main` once that table is open and approved. Builds the app (unless --no-build).
// Debian's Chromium runs with the flags of every browser test (scripts/chromium.mjs); Lighthouse
// keeps the browser's storage between runs so the diner's session survives, but empties the
// service worker, its caches and the HTTP cache before each run, so every run is a first visit.
// Prints performance, accessibility and best-practices scores (median of BENCH_RUNS runs per
// page; BENCH_PAGES=Main or Home for one of them) against 95/100/100 and the audits that cost points; the exit code never depends on the scores.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, chromiumUiFeaturesOff } from '../../scripts/chromium.mjs';
import { buildApp, freeDemoTable, openDemoTable, startDemoServer } from '../demo-table.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3919);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 };
/** BENCH_PAGES=Main (or Home): audit one of the two pages only, to compare builds sooner. */
const PAGES = (process.env.BENCH_PAGES ?? 'Home,Main').split(',').map((p) => p.trim());

buildApp();
const demo = await startDemoServer({
  port: PORT,
  dataDir: process.env.BENCH_DATA ?? '.tmp/bench-phone',
});

/** Chromium with a remote debugging port, for Lighthouse and for the set-up through Playwright. */
const profile = mkdtempSync(join(tmpdir(), 'tavola-lighthouse-'));
const chrome = spawn(
  chromiumPath,
  [
    // Started by hand, not by Playwright: Chromium as it comes, less its address bar's popup (not
    // Playwright's own list of features it switches off, which chromiumArgs carries for it).
    ...chromiumArgs.filter((arg) => !arg.startsWith('--disable-features=')),
    `--disable-features=${chromiumUiFeaturesOff.join(',')}`,
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);
const removeProfile = () => {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  } catch {
    // Chromium may still be writing into it as the process ends: a temporary folder, left.
  }
};
process.on('exit', () => {
  chrome.kill('SIGTERM');
  removeProfile();
});
const debugPort = await new Promise((resolve, reject) => {
  let err = '';
  chrome.stderr.on('data', (d) => {
    err += d.toString();
    const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
    if (m) resolve(Number(m[1]));
  });
  chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
});

/** Playwright on the same Chromium: opens the table, and empties caches between runs. */
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);

async function audit(url) {
  // Every run is a first visit as far as bytes go: Lighthouse keeps the storage (the diner's
  // session is in it), so the service worker, its caches and the HTTP cache are emptied here,
  // leaving cookies and localStorage alone.
  const [context] = browser.contexts();
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr } = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(BUDGET),
    // The diner's session (the open table) lives in the browser's storage.
    disableStorageReset: true,
  });
  const scores = Object.fromEntries(
    Object.keys(BUDGET).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const lost = [];
  for (const [c, category] of Object.entries(lhr.categories))
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1)
        lost.push(
          `${c}: ${a.id} (${Math.round(a.score * 100)})${a.displayValue ? ` ${a.displayValue}` : ''}`,
        );
    }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'cumulative-layout-shift',
  ]
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '—'}`)
    .join(', ');
  // Which element the largest contentful paint was (what to make arrive sooner).
  const lcpNode =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const lcp = lcpNode ? `; LCP element ${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}` : '';
  // Which elements moved (what to give its room from the start).
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .slice(0, 3)
    .map((i) => `${i.node?.selector ?? '?'} ${Number(i.score ?? 0).toFixed(3)}`);
  const moved = shifts.length > 0 ? `; shifted ${shifts.join(', ')}` : '';
  // The main thread's long tasks (what the blocking time is made of): where each started, how long
  // it took, and the script it is put down to.
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ms ${shortUrl(t.url)}`);
  const long = tasks.length > 0 ? `; long tasks ${tasks.join(', ')}` : '';
  // A run Lighthouse could not measure (scores of 0): why, as it says it.
  const failed = lhr.runtimeError
    ? `; Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`
    : '';
  return {
    scores,
    lost,
    metrics: metrics + lcp + moved + long + failed,
    finalUrl: lhr.finalDisplayedUrl,
    failed: Boolean(lhr.runtimeError),
  };
}

/** A script's file name, or what Lighthouse calls a task that is no script's. */
function shortUrl(url) {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return String(url ?? '?');
  }
}

async function auditPage(name, url) {
  const runs = [];
  // A run Lighthouse could not measure (its trace lost the navigation's start, NO_NAVSTART, now and
  // then on this machine: "Please run Lighthouse again") is run again, up to twice, not counted as a
  // score of 0 in the median.
  for (let i = 0, retries = 0; i < RUNS;) {
    const r = await audit(url);
    const line = `${name} run ${i + 1} (${r.finalUrl}): ${Object.entries(r.scores)
      .map(([c, s]) => `${c} ${s}`)
      .join(', ')}; ${r.metrics}`;
    if (r.failed && retries < 2) {
      retries += 1;
      console.log(`${line} (not counted: run again)`);
      continue;
    }
    runs.push(r);
    console.log(line);
    i += 1;
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const scores = Object.fromEntries(
    Object.keys(BUDGET).map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  );
  // What cost points in the run whose performance is the median one.
  const { lost } = runs.find((r) => r.scores.performance === scores.performance) ?? runs[0];
  return { name, scores, lost };
}

const { tableUrl } = freeDemoTable(demo);
const results = [];
// The home page: a scan of a table that is not open yet.
if (PAGES.includes('Home')) results.push(await auditPage('/Home', tableUrl));
// The menu: the same browser opens the table (a waiter approves it), then Lighthouse loads /Main.
if (PAGES.includes('Main')) {
  await openDemoTable(browser, demo, browser.contexts()[0]);
  results.push(await auditPage('/Main', `${demo.base}/Main`));
}

console.log(`\nLighthouse mobile (median of ${RUNS} runs per page):`);
for (const r of results) {
  console.log(`  ${r.name}`);
  for (const [c, budget] of Object.entries(BUDGET))
    console.log(
      `    ${c.padEnd(15)} ${String(r.scores[c]).padStart(3)}   budget ${budget}  ${r.scores[c] >= budget ? 'within' : 'UNDER'}`,
    );
  for (const l of r.lost) console.log(`    lost: ${l}`);
}
demo.stop();
chrome.kill('SIGTERM');
await once(chrome, 'exit');
removeProfile();
process.exit(0);
