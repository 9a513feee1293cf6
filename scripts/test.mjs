#!/usr/bin/env node
// `npm test`: every test layer that exists, in order, each printing its runner's summary.
// 1. type check, lint and format (side by side), 2. Vitest (node: core, server, locales, tokens;
// browser: ui tests; storybook: every story as a test with play, axe and screenshot), 3. the static
// Storybook build, 4. end-to-end (Playwright).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

// Each Vitest run also writes the tests that failed or passed only on a retry to this file, named
// again in the closing summary. Under CI a failed test runs once more (a busy two-core machine
// has timed out a browser test now and then); one that passes then is still named.
const OUTCOMES = '.tmp/test-outcomes.jsonl';
mkdirSync('.tmp', { recursive: true });
rmSync(OUTCOMES, { force: true });
const REPORTERS = [
  '--reporter=default',
  '--reporter=./scripts/outcome-reporter.mjs',
  ...(process.env.CI ? ['--retry=1'] : []),
];

const steps = [];
const run = (name, cmd, args, env = {}) => {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TAVOLA_TEST_OUTCOMES: OUTCOMES, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: res.status === 0, seconds });
  return res.status === 0;
};

// The static checks side by side (each is mostly one core's work): their outputs are held and
// printed one after another, each under its own heading, once all three are done.
const runTogether = (jobs) =>
  Promise.all(
    jobs.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          const output = [];
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          const done = (ok) =>
            resolve({ name, cmd, args, ok, output, seconds: (Date.now() - started) / 1000 });
          child.on('error', (e) => {
            output.push(Buffer.from(`${e.message}\n`));
            done(false);
          });
          child.on('close', (code) => done(code === 0));
        }),
    ),
  ).then((results) => {
    for (const r of results) {
      console.log(`\n=== ${r.name}: ${r.cmd} ${r.args.join(' ')}`);
      process.stdout.write(Buffer.concat(r.output));
      steps.push({ name: r.name, ok: r.ok, seconds: r.seconds.toFixed(1) });
    }
  });

ensureChromium();

await runTogether([
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
]);
run('unit, server, browser and story tests', 'npx', [
  'vitest',
  'run',
  '--project',
  '!storybook-static',
  ...REPORTERS,
]);
// The published Storybook: `storybook build`, served as static files, a sample opened in Chromium.
run('static Storybook', 'npx', ['vitest', 'run', '--project', 'storybook-static', ...REPORTERS]);

const hasE2e = existsSync('e2e') && readdirSync('e2e').some((f) => f.endsWith('.spec.ts'));
if (hasE2e)
  run('end-to-end', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...REPORTERS]);

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s)`);
const outcomes = existsSync(OUTCOMES)
  ? readFileSync(OUTCOMES, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
for (const o of outcomes)
  console.log(
    o.kind === 'failed'
      ? `  failed: ${o.test}: ${o.error}`
      : `  passed on retry ${o.retries}: ${o.test}${o.error ? ` (first failed: ${o.error})` : ''}`,
  );
const failed = steps.filter((s) => !s.ok).length;
console.log(`${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
