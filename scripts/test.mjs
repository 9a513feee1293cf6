#!/usr/bin/env node
// `npm test`: every test layer that exists, in order, each printing its runner's summary.
// 1. type check, 2. lint and format, 3. Vitest (node: core, server, locales, tokens; browser: ui tests;
// storybook: every story as a test with play, axe and screenshot), 4. the static Storybook build,
// 5. end-to-end (Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const steps = [];
const run = (name, cmd, args, env = {}) => {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
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
]);
// The published Storybook: `storybook build`, served as static files, a sample opened in Chromium.
run('static Storybook', 'npx', ['vitest', 'run', '--project', 'storybook-static']);

const hasE2e = existsSync('e2e') && readdirSync('e2e').some((f) => f.endsWith('.spec.ts'));
if (hasE2e) run('end-to-end', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s)`);
const failed = steps.filter((s) => !s.ok).length;
console.log(`${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
