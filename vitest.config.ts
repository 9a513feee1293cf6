import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import defineViteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const viteConfig = defineViteConfig({ command: 'serve', mode: 'test' });

const chromium = playwright({
  contextOptions: { viewport: { width: 1440, height: 1400 } },
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--font-render-hinting=none'],
  },
});

/** A fresh object per project: Vitest names each instance after its project and would otherwise share one. */
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }],
  viewport: { width: 390, height: 844 },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'locales/**/*.test.ts',
            'tokens/**/*.test.ts',
            'scripts/**/*.test.ts',
            'protocol/**/*.test.ts',
          ],
          // Many server tests open their own embedded store inside the test, which takes several
          // seconds on a busy two-core machine: the time-outs catch hangs, not slowness.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      mergeConfig(viteConfig, {
        test: {
          name: 'browser',
          include: [
            'ui/**/*.test.tsx',
            'features/**/*.test.tsx',
            'lib/**/*.test.tsx',
            'app/**/*.test.tsx',
          ],
          browser: browser('browser'),
        },
      }),
      {
        // `storybook build` served as static files and opened in Chromium (its own step in npm test).
        test: {
          name: 'storybook-static',
          environment: 'node',
          include: ['.storybook/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      mergeConfig(viteConfig, {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: browser('storybook'),
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      }),
    ],
  },
});
