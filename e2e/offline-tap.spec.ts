import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  allowConsoleError,
  startApp,
  englishName,
  serveAllDay,
  staffAuth,
  staffOpenTable,
} from './harness';
import type { E2eApp } from './harness';
import type { Page } from 'playwright-core';
import type { MenuWithDishes } from '../protocol/http';

const TABLE = 9;
/** A table opened by staff, where another phone takes the first customer name. */
const NAMED_TABLE = 10;
let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
  await serveAllDay(app);
});
afterAll(async () => {
  await app?.close();
});

async function approveIfAsked(tableId: number): Promise<void> {
  const auth = await staffAuth(app);
  const list = (await (
    await fetch(`${app.url}/api/v2/staff/order-requests?status=pending`, { headers: auth })
  ).json()) as { data: { id: number; table_id: number }[] };
  const id = list.data.find((r) => r.table_id === tableId)?.id;
  if (id !== undefined)
    await fetch(`${app.url}/api/v2/staff/order-requests/${id}/approve`, {
      method: 'POST',
      headers: auth,
    });
}

/** Units of a menu item (of every item, without one) waiting in the order's cart, as the store has them. */
async function unitsInCart(orderId: number, menuItemId?: number): Promise<number> {
  const res = await app.server.store.db.execute<{ meta: unknown }>(
    sql`select meta from carts where order_head_id = ${orderId}`,
  );
  const rows = (res as unknown as { rows?: { meta: unknown }[] }).rows ?? (res as never);
  const meta = rows[0]?.meta;
  const lines = (
    (typeof meta === 'string' ? JSON.parse(meta) : meta) as {
      lines?: { originId: number; totalNum: number }[];
    } | null
  )?.lines;
  return (lines ?? [])
    .filter((l) => menuItemId === undefined || l.originId === menuItemId)
    .reduce((n, l) => n + l.totalNum, 0);
}

describe('A diner whose network drops', () => {
  it('is told at once, and the + pressed offline reaches the cart exactly once when back online', async () => {
    // The browser is offline on purpose: its failed socket and fetch attempts are logged.
    allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
    const { context, page } = await app.newDiner();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${app.url}/?table_id=${TABLE}`);
    await page.waitForURL(/\/Home$/);
    await page.getByRole('button', { name: 'Look at the menu' }).click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Open the table' }).click();
    await page.waitForURL(/\/Main$/);
    await approveIfAsked(TABLE);
    await page.getByText('Waiting for approval').waitFor({ state: 'hidden', timeout: 15_000 });

    const table = (await (await fetch(`${app.url}/api/v2/tables/${TABLE}`)).json()) as {
      select_menu: string;
      order_head_id: number;
    };
    const menu = (await (
      await fetch(
        `${app.url}/api/v3/menus2/${Number(table.select_menu.split(',')[0])}?type=0&with_dish=1`,
      )
    ).json()) as MenuWithDishes;
    const dish = menu.menu_item_slu
      .flatMap((c) => c.menu_item)
      .find((d) => d.item_type === 0 && d.bargain_stype === 0 && !d.sold_out)!;
    const name = englishName(dish);
    const plus = page
      .getByRole('button', {
        name: new RegExp(`^Add (one )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      })
      .first();
    await plus.waitFor();

    await context.setOffline(true);
    // The socket's own time-out is 20 s: the page says it well before.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Unable to connect to server' })
      .first()
      .waitFor({ timeout: 5000 });

    await plus.click();
    await page.getByText("You're offline: your change will be sent").first().waitFor();
    expect(await unitsInCart(table.order_head_id, dish.menu_item_id)).toBe(0);

    await context.setOffline(false);
    await expect
      .poll(() => unitsInCart(table.order_head_id, dish.menu_item_id), { timeout: 30_000 })
      .toBe(1);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Unable to connect to server' })
      .first()
      .waitFor({ state: 'hidden', timeout: 30_000 });
    // Sent once more after the reconnection would be a second unit: the key keeps it one.
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText(name).first().waitFor();
    expect(await unitsInCart(table.order_head_id, dish.menu_item_id)).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);

  it('is not told it is offline when its + comes while the socket takes the session its new customer name brought', async () => {
    const orderId = await staffOpenTable(app, await staffAuth(app), NAMED_TABLE);
    const addFirst = (page: Page) =>
      page
        .getByRole('list', { name: 'Dishes' })
        .getByRole('button', { name: /^Add (one )?/ })
        .and(page.locator('button:enabled'))
        .first();
    // Another phone at the table holds its first customer name.
    const other = await app.newDiner();
    const otherNamed = other.page.waitForResponse(/\/gen-customer-name$/);
    await other.page.goto(`${app.url}/?table_id=${NAMED_TABLE}`);
    await other.page.getByRole('button', { name: 'Look at the menu' }).click();
    await otherNamed;

    // This phone's name is a new one: its session changes, and the socket connects again to
    // carry it. That second connection is held back until the test lets it go.
    const { page } = await app.newDiner();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let sockets = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let renewing!: () => void;
    const renewed = new Promise<void>((r) => (renewing = r));
    await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
      sockets++;
      if (sockets > 1) {
        renewing();
        await released;
      }
      ws.connectToServer();
    });
    await page.goto(`${app.url}/?table_id=${NAMED_TABLE}`);
    await page.getByRole('button', { name: 'Look at the menu' }).click();
    await page.waitForURL(/\/Main$/);
    const plus = addFirst(page);
    await plus.waitFor();
    await renewed;

    // The diner taps + while the new connection is on its way: the tap is kept, and nothing says
    // the phone is offline (it is not; the page's own warning waits for a lasting drop too).
    const label = (await plus.textContent())!;
    const tapped = page
      .getByRole('list', { name: 'Dishes' })
      .getByRole('button', { name: label, exact: true });
    await plus.click();
    await expect.poll(() => tapped.getAttribute('data-pending')).toBe('true');
    // The tap is taken and kept: it said nothing of being offline, and nothing reached the cart.
    // (No wait here: the page's grace before a lasting drop is counted from the disconnection,
    // and a wait of fixed length ran past it on a loaded machine.)
    expect(await page.getByText("You're offline").count()).toBe(0);
    expect(await unitsInCart(orderId)).toBe(0);

    // The connection comes: the tap reaches the cart, once, and still nothing said it was offline.
    release();
    await expect.poll(() => unitsInCart(orderId), { timeout: 30_000 }).toBe(1);
    expect(sockets).toBe(2);
    expect(await page.getByText("You're offline").count()).toBe(0);
    expect(await page.getByText('Unable to connect to server').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
