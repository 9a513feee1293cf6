import { defineConfig } from 'vitest/config';

/** End-to-end: the built app and the real server in Debian's Chromium, driven by playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits for a state; its time-out (1 s unless told) only catches a hang, and a
    // shared, loaded machine takes longer than that to reach many states.
    expect: { poll: { timeout: 30_000 } },
  },
});
