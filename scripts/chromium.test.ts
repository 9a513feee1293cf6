import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserServer } from 'playwright-core';
import {
  chromiumArgs,
  chromiumPath,
  chromiumUiFeaturesOff,
  playwrightFeaturesOff,
} from './chromium.mjs';

/** The features a `--disable-features=` argument names. */
const featuresOf = (arg: string | undefined) =>
  (arg ?? '').slice('--disable-features='.length).split(',').filter(Boolean);

describe("the browser tests' Chromium command line", () => {
  let server: BrowserServer;
  let argv: string[];
  beforeAll(async () => {
    // As every browser test starts it: through Playwright, with chromiumArgs.
    server = await chromium.launchServer({ executablePath: chromiumPath, args: [...chromiumArgs] });
    argv = server.process().spawnargs;
  }, 60_000);
  afterAll(() => server?.close());

  it('keeps every feature Playwright switches off, in the one list Chromium reads (the last)', () => {
    const lists = argv.filter((a) => a.startsWith('--disable-features='));
    // Playwright's own first, ours after it: Chromium honours the last one alone.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const playwrights = featuresOf(lists[0]);
    const read = featuresOf(lists.at(-1));
    // A Playwright update that changed its list: copy the new one into playwrightFeaturesOff.
    expect(playwrights).toEqual(playwrightFeaturesOff);
    for (const feature of playwrights) expect(read).toContain(feature);
  });

  it("switches off Chromium's own address bar popup, which it would render beside every page", async () => {
    const read = featuresOf(argv.filter((a) => a.startsWith('--disable-features=')).at(-1));
    for (const feature of chromiumUiFeaturesOff) expect(read).toContain(feature);
    // What it spares: no renderer of Chromium's own UI once a page is open.
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const page = await (await browser.newContext()).newPage();
      await page.setContent('<p>a page</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((t) => t.type)).toEqual(['page']);
    } finally {
      await browser.close();
    }
  });
});
