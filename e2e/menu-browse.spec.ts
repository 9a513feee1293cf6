import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovableClock, startApp } from './harness';
import type { E2eApp } from './harness';
import type { Page } from 'playwright-core';
import type { MenuCategory as Category, MenuDish as Dish } from '../protocol/http';

let app: E2eApp;
beforeAll(async () => {
  // Mid-afternoon, away from the demo's lunch and dinner hours: the all-day menu is the hour's.
  app = await startApp({ clock: MovableClock.at(16, 30) });
});
afterAll(async () => {
  await app?.close();
});

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${app.url}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Approves the table's pending opening request the way a waiter does, when the restaurant audits openings. */
async function approveAsStaff(tableId: number): Promise<void> {
  const settings = await json<{ name: string; value: unknown }[]>('/api/v2/settings');
  const audit = settings.find((s) => s.name === 'open-table-audit')?.value;
  const parsed = (typeof audit === 'string' ? JSON.parse(audit) : audit) as
    { enable?: number } | undefined;
  if (!parsed?.enable) return;
  const { token } = await json<{ token: string }>('/api/v1/kds/employee/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: '1001', password: 'sakura-1001' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  let pending: { requestId: number; tableId: number }[] = [];
  await expect
    .poll(async () => {
      pending = (
        await json<{ data: { requestId: number; tableId: number }[] }>(
          '/api/v2/staff/order-requests?status=pending',
          { headers: auth },
        )
      ).data.filter((r) => r.tableId === tableId);
      return pending.length;
    })
    .toBeGreaterThan(0);
  for (const r of pending)
    await json(`/api/v2/staff/order-requests/${r.requestId}/approve`, {
      method: 'POST',
      headers: auth,
    });
}

/** A diner scans free table `tableId` and opens it on the all-day menu alone, approved by a waiter. */
async function openOnAllDayMenu(tableId: number): Promise<Page> {
  const { page } = await app.newDiner();
  await page.goto(`${app.url}/?table_id=${tableId}`);
  await page.waitForURL(/\/Home$/);
  await page.getByRole('button', { name: 'Look at the menu' }).click();
  const sheet = page.getByRole('dialog');
  // The demo lets a table take several menus: keep the all-day menu alone.
  for (const box of await sheet.getByRole('checkbox').all())
    if (await box.isChecked()) await box.uncheck();
  await sheet.getByText('All day').click();
  await sheet.getByRole('button', { name: 'Open the table' }).click();
  await approveAsStaff(tableId);
  await page.waitForURL(/\/Main$/);
  return page;
}

describe('Browsing the menu', () => {
  it('opens a free table, then switches category, searches, filters by allergen and opens a dish', async () => {
    // The all-day menu (4) is served at every hour, so the journey does not depend on the clock.
    const menu = await json<{ menu_item_slu: Category[] }>('/api/v3/menus2/4?type=0&with_dish=1');
    const cats = menu.menu_item_slu.filter((c) => c.menu_item.length > 0);
    const [first, second] = cats as [Category, Category];
    const firstDish = first.menu_item[0] as Dish;
    const glutenDish = cats
      .flatMap((c) => c.menu_item)
      .find((d) => d.allergen.includes('gluten')) as Dish;
    const en = (d: Dish) => {
      const t = d.item_i18n.EN;
      return typeof t === 'object' && t !== null && 'name' in t && typeof t.name === 'string'
        ? t.name
        : '';
    };

    const page = await openOnAllDayMenu(6);

    // The real dishes of the first category, under the menu's name.
    await page.getByRole('heading', { level: 1, name: /All day/ }).waitFor();
    await page.getByText(en(firstDish), { exact: true }).first().waitFor();

    // Tapping a category scrolls its dishes into view and marks it as the current one.
    const list = page.getByRole('list', { name: 'Dishes' });
    const categoryName = String(second.name_i18n.EN ?? second.dmi_slu_name);
    await page
      .getByRole('button', { name: categoryName, exact: true })
      .or(page.getByRole('tab', { name: categoryName }))
      .first()
      .click();
    await list.getByRole('heading', { name: categoryName }).waitFor();
    await page
      .getByText(en(second.menu_item[0] as Dish), { exact: true })
      .first()
      .waitFor();

    // Search: an ALL category with the matching dish.
    await page.getByRole('button', { name: 'Search dishes' }).click();
    await page.getByRole('searchbox').fill(en(glutenDish).slice(0, 8).toLowerCase());
    await list.getByRole('heading', { name: 'All' }).waitFor();
    await page.getByText(en(glutenDish), { exact: true }).first().waitFor();

    // Hiding gluten leaves no result for that search.
    await page.getByRole('button', { name: 'Allergen filter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Gluten', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText(en(glutenDish), { exact: true }).count()).toBe(0);

    // Leaving search shows the menu again; a dish opens its detail with the picture and description.
    await page.getByRole('button', { name: 'Allergen filter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('searchbox').fill('');
    await page.getByText(en(firstDish), { exact: true }).first().click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('article', { name: en(firstDish) }).waitFor();
    await detail
      .getByRole('img', { name: en(firstDish) })
      .first()
      .waitFor();
  });

  it('fills the phone between its header and the bottom bar: the page never scrolls as a whole, in either layout', async () => {
    const page = await openOnAllDayMenu(7);
    const list = page.getByRole('list', { name: 'Dishes' });
    await list
      .getByRole('button', { name: /^Add (one )?/ })
      .first()
      .waitFor();
    const skip = page.getByRole('dialog').getByRole('button', { name: 'Skip tour' });
    if (await skip.isVisible().catch(() => false)) await skip.click();

    const layout = () =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        const dishes = document.querySelector('[role="list"][aria-label="Dishes"]');
        const scroller = dishes?.closest('[data-mode]');
        const bar = document.querySelector('nav');
        return {
          mainOverflow: main ? main.scrollHeight - main.clientHeight : -1,
          pageWidth: main ? main.scrollWidth - main.clientWidth : -1,
          listBottom: scroller ? Math.round(scroller.getBoundingClientRect().bottom) : -1,
          barTop: bar ? Math.round(bar.getBoundingClientRect().top) : -1,
        };
      });
    for (const toggle of [null, 'Grid']) {
      if (toggle) {
        await page.getByRole('button', { name: toggle, exact: true }).click();
        await page.getByRole('button', { name: 'List', exact: true }).waitFor();
      }
      const seen = await layout();
      // The list and the rail scroll; the page around them does not (it did by 69 px: the list
      // was the spec's height below a header, in a frame shorter by the bottom bar).
      expect(seen.mainOverflow, `${toggle ?? 'List'} layout`).toBe(0);
      expect(seen.pageWidth, `${toggle ?? 'List'} layout`).toBe(0);
      // The list ends where the bottom bar begins.
      expect(seen.listBottom, `${toggle ?? 'List'} layout`).toBeLessThanOrEqual(seen.barTop);
      expect(seen.barTop - seen.listBottom, `${toggle ?? 'List'} layout`).toBeLessThan(8);
    }
  });
});
