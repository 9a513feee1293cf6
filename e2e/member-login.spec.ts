// Member login through the embedded provider (entry-home-service.md §4 "Member login"): the
// table's phone shows the login QR code, the member opens its page on a second phone and approves
// (the table then shows name, phone and points) or cancels (the table says so and offers to scan
// again). Logout clears the member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleError, startApp } from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** A diner at a free table opens the member centre and starts the login; returns the QR's page. */
async function startLogin(table: number): Promise<{ page: Page; memberUrl: string }> {
  const { page } = await app.newDiner();
  await page.goto(`${app.url}/?table_id=${table}`);
  await page.waitForURL(/\/Home$/);
  await page.getByRole('button', { name: 'Member centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await dialog.getByRole('button', { name: 'Log in as a member' }).click();
  await dialog.getByRole('img', { name: 'QR code for the member login' }).waitFor();
  await dialog.getByRole('status').getByText('Logging in…').waitFor();
  const href = await dialog
    .getByRole('link', { name: 'Open the member page on this phone' })
    .getAttribute('href');
  expect(href).toMatch(/\/Member\?verify_id=[A-Za-z0-9_-]{32}$/);
  return { page, memberUrl: href! };
}

describe('Member login through the embedded provider', () => {
  it('signs the table in when the member approves on their own phone, and logs out', async () => {
    const { page, memberUrl } = await startLogin(4);
    const { page: phone } = await app.newDiner();
    await phone.goto(memberUrl);
    await phone.getByText('Tavola Sakura asks to sign you in at your table.').waitFor();
    // A wrong password is refused and signs nobody in (Chromium logs the 400).
    allowConsoleError(/\/approve Failed to load resource: .* 400/);
    await phone.getByRole('textbox', { name: 'Phone number' }).fill('+39 347 555 0123');
    await phone.getByLabel('Password').fill('not-my-password');
    await phone.getByRole('button', { name: 'Sign me in' }).click();
    await phone.getByRole('alert').getByText('Wrong phone number or password').waitFor();
    await phone.getByLabel('Password').fill('sakura-member');
    await phone.getByRole('button', { name: 'Sign me in' }).click();
    await phone.getByRole('heading', { name: 'You are signed in' }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Member centre' });
    const card = dialog.getByRole('region', { name: 'Member Sofia Marino' });
    await card.waitFor({ timeout: 10_000 });
    await card.getByText('+39 347 555 0123').waitFor();
    await card.getByText('1,280').waitFor();
    await page.getByText('Login succeeded').first().waitFor();
    // The member stays signed in after a reload, and the home button names them.
    await page.reload();
    await page.getByRole('button', { name: /Sofia Marino · 1,280 points/ }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log in as a member' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tavola.member'))).toBeNull();

    // The QR code's request is spent: opening it again answers nothing.
    await phone.goto(memberUrl);
    await phone.getByRole('heading', { name: 'This code has been used already' }).waitFor();
  });

  it('tells the table when the member cancels, and offers to scan again', async () => {
    const { page, memberUrl } = await startLogin(5);
    const { page: phone } = await app.newDiner();
    await phone.goto(memberUrl);
    await phone.getByRole('button', { name: 'Cancel' }).click();
    await phone.getByRole('heading', { name: 'Login cancelled' }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Member centre' });
    await dialog
      .getByRole('alert')
      .getByText('Authorization cancelled')
      .waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Scan again' }).click();
    await dialog.getByRole('img', { name: 'QR code for the member login' }).waitFor();
    const next = await dialog
      .getByRole('link', { name: 'Open the member page on this phone' })
      .getAttribute('href');
    expect(next).not.toBe(memberUrl);
  });
});
