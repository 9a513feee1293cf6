// Browser tests use Debian's Chromium: tools that download their own browser cannot reach the
// internet here. Installs it with apt when it is missing and we are root; otherwise says how.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian\'s chromium with apt-get…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const res = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (res.status === 0 && existsSync(chromiumPath)) return chromiumPath;
  }
  console.error(
    `Chromium was not found at ${chromiumPath}. Install Debian's package as root ` +
      '(apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
