import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { SETTINGS } from '../core';
import { startApp, englishName, serveAllDay, approvePending, staffAuth } from './harness';
import type { E2eApp } from './harness';
import type { MenuWithDishes as FullMenu } from '../protocol/http';

const TABLE = 6;
const PROMO_TABLE = 7;
let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
  await serveAllDay(app);
});
afterAll(async () => {
  await app?.close();
});

/** Two plain dishes of the menu the table opened with (no set menu, no offer, not sold out). */

async function menuOf(menuId: number): Promise<FullMenu> {
  return (await (
    await fetch(`${app.url}/api/v3/menus2/${menuId}?type=0&with_dish=1`)
  ).json()) as FullMenu;
}

async function twoDishes(menuId: number): Promise<[string, string]> {
  const menu = await menuOf(menuId);
  const first = menu.menu_item_slu.find((c) => c.menu_item.length > 0)!;
  const plain = first.menu_item.filter(
    (d) => d.item_type === 0 && d.bargain_stype === 0 && !d.sold_out,
  );
  return [englishName(plain[0]!), englishName(plain[1] ?? plain[0]!)];
}

/** A diner scans a free table, asks to open it for `adults` with the first menu, and lands on /Main. */
async function openTable(page: Page, tableId: number, adults: number): Promise<void> {
  await page.goto(`${app.url}/?table_id=${tableId}`);
  await page.waitForURL(/\/Home$/);
  await page.getByRole('button', { name: 'Look at the menu' }).click();
  // The sheet starts at 2 adults.
  for (let n = 2; n < adults; n++)
    await page.getByRole('button', { name: 'Add one Adults' }).click();
  for (let n = 2; n > adults; n--)
    await page.getByRole('button', { name: 'Remove one Adults' }).click();
  // The first menu offered, alone (the demo lets a table take several).
  const menus = await page.getByRole('checkbox').all();
  for (const [i, box] of menus.entries()) await box.setChecked(i === 0);
  await page.getByRole('button', { name: 'Open the table' }).click();
  await page.waitForURL(/\/Main$/);
}

/** Presses the dish card's add button (the card's own + or its stepper's). */
async function addFromMenu(page: Page, dish: string): Promise<void> {
  const button = page
    .getByRole('button', {
      name: new RegExp(`^Add (one )?${dish.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    })
    .first();
  try {
    await button.click({ timeout: 8000 });
  } catch (e) {
    await page.screenshot({ path: '/tmp/ordering/add-failed.png' });
    console.log(
      dish,
      await page
        .locator('button[aria-label]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).slice(0, 30)),
    );
    throw e;
  }
}

async function openCartTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
}

/** With E2E_SHOTS=<folder>: the cart drawer in the three themes (the theme setting), for review by eye. */
async function themeShots(page: Page): Promise<void> {
  const dir = process.env.E2E_SHOTS!;
  await page.screenshot({ path: `${dir}/cart-dark.png` });
  for (const [value, name] of [
    ['2', 'light'],
    ['3', 'gold'],
    ['1', 'dark'],
  ] as const) {
    await app.server.store.db.execute(
      sql`update settings set value = ${value} where id = ${SETTINGS.theme.id}`,
    );
    await page.reload();
    await page.waitForURL(/\/Main$/);
    await openCartTab(page);
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Everyone' })
      .click();
    await page.waitForTimeout(400);
    if (name !== 'dark') await page.screenshot({ path: `${dir}/cart-${name}.png` });
  }
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('button', { name: /^Me \(/ })
    .click();
  await page.screenshot({ path: `${dir}/cart-mine.png` });
}

describe('Two diners at one table', () => {
  it('share a live cart, send a round and see it in the history', async () => {
    const a = await app.newDiner();
    await openTable(a.page, TABLE, 2);
    await a.page.getByText('Waiting for approval').first().waitFor();
    if (process.env.E2E_SHOTS)
      await a.page.screenshot({ path: `${process.env.E2E_SHOTS}/main-review.png` });

    // While staff review, the cart stays shut.
    await a.page.getByRole('button', { name: /^Cart/ }).click();
    await a.page.getByText('Your table is waiting for the staff').first().waitFor();

    await approvePending(app, TABLE);
    await a.page.getByText('Your order is unlocked').first().waitFor();
    if (process.env.E2E_SHOTS)
      await a.page.screenshot({ path: `${process.env.E2E_SHOTS}/main-approved.png` });

    const table = (await (await fetch(`${app.url}/api/v2/tables/${TABLE}`)).json()) as {
      select_menu: string;
      order_head_id: number;
    };
    const [dishA, dishB] = await twoDishes(Number(table.select_menu.split(',')[0]));

    const b = await app.newDiner();
    await b.page.goto(`${app.url}/?table_id=${TABLE}`);
    await b.page.waitForURL(/\/(Home|Main)$/);
    if (b.page.url().endsWith('/Home')) {
      await b.page.getByRole('button', { name: 'Look at the menu' }).click();
      await b.page.waitForURL(/\/Main$/);
    }

    await addFromMenu(a.page, dishA);
    await addFromMenu(a.page, dishA);
    await addFromMenu(b.page, dishB);
    await addFromMenu(b.page, dishA);

    // A sees B's line live, and B sees A's.
    await openCartTab(a.page);
    const cartA = a.page.getByRole('dialog', { name: 'Your cart' });
    await cartA.getByRole('button', { name: 'Everyone' }).click();
    await cartA.getByText(dishB).first().waitFor();
    await cartA.getByText(dishA).first().waitFor();
    await cartA.getByRole('button', { name: `Add one ${dishB} for me` }).waitFor();

    await openCartTab(b.page);
    const cartB = b.page.getByRole('dialog', { name: 'Your cart' });
    await cartB.getByRole('button', { name: 'Everyone' }).click();
    await cartB.getByText(dishA).first().waitFor();

    if (process.env.E2E_SHOTS) await themeShots(a.page);

    // A sends the round from their own view.
    await cartA.getByRole('button', { name: /^Me \(/ }).click();
    await cartA.getByRole('button', { name: 'Send to kitchen' }).click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await a.page.getByText('Sent to the kitchen').first().waitFor();

    // The history shows the round with the dish.
    await a.page.getByRole('button', { name: /^Orders/ }).click();
    await a.page.getByRole('heading', { name: 'Your orders' }).waitFor();
    await a.page.getByText('Round 1').first().waitFor();
    await a.page.getByText(`${dishA} × 2`).first().waitFor();
    if (process.env.E2E_SHOTS)
      await a.page.screenshot({ path: `${process.env.E2E_SHOTS}/history-dark.png` });

    // Both guests had dishA in the round: B's menu marks it as the table's favourite at once.
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('dialog', { name: 'Your cart' }).waitFor({ state: 'hidden' });
    const favourite = b.page.getByRole('article', { name: dishA }).first();
    await favourite.getByRole('img', { name: 'Table favourite' }).waitFor();
    // And the count the table has ordered is current without reloading the menu.
    await favourite.getByRole('img', { name: '3 already ordered by this table' }).waitFor();
    if (process.env.E2E_SHOTS)
      await b.page.screenshot({ path: `${process.env.E2E_SHOTS}/menu-favourite.png` });

    // B calls a waiter (the first option is chosen by default) and confirms the call.
    await b.page.getByRole('button', { name: /^Waiter/ }).click();
    const call = b.page.getByRole('dialog', { name: 'Call a waiter' });
    await call.getByRole('button', { pressed: true }).first().waitFor();
    await call.getByRole('button', { name: 'Call', exact: true }).click();
    await b.page
      .getByRole('alertdialog', { name: 'Call a waiter?' })
      .getByRole('button', { name: 'Yes, call' })
      .click();
    await b.page.getByText('A waiter is on the way').first().waitFor();

    const order = (await (
      await fetch(`${app.url}/api/v2/orders/${table.order_head_id}`, {
        headers: await staffAuth(app),
      })
    ).json()) as {
      dishes_history: {
        customer: { turn: number; quantity: number; dishes: { customer_name: string }[] }[];
      };
    };
    // The round carries the whole table's cart: two diners under their own customer ids.
    expect(order.dishes_history.customer).toEqual([
      expect.objectContaining({ turn: 1, quantity: 4 }),
    ]);
    expect(new Set(order.dishes_history.customer[0]!.dishes.map((d) => d.customer_name)).size).toBe(
      2,
    );
  });
});

describe('A promotion with a limited count', () => {
  it('tells every diner at once when it runs low, and the menu shows the units left', async () => {
    // A table of its own, opened by a diner and approved by staff.
    const c = await app.newDiner();
    await openTable(c.page, PROMO_TABLE, 1);
    await approvePending(app, PROMO_TABLE);
    await c.page.getByText('Your order is unlocked').first().waitFor();

    const table = (await (await fetch(`${app.url}/api/v2/tables/${PROMO_TABLE}`)).json()) as {
      select_menu: string;
    };
    const menu = await menuOf(Number(table.select_menu.split(',')[0]));
    const promo = menu.menu_item_slu
      .flatMap((c) => c.menu_item)
      .find((d) => d.bargain_stype === 2 && (d.bargain_num_cur ?? 0) > 3 && !d.sold_out);
    expect(promo, 'the demo menu has a limited promotion in stock').toBeDefined();
    // The promotion's card, found by search (the list renders only the rows in view).
    await c.page.getByRole('button', { name: 'Search dishes' }).click();
    await c.page.getByRole('searchbox').fill(englishName(promo!));
    await c.page
      .getByText(/^Only \d+ left$/)
      .first()
      .waitFor();

    // Staff set the stock (as a round taking units would): the diner's page hears it live.
    const res = await fetch(`${app.url}/api/v3/bargain_price_item`, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        ...(await staffAuth(app)),
      },
      body: JSON.stringify({ menu_item_id: promo!.menu_item_id, bargain_num_cur: 3 }),
    });
    expect(res.status).toBe(200);
    await c.page
      .getByText(`Hurry: only 3 portions of ${englishName(promo!)} left at the promotional price`)
      .first()
      .waitFor();
    await c.page.getByText('Only 3 left').first().waitFor();
    if (process.env.E2E_SHOTS) {
      // Past the notifications' entrance animation.
      await c.page.waitForTimeout(400);
      await c.page.screenshot({ path: `${process.env.E2E_SHOTS}/promotion-tip-dark.png` });
      // The same in the light and gold looks (the theme setting), for review by eye.
      for (const [value, look, left] of [
        ['2', 'light', 2],
        ['3', 'gold', 1],
        ['1', 'dark', 3],
      ] as const) {
        await app.server.store.db.execute(
          sql`update settings set value = ${value} where id = ${SETTINGS.theme.id}`,
        );
        await c.page.reload();
        await c.page.getByRole('button', { name: 'Search dishes' }).click();
        await c.page.getByRole('searchbox').fill(englishName(promo!));
        await c.page
          .getByText(/^Only \d+ left$/)
          .first()
          .waitFor();
        await fetch(`${app.url}/api/v3/bargain_price_item`, {
          method: 'PATCH',
          headers: {
            'Content-Type': 'application/json',
            ...(await staffAuth(app)),
          },
          body: JSON.stringify({ menu_item_id: promo!.menu_item_id, bargain_num_cur: left }),
        });
        await c.page.getByText(`Only ${left} left`).first().waitFor();
        await c.page.waitForTimeout(400);
        if (look !== 'dark')
          await c.page.screenshot({ path: `${process.env.E2E_SHOTS}/promotion-tip-${look}.png` });
      }
    }
  });
});
