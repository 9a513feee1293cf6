import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resolve } from 'node:path';
import { startTestServer } from '../server/test/harness';
import type { TestServer } from '../server/test/harness';
import { eq } from 'drizzle-orm';
import { seedDemo } from '../server/seed';
import { settings } from '../server/store/schema';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export interface E2eApp {
  server: TestServer;
  url: string;
  browser: Browser;
  /** A new diner: an own browser context (own cookies and storage) on a phone-sized screen. */
  newDiner(options?: { locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * The real server (in-memory PGlite seeded with the demo restaurant, pictures left out so they
 * show their placeholder) serving the built app, and Debian's Chromium to drive it.
 */
export async function startApp(): Promise<E2eApp> {
  const server = await startTestServer({
    distDir: resolve('dist'),
    prepare: async (store) => {
      await seedDemo(store, { reset: false, imagesDir: resolve('.tmp/e2e-images'), images: false });
      // The journeys open tables by their plain ids (/?table_id=3), so codes are not sealed here.
      await store.db.update(settings).set({ value: 0 }).where(eq(settings.name, 'is_encrypting'));
    },
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  const contexts: BrowserContext[] = [];
  return {
    server,
    url: server.url,
    browser,
    async newDiner(options = {}) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: options.locale ?? 'en-US',
      });
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}
