import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { updateClientState } from '../../lib/session';
import { tableSixOrder } from '../../.storybook/seated-table';
import { restaurantInfo, settingsByName } from '../../lib/restaurant';
import { db } from '../../mocks/db';
import { networkDelay } from '../../mocks/delay';
import { resetMockReview } from '../../mocks/handlers/review';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { ReviewPanel } from './ReviewPanel';
import { resetReviewStore, type ReviewSeed } from './review-store';

const ORDER_ID = 42;

/** A diner at table T6 whose order has no review yet; google_review as given. */
function seed(review: ReviewSeed = {}, googleReview = 1) {
  updateClientState({
    tableId: 6,
    tableName: 'T6',
    approvalStatus: 'NO',
    orderTab: { ...tableSixOrder, orderId: ORDER_ID },
  });
  restaurantInfo.value = structuredClone(db.restaurantInfo);
  settingsByName.value = { dining_review: 1, google_review: googleReview };
  resetMockReview();
  resetReviewStore(review);
}

/** The order's review state as given, already known: the panel does not ask the server. */
const known =
  (review: ReviewSeed, googleReview = 1) =>
  () =>
    seed({ orderId: ORDER_ID, ...review }, googleReview);

const meta = {
  title: 'Screens/Review/ReviewPanel',
  component: ReviewPanel,
  parameters: { layout: 'padded' },
  beforeEach: () => seed(),
} satisfies Meta<typeof ReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three themes side by side, the state the story seeds. */
const inThemes = {
  render: () => (
    <ThemeGrid minWidth={340}>
      <ReviewPanel />
    </ThemeGrid>
  ),
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Story;

const columns = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('region');

/** No rating yet: five stars, nothing else. */
export const Empty: Story = {
  ...inThemes,
  beforeEach: known({ phase: 'open' }),
  play: async ({ canvas }) => {
    for (const c of columns(canvas)) {
      const col = within(c);
      await expect(col.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
      await expect(col.queryByRole('textbox')).not.toBeInTheDocument();
      await expect(col.queryByRole('button')).not.toBeInTheDocument();
    }
  },
};

/** Asking the server whether the order has its review. */
export const Loading: Story = {
  ...inThemes,
  parameters: {
    msw: {
      handlers: [http.get('*/api/v3/dining_reviews', () => networkDelay('never'))],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** 1–3 stars: the comment box and Send. */
export const Comment: Story = {
  ...inThemes,
  beforeEach: known({ phase: 'open', rating: 2, comment: 'The miso soup came cold' }),
  play: async ({ canvas }) => {
    for (const c of columns(canvas)) {
      const col = within(c);
      await expect(col.getByRole('textbox', { name: 'Your comment' })).toHaveValue(
        'The miso soup came cold',
      );
      await expect(col.getByRole('button', { name: 'Send review' })).toBeEnabled();
      await expect(col.queryByRole('button', { name: /Google Maps/ })).not.toBeInTheDocument();
    }
  },
};

/** 4–5 stars while the restaurant shares on the map page: the share button, no comment. */
export const ShareShown: Story = {
  ...inThemes,
  beforeEach: known({ phase: 'open', rating: 5 }),
  play: async ({ canvas }) => {
    for (const c of columns(canvas)) {
      const col = within(c);
      await expect(
        col.getByRole('button', { name: 'Write a review on Google Maps' }),
      ).toBeInTheDocument();
      await expect(col.queryByRole('textbox')).not.toBeInTheDocument();
    }
  },
};

/** 5 stars with google_review off: the comment box instead of the share button. */
export const ShareHidden: Story = {
  ...inThemes,
  beforeEach: known({ phase: 'open', rating: 5, comment: 'Perfect ramen' }, 0),
  play: async ({ canvas }) => {
    for (const c of columns(canvas)) {
      const col = within(c);
      await expect(col.queryByRole('button', { name: /Google Maps/ })).not.toBeInTheDocument();
      await expect(col.getByRole('button', { name: 'Send review' })).toBeEnabled();
    }
  },
};

/** Sent: the stars given and a thank-you. */
export const Success: Story = {
  ...inThemes,
  beforeEach: known({ phase: 'sent', rating: 2, reviewedRating: 2 }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Thank you for your review!')).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: 'Rated 2 out of 5' })).toHaveLength(3);
  },
};

/** The send failed: the reason, and Send to try again. */
export const Failure: Story = {
  ...inThemes,
  beforeEach: known({ phase: 'open', rating: 3, comment: 'Slow service', failed: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getAllByText('Review failed. Please try again.')).toHaveLength(3);
  },
};

/** The server refused the send: too many reviews from this device or address lately (429). */
export const TooMany: Story = {
  ...inThemes,
  beforeEach: known({ phase: 'open', rating: 3, comment: 'Slow service', failed: 'tooMany' }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(
      canvas.getAllByText(
        'Many reviews have been sent from here recently. Please try again later.',
      ),
    ).toHaveLength(3);
  },
};

/** Someone at the table reviewed the order already (one review per order). */
export const AlreadyReviewed: Story = {
  ...inThemes,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v3/dining_reviews', () => HttpResponse.json({ reviewed: true, rating: 4 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getAllByText('Your table has already sent its review. Thank you!'),
      ).toHaveLength(3),
    );
    await expect(canvas.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(3);
  },
};

/** Two stars, a comment, Send: the server keeps it and the panel thanks the diner. */
export const SendsReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '2 stars' }));
    const send = canvas.getByRole('button', { name: 'Send review' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your comment' }), '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your comment' }), 'Cold soup');
    await userEvent.click(send);
    await canvas.findByText('Thank you for your review!');
    // The pending Send button's announcement names a button that is gone; a person hears it
    // once, axe would read it as an unnamed image.
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
  },
};

/** The server refuses: the diner is told and may send again. */
export const SendFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v3/dining_reviews', () =>
          HttpResponse.json({ reviewed: false, rating: null }),
        ),
        http.post('*/api/v3/dining_reviews', () =>
          HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '1 star' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your comment' }), 'Too salty');
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Review failed. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Send review' })).toBeEnabled();
  },
};

/** Four stars: the share button opens the restaurant's write-review page on the map service. */
export const SharesOnMap: Story = {
  beforeEach: () => {
    seed();
    const open = window.open;
    window.open = fn().mockName('window.open') as unknown as typeof window.open;
    return () => {
      window.open = open;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review on Google Maps' }));
    await expect(window.open).toHaveBeenCalledWith(
      `https://search.google.com/local/writereview?placeid=${db.restaurantInfo.place_id}`,
      '_blank',
      'noopener,noreferrer',
    );
  },
};
