#!/usr/bin/env node
// Production build, then the gzipped size of the JavaScript and CSS a diner's phone loads before
// the menu is usable: the entry (which holds the entry and home pages) and its static imports,
// the menu page's chunk (which the app asks for once the first screen has run), plus the diner's
// messages. Everything else (staff console, viewers, member login…)
// must stay lazy.
// Prints a table and a verdict against the budget; exits 1 when over budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
/**
 * The lazily loaded modules that must arrive before the menu is usable: the diner's messages.
 * The dialogs, drawers and second pages are fetched once the menu works and are not counted.
 */
const CRITICAL_DYNAMIC = [/^locales\/en\.json$/];

const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The mock API's worker (public/, for Storybook and the browser tests) must not ship.
const mockWorker = ['mockServiceWorker.js', 'mockServiceWorker.js.br', 'mockServiceWorker.js.gz']
  .map((f) => join('dist', f))
  .filter((f) => existsSync(f));
if (mockWorker.length > 0) {
  console.error(`The build ships the mock API's worker: ${mockWorker.join(', ')}`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const seen = new Set();
const files = new Set();
const walk = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) walk(dep);
};
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entry);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && CRITICAL_DYNAMIC.some((re) => re.test(chunk.src ?? key))) walk(key);
  // The menu page's chunk (vite.config.ts, the `menu-page` group).
  if (chunk.name === 'menu-page') walk(key);
}

const rows = [...files].map((file) => {
  const buf = readFileSync(join('dist', file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(1);
const allLazy = Object.values(manifest).filter((c) => c.isDynamicEntry).length;
console.log('\nLoaded before the menu is usable:');
for (const r of rows)
  console.log(`  ${kb(r.gzip).padStart(7)} kB gzip  ${kb(r.raw).padStart(8)} kB raw  ${r.file}`);

/**
 * Where the bytes come from: each chunk's hidden source map attributes its characters to source
 * files; a package's (or the app's folder's) share of a chunk's gzip size is its share of the
 * chunk's characters (an estimate: gzip compresses some code better than other).
 */
const owners = new Map();
for (const r of rows) {
  const mapFile = join('dist', `${r.file}.map`);
  if (!r.file.endsWith('.js') || !existsSync(mapFile)) {
    const key = r.file.endsWith('.css') ? '(CSS)' : '(no map)';
    owners.set(key, (owners.get(key) ?? 0) + r.gzip);
    continue;
  }
  const lines = readFileSync(join('dist', r.file), 'utf8').split('\n');
  const segments = [];
  eachMapping(new TraceMap(readFileSync(mapFile, 'utf8')), (m) => segments.push(m));
  segments.sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  const chars = new Map();
  let total = 0;
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const end =
      next && next.generatedLine === s.generatedLine
        ? next.generatedColumn
        : lines[s.generatedLine - 1].length;
    const pkg = s.source?.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1];
    const folder = s.source?.match(
      /(?:^|\/)(app|features|ui|lib|core|locales|tokens|protocol)\//,
    )?.[1];
    const key = pkg ?? (folder ? `${folder}/` : '(other)');
    chars.set(key, (chars.get(key) ?? 0) + end - s.generatedColumn);
    total += end - s.generatedColumn;
  });
  for (const [key, n] of chars) owners.set(key, (owners.get(key) ?? 0) + (r.gzip * n) / total);
}
console.log('\nBy package or app folder (gzip, estimated from the source maps):');
for (const [key, n] of [...owners].sort((a, b) => b[1] - a[1]).filter(([, n]) => n >= 512))
  console.log(`  ${kb(n).padStart(7)} kB  ${key}`);

const js = rows.filter((r) => r.file.endsWith('.js')).reduce((s, r) => s + r.gzip, 0);
const css = rows.filter((r) => r.file.endsWith('.css')).reduce((s, r) => s + r.gzip, 0);
const total = js + css;
console.log(
  `\nJS ${kb(js)} kB + CSS ${kb(css)} kB = ${kb(total)} kB gzip; budget ${BUDGET_KB} kB; ${allLazy} lazily loaded chunks.`,
);
console.log(
  total <= BUDGET_KB * 1024
    ? `within budget (${kb(BUDGET_KB * 1024 - total)} kB to spare)`
    : `OVER BUDGET by ${kb(total - BUDGET_KB * 1024)} kB`,
);
process.exit(total <= BUDGET_KB * 1024 ? 0 : 1);
