// The guided tour (entry-home-service.md §4): 8 steps one at a time for a first-time diner when
// the restaurant's `guide` setting is on; skippable (Escape too); reset after step 8; not shown
// again to the same phone. Focus moves into each step, which names what it highlights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { settings } from '../server/store/schema';
import { openTableFromHome, serveAllDay, startApp } from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
  await serveAllDay(app);
  // The harness turns the tour off for the other journeys; here the restaurant has it on.
  await app.server.store.db.update(settings).set({ value: 1 }).where(eq(settings.name, 'guide'));
});
afterAll(async () => {
  await app?.close();
});

const SHOTS = process.env.E2E_SHOTS;
const TITLES = [
  'Welcome!',
  'Menus and categories',
  'Search and filter',
  'Pictures or list',
  'Your round',
  'The shared cart',
  'History and the waiter',
  "You're all set",
];

const step = (page: Page, n: number) =>
  page.getByRole('dialog', { name: `Step ${n} of 8 ${TITLES[n - 1]}` });
const focusInside = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('DEFAULT_CACHING') ?? '{}') as {
        guideStep: number;
        guideDone: boolean;
      },
  );

describe('The guided tour', () => {
  it('walks a first-time diner through all 8 steps, one at a time, then resets', async () => {
    const { page } = await app.newDiner();
    await openTableFromHome(app, page, 14);
    for (let n = 1; n <= 8; n++) {
      const dialog = step(page, n);
      await dialog.waitFor();
      // One step at a time, and the focus is on it (so a screen reader reads it).
      expect(await page.getByRole('dialog', { name: /^Step \d of 8/ }).count()).toBe(1);
      await expect.poll(() => focusInside(page)).toBe(true);
      expect((await stored(page)).guideStep).toBe(n);
      if (n === 6) {
        // The highlighted element is described, not only ringed.
        await dialog.getByText('Highlighted: the Cart button.').waitFor();
        expect(await dialog.getAttribute('aria-describedby')).toMatch(/ /);
      }
      if (SHOTS && (n === 1 || n === 3 || n === 6))
        await page.screenshot({ path: `${SHOTS}/guide-step${n}.png` });
      if (n === 2) {
        // The keyboard alone moves on: Tab reaches Next, Enter presses it.
        const next = dialog.getByRole('button', { name: 'Next' });
        for (let i = 0; i < 4 && !(await next.evaluate((b) => b === document.activeElement)); i++)
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      } else {
        await dialog.getByRole('button', { name: n === 8 ? 'Start ordering' : 'Next' }).click();
      }
      if (n < 8) await step(page, n + 1).waitFor();
    }
    // The last step has no Skip; after it the tour is at 0 and done.
    await step(page, 8).waitFor({ state: 'hidden' });
    expect(await stored(page)).toMatchObject({ guideStep: 0, guideDone: true });
    // The page is usable again (the tabs answer), and the tour does not come back on a reload.
    const orders = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Orders/ });
    await orders.click();
    await expect.poll(() => orders.getAttribute('aria-current')).toBe('page');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog', { name: /^Step \d of 8/ }).count()).toBe(0);
  });

  it('is skipped with Skip or Escape and not shown again', async () => {
    const { page } = await app.newDiner();
    await openTableFromHome(app, page, 15);
    await step(page, 1).getByRole('button', { name: 'Next' }).click();
    await step(page, 2).waitFor();
    await page.keyboard.press('Escape');
    await step(page, 2).waitFor({ state: 'hidden' });
    await page.getByText('Tour skipped. Enjoy your meal!').first().waitFor();
    expect(await stored(page)).toMatchObject({ guideStep: 0, guideDone: true });
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog', { name: /^Step \d of 8/ }).count()).toBe(0);

    // Another first-time diner skips with the button.
    const other = await app.newDiner();
    await openTableFromHome(app, other.page, 16);
    await step(other.page, 1).getByRole('button', { name: 'Skip tour' }).click();
    await step(other.page, 1).waitFor({ state: 'hidden' });
    expect(await stored(other.page)).toMatchObject({ guideStep: 0, guideDone: true });
  });
});
