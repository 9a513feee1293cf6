// Browser tests use Debian's Chromium: tools that download their own browser cannot reach the
// internet here. Installs it with apt when it is missing and we are root; otherwise says how.
// The screenshot baselines were recorded with Debian's Noto fonts (Latin; Noto Sans Mono, the
// first face of the tokens' numeric stack, for steppers, timers and PIN boxes; CJK), so those are
// installed the same way: without them text renders in a fallback face and the visual tests would
// fail on a machine that merely lacks a font.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's own screens it need not draw: Debian's Chromium 156 renders its address bar's
 * suggestion popup (two web apps of its own, chrome://omnibox-popup.top-chrome/ and its AI mode
 * page) in a renderer beside the page, again for every new window, headless too. Each browser
 * context of a test or a bench paid ~0.25 s of CPU for it on two cores (15 contexts: 9.5 s of CPU
 * against 5.9 s without).
 */
export const chromiumUiFeaturesOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright's own launch switches off (playwright-core's `chromiumSwitches`, as of
 * the version in package-lock.json). Chromium honours only the last `--disable-features` on its
 * command line, and Playwright puts the caller's arguments after its own: a list of ours alone
 * would switch all of these back on. scripts/chromium.test.ts fails when Playwright's list changes.
 */
export const playwrightFeaturesOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Headless flags every browser test starts Chromium with through Playwright (Vitest browser mode, e2e, static Storybook, the benches). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightFeaturesOff, ...chromiumUiFeaturesOff].join(',')}`,
];

const fontPackages = ['fonts-noto-core', 'fonts-noto-mono', 'fonts-noto-cjk'];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = () =>
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

let aptUpdated = false;
function aptInstall(packages) {
  if (!isRoot() || !hasApt()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  return (
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
      .status === 0
  );
}

function hasFonts() {
  const res = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  if (res.status !== 0) return false;
  const families = res.stdout;
  return (
    /(^|,)Noto Sans(,|$)/m.test(families) &&
    /(^|,)Noto Sans Mono(,|$)/m.test(families) &&
    /Noto Sans CJK SC/.test(families)
  );
}

export function ensureChromium() {
  if (!existsSync(chromiumPath)) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    if (!aptInstall(['chromium']) || !existsSync(chromiumPath)) {
      console.error(
        `Chromium was not found at ${chromiumPath}. Install Debian's package as root ` +
          '(apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
      );
      process.exit(1);
    }
  }
  if (!hasFonts()) {
    console.log(`The Noto fonts are missing: installing ${fontPackages.join(' ')} with apt-get…`);
    if (!aptInstall(fontPackages) || !hasFonts()) {
      console.error(
        `The screenshot baselines need Debian's Noto fonts. Install them as root ` +
          `(apt-get update && apt-get install -y ${fontPackages.join(' ')}).`,
      );
      process.exit(1);
    }
  }
  return chromiumPath;
}
