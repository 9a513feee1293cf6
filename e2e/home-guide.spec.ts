// The home page's guide images viewer (entry-home-service.md §2 "Home page"): the restaurant's
// how-to-order pictures, brought in with its restaurant document, offered under "How to order",
// shown as a gallery with a pager and full screen, in phone-sized WebP copies; no entry when the
// restaurant has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { demoImages, renderImage } from '../server/seed/images';
import { exportSetup, importSetup, startApp } from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe('The guide pictures on the home page', () => {
  it('offers the pictures the restaurant imported, as a gallery and full screen, and no entry without them', async () => {
    // The restaurant's document carries the demo's four guide pictures (the e2e store starts
    // without pictures).
    const doc = await exportSetup(app);
    const guide = demoImages().filter((i) => i.path.startsWith('guide/'));
    for (const img of guide) doc.pictures[img.path] = (await renderImage(img)).toString('base64');
    await importSetup(app, doc);

    const { page } = await app.newDiner();
    await page.goto(`${app.url}/?table_id=6`);
    await page.waitForURL(/\/Home$/);
    await page.getByRole('heading', { name: 'How to order' }).waitFor();
    await page.getByRole('button', { name: '4 pictures, step by step' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to order' });
    await dialog.waitFor();
    // The first step, as a phone-sized WebP copy from the picture pipeline.
    const first = dialog.getByRole('img', { name: 'How to order: step 1 of 4' });
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(/\/pic\/[0-9a-f]{10}\/guide\/\d+\/1-scan\.jpg\.webp$/);
    // The pager moves to the third step.
    await dialog.getByRole('radio', { name: 'Picture 3' }).click();
    await expect
      .poll(() => dialog.getByRole('radio', { name: 'Picture 3' }).isChecked())
      .toBe(true);
    // A tap shows it full screen; the arrow keys move on; Escape closes.
    await dialog
      .getByRole('button', { name: 'View full screen: How to order: step 3 of 4' })
      .click();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await viewer.getByRole('heading', { name: '3 / 4' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('heading', { name: '4 / 4' }).waitFor();
    await viewer.getByText('How to order: step 4 of 4').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    // The focus goes back to the picture the viewer opened from, inside the guide's dialog (a
    // frame after the viewer closes); Escape there closes the dialog.
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The restaurant takes its pictures away: the home page offers none. The service worker may
    // show the answer it kept first; the server's, which it asks for behind it, takes its place.
    rmSync(join(app.server.imagesDir, 'guide'), { recursive: true, force: true });
    await page.reload();
    await page.getByRole('button', { name: 'Look at the menu' }).waitFor();
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { name: 'How to order' }).count(), { timeout: 15_000 })
      .toBe(0);
  });
});
