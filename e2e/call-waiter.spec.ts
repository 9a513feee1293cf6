// Calling a waiter from a diner's phone (entry-home-service.md §2 "Call-waiter screen/dialog",
// §5): Call asks to confirm first, Cancel sends nothing, Yes sends the call to staff, and the
// diner is told when staff have seen it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTable, staffApi, staffAuth, staffOpenTable, startApp } from './harness';
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

const TABLE = 9;

type Calls = { data: { id: number; table_id: number; message: string }[] };
const openCalls = async () =>
  (await staffApi<Calls>(app, staff, '/api/v2/staff/service-calls?status=open')).data.filter(
    (c) => c.table_id === TABLE,
  );

describe('Calling a waiter', () => {
  it('asks to confirm, sends nothing on Cancel, sends on Yes, and tells the diner when staff saw it', async () => {
    await staffOpenTable(app, staff, TABLE);
    const { page } = await app.newDiner();
    await joinTable(app, page, TABLE);

    await page.getByRole('button', { name: /^Waiter/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Call a waiter' });
    await sheet.getByRole('textbox').fill('Two more glasses');
    await sheet.getByRole('button', { name: 'Call', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Call a waiter?' });
    await question.getByText(/“Two more glasses”/).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    // Cancelled: nothing reached staff, and the request is still in the drawer.
    expect(await openCalls()).toEqual([]);
    expect(await sheet.getByRole('textbox').inputValue()).toBe('Two more glasses');

    await sheet.getByRole('button', { name: 'Call', exact: true }).click();
    await question.getByRole('button', { name: 'Yes, call' }).click();
    await page.getByText('A waiter is on the way').first().waitFor();
    await sheet.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await openCalls()).map((c) => c.message))
      .toEqual(['Two more glasses']);

    const [call] = await openCalls();
    await staffApi(app, staff, `/api/v2/staff/service-calls/${call!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'done' }),
    });
    await page.getByText('A waiter has seen your call').first().waitFor();
  });
});
