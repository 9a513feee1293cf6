import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import {
  approvePending,
  joinTable,
  MovableClock,
  openTableFromHome,
  staffApi,
  staffAuth,
  startApp,
} from './harness';
import type { E2eApp } from './harness';

const TABLE = 14;
const clock = MovableClock.at(16, 30);
let app: E2eApp;

beforeAll(async () => {
  // Mid-afternoon: the demo's all-day window is in force.
  app = await startApp({ clock });
  // The windows leave the round's minutes and count to the settings, which the console sets to
  // one-minute rounds, three at most.
  await app.server.store.db.execute(
    sql`update business_rules set turn_mins = null, max_turn = null`,
  );
  await staffApi(app, await staffAuth(app), '/api/v2/staff/settings', {
    method: 'PATCH',
    body: JSON.stringify({ rounds: { enabled: true, minutes: 1, maxRounds: 3 } }),
  });
});
afterAll(async () => {
  await app?.close();
});

/** The table window's details: the round ("2 of 3") and the time left, shown once opened. */
async function roundShown(page: Page): Promise<string> {
  const window = page.getByRole('group', { name: 'Table info' });
  const show = window.getByRole('button', { name: 'Show table details' });
  if (await show.isVisible()) await show.click();
  const text = (await window.textContent()) ?? '';
  return /Round\s*(\d+ of \d+)/.exec(text)?.[1] ?? '';
}

describe('The end of a round', () => {
  it('moves both phones to round 2 when the countdown reaches zero, with nobody pressing anything, and after a reload', async () => {
    const a = await app.newDiner();
    await openTableFromHome(app, a.page, TABLE, 2);
    await approvePending(app, TABLE);
    await a.page.getByText('Your order is unlocked').first().waitFor();
    const b = await app.newDiner();
    await joinTable(app, b.page, TABLE);
    // The console's values are the phones': one-minute rounds, three at most.
    for (const { page } of [a, b]) await expect.poll(() => roundShown(page)).toBe('1 of 3');

    // The server's clock moves to 6 s before the round's end; the phones read it again.
    clock.offsetMs += 54_000;
    for (const { page } of [a, b]) {
      await page.reload();
      await page.waitForURL(/\/Main$/);
    }
    for (const { page } of [a, b])
      await expect.poll(() => roundShown(page), { timeout: 20_000, interval: 250 }).toBe('2 of 3');
    // The round that ended does not stay "ending": a fresh minute runs.
    for (const { page } of [a, b]) {
      const window = page.getByRole('group', { name: 'Table info' });
      await expect
        .poll(async () => (await window.getByRole('timer').first().textContent()) ?? '')
        .toMatch(/0[01]:\d\d/);
      expect(await window.getByText('The round is ending: changes are closed.').count()).toBe(0);
      expect(await page.getByText('Something went wrong. Please try again.').count()).toBe(0);
    }
    await a.page.screenshot({ path: '.tmp/shots/round-2-after-end.png' });
    await b.page.reload();
    await b.page.waitForURL(/\/Main$/);
    await expect.poll(() => roundShown(b.page)).toBe('2 of 3');
    for (const { page } of [a, b])
      expect(await page.getByText('Something went wrong. Please try again.').count()).toBe(0);
  }, 120_000);
});
