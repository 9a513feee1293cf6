import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { allowConsoleError, startApp, englishName, serveAllDay } from './harness';
import type { E2eApp } from './harness';
import type { MenuWithDishes as FullMenu } from '../protocol/http';
import { readCart } from '../server/modules/cart';

const TABLE = 12;
const MOVE_TO = 13;
const MERGE_INTO = 14;
const SHOTS = process.env.E2E_SHOTS;
let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
  await serveAllDay(app);
});
afterAll(async () => {
  await app?.close();
});

/**
 * Four plain dishes of the menu (no set menu, no offer, not sold out): their names on the phone
 * and on the console, both in English here (the console names dishes in the staff's language).
 */
async function plainDishes(menuId: number) {
  const menu = (await (
    await fetch(`${app.url}/api/v3/menus2/${menuId}?type=0&with_dish=1`)
  ).json()) as FullMenu;
  const first = menu.menu_item_slu.find((c) => c.menu_item.length > 3)!;
  return first.menu_item
    .filter((d) => d.item_type === 0 && d.bargain_stype === 0 && !d.sold_out)
    .slice(0, 4)
    .map((d) => ({ en: englishName(d), kitchen: englishName(d), id: d.menu_item_id }));
}

/** The menu items in an order's cart, as the server holds it. */
async function cartDishes(orderId: number): Promise<number[]> {
  const c = await readCart(app.server.app.cartRules, orderId);
  return c?.state.lines.map((l) => l.originId) ?? [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addFromMenu(page: Page, dish: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^Add (one )?${escape(dish)}$`) })
    .first()
    .click();
}

async function staffConsole(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`${app.url}/staff`);
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Employee account').fill('1001');
  await page.getByLabel('Password').fill('sakura-1001');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Floor' }).waitFor();
  return { context, page };
}

describe('The staff console beside a diner', () => {
  it('approves, cooks, answers a call, sells out and moves the table, live on the phone', async () => {
    // The console asks for its session before anyone signed in, and a wrong password is refused:
    // the browser logs both 401s.
    allowConsoleError(/\/api\/v2\/staff\/session Failed to load resource: .* 401 /);
    allowConsoleError(/\/api\/v1\/kds\/employee\/login Failed to load resource: .* 401 /);
    const staff = await staffConsole();
    const s = staff.page;
    // Wrong passwords are refused with a clear message (and counted by the server).
    const other = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const o = await other.newPage();
    await o.goto(`${app.url}/staff`);
    await o.getByLabel('Employee account').fill('1001');
    await o.getByLabel('Password').fill('wrong');
    await o.getByRole('button', { name: 'Sign in' }).click();
    await o.getByText('Wrong account or password').waitFor();
    await other.close();

    // The diner asks to open the table: the floor shows it waiting at once.
    const d = (await app.newDiner()).page;
    await d.goto(`${app.url}/?table_id=${TABLE}`);
    await d.waitForURL(/\/Home$/);
    await d.getByRole('button', { name: 'Look at the menu' }).click();
    await d.getByRole('radio').first().check();
    await d.getByRole('button', { name: 'Open the table' }).click();
    await d.waitForURL(/\/Main$/);
    await s.getByRole('button', { name: new RegExp(`^T${TABLE} Waiting for approval`) }).waitFor();
    if (SHOTS) await s.screenshot({ path: `${SHOTS}/staff-floor-review.png` });

    // Staff reject the first request: the phone says so on the menu, and the diner asks again.
    await s.getByRole('tab', { name: /^Requests & calls/ }).click();
    const request = s.getByRole('listitem', { name: `T${TABLE}` });
    await request.getByRole('button', { name: 'Reject' }).click();
    await d.getByText('Review rejected').waitFor();
    expect(new URL(d.url()).pathname).toBe('/Main');
    if (SHOTS) await d.screenshot({ path: `${SHOTS}/staff-diner-rejected.png` });
    await d.getByRole('button', { name: 'Ask the staff again' }).click();
    await d.getByText('Waiting for approval').waitFor();

    // Staff approve the new request from the requests tab; the phone unlocks.
    await request.getByText('2 adults · 0 children · 0 others').waitFor();
    if (SHOTS) await s.screenshot({ path: `${SHOTS}/staff-requests.png` });
    await request.getByRole('button', { name: 'Approve' }).click();
    await d.getByText('Your order is unlocked').first().waitFor();

    // The diner sends a round of two dishes.
    const table = (await (await fetch(`${app.url}/api/v2/tables/${TABLE}`)).json()) as {
      select_menu: string;
    };
    const [one, two, three, four] = await plainDishes(Number(table.select_menu.split(',')[0]));
    await addFromMenu(d, one!.en);
    await addFromMenu(d, two!.en);
    await d.getByRole('button', { name: /^Cart/ }).click();
    const cart = d.getByRole('dialog', { name: 'Your cart' });
    await cart.getByRole('button', { name: 'Send to kitchen' }).click();
    await d.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await d.getByText('Sent to the kitchen').first().waitFor();
    await d.keyboard.press('Escape');

    // The ticket appears in the kitchen; one dish is served, the other cannot be made.
    await s.getByRole('tab', { name: /^Kitchen/ }).click();
    const ticket = s.getByRole('article', { name: `T${TABLE}, round 1` });
    await ticket.waitFor();
    await s.getByRole('complementary').getByText(one!.kitchen).waitFor();
    if (SHOTS) await s.screenshot({ path: `${SHOTS}/staff-kitchen.png` });
    await ticket.getByRole('button', { name: new RegExp(`× ${escape(one!.kitchen)}\\s`) }).click();
    await s.getByRole('dialog').getByRole('button', { name: 'Served' }).click();
    await ticket.getByRole('button', { name: new RegExp(`× ${escape(two!.kitchen)}\\s`) }).click();
    await s.getByRole('dialog').getByRole('button', { name: 'Cannot be made' }).click();
    await ticket
      .getByRole('button', { name: new RegExp(`× ${escape(two!.kitchen)}\\s.*Cannot be made$`) })
      .waitFor();

    // The diner's history shows both, without a reload.
    await d.getByRole('button', { name: /^Orders/ }).click();
    await d.getByRole('heading', { name: 'Your orders' }).waitFor();
    await d.getByText('Served').first().waitFor({ timeout: 3000 });
    await d.getByText('Cancelled').first().waitFor({ timeout: 3000 });
    if (SHOTS) await d.screenshot({ path: `${SHOTS}/staff-diner-history.png` });

    // A call for service reaches staff; "Seen" reaches the phone.
    await d.getByRole('button', { name: /^Waiter/ }).click();
    const call = d.getByRole('dialog', { name: 'Call a waiter' });
    await call.getByRole('textbox').fill('More napkins please');
    await call.getByRole('button', { name: 'Call', exact: true }).click();
    await d
      .getByRole('alertdialog', { name: 'Call a waiter?' })
      .getByRole('button', { name: 'Yes, call' })
      .click();
    await d.getByText('A waiter is on the way').first().waitFor();
    await s.getByRole('tab', { name: /^Requests & calls/ }).click();
    const seen = s.getByRole('listitem', { name: `T${TABLE}` });
    await seen.getByText('“More napkins please”').waitFor();
    await seen.getByRole('button', { name: 'Seen' }).click();
    await d.getByText('A waiter has seen your call').first().waitFor();

    // A dish marked sold out greys on the diner's menu.
    await d.getByRole('button', { name: /^Menu/ }).click();
    await s.getByRole('tab', { name: 'Sold out' }).click();
    await s.getByRole('searchbox').fill(three!.kitchen);
    const row = s.getByRole('listitem', { name: three!.kitchen }).first();
    await row.getByRole('button', { name: 'Mark sold out' }).click();
    await row.getByText('Sold out', { exact: true }).waitFor();
    const card = d.getByRole('article', { name: three!.en }).first();
    await expect.poll(() => card.getAttribute('data-sold-out'), { timeout: 3000 }).toBe('true');
    if (SHOTS) await d.screenshot({ path: `${SHOTS}/staff-diner-soldout.png` });

    // Staff move the order to another table: the phone follows.
    await s.getByRole('tab', { name: 'Floor' }).click();
    await s.getByRole('button', { name: new RegExp(`^T${TABLE} Open`) }).click();
    const control = s.getByRole('dialog', { name: `Table T${TABLE}` });
    await control.getByRole('button', { name: /Move to table/ }).click();
    await s.getByRole('option', { name: `T${MOVE_TO}`, exact: true }).click();
    if (SHOTS) await s.screenshot({ path: `${SHOTS}/staff-table-control.png` });
    await control.getByRole('button', { name: 'Move', exact: true }).click();
    await s.getByRole('button', { name: new RegExp(`^T${MOVE_TO} Open`) }).waitFor();
    await d.getByText(`T${MOVE_TO}`, { exact: true }).first().waitFor({ timeout: 5000 });
    expect(d.url()).toMatch(/\/Main$/);
    // The phone still orders, now at the new table: the dish was sent in the first round, so the
    // app asks first, and the added one lands in the moved order's cart.
    const moved = (await (await fetch(`${app.url}/api/v2/tables/${MOVE_TO}`)).json()) as {
      order_head_id: number;
    };
    await addFromMenu(d, one!.en);
    await d
      .getByRole('alertdialog', { name: `Order ${one!.en} again?` })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    await expect.poll(() => cartDishes(moved.order_head_id)).toContain(one!.id);
    // The diner takes theirs out again, so the target cart below holds only the next dish.
    await d.getByRole('button', { name: /^Cart/ }).click();
    await cart.getByRole('button', { name: 'Clear mine' }).click();
    await d
      .getByRole('alertdialog', { name: 'Clear your dishes?' })
      .getByRole('button', { name: 'Clear', exact: true })
      .click();
    await expect.poll(() => cartDishes(moved.order_head_id)).toEqual([]);
    await cart.getByRole('button', { name: 'Close' }).click();
    // Another table is opened, and staff merge the moved order into it: the phone follows again.
    const menu = (
      (await (await fetch(`${app.url}/api/v2/tables/${MOVE_TO}`)).json()) as { select_menu: string }
    ).select_menu;
    const opened = await s.evaluate(
      async ([table, selectMenu]) =>
        (
          await fetch('/api/v2.5/orders/not-check-table-status', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              table_id: table,
              select_menu: selectMenu,
              adult_number: 2,
              child_number: 0,
            }),
          })
        ).status,
      [MERGE_INTO, menu] as const,
    );
    expect(opened).toBe(200);
    await s.getByRole('button', { name: new RegExp(`^T${MERGE_INTO} Open`) }).waitFor();
    await s.getByRole('button', { name: new RegExp(`^T${MOVE_TO} Open`) }).click();
    const merging = s.getByRole('dialog', { name: `Table T${MOVE_TO}` });
    await merging.getByRole('button', { name: /Merge into table/ }).click();
    await s.getByRole('option', { name: `T${MERGE_INTO}`, exact: true }).click();
    await merging.getByRole('button', { name: 'Merge', exact: true }).click();
    await s.getByRole('button', { name: new RegExp(`^T${MOVE_TO} Merged`) }).waitFor();
    await d.getByText(`T${MERGE_INTO}`, { exact: true }).first().waitFor({ timeout: 5000 });
    expect(d.url()).toMatch(/\/Main$/);
    // The phone orders on at the target table: the dish lands in the target order's cart.
    const target = (await (await fetch(`${app.url}/api/v2/tables/${MERGE_INTO}`)).json()) as {
      order_head_id: number;
    };
    await addFromMenu(d, four!.en);
    await expect.poll(() => cartDishes(target.order_head_id)).toEqual([four!.id]);
    await d.getByRole('button', { name: /^Cart/ }).click();
    await cart.getByText(four!.en).first().waitFor();
    await cart.getByRole('button', { name: 'Close' }).click();
    if (SHOTS) await s.screenshot({ path: `${SHOTS}/staff-floor.png` });
  }, 240_000);
});
