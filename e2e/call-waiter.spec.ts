// Calling a waiter from a diner's phone (entry-home-service.md §2 "Call-waiter screen/dialog",
// §5): Call asks to confirm first, Cancel sends nothing, Yes sends the call to staff, and the
// diner is told when staff have seen it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuth, startApp } from './harness';
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

async function staffApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${app.url}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...staff,
      ...init.headers,
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

type Calls = { data: { id: number; table_id: number; message: string }[] };
const openCalls = async () =>
  (await staffApi<Calls>('/api/v2/staff/service-calls?status=open')).data.filter(
    (c) => c.table_id === TABLE,
  );

describe('Calling a waiter', () => {
  it('asks to confirm, sends nothing on Cancel, sends on Yes, and tells the diner when staff saw it', async () => {
    const menus = (await (await fetch(`${app.url}/api/v3/menus?type=0`)).json()) as {
      main_group_id: number;
    }[];
    await staffApi('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      body: JSON.stringify({
        table_id: TABLE,
        select_menu: String(menus[0]!.main_group_id),
        adult_number: 2,
        child_number: 0,
      }),
    });
    const { page } = await app.newDiner();
    await page.goto(`${app.url}/?table_id=${TABLE}`);
    await page.waitForURL(/\/(Home|Main)$/);
    if (page.url().endsWith('/Home'))
      await page.getByRole('button', { name: 'Look at the menu' }).click();
    await page.waitForURL(/\/Main$/);

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
    await staffApi(`/api/v2/staff/service-calls/${call!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'done' }),
    });
    await page.getByText('A waiter has seen your call').first().waitFor();
  });
});
