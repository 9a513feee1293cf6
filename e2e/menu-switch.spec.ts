import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { localizedName } from '../core';
import {
  approvePending,
  englishName,
  menuWithDishes,
  MovableClock,
  serveAllDay,
  startApp,
} from './harness';
import type { E2eApp } from './harness';
import type { Menu } from '../protocol/http';

const TABLE = 14;
let app: E2eApp;

beforeAll(async () => {
  app = await startApp({ clock: MovableClock.at(16, 30) });
  // The demo's menus are offered whatever the hour...
  await serveAllDay(app);
  // ... and no rule hides a menu, so the table can take three.
  await app.server.store.db.execute(sql`update business_rules set hide_menu = ''`);
});
afterAll(async () => {
  await app?.close();
});

/** The restaurant's dine-in first-level menus, in its order, with their English names. */
async function restaurantMenus(): Promise<{ id: number; name: string }[]> {
  const menus = (await (
    await fetch(`${app.url}/api/v3/menus?type=0&with_dish=0`)
  ).json()) as Menu[];
  return menus.map((m) => ({
    id: m.main_group_id,
    name: localizedName(m.name_i18n, 'EN', m.main_group_name),
  }));
}

/** The first dish of a menu, by its English name (the list shows it first). */
async function firstDishOf(menuId: number): Promise<string> {
  const menu = await menuWithDishes(app, menuId);
  const first = menu.menu_item_slu.find((c) => c.menu_item.length > 0)?.menu_item[0];
  if (!first) throw new Error(`menu ${menuId} has no dish`);
  return englishName(first);
}

/** A finger drag on the touch screen, in small steps, from (x, y) by dy. */
async function drag(cdp: CDPSession, x: number, y: number, dy: number): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 12;
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (dy * i) / steps }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const current = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'attached' });

describe('A table with several first-level menus', () => {
  it('switches menu through the switcher and by pulling past the list’s bottom and top', async () => {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      // Open the table with the first three menus offered now, in the restaurant's order.
      await page.goto(`${app.url}/?table_id=${TABLE}`);
      await page.waitForURL(/\/Home$/);
      await page.getByRole('button', { name: 'Look at the menu' }).click();
      const sheet = page.getByRole('dialog');
      const boxes = sheet.getByRole('checkbox');
      await boxes.first().waitFor({ state: 'attached' });
      const offered = await boxes.evaluateAll((els) =>
        els.map((el) => el.closest('label')?.textContent ?? ''),
      );
      const menus = (await restaurantMenus()).filter((m) =>
        offered.some((label) => label.startsWith(m.name)),
      );
      expect(menus.length, 'at least three menus are offered').toBeGreaterThanOrEqual(3);
      const [a, b, c] = menus as [(typeof menus)[0], (typeof menus)[0], (typeof menus)[0]];
      // The three are chosen first, then the others let go (the sheet keeps at least one menu
      // chosen, and which one it chose by itself depends on the hour). Each by its label, which
      // Playwright waits to see steady: the sheet may still be sliding in.
      const labelOf = (name: string) => sheet.locator('label', { hasText: new RegExp(`^${name}`) });
      const names = offered.map((label) => menus.find((m) => label.startsWith(m.name))?.name);
      for (const m of [a, b, c])
        if (!(await labelOf(m.name).getByRole('checkbox').isChecked()))
          await labelOf(m.name).click();
      for (const name of names)
        if (name && ![a, b, c].some((m) => m.name === name))
          if (await labelOf(name).getByRole('checkbox').isChecked()) await labelOf(name).click();
      for (const m of [a, b, c])
        await expect.poll(() => labelOf(m.name).getByRole('checkbox').isChecked()).toBe(true);
      await sheet.getByRole('button', { name: 'Open the table' }).click();
      await approvePending(app, TABLE);
      await page.waitForURL(/\/Main$/);

      // The switcher lists the three menus in the restaurant's order; choosing the second loads it.
      const switcher = page.getByRole('button', { name: /Menus/ });
      await switcher.click();
      const options = page.getByRole('listbox').getByRole('option');
      await expect.poll(() => options.allTextContents()).toEqual([a.name, b.name, c.name]);
      await page.getByRole('listbox').getByRole('option', { name: b.name }).click();
      await current(page, b.name);
      await page
        .getByText(await firstDishOf(b.id), { exact: true })
        .first()
        .waitFor();

      // At the bottom of the list a hint names the next menu; pulling up past it switches there.
      const scroller = page.locator('[data-mode]');
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.getByText(`Pull up for ${c.name}`).waitFor();
      const cdp = await context.newCDPSession(page);
      /**
       * A finger on the middle of the list where it is now: the approval's banner above it goes
       * (the list moves up), and the notifications (the table's request sent) cover its top.
       */
      const pullList = async (dy: number) => {
        const box = (await scroller.boundingBox())!;
        await drag(cdp, box.x + box.width / 2, box.y + box.height / 2, dy);
      };
      // A short pull shows where it leads and changes nothing.
      await pullList(-30);
      await current(page, b.name);
      await pullList(-200);
      await current(page, c.name);
      await page
        .getByText(await firstDishOf(c.id), { exact: true })
        .first()
        .waitFor();
      // The last menu has nothing after it: no hint, and a pull up stays.
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect.poll(() => page.getByText(/^Pull up for/).count()).toBe(0);
      await pullList(-200);
      await current(page, c.name);

      // At the top, pulling down goes back to the previous menu.
      await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
      // The list may still be laying out its rows after the scroll (17,000 px of them, on a busy
      // machine for over a second, and a row measured late moves it again): pull once it has
      // rested at the top for a moment.
      const top = () => scroller.evaluate((el) => el.scrollTop);
      await expect
        .poll(
          async () => {
            if ((await top()) !== 0) {
              // Moved off the top again (rows measured late): back to the top, as a finger would.
              await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
              return false;
            }
            await page.waitForTimeout(300);
            return (await top()) === 0;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      await pullList(200);
      await current(page, b.name);
      await page
        .getByText(await firstDishOf(b.id), { exact: true })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
