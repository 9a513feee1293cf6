// The notice centre and the dining review from a diner's phone (entry-home-service.md §2 "Notice
// centre dialog", "Review page", §5, §8, §9): the tabs the settings turn on, the bulletin gallery
// with its full-screen viewer and 'no picture'; a 1–3 star review sent with its comment (one per
// order: the next phone at the table is told it exists); 4–5 stars offering the map service's
// write-review page instead, or taking a comment when google_review is off, sent by closing the
// dialog on the review tab; the bulletin pop-up after advertising_time minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { activityImages, settings } from '../server/store/schema';
import { joinTable, staffApi, staffAuth, staffOpenTable, startApp } from './harness';
import type { E2eApp } from './harness';

let app: E2eApp;
let staff: Record<string, string> = {};
beforeAll(async () => {
  app = await startApp();
  staff = await staffAuth(app);
});
afterAll(async () => {
  await app?.close();
});

const PLACE_ID = 'ChIJTavolaSakuraDemo0001';

/** A new phone scans `table` and reaches its menu. */
async function dinerAt(table: number): Promise<Page> {
  const { page } = await app.newDiner();
  await joinTable(app, page, table);
  return page;
}

const setSetting = (name: string, value: unknown) =>
  app.server.store.db.update(settings).set({ value }).where(eq(settings.name, name));

/** Setting 129, the member login (the VIP tab needs it on). */
const setMemberLogin = (enable: number) =>
  app.server.store.db.update(settings).set({ value: enable }).where(eq(settings.id, 129));

const reviewsOf = (orderId: number) =>
  app.server.store.rows<{ rating: number; comment: string }>(
    sql`select rating, comment from reviews where order_head_id = ${orderId}`,
  );

async function openReviewTab(page: Page) {
  await page.getByRole('button', { name: 'Notices' }).click();
  const centre = page.getByRole('dialog', { name: 'Notices' });
  await centre.getByRole('tab', { name: 'Review' }).click();
  return centre;
}

describe('The notice centre', () => {
  it('shows the tabs the settings turn on, the bulletins with a viewer, and no picture when there are none', async () => {
    await staffOpenTable(app, staff, 3);
    const page = await dinerAt(3);
    await page.getByRole('button', { name: 'Notices' }).click();
    const centre = page.getByRole('dialog', { name: 'Notices' });
    await centre.getByRole('tab').first().waitFor();
    // The member key check passes for the demo restaurant: the VIP tab holds the member login.
    await centre.getByRole('tab', { name: 'VIP' }).waitFor();
    expect(await centre.getByRole('tab').allTextContents()).toEqual([
      'News',
      'VIP',
      'Review',
      'Table PIN',
    ]);
    await centre.getByRole('tab', { name: 'VIP' }).click();
    await centre.getByRole('button', { name: 'Log in as a member' }).waitFor();
    await centre.getByRole('tab', { name: 'News' }).click();
    const gallery = centre.getByRole('group', { name: 'Offers and events' });
    await gallery.waitFor();
    expect(await gallery.getByRole('radio', { name: /^Picture \d$/ }).count()).toBe(3);
    await gallery.getByRole('radio', { name: 'Picture 2' }).click();
    await gallery.getByRole('button', { name: 'View full screen: Offer 2 of 3' }).click();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await viewer.waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    await centre.getByRole('tab', { name: 'Table PIN' }).click();
    await centre.getByText('The table PIN keeps your order safe').waitFor();

    // The restaurant takes its bulletins down and turns the PIN and the member login off: a new
    // phone sees no picture, no PIN tab and no VIP tab.
    const images = await app.server.store.db.select().from(activityImages);
    await app.server.store.db.delete(activityImages);
    await setSetting('order_head_password', 0);
    await setMemberLogin(0);
    try {
      const other = await dinerAt(3);
      await other.getByRole('button', { name: 'Notices' }).click();
      const second = other.getByRole('dialog', { name: 'Notices' });
      await second.getByText('No picture').waitFor();
      expect(await second.getByRole('tab').allTextContents()).toEqual(['News', 'Review']);
    } finally {
      await setSetting('order_head_password', 1);
      await setMemberLogin(1);
      await app.server.store.db.insert(activityImages).values(images);
    }
  });

  it('pops the bulletins up advertising_time minutes after the menu opens', async () => {
    // The harness turns the pop-up off for every journey; here it comes after 3 s.
    await setSetting('advertising_time', 0.05);
    try {
      await staffOpenTable(app, staff, 4);
      const page = await dinerAt(4);
      const centre = page.getByRole('dialog', { name: 'Notices' });
      await centre.waitFor({ timeout: 15_000 });
      expect(await centre.getByRole('tab', { name: 'News' }).getAttribute('aria-selected')).toBe(
        'true',
      );
    } finally {
      await setSetting('advertising_time', 0);
    }
  });
});

describe('The dining review', () => {
  it('sends 1–3 stars with a comment, once per order', async () => {
    const orderId = await staffOpenTable(app, staff, 5);
    const page = await dinerAt(5);
    const centre = await openReviewTab(page);
    await centre.getByRole('radio', { name: '2 stars' }).check({ force: true });
    expect(await centre.getByRole('button', { name: /Google Maps/ }).count()).toBe(0);
    const send = centre.getByRole('button', { name: 'Send review' });
    expect(await send.isDisabled()).toBe(true);
    await centre.getByRole('textbox', { name: 'Your comment' }).fill('The rice was cold');
    await send.click();
    await page.getByText('Review sent. Thank you!').first().waitFor();
    await centre.getByText('Thank you for your review!').waitFor();
    expect(await reviewsOf(orderId)).toEqual([{ rating: 2, comment: 'The rice was cold' }]);

    // The table's next phone is told the review exists and cannot send another.
    const other = await dinerAt(5);
    const second = await openReviewTab(other);
    await second.getByText('Your table has already sent its review. Thank you!').waitFor();
    expect(await second.getByRole('radio').count()).toBe(0);
    expect(await reviewsOf(orderId)).toHaveLength(1);
  });

  it('offers the map page for 4–5 stars; with google_review off takes a comment, sent on close', async () => {
    const orderId = await staffOpenTable(app, staff, 6);
    const { context, page } = await app.newDiner();
    await context.route('https://search.google.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Write a review</title>',
      }),
    );
    await page.goto(`${app.url}/?table_id=6`);
    await page.waitForURL(/\/(Home|Main)$/);
    if (page.url().endsWith('/Home'))
      await page.getByRole('button', { name: 'Look at the menu' }).click();
    await page.waitForURL(/\/Main$/);

    const centre = await openReviewTab(page);
    await centre.getByRole('radio', { name: '5 stars' }).check({ force: true });
    expect(await centre.getByRole('textbox').count()).toBe(0);
    const [mapPage] = await Promise.all([
      context.waitForEvent('page'),
      centre.getByRole('button', { name: 'Write a review on Google Maps' }).click(),
    ]);
    await mapPage.waitForLoadState();
    expect(mapPage.url()).toBe(`https://search.google.com/local/writereview?placeid=${PLACE_ID}`);
    await mapPage.close();
    // Closing on the review tab sends nothing for stars meant for the map page.
    await centre.getByRole('button', { name: 'Close' }).click();
    await centre.waitFor({ state: 'hidden' });
    expect(await reviewsOf(orderId)).toEqual([]);

    // The owner stops sharing on the map page: the change reaches the phone live.
    await staffApi(app, staff, '/api/v2/staff/settings', {
      method: 'PATCH',
      body: JSON.stringify({ googleReview: false }),
    });
    try {
      const again = await openReviewTab(page);
      await again.getByRole('radio', { name: '5 stars' }).check({ force: true });
      await again.getByRole('textbox', { name: 'Your comment' }).waitFor();
      expect(await again.getByRole('button', { name: /Google Maps/ }).count()).toBe(0);
      await again.getByRole('textbox', { name: 'Your comment' }).fill('Best ramen in town');
      await again.getByRole('button', { name: 'Close' }).click();
      await page.getByText('Review sent. Thank you!').first().waitFor();
      expect(await reviewsOf(orderId)).toEqual([{ rating: 5, comment: 'Best ramen in town' }]);
    } finally {
      await staffApi(app, staff, '/api/v2/staff/settings', {
        method: 'PATCH',
        body: JSON.stringify({ googleReview: true }),
      });
    }
  });
});
