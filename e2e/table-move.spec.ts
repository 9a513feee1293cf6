import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { settings } from '../server/store/schema';
import { startApp, englishName, serveAllDay, approvePending, staffAuth } from './harness';
import type { E2eApp } from './harness';
import type { MenuWithDishes } from '../protocol/http';

const FROM = 2;
const TO = 10;
let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
  await serveAllDay(app);
  // Sealed table codes, as the demo restaurant has them: a phone may then read only the table its
  // session names, so the session must follow the move for a reload to land on the new table.
  await app.server.store.db
    .update(settings)
    .set({ value: 1 })
    .where(eq(settings.name, 'is_encrypting'));
});
afterAll(async () => {
  await app?.close();
});

/** Two plain dishes of the menu (no set menu, no offer, not sold out), by their English names. */
async function twoDishes(menuId: number): Promise<[string, string]> {
  const menu = (await (
    await fetch(`${app.url}/api/v3/menus2/${menuId}?type=0&with_dish=1`)
  ).json()) as MenuWithDishes;
  const first = menu.menu_item_slu.find((c) => c.menu_item.length > 0)!;
  const plain = first.menu_item.filter(
    (d) => d.item_type === 0 && d.bargain_stype === 0 && !d.sold_out,
  );
  return [englishName(plain[0]!), englishName(plain[1]!)];
}

async function addFromMenu(page: Page, dish: string): Promise<void> {
  await page
    .getByRole('button', {
      name: new RegExp(`^Add (one )?${dish.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    })
    .first()
    .click();
}

/** The diner's cart drawer, showing every diner's lines. */
async function tableCart(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await cart.getByRole('button', { name: 'Everyone' }).click();
  return cart;
}

/** The table number and order this phone remembers (the spec's DEFAULT_CACHING). */
async function remembered(page: Page): Promise<{ tableId: number; orderId: number | undefined }> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('DEFAULT_CACHING') ?? '{}') as {
      tableId: number;
      orderTab?: { orderId: number };
    };
    return { tableId: state.tableId, orderId: state.orderTab?.orderId };
  });
}

describe('Staff move a table', () => {
  it('carries both phones to the new table with their cart, a reload stays there, and closing it sends them home', async () => {
    const code = app.server.app.tableCodes.encrypt(FROM);
    const a = await app.newDiner();
    await a.page.goto(`${app.url}/?table_id=${code}`);
    await a.page.waitForURL(/\/Home$/);
    await a.page.getByRole('button', { name: 'Look at the menu' }).click();
    await a.page.getByRole('radio').first().check();
    await a.page.getByRole('button', { name: 'Open the table' }).click();
    await a.page.waitForURL(/\/Main$/);
    await approvePending(app, FROM);
    await a.page.getByText('Your order is unlocked').first().waitFor();

    const table = (await (
      await fetch(`${app.url}/api/v2/tables/${FROM}`, { headers: await staffAuth(app) })
    ).json()) as { select_menu: string; order_head_id: number };
    const orderId = table.order_head_id;
    const [dishA, dishB] = await twoDishes(Number(table.select_menu.split(',')[0]));

    const b = await app.newDiner();
    await b.page.goto(`${app.url}/?table_id=${code}`);
    await b.page.waitForURL(/\/(Home|Main)$/);
    if (b.page.url().endsWith('/Home')) {
      await b.page.getByRole('button', { name: 'Look at the menu' }).click();
      await b.page.waitForURL(/\/Main$/);
    }
    await addFromMenu(a.page, dishA);
    await addFromMenu(b.page, dishB);
    const cartA = await tableCart(a.page);
    await cartA.getByText(dishB).first().waitFor();
    await a.page.keyboard.press('Escape');

    const moved = await fetch(`${app.url}/api/v2/staff/orders/${orderId}/move`, {
      method: 'POST',
      headers: { ...(await staffAuth(app)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ table_id: TO }),
    });
    expect(moved.status).toBe(200);

    // Each phone is told (at once: the notice does not stay for ever)...
    await Promise.all(
      [a.page, b.page].map((phone) =>
        phone.getByText(`Your order has moved to table T${TO}`).first().waitFor(),
      ),
    );
    for (const phone of [a.page, b.page]) {
      // ...and carries on at the new table with the whole cart.
      await phone.getByText(`T${TO}`, { exact: true }).first().waitFor();
      await expect.poll(() => remembered(phone)).toEqual({ tableId: TO, orderId });
      const cart = await tableCart(phone);
      await cart.getByText(dishA).first().waitFor();
      await cart.getByText(dishB).first().waitFor();
      await phone.keyboard.press('Escape');
    }

    // Ordering goes on at the new table: B's dish reaches A's cart.
    await addFromMenu(b.page, dishA);
    const after = await tableCart(a.page);
    await expect.poll(() => after.getByText(dishA).count()).toBeGreaterThan(1);
    await a.page.keyboard.press('Escape');

    // A reload lands on the new table, cart intact (not on the old, now free table).
    await a.page.reload();
    await a.page.waitForURL(/\/Main$/);
    await a.page.getByText(`T${TO}`, { exact: true }).first().waitFor();
    const reloaded = await tableCart(a.page);
    await reloaded.getByText(dishB).first().waitFor();
    expect(await remembered(a.page)).toEqual({ tableId: TO, orderId });
    await a.page.keyboard.press('Escape');

    // Staff close the table: with no action of theirs, both phones are told at once (the live
    // TABLE_STATUS) and leave for /Home, the order forgotten.
    const closed = await fetch(`${app.url}/api/v2/tables/${TO}`, {
      method: 'PATCH',
      headers: { ...(await staffAuth(app)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ table_status: 0 }),
    });
    expect(closed.status).toBe(200);
    await Promise.all(
      [a.page, b.page].map(async (phone) => {
        await phone.getByText('The table has been closed').first().waitFor({ timeout: 10_000 });
        await phone.waitForURL(/\/Home$/);
        expect((await remembered(phone)).orderId).toBeUndefined();
      }),
    );
  }, 150_000);
});
