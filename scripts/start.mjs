#!/usr/bin/env node
// `npm start`: builds the app when dist/ is missing or older than its sources, then starts the
// server (Fastify + socket.io) on PORT (default 3000) with the embedded store in TAVOLA_DATA.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
// Everything the browser bundle is built from: its folders and the files at the root that shape it.
const appFolders = [
  'app',
  'features',
  'lib',
  'protocol',
  'ui',
  'tokens',
  'core',
  'locales',
  'public',
];
const appFiles = ['index.html', 'vite.config.ts', 'package-lock.json'];
const sources = Math.max(
  ...appFolders.map(newest),
  ...appFiles.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)),
);
if (built < sources) {
  console.log('Building the app…');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
// The server runs as a child; SIGTERM/SIGINT are passed on so it can shut down gracefully.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
