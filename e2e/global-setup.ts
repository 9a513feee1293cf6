import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir: string): number => {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

/** Builds the app once when dist/ is missing or older than its sources or its build's configuration. */
export default function setup(): void {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(
    statSync('index.html').mtimeMs,
    statSync('vite.config.ts').mtimeMs,
    ...['app', 'features', 'lib', 'ui', 'tokens', 'core', 'locales', 'protocol'].map(newest),
  );
  if (built >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundles and leave
  // out what only production builds do (the service worker's registration): build what ships.
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error('The app did not build');
}
