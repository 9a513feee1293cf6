#!/usr/bin/env node
// `npm run bench:tap`: the diner's tap on the home page's "Look at the menu", measured alone.
// bench:phone's cold add moves by ±300 ms from run to run, most of it before the tap (the link,
// the scripts' arrival); a change to what the tap does (the menu page's render, its layout) is
// lost in that. Here each cold scan of an open table (bench:phone's phone, link and 4× slowed
// CPU) waits on the home page until the menu page has been drawn ahead behind it (app/App.tsx:
// the diner who reads the home page first) and the page has settled, then a trace covers the tap
// alone, up to the first dish's usable add button: ms from the tap, the main thread's task time,
// its longest task, and the layout and style work in it. The tap's work then varies by what it
// does, not by how much of the page was drawn ahead when it came (a tap 2.5 s after the home
// page's button, without waiting for that, took 205-529 ms). Median of `BENCH_RUNS` (5) runs; no
// budget, never fails. `--no-build` reuses `dist/`.
import {
  buildApp,
  launchChromium,
  openDemoTable,
  phone,
  slowLink,
  startDemoServer,
} from '../demo-table.mjs';
import { watchButtons } from './watch.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3918);
/** How long the page is left to settle once the menu page is drawn ahead, before the tap. */
const SETTLE_MS = 1000;
const MARK = 'bench:tap';

buildApp();
const demo = await startDemoServer({
  port: PORT,
  dataDir: process.env.BENCH_DATA ?? '.tmp/bench-tap',
});
const browser = await launchChromium();
const { tableName, tableUrl } = await openDemoTable(browser, demo);

/** One cold scan; the trace from the tap to the usable add button, summed. */
async function tap() {
  // As bench:phone's cold runs: no service worker, no HTTP cache.
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slowLink);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const { seen } = await watchButtons(cdp);
    await page.goto(tableUrl, { waitUntil: 'commit' });
    const home = await seen('home');
    if (home.at < 0) throw new Error('the scan opened on the menu: no home page to tap');
    // The menu page drawn ahead: its list of dishes is in the document, hidden.
    await page.waitForFunction(
      () => document.querySelector('[role="list"][aria-label="Dishes"]') !== null,
      undefined,
      { polling: 250, timeout: 30_000 },
    );
    await page.waitForTimeout(SETTLE_MS);

    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'toplevel',
      ].join(','),
      transferMode: 'ReportEvents',
    });
    // The page's own clock at the tap: the add button's moment (watch.mjs) is in it too.
    const tapAt = await page.evaluate((name) => performance.mark(name).startTime, MARK);
    await page.touchscreen.tap(home.x, home.y);
    // A first-time diner is offered the guided tour; the diner skips it, as bench:phone's does.
    void seen('skip').then(({ x, y }) => page.touchscreen.tap(x, y).catch(() => undefined));
    const add = await seen('add');
    await cdp.send('Tracing.end');
    await complete;

    const mark = events.find((e) => e.name === MARK);
    if (!mark) throw new Error('the trace holds no tap mark');
    const thread = `${mark.pid}:${mark.tid}`;
    const addTs = mark.ts + (add.at - tapAt) * 1000;
    const inWindow = events.filter(
      (e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.ts >= mark.ts && e.ts <= addTs,
    );
    const ms = (name) =>
      inWindow.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur / 1000, 0);
    const tasks = inWindow.filter((e) => e.name === 'RunTask');
    return {
      tapToAdd: add.at - tapAt,
      taskMs: ms('RunTask'),
      longestMs: Math.max(0, ...tasks.map((e) => e.dur / 1000)),
      layoutMs: ms('Layout'),
      styleMs: ms('UpdateLayoutTree'),
    };
  } finally {
    await context.close();
  }
}

const LABELS = {
  tapToAdd: 'tap to a usable add button',
  taskMs: "main thread's tasks",
  longestMs: 'longest task',
  layoutMs: 'layout',
  styleMs: 'style',
};
const runs = [];
for (let i = 0; i < RUNS; i++) {
  const r = await tap();
  runs.push(r);
  console.log(
    `run ${i + 1}: ${Object.entries(r)
      .map(([k, v]) => `${LABELS[k]} ${Math.round(v)} ms`)
      .join(', ')}`,
  );
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\nThe tap on "Look at the menu" at "${tableName}", cold (median of ${RUNS} runs):`);
for (const [key, label] of Object.entries(LABELS))
  console.log(
    `  ${label.padEnd(28)} ${String(Math.round(median(runs.map((r) => r[key])))).padStart(5)} ms` +
      `   (${runs.map((r) => Math.round(r[key])).join(', ')})`,
  );

await browser.close();
demo.stop();
