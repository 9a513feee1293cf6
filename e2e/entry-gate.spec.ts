// The diner's way in: Back on /Home stays in the app, an old scan asks to scan again, and a table
// with a PIN shows nothing of its order until the PIN is entered (entry-home-service.md §2, §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { staffAuth, staffOpenTable, startApp } from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Fails the test on any uncaught page error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('Entering a table', () => {
  it('stays on /Home when the diner presses Back', async () => {
    const { page } = await app.newDiner();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/?table_id=5`);
    await page.waitForURL(/\/Home$/);
    await page.getByText('Table T5').waitFor();
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/Home');
    await page.getByText('Table T5').waitFor();
    // Twice: Back keeps being held, not only once.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/Home');
    expect(errors).toEqual([]);
  });

  it('asks to scan again when the scan is older than time_interval hours', async () => {
    const { page } = await app.newDiner();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/?table_id=7`);
    await page.waitForURL(/\/Home$/);
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('DEFAULT_CACHING') ?? '{}') as object;
      const fiveHoursAgo = Date.now() - 5 * 3600 * 1000;
      localStorage.setItem(
        'DEFAULT_CACHING',
        JSON.stringify({ ...state, qrCodeDate: fiveHoursAgo }),
      );
    });
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: 'Please scan again' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the PIN dialog on a table with a PIN, and the order once the PIN is right', async () => {
    const table = 8;
    await staffOpenTable(app, await staffAuth(app), table, '2468');
    const { page } = await app.newDiner();
    const errors = watchErrors(page);
    await page.goto(`${app.url}/?table_id=${table}`);
    await page.waitForURL(/\/(Home|Main)$/);
    if (page.url().endsWith('/Home'))
      await page.getByRole('button', { name: 'Look at the menu' }).click();
    await page.waitForURL(/\/Main$/);
    const dialog = page.getByRole('dialog', { name: 'Enter the table PIN' });
    await dialog.waitFor();
    await dialog.getByLabel('Digit 1 of 4').fill('1');
    await page.keyboard.type('111');
    await dialog.getByText('Incorrect PIN').waitFor();
    await dialog.getByLabel('Digit 1 of 4').fill('2');
    await page.keyboard.type('468');
    await dialog.waitFor({ state: 'hidden' });
    // The order is this phone's now: the history answers instead of refusing.
    await page.getByText('Orders', { exact: true }).click();
    await page.getByText('No orders yet').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
