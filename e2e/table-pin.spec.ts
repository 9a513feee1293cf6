// The table PIN from a diner's phone (entry-home-service.md §2 "Table PIN pages", §4, §5): a wrong
// PIN is refused, the right one opens the order and is remembered, the home page's banner shows it
// on request, an employee resets a forgotten PIN from the dialog, and too many wrong PINs hold the
// order back, the right PIN included, with the time to wait. The diner who sets a temporary PIN
// while opening the table is never asked for it on their own phone, which can change and remove
// it through an employee; every other phone is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  allowConsoleError,
  approvePending,
  joinTable,
  staffAuth,
  staffOpenTable,
  startApp,
} from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
let staff: Record<string, string> = {};
beforeAll(async () => {
  app = await startApp();
  staff = await staffAuth(app);
});
afterAll(async () => {
  await app?.close();
});

/** A new phone scans `table` and reaches the PIN dialog on /Main. */
async function reachDialog(table: number): Promise<Page> {
  const { page } = await app.newDiner();
  await joinTable(app, page, table);
  await dialogOf(page).waitFor();
  return page;
}

const dialogOf = (page: Page, name = 'Enter the table PIN') => page.getByRole('dialog', { name });

async function typePin(page: Page, pin: string) {
  const d = dialogOf(page);
  await d.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(pin);
}

describe('The table PIN', () => {
  it('refuses a short and a wrong PIN, opens the order with the right one, remembers it, and shows it on the home page on request', async () => {
    await staffOpenTable(app, staff, 11, '2468');
    const page = await reachDialog(11);
    const d = dialogOf(page);
    // Empty: Confirm does nothing. Two digits: the hint. Nothing reaches the server either time.
    await d.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => d.getByText('Incorrect PIN').count()).toBe(0);
    await typePin(page, '24');
    await d.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => d.getByLabel('Digit 1 of 4').getAttribute('aria-invalid')).toBe('true');
    await d.getByText('Enter the 4-digit PIN').waitFor();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await typePin(page, '1357');
    await d.getByText('Incorrect PIN').waitFor();
    await typePin(page, '2468');
    await d.waitFor({ state: 'hidden' });
    // The order is this phone's now, and stays so after a reload (remembered for 3600 s).
    const cookies = await page.context().cookies();
    const pass = cookies.find((c) => c.name === 'tavola_pin');
    expect(pass).toBeDefined();
    expect(pass!.expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(pass!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
    await page.reload();
    await page.getByText('Orders', { exact: true }).click();
    await page.getByText('No orders yet').waitFor();
    await expect.poll(() => dialogOf(page).count()).toBe(0);
    // Home: the banner hides the PIN until asked.
    await page.getByText('Home', { exact: true }).click();
    await page.waitForURL(/\/Home$/);
    const banner = page.getByRole('region', { name: 'Table PIN' });
    await banner.getByLabel('PIN hidden').waitFor();
    expect(await banner.getByText('2468').count()).toBe(0);
    await banner.getByRole('button', { name: 'Show' }).click();
    await banner.getByText('2468').waitFor();
    await banner.getByRole('button', { name: 'Hide' }).click();
    await banner.getByLabel('PIN hidden').waitFor();
  });

  it('lets an employee set a new PIN from the forgot flow, after a cancel and a wrong password', async () => {
    const order = await staffOpenTable(app, staff, 12, '1111');
    const page = await reachDialog(12);
    await dialogOf(page).getByRole('button', { name: 'Forgot the PIN?' }).click();
    let form = dialogOf(page, 'Set a new PIN');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await dialogOf(page).getByRole('button', { name: 'Forgot the PIN?' }).click();
    form = dialogOf(page, 'Set a new PIN');
    // Nothing is sent while a field is missing.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter the employee account and password').waitFor();
    await form.getByRole('textbox', { name: 'Employee account' }).fill('1001');
    await form.getByLabel('Employee password').fill('not-the-password');
    await form.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type('9753');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Modification failed: check the employee account and password').waitFor();
    await form.getByLabel('Employee password').fill('sakura-1001');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Modification succeeded').waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The server holds the new PIN: the old one is refused to another phone, the new one taken.
    const check = async (code: string) => {
      const other = await app.newDiner();
      await other.page.goto(`${app.url}/?table_id=12`);
      await other.page.waitForURL(/\/(Home|Main)$/);
      return other.page.evaluate(
        async ([o, c]) =>
          (
            await fetch('/api/order-password/check', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ order_head_id: o, order_code: c }),
            })
          ).json() as Promise<{ status: number }>,
        [order, code] as const,
      );
    };
    expect(await check('1111')).toMatchObject({ status: 300 });
    expect(await check('9753')).toMatchObject({ status: 200 });
  });

  it('holds a guessing phone after its wrong PINs and says when to try again, while the party’s right PIN still opens the order', async () => {
    await staffOpenTable(app, staff, 13, '4242');
    // Chromium logs each refused check (429) as a failed resource.
    allowConsoleError(
      /\/api\/order-password\/check Failed to load resource: the server responded with a status of 429/,
    );
    const guesser = await reachDialog(13);
    const d = dialogOf(guesser);
    const held = d.getByText(/Too many wrong tries\. Try again in \d\d:\d\d or ask the staff\./);
    // Wrong PINs are answered until this phone's own limit, then it is held.
    for (let i = 0; i < 8 && !(await held.isVisible()); i++) {
      await typePin(guesser, `10${String(i).padStart(2, '0')}`);
      await expect
        .poll(
          async () => (await held.isVisible()) || (await d.getByText('Incorrect PIN').isVisible()),
        )
        .toBe(true);
    }
    await held.waitFor();
    await expect.poll(() => d.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    // A stranger guessing does not lock the party out: the right PIN opens the order.
    const owner = await reachDialog(13);
    await typePin(owner, '4242');
    await dialogOf(owner).waitFor({ state: 'detached' });
  });

  it('lets the diner who set a temporary PIN while opening order on their own phone without it, even when a second first request of that phone won the session cookie, and asks a second phone for it', async () => {
    const TABLE = 15;
    const { context, page: opener } = await app.newDiner();
    await opener.goto(`${app.url}/?table_id=${TABLE}`);
    await opener.waitForURL(/\/Home$/);
    // Two first requests of one phone raced for the session cookie (a page mounted twice, the
    // code opened in two tabs): each was issued a browser session of its own, the socket took the
    // first one and the cookie kept the other.
    const other = await fetch(`${app.url}/api/v2/tables/${TABLE}?scan=1`);
    const token = /tavola_session=([^;]+)/.exec(other.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeDefined();
    await context.addCookies([
      { name: 'tavola_session', value: token!, url: app.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    await opener.getByRole('button', { name: 'Look at the menu' }).click();
    const panel = opener.getByRole('dialog');
    await panel.getByText('Table PIN (optional)').waitFor();
    await panel.getByLabel('Digit 1 of 4').click();
    await opener.keyboard.type('3141');
    const boxes = await panel.getByRole('checkbox').all();
    for (const [i, box] of boxes.entries()) await box.setChecked(i === 0, { force: true });
    await panel.getByRole('button', { name: 'Open the table' }).click();
    await approvePending(app, TABLE);
    await opener.waitForURL(/\/Main$/);
    // The opener's phone orders at once: no PIN is asked, now or after a reload.
    const noPinAsked = async () => {
      await opener.getByRole('button', { name: /^Cart/ }).waitFor();
      await opener.getByText('Orders', { exact: true }).click();
      await opener.getByText('No orders yet').waitFor();
      expect(await dialogOf(opener).count()).toBe(0);
    };
    await noPinAsked();
    await opener.reload();
    await noPinAsked();
    // Its home page's banner shows the PIN it chose.
    await opener.getByText('Home', { exact: true }).click();
    await opener.waitForURL(/\/Home$/);
    const banner = opener.getByRole('region', { name: 'Table PIN' });
    await banner.getByRole('button', { name: 'Show' }).click();
    await banner.getByText('3141').waitFor();
    expect(await dialogOf(opener).count()).toBe(0);
    // A second phone at the table is asked for it.
    const second = await reachDialog(TABLE);
    await typePin(second, '3141');
    await dialogOf(second).waitFor({ state: 'hidden' });
  }, 90_000);

  it("takes the first diner's temporary PIN from the open-table panel, and lets an employee change and remove it from the home page's banner", async () => {
    const TABLE = 14;
    // The first diner opens the free table with a PIN of their own.
    const { page: first } = await app.newDiner();
    await first.goto(`${app.url}/?table_id=${TABLE}`);
    await first.waitForURL(/\/Home$/);
    await first.getByRole('button', { name: 'Look at the menu' }).click();
    const panel = first.getByRole('dialog');
    await panel.getByText('Table PIN (optional)').waitFor();
    await panel.getByLabel('Digit 1 of 4').click();
    await first.keyboard.type('5791');
    // Four people: each of the four phones below gets a diner id of its own.
    for (let n = 2; n < 4; n++) await panel.getByRole('button', { name: 'Add one Adults' }).click();
    const boxes = await panel.getByRole('checkbox').all();
    for (const [i, box] of boxes.entries()) await box.setChecked(i === 0, { force: true });
    await panel.getByRole('button', { name: 'Open the table' }).click();
    await approvePending(app, TABLE);
    await first.waitForURL(/\/Main$/);
    // A second phone is asked for that PIN, and it opens the order.
    const second = await reachDialog(TABLE);
    await typePin(second, '5791');
    await dialogOf(second).waitFor({ state: 'hidden' });

    // On the opener's home page the banner holds it until asked; no PIN is asked of the opener.
    await first.getByText('Home', { exact: true }).click();
    await first.waitForURL(/\/Home$/);
    const banner = first.getByRole('region', { name: 'Table PIN' });
    await banner.getByRole('button', { name: 'Show' }).click();
    await banner.getByText('5791').waitFor();
    expect(await dialogOf(first).count()).toBe(0);

    // An employee changes it from the opener's phone: a new phone needs the new PIN, the old one
    // is refused.
    await banner.getByRole('button', { name: 'Change' }).click();
    let form = dialogOf(first, 'Change the table PIN');
    await form.getByRole('textbox', { name: 'Employee account' }).fill('1001');
    await form.getByLabel('Employee password').fill('sakura-1001');
    await form.getByLabel('Digit 1 of 4').click();
    await first.keyboard.type('8642');
    await form.getByRole('button', { name: 'Save' }).click();
    await first.getByText('Modification succeeded').first().waitFor();
    await expect.poll(() => first.getByRole('dialog').count()).toBe(0);
    // The banner hides the PIN again after a change, and shows the new one when asked.
    await banner.getByLabel('PIN hidden').waitFor();
    await banner.getByRole('button', { name: 'Show' }).click();
    await banner.getByText('8642').waitFor();
    const third = await reachDialog(TABLE);
    await typePin(third, '5791');
    await dialogOf(third).getByText('Incorrect PIN').waitFor();
    await typePin(third, '8642');
    await dialogOf(third).waitFor({ state: 'hidden' });

    // An employee removes it: the banner says none is set and a new phone orders without one.
    await banner.getByRole('button', { name: 'Remove' }).click();
    form = dialogOf(first, 'Remove the table PIN');
    await form.getByRole('textbox', { name: 'Employee account' }).fill('1001');
    await form.getByLabel('Employee password').fill('sakura-1001');
    await form.getByRole('button', { name: 'Remove PIN' }).click();
    await first.getByText('The table PIN has been removed').first().waitFor();
    await banner.getByText('none set').waitFor();
    const { page: fourth } = await app.newDiner();
    await joinTable(app, fourth, TABLE);
    await fourth.getByRole('button', { name: /^Cart/ }).waitFor();
    expect(await dialogOf(fourth).count()).toBe(0);
  }, 120_000);
});
