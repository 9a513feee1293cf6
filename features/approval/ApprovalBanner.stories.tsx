import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { seatAtTableSix, tableSixOrder } from '../../.storybook/seated-table';
import { ApprovalBanner } from './ApprovalBanner';
import { bannerSize, resendLeft, resetApprovalStore } from './approval-store';
import { storyTexts } from '../../.storybook/story-language';

function seed(
  status: 'REVIEW' | 'APPROVED' | 'REJECTED',
  left = 0,
  size: 'large' | 'small' = 'large',
) {
  // The table is not open yet: its order has no id.
  seatAtTableSix({ approvalStatus: status, orderTab: { ...tableSixOrder, orderId: 0 } });
  resetApprovalStore();
  resendLeft.value = left;
  bannerSize.value = size;
}

const meta = {
  title: 'Screens/Approval/ApprovalBanner',
  component: ApprovalBanner,
} satisfies Meta<typeof ApprovalBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewWithCountdown: Story = {
  beforeEach: () => seed('REVIEW', 42),
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(canvas.getByText(t('banner.review.title'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: t('approval.resendIn', { seconds: 42 }) }),
    ).toBeDisabled();
  },
};

/** The countdown in Chinese: the play finds the banner and the button by their Chinese texts. */
export const ReviewWithCountdownInChinese: Story = {
  ...ReviewWithCountdown,
  globals: { locale: 'ZH' },
};

export const ReviewMayResend: Story = {
  beforeEach: () => seed('REVIEW', 0),
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(canvas.getByRole('button', { name: t('approval.resend') })).toBeEnabled();
  },
};

export const ReviewSmall: Story = {
  beforeEach: () => seed('REVIEW', 30, 'small'),
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const title = t('banner.review.title');
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(title) }));
    await expect(
      canvas.getByRole('button', { name: t('approval.resendIn', { seconds: 30 }) }),
    ).toBeInTheDocument();
  },
};

/** The small banner opened in Italian, whose title and button are longer. */
export const ReviewSmallInItalian: Story = { ...ReviewSmall, globals: { locale: 'IT' } };

export const Approved: Story = {
  beforeEach: () => seed('APPROVED'),
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    await expect(canvas.getByText(t('banner.approved.title'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common.close') }));
    await expect(canvas.queryByText(t('banner.approved.title'))).not.toBeInTheDocument();
  },
};

/** Staff rejected the table: the spec's words where the diner is, and a way to ask again. */
export const Rejected: Story = {
  beforeEach: () => seed('REJECTED'),
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(canvas.getByText(t('approval.rejected'))).toBeVisible();
    await expect(canvas.getByText(t('banner.rejected.message'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('approval.resend') })).toBeEnabled();
  },
};

export const RejectedInGerman: Story = { ...Rejected, globals: { locale: 'DE' } };
export const RejectedLight: Story = { ...Rejected, globals: { theme: 'light' } };
export const RejectedGold: Story = { ...Rejected, globals: { theme: 'gold' } };

/** Asking again sends the same request: the table waits for staff once more. */
export const RejectedAskAgain: Story = {
  beforeEach: () => seed('REJECTED'),
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('approval.resend') }));
    await expect(canvas.getByText(t('banner.review.title'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('approval.resendIn', { seconds: 60 }) }),
    ).toBeDisabled();
  },
};

/** Closed, the rejection stays as a line to tap: it does not vanish with the way to ask again. */
export const RejectedClosed: Story = {
  beforeEach: () => seed('REJECTED'),
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('common.close') }));
    const title = t('approval.rejected');
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(title) }));
    await expect(canvas.getByRole('button', { name: t('approval.resend') })).toBeVisible();
  },
};

export const LightTheme: Story = {
  beforeEach: () => seed('REVIEW', 12),
  globals: { theme: 'light' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).t('banner.review.title'))).toBeVisible();
  },
};

export const GoldTheme: Story = {
  beforeEach: () => seed('REVIEW', 12),
  globals: { theme: 'gold' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyTexts(globals).t('banner.review.title')),
    ).toBeInTheDocument();
  },
};
