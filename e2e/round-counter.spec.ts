import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localizedName } from '../core';
import {
  addFromMenu,
  approvePending,
  joinTable,
  menuWithDishes,
  openTableFromHome,
  staffAuth,
  MovableClock,
  startApp,
} from './harness';
import type { E2eApp } from './harness';
import type { MenuDish, OrderHistory } from '../protocol/http';

const TABLE = 12;
/** The demo's round limit: 6 dishes per diner per round (rule-global-turn-limit, autonomous). */
const LIMIT = 6;
let app: E2eApp;

beforeAll(async () => {
  // Mid-afternoon, away from the demo's lunch and dinner hours: the all-day menu is the hour's.
  app = await startApp({ clock: MovableClock.at(16, 30) });
});
afterAll(async () => {
  await app?.close();
});

/**
 * Plain dishes that count towards the round limit and go into the cart at one tap (no set menu,
 * no offer, no required condiment), one per category so no category cap is met.
 */
async function roundDishes(menuId: number, count: number): Promise<MenuDish[]> {
  const menu = await menuWithDishes(app, menuId);
  const picked = menu.menu_item_slu.flatMap((c) =>
    c.menu_item
      .filter(
        (d) =>
          d.item_type === 0 &&
          d.bargain_stype === 0 &&
          !d.sold_out &&
          !d.not_joining_global_limit &&
          !d.required_condiment,
      )
      .slice(0, 1),
  );
  expect(picked.length, 'the menu has enough plain dishes').toBeGreaterThanOrEqual(count);
  return picked.slice(0, count);
}

const nameOf = (d: MenuDish) => localizedName(d.item_i18n, 'EN', d.item_name1);

/** Finds the dish by the menu's search (the list draws only the rows in view) and adds one. */
async function addBySearch(page: Page, dish: MenuDish): Promise<void> {
  const box = page.getByRole('searchbox');
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search dishes' }).click();
  await box.fill(nameOf(dish));
  await addFromMenu(page, nameOf(dish));
}

/** The round figure on the phone's table window ("Ordered this round: 5 of 6"). */
const roundChip = (page: Page, ordered: number) =>
  page
    .getByRole('group', { name: 'Table info' })
    .getByRole('img', { name: `Ordered this round: ${ordered} of ${LIMIT}` });

describe('The round counter after a round', () => {
  it('shows each phone its own count, and the history footer its own dishes and amount', async () => {
    const a = await app.newDiner();
    await openTableFromHome(app, a.page, TABLE, 3);
    await approvePending(app, TABLE);
    await a.page.getByText('Your order is unlocked').first().waitFor();
    const b = await app.newDiner();
    await joinTable(app, b.page, TABLE);
    const c = await app.newDiner();
    await joinTable(app, c.page, TABLE);

    const table = (await (
      await fetch(`${app.url}/api/v2/tables/${TABLE}`, { headers: await staffAuth(app) })
    ).json()) as { select_menu: string; order_head_id: number };
    const dishes = await roundDishes(Number(table.select_menu.split(',')[0]), 7);
    // A orders five dishes, B two, C none.
    for (const d of dishes.slice(0, 5)) await addBySearch(a.page, d);
    for (const d of dishes.slice(5, 7)) await addBySearch(b.page, d);
    // A sends the table's round.
    await a.page.getByRole('button', { name: /^Cart/ }).click();
    const cart = a.page.getByRole('dialog', { name: 'Your cart' });
    await cart.getByRole('button', { name: 'Everyone' }).click();
    // B's lines have reached A's phone: the round carries the whole table's cart.
    for (const d of dishes.slice(5, 7)) await cart.getByText(nameOf(d)).first().waitFor();
    await cart.getByRole('button', { name: /^Me \(/ }).click();
    await cart.getByRole('button', { name: 'Send to kitchen' }).click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await a.page.getByText('Sent to the kitchen').first().waitFor();
    await a.page.keyboard.press('Escape');

    const phones = [
      { page: a.page, count: 5 },
      { page: b.page, count: 2 },
      { page: c.page, count: 0 },
    ];
    // Each phone shows its own diner's dishes of the round, live and after a reload.
    for (const { page, count } of phones) await roundChip(page, count).waitFor();
    for (const { page, count } of phones) {
      await page.reload();
      await page.waitForURL(/\/Main$/);
      await roundChip(page, count).waitFor();
    }

    // The history footer: the diner's own dishes and their amount, never the table's bill.
    const order = (await (
      await fetch(`${app.url}/api/v2/orders/${table.order_head_id}`, {
        headers: await staffAuth(app),
      })
    ).json()) as OrderHistory;
    for (const { page, count } of phones) {
      // The customer id this phone orders under (the spec's DEFAULT_CACHING).
      const me = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('DEFAULT_CACHING') ?? '{}') as {
              orderTab?: { customer?: string };
            }
          ).orderTab?.customer,
      );
      const own = order.dishes_history.customer
        .flatMap((s) => s.dishes)
        .filter((d) => d.customer_name === me);
      expect(own.reduce((n, d) => n + d.quantity, 0)).toBe(count);
      const amount = own.reduce(
        (sum, d) =>
          sum + d.count * d.product_price + d.excess_count * (d.product_price + d.excess_price),
        0,
      );
      await page.getByRole('button', { name: /^Orders/ }).click();
      await page.getByRole('heading', { name: 'Your orders' }).waitFor();
      const footer = page.locator('footer').filter({ hasText: 'Total ·' });
      await footer.getByText(`Total · ${count} ${count === 1 ? 'dish' : 'dishes'}`).waitFor();
      await footer
        .getByText(
          new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(amount),
        )
        .waitFor();
    }
  }, 180_000);
});
