import { afterEach, expect } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { resolve } from 'node:path';
import { startTestServer } from '../server/test/harness';
import type { TestServer } from '../server/test/harness';
import { eq, sql } from 'drizzle-orm';
import { seedDemo } from '../server/seed';
import { settings } from '../server/store/schema';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import type { MenuDish, MenuWithDishes } from '../protocol/http';
import type { RestaurantDocument } from '../protocol/restaurant';
import type { Floor } from '../protocol/staff';
import { API_MODULES } from '../server/app';
import cartModule, { createCartModule } from '../server/modules/cart';
import hoursModule, { createHoursModule } from '../server/modules/hours';
import ordersModule, { createOrdersModule } from '../server/modules/orders';
import systemModule, { createSystemModule } from '../server/modules/system';
import tableServiceModule, { createTableServiceModule } from '../server/modules/table-service';
import type { Clock } from '../server/modules/hours/service';

/**
 * Console errors that are not faults of the page, each with why. A console error is matched as
 * "<url of its source> <text>". Anything else a page logs as an error, and every uncaught
 * exception, fails the test.
 */
const EXPECTED_CONSOLE_ERRORS: RegExp[] = [
  // The e2e server seeds the demo without its pictures (startApp: images false), so every dish,
  // logo, notice and menu picture answers 404 (as itself or as a /pic/{version}/{folder}/{width}/
  // copy) and the page draws its placeholder instead.
  /\/(menu_pic|qop_logo|bulletin|first_menu)\/(\d+\/)?[\w.-]+\.(jpg|png|webp) Failed to load resource: the server responded with a status of 404 /,
];

/** Console errors the running test causes on purpose (see allowConsoleError). */
const allowedThisTest: RegExp[] = [];

/**
 * Declares a console error the running test causes on purpose, matched as "<url> <text>" (for
 * example a scan of a table that does not exist answers 404, which Chromium logs). Only for the
 * test that calls it.
 */
export function allowConsoleError(pattern: RegExp): void {
  allowedThisTest.push(pattern);
}

/** Uncaught exceptions and console errors of every page the running test opened, in order. */
const pageFaults: string[] = [];

/** A page's report of a Content-Security-Policy violation, from the page's own event. */
const CSP_BINDING = '__tavolaCspViolation';

function watchPage(page: Page): void {
  page.on('pageerror', (err) => pageFaults.push(`${page.url()}: uncaught ${err.stack ?? err}`));
  page.on('console', (msg: ConsoleMessage) => {
    const line = `${msg.location().url} ${msg.text()}`;
    // Chromium's words for what the Content-Security-Policy blocked: never expected.
    if (/Refused to |violates the following Content Security Policy/.test(msg.text())) {
      pageFaults.push(`${page.url()}: CSP ${line}`);
      return;
    }
    if (msg.type() !== 'error') return;
    if ([...EXPECTED_CONSOLE_ERRORS, ...allowedThisTest].some((re) => re.test(line))) return;
    pageFaults.push(`${page.url()}: console.error ${line}`);
  });
}

/**
 * Watches every page of the context: its errors (watchPage), and every securitypolicyviolation
 * event its documents fire, so a test fails whenever the app does not work under the served CSP.
 */
async function watchContext(context: BrowserContext): Promise<BrowserContext> {
  await context.exposeBinding(CSP_BINDING, ({ page }, text: string) => {
    pageFaults.push(`${page.url()}: CSP violation ${text}`);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  }, CSP_BINDING);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return context;
}

/**
 * Every e2e fails when a page it opened threw an uncaught exception or logged a console error
 * that is not expected (above, or declared by the test): a live event that breaks a page is a
 * fault even when the journey's own checks pass.
 */
afterEach(() => {
  allowedThisTest.length = 0;
  const faults = pageFaults.splice(0);
  if (faults.length) throw new Error(`The pages logged errors:\n${faults.join('\n')}`);
});

export interface E2eApp {
  server: TestServer;
  url: string;
  browser: Browser;
  /** A new diner: an own browser context (own cookies and storage) on a phone-sized screen. */
  newDiner(options?: { locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * A server clock a test can move: `now()` is the real time plus `offsetMs`. Handed to startApp,
 * it is the clock of every module that reads the time of day (business hours, orders, the cart's
 * rounds and the server time the app asks for), as the modules' factories allow in tests.
 */
export class MovableClock {
  offsetMs = 0;
  readonly now: Clock = () => Date.now() + this.offsetMs;

  /**
   * A clock standing at `hh:mm` today (local time) and running from there: for journeys whose
   * menus must not depend on the hour the suite runs at (the demo's lunch and dinner menus take
   * over from the all-day one around their hours).
   */
  static at(hh: number, mm = 0): MovableClock {
    const clock = new MovableClock();
    const target = new Date();
    target.setHours(hh, mm, 0, 0);
    clock.offsetMs = target.getTime() - Date.now();
    return clock;
  }
}

/** The API modules with `now` as the clock of those that read the time of day. */
function modulesOnClock(now: Clock) {
  const onClock = new Map<unknown, unknown>([
    [cartModule, createCartModule({ now })],
    [hoursModule, createHoursModule({ now })],
    [ordersModule, createOrdersModule({ now })],
    [systemModule, createSystemModule({ now })],
    // The order request on the socket: only menus offered now may be asked for.
    [tableServiceModule, createTableServiceModule({ now })],
  ]);
  return API_MODULES.map((m) => (onClock.get(m) as typeof m | undefined) ?? m);
}

/**
 * The real server (in-memory PGlite seeded with the demo restaurant, pictures left out so they
 * show their placeholder) serving the built app (dist/, or `distDir`), and Debian's Chromium to
 * drive it. With `clock`, the server's time of day is that clock's (see MovableClock).
 */
export async function startApp(
  options: { distDir?: string; clock?: MovableClock } = {},
): Promise<E2eApp> {
  const server = await startTestServer({
    distDir: options.distDir ?? resolve('dist'),
    ...(options.clock ? { modules: modulesOnClock(options.clock.now) } : {}),
    prepare: async (store) => {
      await seedDemo(store, { reset: false, imagesDir: resolve('.tmp/e2e-images'), images: false });
      // The journeys open tables by their plain ids (/?table_id=3), so codes are not sealed here.
      await store.db.update(settings).set({ value: 0 }).where(eq(settings.name, 'is_encrypting'));
      // The bulletin pop-up (advertising_time minutes on the menu) would cover a long journey's
      // next tap; review-notices.spec turns it on where it is tested.
      await store.db
        .update(settings)
        .set({ value: 0 })
        .where(eq(settings.name, 'advertising_time'));
      // The guided tour would stand in front of every journey's first taps; its own spec turns
      // the setting on again (e2e/guide.spec.ts).
      await store.db.update(settings).set({ value: 0 }).where(eq(settings.name, 'guide'));
    },
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  // Every context (browser.newPage makes one too) has its pages watched for errors.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(options));
  const contexts: BrowserContext[] = [];
  return {
    server,
    url: server.url,
    browser,
    async newDiner(options = {}) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: options.locale ?? 'en-US',
      });
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Stretches every business rule and service window of the demo over the whole day. Ordering
 * happens inside business hours and the suite runs at any hour: this keeps ordering open and the
 * rule in force (its round limits) the same whatever the hour.
 */
export async function serveAllDay(app: E2eApp): Promise<void> {
  const db = app.server.store.db;
  await db.execute(sql`update business_rules set start_time = '00:00', end_time = '24:00'`);
  await db.execute(sql`update business_hours set start_time = '00:00', end_time = '24:00'`);
}

/** A dish's English name, as the diner's menu in English shows it. */
export function englishName(d: MenuDish): string {
  const en = d.item_i18n.EN;
  if (typeof en === 'string' && en.trim()) return en;
  if (en && typeof en === 'object' && typeof (en as { name?: unknown }).name === 'string')
    return (en as { name: string }).name;
  return d.item_name1;
}

/** A bearer header of the demo's manager (the staff console's sign-in). */
export async function staffAuth(app: E2eApp): Promise<Record<string, string>> {
  const res = await fetch(`${app.url}/api/v1/kds/employee/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: '1001', password: 'sakura-1001' }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}`);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** A staff call that must answer 200; answers its JSON body as `T`. */
export async function staffApi<T>(
  app: E2eApp,
  auth: Record<string, string>,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await fetch(`${app.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...auth, ...init.headers },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/**
 * Staff open `tableId` for two with the menu the console preselects (the rule in force's default,
 * else the first it offers); with `pin`, the order's table PIN. Answers the order id.
 */
export async function staffOpenTable(
  app: E2eApp,
  auth: Record<string, string>,
  tableId: number,
  pin?: string,
): Promise<number> {
  const { open_menus } = await staffApi<Floor>(app, auth, '/api/v2/staff/floor');
  const menu = open_menus.default_menu ?? open_menus.offered[0]!;
  const opened = await staffApi<{ orderId: number }>(
    app,
    auth,
    '/api/v2.5/orders/not-check-table-status',
    {
      method: 'POST',
      body: JSON.stringify({
        table_id: tableId,
        select_menu: String(menu),
        adult_number: 2,
        child_number: 0,
        ...(pin === undefined ? {} : { order_code: pin }),
      }),
    },
  );
  return opened.orderId;
}

/** Staff approve the table's pending order request (waiting up to 10 s for it to arrive). */
export async function approvePending(app: E2eApp, tableId: number): Promise<void> {
  const auth = await staffAuth(app);
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (
          await fetch(`${app.url}/api/v2/staff/order-requests?status=pending`, { headers: auth })
        ).json()) as { data: { id: number; table_id: number }[] };
        id = list.data.find((r) => r.table_id === tableId)?.id;
        return id;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  const res = await fetch(`${app.url}/api/v2/staff/order-requests/${id}/approve`, {
    method: 'POST',
    headers: auth,
  });
  if (res.status !== 200) throw new Error(`approval answered ${res.status}`);
}

/**
 * A diner scans a free table and asks to open it for `adults` with the first menu offered, alone;
 * `labels` are the open-table panel's texts in the page's language (English by default).
 */
export async function openTableFromHome(
  app: E2eApp,
  page: Page,
  tableId: number | string,
  adults = 2,
  labels = {
    look: 'Look at the menu',
    add: 'Add one Adults',
    remove: 'Remove one Adults',
    open: 'Open the table',
  },
): Promise<void> {
  await page.goto(`${app.url}/?table_id=${tableId}`);
  await page.waitForURL(/\/Home$/);
  await page.getByRole('button', { name: labels.look }).click();
  // The panel starts at 2 adults.
  for (let n = 2; n < adults; n++) await page.getByRole('button', { name: labels.add }).click();
  for (let n = 2; n > adults; n--) await page.getByRole('button', { name: labels.remove }).click();
  const boxes = await page.getByRole('checkbox').all();
  for (const [i, box] of boxes.entries()) await box.setChecked(i === 0, { force: true });
  await page.getByRole('button', { name: labels.open }).click();
  await page.waitForURL(/\/Main$/);
}

/** Another diner scans the open table and goes to its menu. */
export async function joinTable(
  app: E2eApp,
  page: Page,
  tableId: number | string,
  look = 'Look at the menu',
): Promise<void> {
  await page.goto(`${app.url}/?table_id=${tableId}`);
  await page.waitForURL(/\/(Home|Main)$/);
  if (page.url().endsWith('/Home')) {
    await page.getByRole('button', { name: look }).click();
    await page.waitForURL(/\/Main$/);
  }
}

/**
 * Presses a dish card's add button (the card's own + or its stepper's), by the dish's name;
 * `labels` are the two buttons' names in the page's language, with {dish} for the name.
 */
export async function addFromMenu(
  page: Page,
  dish: string,
  labels = ['Add {dish}', 'Add one {dish}'],
): Promise<void> {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = labels.map((l) => escape(l).replace(escape('{dish}'), escape(dish)));
  await page
    .getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) })
    .first()
    .click();
}

/** A first-level menu with its dishes, as the diner's app reads it. */
export async function menuWithDishes(app: E2eApp, menuId: number): Promise<MenuWithDishes> {
  return (await (
    await fetch(`${app.url}/api/v3/menus2/${menuId}?type=0&with_dish=1`)
  ).json()) as MenuWithDishes;
}

/** The restaurant's whole setup as the staff API exports it (pictures left out). */
export async function exportSetup(app: E2eApp): Promise<RestaurantDocument> {
  const exported = await fetch(`${app.url}/api/v2/staff/restaurant/export?pictures=0`, {
    headers: await staffAuth(app),
  });
  if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
  return (await exported.json()) as RestaurantDocument;
}

/**
 * Replaces the restaurant's setup with `doc` through the staff API (orders wiped, so call it
 * before the test opens tables). Every connected app is told to reload its settings.
 */
export async function importSetup(app: E2eApp, doc: RestaurantDocument): Promise<void> {
  const res = await fetch(`${app.url}/api/v2/staff/restaurant/import?wipe_orders=1`, {
    method: 'POST',
    headers: { ...(await staffAuth(app)), 'Content-Type': 'application/json' },
    body: JSON.stringify(doc),
  });
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${await res.text()}`);
}

/**
 * Changes the restaurant's stored settings through the staff API, as a manager does from the
 * console: the setup is exported, the named settings take the given values, and the document is
 * imported again (see importSetup).
 */
export async function putSettings(app: E2eApp, values: Record<string, unknown>): Promise<void> {
  const doc = await exportSetup(app);
  for (const [name, value] of Object.entries(values)) {
    const row = doc.settings.find((s) => s.name === name);
    if (!row) throw new Error(`the restaurant has no setting ${name}`);
    row.value = value;
  }
  await importSetup(app, doc);
}
