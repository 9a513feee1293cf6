import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import {
  allowConsoleError,
  approvePending,
  englishName,
  menuWithDishes,
  openTableFromHome,
  serveAllDay,
  staffApi,
  staffAuth,
  startApp,
} from './harness';
import type { E2eApp } from './harness';

/**
 * The service worker (app/sw): a reload with the network gone still shows the menu and says the
 * network is gone; a new build reaches the diner whole at the next visit. The server serves a
 * copy of the build, so the second test can deploy a "new build" over it.
 */
const DIST = resolve('.tmp/e2e-sw-dist');
let app: E2eApp;

beforeAll(async () => {
  rmSync(DIST, { recursive: true, force: true });
  cpSync(resolve('dist'), DIST, { recursive: true });
  app = await startApp({ distDir: DIST });
  await serveAllDay(app);
});
afterAll(async () => {
  await app?.close();
  rmSync(DIST, { recursive: true, force: true });
});

/** The names of the worker's caches and the addresses each holds (paths with their query). */
async function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => {
        const u = new URL(r.url);
        return u.pathname + u.search;
      });
    }
    return out;
  });
}

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

type MenuDish = Awaited<
  ReturnType<typeof menuWithDishes>
>['menu_item_slu'][number]['menu_item'][number];

/**
 * A diner at table `tableId`, opened and approved, on the menu page with the service worker in
 * control and the menu kept: the first dish `pick` accepts, its English name and its add button
 * on a page.
 */
async function dinerWithKeptMenu(tableId: number, pick: (dish: MenuDish) => boolean) {
  const { context, page } = await app.newDiner();
  await openTableFromHome(app, page, tableId);
  await approvePending(app, tableId);
  await page.getByText('Waiting for approval').waitFor({ state: 'hidden', timeout: 15_000 });
  const table = (await (await fetch(`${app.url}/api/v2/tables/${tableId}`)).json()) as {
    select_menu: string;
  };
  const menu = await menuWithDishes(app, Number(table.select_menu.split(',')[0]));
  const dish = menu.menu_item_slu.flatMap((c) => c.menu_item).find(pick)!;
  const name = englishName(dish);
  const plus = (p: Page) =>
    p
      .getByRole('button', {
        name: new RegExp(`^Add (one )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      })
      .first();
  await plus(page).waitFor();
  await controlled(page);
  // What this visit loaded before the worker took over is kept too (the page asks for it).
  await expect
    .poll(
      async () =>
        Object.values(await cached(page))
          .flat()
          .join(' '),
      { timeout: 30_000 },
    )
    .toMatch(/\/api\/v3\/menus2\/\d+\?[^ ]*language=EN/);
  return { context, page, dish, name, plus };
}

const entryOf = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '',
  );

describe('The service worker', () => {
  it('shows the menu after a reload with no network, says so, and never keeps the cart', async () => {
    // The page offline: its socket and calls fail on purpose and Chromium logs them.
    allowConsoleError(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const { context, page, plus } = await dinerWithKeptMenu(5, (d) => !d.sold_out);
    const kept = Object.values(await cached(page)).flat();
    expect(kept.some((u) => /^\/assets\/en-[\w-]+\.js$/.test(u))).toBe(true);
    // The cart, the table, the order and the session are the server's alone.
    expect(
      kept.filter((u) => u.startsWith('/api/') && /cart|tables|orders|ping|password/.test(u)),
    ).toEqual([]);
    expect(kept.filter((u) => u.startsWith('/socket.io'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.waitForURL(/\/Main$/);
    await plus(page).waitFor({ timeout: 15_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Unable to connect to server' })
      .first()
      .waitFor({ timeout: 10_000 });

    // Back online, the connection comes back and the notice goes.
    await context.setOffline(false);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Unable to connect to server' })
      .first()
      .waitFor({ state: 'hidden', timeout: 30_000 });
  }, 180_000);

  it("shows a returning diner the kept menu at once, then the restaurant's change without a reload", async () => {
    const { context, page, dish, name, plus } = await dinerWithKeptMenu(
      7,
      (d) => !d.sold_out && d.item_type === 0,
    );
    await page.close();

    // While the diner is away, the kitchen runs out of the dish.
    const auth = await staffAuth(app);
    await staffApi(app, auth, `/api/v2/staff/menu-items/${dish.menu_item_id}`, {
      method: 'PATCH',
      body: JSON.stringify({ sold_out: true }),
    });
    try {
      // The diner comes back: the page notes whether it ever offered the dish to add.
      const back = await context.newPage();
      await back.addInitScript((label: string) => {
        const w = window as unknown as { offered?: boolean };
        const look = () => {
          const button = [...document.querySelectorAll('button')].find((b) =>
            [`Add ${label}`, `Add one ${label}`].includes(
              b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '',
            ),
          );
          if (button && !button.disabled) w.offered = true;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, name);
      await back.goto(`${app.url}/Main`);
      // The menu the worker kept shows first (the dish still on offer in it)...
      await expect
        .poll(() => back.evaluate(() => (window as { offered?: boolean }).offered === true))
        .toBe(true);
      // ...and the server's answer, which the worker asked for behind it, replaces it: sold out.
      await expect.poll(() => plus(back).isDisabled(), { timeout: 15_000 }).toBe(true);
      await back.close();
    } finally {
      await staffApi(app, auth, `/api/v2/staff/menu-items/${dish.menu_item_id}`, {
        method: 'PATCH',
        body: JSON.stringify({ sold_out: false }),
      });
    }
  }, 180_000);

  it('asks the kept answers again after the first screen, two at a time, each once', async () => {
    const { context, page } = await dinerWithKeptMenu(8, (d) => !d.sold_out);
    await page.close();
    // What reaches the server from now on: each request's address, arrival and end.
    const seen: { path: string; at: number; end: number }[] = [];
    const server = app.server.app.server;
    const log = (req: IncomingMessage, res: ServerResponse) => {
      const entry = { path: req.url ?? '', at: Date.now(), end: Infinity };
      seen.push(entry);
      res.on('close', () => (entry.end = Date.now()));
    };
    server.on('request', log);
    try {
      const back = await context.newPage();
      await back.goto(`${app.url}/Main`);
      const content = (path: string) =>
        /^\/api\/(v3\/menus2\/\d+|v2\/settings|v2\/restaurant-info)\b/.test(path);
      // The menu and the restaurant, which the page reads from the worker's kept answers, are
      // asked again behind them: each reaches the server once.
      const again = () =>
        seen.filter((r) => /^\/api\/(v3\/menus2\/|v2\/restaurant-info)/.test(r.path));
      await expect
        .poll(() => again().map((r) => r.path.split('?')[0]), { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining([expect.stringMatching(/menus2/), '/api/v2/restaurant-info']),
        );
      await back.waitForTimeout(1_000);
      expect(new Set(again().map((r) => r.path)).size).toBe(again().length);
      // Not before two seconds after the visit began (the worker reads its page again at once),
      // when the page's own calls (the hour's menu, the order) have had the link and the store.
      const visit = seen.find((r) => r.path === '/Main');
      expect(visit).toBeDefined();
      const first = Math.min(...again().map((r) => r.at));
      expect(first - visit!.at).toBeGreaterThanOrEqual(1_500);
      // Then two at a time at most.
      const asked = seen.filter((r) => r.at >= first && content(r.path));
      for (const r of asked)
        expect(asked.filter((o) => o.at <= r.at && o.end > r.at).length).toBeLessThanOrEqual(2);
      await back.close();
    } finally {
      server.off('request', log);
      await context.close();
    }
  }, 120_000);

  it('answers the staff console from the server, never from a kept answer', async () => {
    // The console asks whether someone is signed in: no one is (401, which Chromium logs).
    allowConsoleError(/staff\/session .*401/);
    const { context, page } = await app.newDiner();
    await page.goto(`${app.url}/staff`);
    await controlled(page);
    const menus = (await (await fetch(`${app.url}/api/v3/menus?type=0`)).json()) as {
      main_group_id: number;
    }[];
    const menuId = menus[0]!.main_group_id;
    const dish = (await menuWithDishes(app, menuId)).menu_item_slu
      .flatMap((c) => c.menu_item)
      .find((d) => !d.sold_out)!;
    // The console reads the menu as owner-api does; the worker keeps the answer.
    const soldOut = () =>
      page.evaluate(
        async ({ menuId, id }) => {
          const res = await fetch(`/api/v3/menus2/${menuId}?type=0&with_dish=1`, {
            credentials: 'include',
          });
          const menu = (await res.json()) as {
            menu_item_slu: { menu_item: { menu_item_id: number; sold_out: number }[] }[];
          };
          return menu.menu_item_slu.flatMap((c) => c.menu_item).find((d) => d.menu_item_id === id)!
            .sold_out;
        },
        { menuId, id: dish.menu_item_id },
      );
    expect(await soldOut()).toBe(0);
    await expect
      .poll(async () => (await cached(page))['tavola-data']?.join(' ') ?? '')
      .toContain(`/api/v3/menus2/${menuId}?type=0&with_dish=1`);
    const auth = await staffAuth(app);
    const mark = (sold_out: boolean) =>
      staffApi(app, auth, `/api/v2/staff/menu-items/${dish.menu_item_id}`, {
        method: 'PATCH',
        body: JSON.stringify({ sold_out }),
      });
    await mark(true);
    try {
      expect(await soldOut()).toBe(1);
    } finally {
      await mark(false);
    }
    await context.close();
  }, 120_000);

  it('brings a new build whole at the next visit and then drops the old one', async () => {
    const { context, page } = await app.newDiner();
    await page.goto(`${app.url}/?table_id=6`);
    await page.waitForURL(/\/Home$/);
    await controlled(page);
    const oldEntry = new URL(await entryOf(page)).pathname;
    await expect
      .poll(async () => Object.keys(await cached(page)).filter((n) => n.includes('shell-')))
      .toHaveLength(1);

    // A new build: every script and style has a new fingerprint (the old files are gone from the
    // server), the page names them, and /sw.js carries the new version and shell.
    const assets = join(DIST, 'assets');
    const renamed = new Map<string, string>();
    for (const f of readdirSync(assets)) {
      if (/\.(br|gz)$/.test(f)) rmSync(join(assets, f));
      else if (/\.(js|css)$/.test(f)) renamed.set(f, f.replace(/\.(js|css)$/, 'n.$1'));
    }
    const rewrite = (text: string) =>
      text.replace(/[\w.-]+\.(?:js|css)\b/g, (name) => renamed.get(name) ?? name);
    for (const [from, to] of renamed) {
      writeFileSync(join(assets, to), rewrite(readFileSync(join(assets, from), 'utf8')));
      rmSync(join(assets, from));
    }
    for (const f of ['index.html', 'sw.js']) {
      rmSync(join(DIST, `${f}.br`), { force: true });
      rmSync(join(DIST, `${f}.gz`), { force: true });
      const text = rewrite(readFileSync(join(DIST, f), 'utf8'));
      writeFileSync(
        join(DIST, f),
        f === 'sw.js' ? text.replace(/"version":"(\w+)"/, '"version":"$1next"') : text,
      );
    }
    const newFile = renamed.get(oldEntry.replace('/assets/', ''))!;

    // This visit still opens the build it had, whole (its entry is gone from the server), and the
    // worker learns of the new one meanwhile.
    await page.reload();
    await page.waitForURL(/\/Home$/);
    await page.getByRole('button', { name: 'Look at the menu' }).waitFor();
    expect(new URL(await entryOf(page)).pathname).toBe(oldEntry);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting?.state ?? null;
          }),
        { timeout: 30_000 },
      )
      .toBe('installed');
    expect(Object.keys(await cached(page)).filter((n) => n.includes('shell-'))).toHaveLength(2);

    // The next visit is the new build, every file of it.
    await page.reload();
    await page.waitForURL(/\/Home$/);
    await page.getByRole('button', { name: 'Look at the menu' }).waitFor();
    expect(new URL(await entryOf(page)).pathname).toBe(`/assets/${newFile}`);

    // Once no page of the old worker is open, the new one takes over and the old shell goes.
    await page.close();
    const next = await context.newPage();
    await next.goto(`${app.url}/Home`);
    await controlled(next);
    await expect
      .poll(
        async () => {
          const names = Object.keys(await cached(next)).filter((n) => n.includes('shell-'));
          return names.length === 1 && names[0]!.endsWith('next');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(new URL(await entryOf(next)).pathname).toBe(`/assets/${newFile}`);
  }, 180_000);
});
