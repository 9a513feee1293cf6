// The restaurant's settings that the demo's defaults never show (entry-home-service.md §4, §5;
// ordering.md §4), each set through the staff API and met by a diner's phone: self-opening off,
// one send per round, and the closing notice and closing itself with the server's clock moved.
// Approval off is met in staff-owner.spec.ts, sealed table codes in table-code.spec.ts and merged
// tables in staff.spec.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MovableClock,
  addFromMenu,
  approvePending,
  englishName,
  exportSetup,
  importSetup,
  menuWithDishes,
  openTableFromHome,
  putSettings,
  serveAllDay,
  staffAuth,
  startApp,
} from './harness';
import type { E2eApp } from './harness';
import type { RestaurantDocument } from '../protocol/restaurant';
import { restaurantTimeZone } from '../server/modules/hours/service';
import { wallClockAt } from '../core/business-hours/zoned';

const TABLE = 6;
const SHOTS = process.env.E2E_SHOTS;
const clock = new MovableClock();
let app: E2eApp;
/** The demo's setup, put back before each test. */
let demo: RestaurantDocument;

beforeAll(async () => {
  app = await startApp({ clock });
  demo = await exportSetup(app);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  clock.offsetMs = 0;
  await importSetup(app, demo);
});

/** Moves the server's clock to `hh:mm:ss` of today in the restaurant's time zone. */
async function setRestaurantTime(hh: number, mm: number, ss = 0): Promise<void> {
  const tz = await restaurantTimeZone(app.server.store.db);
  const wall = wallClockAt(tz, Date.now());
  clock.offsetMs = Math.round((hh * 60 + mm + ss / 60 - wall.minutes) * 60_000);
}

/** The first few dishes of the table's first menu that need no choice, by their English names. */
async function plainDishes(): Promise<string[]> {
  const table = (await (await fetch(`${app.url}/api/v2/tables/${TABLE}`)).json()) as {
    select_menu: string;
  };
  const menu = await menuWithDishes(app, Number(table.select_menu.split(',')[0]));
  const first = menu.menu_item_slu.find((c) => c.menu_item.length > 3)!;
  return first.menu_item
    .filter(
      (d) => d.item_type === 0 && d.bargain_stype === 0 && !d.sold_out && !d.required_condiment,
    )
    .slice(0, 3)
    .map(englishName);
}

describe('Settings the demo does not show', () => {
  it('self-opening off: the panel tells the diner to ask the staff and cannot open the table', async () => {
    await putSettings(app, { 'qop_open-table-mode': '0' });
    await serveAllDay(app);
    const { page } = await app.newDiner();
    await page.goto(`${app.url}/?table_id=${TABLE}`);
    await page.waitForURL(/\/Home$/);
    await page.getByRole('button', { name: 'Look at the menu' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Self-service table opening is disabled, please contact the staff.' })
      .waitFor();
    await page.getByRole('checkbox').first().setChecked(true, { force: true });
    expect(await page.getByRole('button', { name: 'Open the table' }).isDisabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-self-open-off.png` });
    const table = (await (await fetch(`${app.url}/api/v2/tables/${TABLE}`)).json()) as {
      table_status: number;
    };
    expect(table.table_status ?? 0).toBeLessThan(2);
  }, 120_000);

  it('one send per round: the diner confirms a short round, and nothing more is taken in it', async () => {
    await serveAllDay(app);
    const patched = await fetch(`${app.url}/api/v2/staff/settings`, {
      method: 'PATCH',
      headers: { ...(await staffAuth(app)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ rounds: { oneSendPerRound: true } }),
    });
    expect(patched.status).toBe(200);
    const { page } = await app.newDiner();
    const opening = openTableFromHome(app, page, TABLE);
    await approvePending(app, TABLE);
    await opening;
    const [one, two] = await plainDishes();
    await addFromMenu(page, one!);
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Send to kitchen' })
      .click();
    // The usual question first (the whole table's dishes go), then the round's: it is short.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send the round now?' });
    await confirm.getByText(/Each round can be sent once/).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-one-send.png` });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Sent to the kitchen').first().waitFor();
    await page.keyboard.press('Escape');
    await addFromMenu(page, two!);
    await page.getByText('Exceeded the limit of order for this round').first().waitFor();
  }, 120_000);

  it('the closing notice counts down from the set minutes, and at closing the menu and the server stop taking dishes', async () => {
    // The notice shows 5 minutes before closing; every business rule closes at 22:00.
    await putSettings(app, { 'disable-order-notice-appear-time': { mins: 5 } });
    const db = app.server.store.db;
    await db.execute(sql`update business_rules set start_time = '00:00', end_time = '22:00'`);
    await db.execute(sql`update business_hours set start_time = '00:00', end_time = '22:00'`);

    // 21:50: ten minutes to go, more than the notice's five.
    await setRestaurantTime(21, 50);
    const { page } = await app.newDiner();
    const opening = openTableFromHome(app, page, TABLE);
    await approvePending(app, TABLE);
    await opening;
    const [one, two] = await plainDishes();
    await page
      .getByRole('button', { name: `Add ${one!}` })
      .first()
      .waitFor();
    expect(await page.getByRole('region', { name: 'Kitchen closes in' }).count()).toBe(0);

    // 21:59:35: the notice counts down the last seconds; the diner may still add.
    await setRestaurantTime(21, 59, 35);
    await page.reload();
    const notice = page.getByRole('region', { name: 'Kitchen closes in' });
    await notice.waitFor();
    const shown = await notice.getByRole('timer').textContent();
    expect(shown).toMatch(/^00:[0-2]\d/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-closing-notice.png` });
    await addFromMenu(page, one!);
    await page.getByRole('button', { name: 'Cart 1 dish' }).waitFor();

    // 22:00: the notice goes, the diner is told, the dishes are dimmed and the server refuses.
    await page
      .getByText('Some menus have been disabled due to the kitchen being closed.')
      .first()
      .waitFor({ timeout: 40_000 });
    await notice.waitFor({ state: 'detached' });
    await page.getByText('Not available at this time').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-closed.png` });
    const now = (await (await fetch(`${app.url}/api/v2/menus/getCurrentBusinessMenu`)).json()) as {
      isBusinessTime: boolean;
    };
    expect(now.isBusinessTime).toBe(false);
    expect(two).toBeDefined();
  }, 180_000);
});
