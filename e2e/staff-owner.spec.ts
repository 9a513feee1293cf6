import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleError, startApp } from './harness';
import type { E2eApp } from './harness';
import type { SettingEntry } from '../protocol/http';

const TABLE = 14;
const SHOTS = process.env.E2E_SHOTS;
let app: E2eApp;

// A server of its own for each attempt: the test switches settings and opens a table, so a retry
// on the server an earlier attempt changed would start from that attempt's state.
beforeEach(async () => {
  await app?.close();
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** The look a page is painted in: its <html> theme class and the browser's theme colour. */
const lookOf = (page: Page) =>
  page.evaluate(
    () =>
      `${document.documentElement.className} ${document
        .querySelector('meta[name="theme-color"]')
        ?.getAttribute('content')}`,
  );

/** The stored theme setting (158: 1 dark, 2 light, 3 gold). */
async function storedTheme(): Promise<unknown> {
  const all = (await (await fetch(`${app.url}/api/v2/settings`)).json()) as SettingEntry[];
  return all.find((s) => s.id === 158)?.value;
}

describe("The owner's settings beside a diner", () => {
  it('turns approval and the waiter call off and picks gold: the phone follows live', async () => {
    // The console asks for its session before anyone signed in: the browser logs the 401.
    allowConsoleError(/\/api\/v2\/staff\/session Failed to load resource: .* 401 /);
    const staff = await app.browser.newContext({
      viewport: { width: 1024, height: 768 },
      locale: 'en-US',
    });
    const s = await staff.newPage();
    await s.goto(`${app.url}/staff`);
    await s.getByLabel('Employee account').fill('1001');
    await s.getByLabel('Password').fill('sakura-1001');
    await s.getByRole('button', { name: 'Sign in' }).click();
    await s.getByRole('tab', { name: 'Restaurant' }).click();

    // Approval off, applied as soon as it is switched.
    const approval = s.getByRole('switch', { name: 'Approve tables diners open' });
    await expect.poll(() => approval.isChecked()).toBe(true);
    // The switch's input is hidden under its label, which takes the press.
    await s.locator('label', { hasText: 'Approve tables diners open' }).click();
    await expect.poll(() => approval.isChecked()).toBe(false);

    // The diner opens the table and orders at once: nobody has to approve it.
    const d = (await app.newDiner()).page;
    await d.goto(`${app.url}/?table_id=${TABLE}`);
    await d.waitForURL(/\/Home$/);
    await d.getByRole('button', { name: 'Look at the menu' }).click();
    await d.getByRole('radio').first().check();
    await d.getByRole('button', { name: 'Open the table' }).click();
    await d.waitForURL(/\/Main$/);
    const waiter = d.getByRole('button', { name: /^Waiter/ });
    await waiter.waitFor();
    const table = (await (await fetch(`${app.url}/api/v2/tables/${TABLE}`)).json()) as {
      table_status: number;
    };
    expect(table.table_status).toBe(3);

    // The waiter call switched off: the phone's Waiter tab goes without a reload.
    const callService = s.getByRole('switch', { name: 'Call the waiter' });
    await s.locator('label', { hasText: 'Call the waiter' }).click();
    await expect.poll(() => callService.isChecked()).toBe(false);
    await waiter.waitFor({ state: 'detached', timeout: 3000 });

    // The owner previews the menu in gold and saves it: the phone turns gold within a second.
    const before = await lookOf(d);
    await s.getByRole('tab', { name: 'Theme' }).click();
    // The card is the radio's label: a tap anywhere on it chooses.
    await s.getByText('Gold', { exact: true }).click();
    await expect.poll(() => s.getByRole('radio', { name: /^Gold/ }).isChecked()).toBe(true);
    if (SHOTS) await s.screenshot({ path: `${SHOTS}/owner-theme-preview.png` });
    await s.getByRole('button', { name: 'Use the Gold theme' }).click();
    await s.getByRole('radio', { name: 'Gold In use' }).waitFor();
    expect(await storedTheme()).toBe(3);
    // The console itself is painted in the restaurant's theme: the phone must match it.
    await expect.poll(() => lookOf(s), { timeout: 3000 }).not.toBe(before);
    const gold = await lookOf(s);
    await expect.poll(() => lookOf(d), { timeout: 1000 }).toBe(gold);
    if (SHOTS) await d.screenshot({ path: `${SHOTS}/owner-diner-gold.png` });
  }, 180_000);
});
