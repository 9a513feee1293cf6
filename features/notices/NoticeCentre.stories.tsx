import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { updateClientState } from '../../lib/session';
import { tableSixOrder } from '../../.storybook/seated-table';
import { restaurantInfo, settingsByName } from '../../lib/restaurant';
import { db } from '../../mocks/db';
import { networkDelay } from '../../mocks/delay';
import { handlers } from '../../mocks/handlers';
import { resetMockReview } from '../../mocks/handlers/review';
import { bulletinPicture } from '../../ui/Picture/sample-pictures';
import { NoticeCentre } from './NoticeCentre';
import { openNotices, resetNoticesStore } from './notices-store';
import type { NoticeTab } from '../../core';

const ORDER_ID = 42;

/** The demo's notice settings: every tab but VIP on (no member app in these stories). */
const ALL_ON = {
  promotional_advertisement: 1,
  dining_review: 1,
  google_review: 1,
  order_head_password: 1,
  advertising_time: 1,
};

/**
 * The diner's order at T6, the notice centre open on `tab`. The review panel keeps what it knows
 * per order: a story that sends a review uses an order of its own.
 */
function seed(
  tab: NoticeTab | null,
  notices: Record<string, unknown> = ALL_ON,
  orderId = ORDER_ID,
) {
  updateClientState({
    tableId: 6,
    tableName: 'T6',
    approvalStatus: 'NO',
    orderTab: { ...tableSixOrder, orderId },
  });
  restaurantInfo.value = structuredClone(db.restaurantInfo);
  settingsByName.value = { ...notices };
  resetMockReview();
  resetNoticesStore();
  openNotices(tab);
}

/** The bulletin pictures drawn inline (the seed's JPEG files live on the server). */
const pictures = http.get('*/bulletin/:file', ({ params }) => {
  const seedOf = String(params.file).length;
  const url = bulletinPicture(seedOf);
  const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});
const noBulletins = http.get('*/api/v2/activity-bulletin/image', () => HttpResponse.json([]));
const slowBulletins = http.get('*/api/v2/activity-bulletin/image', () => networkDelay('never'));
const tablePin = http.get('*/api/v2/order_head_password/list', () =>
  HttpResponse.json({ data: [{ order_password: '4821' }] }),
);
const withHandlers = (...own: RequestHandler[]) => ({ msw: { handlers: [...own, ...handlers] } });

const meta = {
  title: 'Screens/Notices/NoticeCentre',
  component: NoticeCentre,
  parameters: { layout: 'fullscreen', ...withHandlers(pictures, tablePin) },
  beforeEach: () => seed('notice'),
} satisfies Meta<typeof NoticeCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Notices' });
const light = { globals: { theme: 'light' } };
const gold = { globals: { theme: 'gold' } };

/** NOTICE: the activity bulletins with the pager; each tab the settings turn on. */
export const Gallery: Story = {
  play: async () => {
    const d = within(await dialog());
    const tabs = d.getAllByRole('tab').map((t) => t.textContent);
    await expect(tabs).toEqual(['News', 'Review', 'Table PIN']);
    await expect(d.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    await d.findByRole('group', { name: 'Offers and events' });
    await expect(d.getAllByRole('radio', { name: /Picture \d/ })).toHaveLength(3);
    await waitFor(() => {
      const img = d.getAllByRole('img', { name: 'Offer 1 of 3' })[0] as HTMLImageElement;
      return expect(img.complete && img.naturalWidth > 0).toBe(true);
    });
  },
};
export const GalleryLight: Story = { ...Gallery, ...light };
export const GalleryGold: Story = { ...Gallery, ...gold };

/** No bulletin pictures: 'No picture'. */
export const GalleryEmpty: Story = {
  parameters: withHandlers(noBulletins, tablePin),
  play: async () => {
    const d = within(await dialog());
    await d.findByText('No picture');
  },
};
export const GalleryEmptyLight: Story = { ...GalleryEmpty, ...light };
export const GalleryEmptyGold: Story = { ...GalleryEmpty, ...gold };

/** The bulletins on their way. */
export const GalleryLoading: Story = {
  parameters: withHandlers(slowBulletins, tablePin),
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toBeInTheDocument();
  },
};

/** A tap on a bulletin opens it full screen. */
export const GalleryFullScreen: Story = {
  play: async ({ userEvent }) => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('button', { name: 'View full screen: Offer 1 of 3' }));
    const viewer = within(
      await within(document.body).findByRole('dialog', { name: 'Picture viewer' }),
    );
    await expect(viewer.getAllByRole('img', { name: 'Offer 1 of 3' }).length).toBeGreaterThan(0);
  },
};

/** EVALUATION: the review page inside the notice centre. */
export const ReviewTab: Story = {
  beforeEach: () => seed('review'),
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
    await d.findByRole('radiogroup', { name: 'Your rating' });
  },
};
export const ReviewTabLight: Story = { ...ReviewTab, ...light };
export const ReviewTabGold: Story = { ...ReviewTab, ...gold };

/** PASSWORD: the table PIN, hidden until shown, with the employee's change and remove. */
export const PinTab: Story = {
  beforeEach: () => seed('pin'),
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('tab', { name: 'Table PIN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await d.findByRole('button', { name: 'Show' });
  },
};
export const PinTabLight: Story = { ...PinTab, ...light };
export const PinTabGold: Story = { ...PinTab, ...gold };

/** Notices and the PIN off: the review alone. */
export const ReviewOnly: Story = {
  beforeEach: () => seed(null, { dining_review: 1, google_review: 1 }),
  play: async () => {
    const d = within(await dialog());
    await expect(d.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Review']);
  },
};

/** Closing the notice centre while on the review tab sends the review. */
export const ClosingSendsReview: Story = {
  beforeEach: () => seed('review', ALL_ON, ORDER_ID + 1),
  play: async ({ userEvent }) => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('radio', { name: '2 stars' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Your comment' }), 'Rice was dry');
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    openNotices('review');
    const again = within(await dialog());
    await again.findByText('Thank you for your review!');
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
  },
};
