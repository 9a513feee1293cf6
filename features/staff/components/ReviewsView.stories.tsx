import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { OwnerView } from './OwnerView';
import { resetOwnerStore } from '../owner-store';
import { resetStaffStore } from '../staff-store';
import { handlers } from '../../../mocks/handlers';
import { noReviews, staffOwnerHandlers } from '../../../mocks/handlers/staff-owner';
import * as base from './StaffConsole.css';

const SESSION = { employee_id: 2, name: 'Kenji', role: 'waiter', exp: 4_000_000_000 };

const own = (...first: RequestHandler[]) => ({
  msw: { handlers: [...first, ...staffOwnerHandlers(), ...handlers] },
});

const meta = {
  title: 'Screens/Staff/Restaurant/Reviews',
  component: OwnerView,
  args: { initialSection: 'reviews' },
  render: (args) => (
    <div className={base.page}>
      <OwnerView {...args} />
    </div>
  ),
  parameters: { layout: 'fullscreen', ...own() },
  beforeEach: () => {
    resetStaffStore({ session: SESSION });
    resetOwnerStore();
  },
} satisfies Meta<typeof OwnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const reviewsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'What diners wrote' })).getAllByRole('listitem');

/** The newest reviews first: stars, table, when, and what the diner wrote; read only. */
export const Reviews: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'What diners wrote' });
    const items = reviewsOf(canvas);
    await expect(items).toHaveLength(20);
    // The fixture's newest (id 45, table T10, 1 star) comes first; id 42 was a takeaway.
    await expect(items[0]).toHaveTextContent('Table T10');
    await expect(within(items[0]!).getByRole('img', { name: /1/ })).toBeInTheDocument();
    await expect(items[3]).toHaveTextContent('Takeaway');
    await expect(canvas.queryByRole('button', { name: /Reply|Delete/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show older reviews' })).toBeInTheDocument();
  },
};

export const ReviewsLight: Story = { ...Reviews, globals: { theme: 'light' } };
export const ReviewsGold: Story = { ...Reviews, globals: { theme: 'gold' } };
export const ReviewsTablet: Story = {
  ...Reviews,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Older pages on request, until the first review: then no more button. */
export const ReviewsAllRead: Story = {
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole('button', { name: 'Show older reviews' });
    await userEvent.click(more);
    await waitFor(() => expect(reviewsOf(canvas)).toHaveLength(40));
    await userEvent.click(canvas.getByRole('button', { name: 'Show older reviews' }));
    await waitFor(() => expect(reviewsOf(canvas)).toHaveLength(45));
    await expect(
      canvas.queryByRole('button', { name: 'Show older reviews' }),
    ).not.toBeInTheDocument();
  },
};

/** No diner has left a review yet. */
export const NoReviews: Story = {
  parameters: own(noReviews),
  play: async ({ canvas }) => {
    await canvas.findByText('No reviews yet');
    await expect(
      canvas.queryByRole('button', { name: 'Show older reviews' }),
    ).not.toBeInTheDocument();
  },
};

/** The reviews could not be read: the reason is shown. */
export const ReviewsLoadFailed: Story = {
  parameters: own(
    http.get('*/api/v2/staff/reviews', () =>
      HttpResponse.json(
        { code: 'UNAUTHORIZED', message: 'Employee login required' },
        { status: 401 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the reviews');
    await expect(alert).toHaveTextContent('Employee login required');
  },
};
