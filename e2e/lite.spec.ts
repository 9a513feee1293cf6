// Lite mode (entry-home-service.md §2 /lite → /LiteHome → /LiteMain, §5): the reduced flow from
// the scan to a call for service with the table's name, and the staff console receiving it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleError, serveAllDay, startApp } from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
  await serveAllDay(app);
});
afterAll(async () => {
  await app?.close();
});

const TABLE = 11;
const SHOTS = process.env.E2E_SHOTS;

async function staffConsole(): Promise<Page> {
  const context = await app.browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`${app.url}/staff`);
  await page.getByLabel('Employee account').fill('1001');
  await page.getByLabel('Password').fill('sakura-1001');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Floor' }).waitFor();
  return page;
}

describe('Lite mode', () => {
  it('goes from /lite to a call with the table’s name, which staff see beside the table', async () => {
    // The console asks for its session before anyone signed in: the browser logs that 401.
    allowConsoleError(/\/api\/v2\/staff\/session Failed to load resource: .* 401 /);
    const { page } = await app.newDiner();
    await page.goto(`${app.url}/lite?table_id=${TABLE}`);
    await page.waitForURL(/\/LiteHome$/);
    // The reduced home: the restaurant, the table and one button; none of the full home's sections.
    await page.getByText('Choose a menu to see the dishes and order from your phone.').waitFor();
    expect(await page.getByRole('heading', { name: 'Opening hours' }).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lite-home.png` });
    await page.getByRole('button', { name: 'Choose a menu' }).click();
    const boxes = await page.getByRole('checkbox').all();
    for (const [i, box] of boxes.entries()) await box.setChecked(i === 0, { force: true });
    await page.getByRole('button', { name: 'Open the table' }).click();
    // The demo asks staff to approve; the menu shows meanwhile.
    await page.waitForURL(/\/LiteMain$/);

    // The reduced page: home, cart and call, no history.
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('button', { name: /^Home/ }).waitFor();
    await bar.getByRole('button', { name: /^Cart/ }).waitFor();
    expect(await bar.getByRole('button', { name: /^Orders/ }).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lite-main.png` });

    await bar.getByRole('button', { name: /^Waiter/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Call a waiter' });
    const tableName = sheet.getByRole('textbox', { name: 'Your table' });
    const call = sheet.getByRole('button', { name: 'Call', exact: true });
    await sheet.getByRole('textbox', { name: /Anything else/ }).fill('Two more glasses');
    // Without a table name the call cannot go; a blank one is refused with its reason.
    expect(await call.isDisabled()).toBe(true);
    await tableName.fill('   ');
    await sheet.getByText("Enter your table's name").waitFor();
    expect(await call.isDisabled()).toBe(true);
    await tableName.fill('The long table beside the big window');
    await sheet.getByText('Use fewer than 30 characters (now 36)').waitFor();
    expect(await call.isDisabled()).toBe(true);
    await tableName.fill('Window table');
    expect(await call.isDisabled()).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lite-call.png` });
    await call.click();
    const question = page.getByRole('alertdialog', { name: 'Call a waiter?' });
    await question.getByText(/table Window table for: .*“Two more glasses”/).waitFor();
    await question.getByRole('button', { name: 'Yes, call' }).click();
    await page.getByText('A waiter is on the way').first().waitFor();

    // Staff read the table's own name first, and what the diner typed beside it.
    const s = await staffConsole();
    await s.getByRole('tab', { name: /^Requests & calls/ }).click();
    const seen = s.getByRole('listitem', { name: `T${TABLE}` });
    await seen.getByText('“Two more glasses”').waitFor();
    await seen.getByText('The diner wrote: “Window table”').waitFor();
    if (SHOTS) await s.screenshot({ path: `${SHOTS}/lite-staff.png` });

    // Home goes back to the lite home.
    await bar.getByRole('button', { name: /^Home/ }).click();
    await page.waitForURL(/\/LiteHome$/);
  });
});
