import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { updateClientState } from '../../lib/session';
import { ApprovalBanner } from './ApprovalBanner';
import { bannerSize, resendLeft, resetApprovalStore } from './approval-store';

function seed(status: 'REVIEW' | 'APPROVED', left = 0, size: 'large' | 'small' = 'large') {
  updateClientState({
    tableId: 6,
    tableName: 'T6',
    approvalStatus: status,
    orderTab: {
      person: 2,
      orderId: 0,
      menuList: [{ main_group_id: 2, main_group_name: 'Dinner' }],
      customer: '1',
      childNum: 0,
      otherNum: 0,
      normalNum: 2,
      orderCode: '',
      eatType: 0,
    },
  });
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for approval')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ask again in 42 s' })).toBeDisabled();
  },
};

export const ReviewMayResend: Story = {
  beforeEach: () => seed('REVIEW', 0),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ask the staff again' })).toBeEnabled();
  },
};

export const ReviewSmall: Story = {
  beforeEach: () => seed('REVIEW', 30, 'small'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Waiting for approval/ }));
    await expect(canvas.getByRole('button', { name: 'Ask again in 30 s' })).toBeInTheDocument();
  },
};

export const Approved: Story = {
  beforeEach: () => seed('APPROVED'),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Order unlocked')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByText('Order unlocked')).not.toBeInTheDocument();
  },
};

export const GoldTheme: Story = {
  beforeEach: () => seed('REVIEW', 12),
  globals: { theme: 'gold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for approval')).toBeInTheDocument();
  },
};
