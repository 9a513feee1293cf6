// /Code (entry-home-service.md §2): staff only; a table number gives the QR code that opens that
// table, plain, or sealed when is_encrypting is on, and the sealed code opens the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../server/store/schema';
import { allowConsoleError, startApp } from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const encrypting = (on: boolean) =>
  app.server.store.db
    .update(settings)
    .set({ value: on ? 1 : 0 })
    .where(eq(settings.name, 'is_encrypting'));

describe('/Code', () => {
  it('asks staff to sign in, then shows a plain code and says when a table does not exist', async () => {
    allowConsoleError(/Failed to load resource: the server responded with a status of 40[14]/);
    const { page } = await app.newDiner();
    await page.goto(`${app.url}/Code`);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.getByRole('textbox', { name: 'Employee account' }).fill('1001');
    await page.getByLabel('Password').fill('sakura-1001');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Table QR code' }).waitFor();
    const field = page.getByRole('textbox', { name: /Table number/ });
    await field.fill('5');
    await page.getByRole('button', { name: 'Show the code' }).click();
    const image = page.getByRole('img', { name: 'QR code that opens table 5' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.getByText('Plain code: the table number').waitFor();
    await page.getByText(`${app.url}/?table_id=5`, { exact: true }).waitFor();

    await field.fill('999');
    await page.getByRole('button', { name: 'Show the code' }).click();
    await page.getByText('Table 999 does not exist').waitFor();
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    await field.fill('abc');
    await page.getByRole('button', { name: 'Show the code' }).click();
    await page.getByText('Enter a table number, or -1 for quick service').waitFor();
  });

  it('shows the sealed code when encryption is on, and the sealed code opens the table', async () => {
    // The console asks whether this browser is signed in before it is (401).
    allowConsoleError(/\/api\/v2\/staff\/session Failed to load resource: .* 401/);
    await encrypting(true);
    try {
      const { page } = await app.newDiner();
      await page.goto(`${app.url}/staff`);
      await page.getByRole('textbox', { name: 'Employee account' }).fill('1001');
      await page.getByLabel('Password').fill('sakura-1001');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('tab', { name: /^Floor/ }).waitFor();
      await page.goto(`${app.url}/Code`);
      await page.getByRole('textbox', { name: /Table number/ }).fill('5');
      await page.getByRole('button', { name: 'Show the code' }).click();
      await page.getByRole('img', { name: 'QR code that opens table 5' }).waitFor();
      await page.getByText('Sealed code: encryption is on').waitFor();
      const url = await page.getByText(`${app.url}/?table_id=`).textContent();
      const code = new URL(url!).searchParams.get('table_id')!;
      expect(code).not.toBe('5');
      expect(code.length).toBeGreaterThan(10);
      // A diner scanning it reaches table T5.
      const diner = await app.newDiner();
      await diner.page.goto(url!);
      await diner.page.waitForURL(/\/Home$/);
      await diner.page.getByText('Table T5').waitFor();
    } finally {
      await encrypting(false);
    }
  });
});
