import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { localizedName } from '../core';
import { restaurantTimeZone } from '../server/modules/hours/service';
import { wallClockAt } from '../core/business-hours/zoned';
import {
  addFromMenu,
  approvePending,
  menuWithDishes,
  MovableClock,
  openTableFromHome,
  staffAuth,
  startApp,
} from './harness';
import type { E2eApp } from './harness';
import type { MenuDish } from '../protocol/http';

const TABLE = 15;
const clock = MovableClock.at(12, 0);
let app: E2eApp;
/** When the one business window closes (cart clock, ms). */
let closesAt = 0;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

beforeAll(async () => {
  app = await startApp({ clock });
  // One window, every day, from midnight to two minutes from now on the restaurant's clock.
  const db = app.server.store.db;
  const local = wallClockAt(await restaurantTimeZone(db), clock.now());
  const end = Math.floor(local.minutes) + 2;
  closesAt = clock.now() + (end - local.minutes) * 60_000;
  await db.execute(sql`delete from business_rules`);
  await db.execute(
    sql`insert into business_rules (start_time, end_time, week) values ('00:00', ${hhmm(end)}, '0,1,2,3,4,5,6,7')`,
  );
  await db.execute(sql`update settings set value = '"fixed"' where name = 'business-hour-mode'`);
  app.server.app.cartRules.forgetBusiness();
});
afterAll(async () => {
  await app?.close();
});

const nameOf = (d: MenuDish) => localizedName(d.item_i18n, 'EN', d.item_name1);

describe('The kitchen closing, seen on a phone', () => {
  it('empties the round dishes from the cart, dims them and says so at the hour, while an exempt dish stays', async () => {
    const a = await app.newDiner();
    await openTableFromHome(app, a.page, TABLE, 2);
    await approvePending(app, TABLE);
    await a.page.getByText('Your order is unlocked').first().waitFor();
    const table = (await (
      await fetch(`${app.url}/api/v2/tables/${TABLE}`, { headers: await staffAuth(app) })
    ).json()) as { select_menu: string };
    const menu = await menuWithDishes(app, Number(table.select_menu.split(',')[0]));
    const plain = (d: MenuDish) =>
      d.item_type === 0 && d.bargain_stype === 0 && !d.sold_out && !d.required_condiment;
    const dishes = menu.menu_item_slu.flatMap((c) => c.menu_item).filter(plain);
    const round = dishes.find((d) => !d.not_joining_global_limit)!;
    const exempt = dishes.find((d) => d.not_joining_global_limit === 1)!;
    expect(round, 'the menu has a round dish').toBeDefined();
    expect(exempt, 'the menu has a dish outside the round rule').toBeDefined();
    for (const d of [round, exempt]) {
      const box = a.page.getByRole('searchbox');
      if (!(await box.isVisible()))
        await a.page.getByRole('button', { name: 'Search dishes' }).click();
      await box.fill(nameOf(d));
      await addFromMenu(a.page, nameOf(d));
    }
    const cartButton = a.page.getByRole('button', { name: /^Cart/ });
    await expect.poll(async () => (await cartButton.textContent()) ?? '').toMatch(/2/);
    // The server's clock moves to 5 s before closing; nobody presses anything.
    clock.offsetMs += closesAt - 5_000 - clock.now();
    await a.page
      .getByText('Some menus have been disabled due to the kitchen being closed.')
      .first()
      .waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await cartButton.textContent()) ?? '').toMatch(/1/);
    const box = a.page.getByRole('searchbox');
    if (!(await box.isVisible()))
      await a.page.getByRole('button', { name: 'Search dishes' }).click();
    await box.fill(nameOf(round));
    await a.page.getByText('Not available at this time').first().waitFor();
    await a.page.screenshot({ path: '.tmp/shots/kitchen-closed.png' });
    await a.page.getByRole('button', { name: /^Cart/ }).click();
    const cart = a.page.getByRole('dialog', { name: 'Your cart' });
    await cart.getByText(nameOf(exempt)).first().waitFor();
    expect(await cart.getByText(nameOf(round)).count()).toBe(0);
  }, 120_000);
});
