#!/usr/bin/env node
// `npm test`: every test layer that exists, in order, each printing its runner's summary.
// 1. type check, 2. lint and format, 3. Vitest (node: core, server, locales, tokens; browser: ui tests;
// storybook: every story as a test with play, axe and screenshot), 4. the static Storybook build,
// 5. end-to-end (Playwright).
import { spawnSync } from 'node:child_process';
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

ensureChromium();

run('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.']);
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
