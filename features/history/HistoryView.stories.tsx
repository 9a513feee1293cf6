import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { updateClientState } from '../../lib/session';
import { settingsByName } from '../../lib/restaurant';
import { delay, http, HttpResponse } from 'msw';
import { HistoryView } from './HistoryView';
import { resetHistoryStore } from './history-store';

/** A story's handlers replace the preview's: the history-dish call is answered here too. */
const historyDish = http.get('*/api/v2.5/orders/history-dish/:id', () =>
  HttpResponse.json({
    dish_round_customer_data: {},
    round_customer_dish_data: {},
    dishRuleData: {},
  }),
);

function seed(autonomous = false) {
  updateClientState({
    tableId: 6,
    tableName: 'T6',
    approvalStatus: 'NO',
    orderTab: {
      person: 2,
      orderId: 42,
      menuList: [{ main_group_id: 2, main_group_name: 'Dinner' }],
      customer: '1',
      childNum: 0,
      otherNum: 0,
      normalNum: 2,
      orderCode: '',
      eatType: 0,
    },
  });
  settingsByName.value = { 'rule-autonomous-meal': JSON.stringify({ status: autonomous ? 1 : 0 }) };
  resetHistoryStore();
}

const meta = {
  title: 'Screens/History/HistoryView',
  component: HistoryView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => seed(),
} satisfies Meta<typeof HistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoRounds: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Round 1', { selector: 'span' });
    await expect(canvas.getByText('Round 2', { selector: 'span' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Served').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('tab', { name: 'By the waiter' }));
    await expect(canvas.getByRole('tab', { name: 'By the waiter' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(canvas.queryByText('Round 1', { selector: 'span' })).not.toBeInTheDocument(),
    );
    // Waiter dishes are read-only: no add-again.
    await expect(
      canvas.queryByRole('button', { name: /^Order .* again$/ }),
    ).not.toBeInTheDocument();
  },
};

export const Legend: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Round 1', { selector: 'span' });
    await userEvent.click(canvas.getByRole('button', { name: 'Status guide' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent('It cannot be made and is not charged.'),
    );
  },
};

export const OutsideBusinessTime: Story = {
  args: { isBusinessTime: false },
  play: async ({ canvas }) => {
    await canvas.findByText('Round 1', { selector: 'span' });
    for (const b of canvas.getAllByRole('button', { name: /^Order .* again$/ }))
      await expect(b).toBeDisabled();
  },
};

export const AutonomousOwnDishes: Story = {
  beforeEach: () => seed(true),
  play: async ({ canvas }) => {
    await canvas.findByText('Round 1', { selector: 'span' });
    await expect(canvas.queryAllByText('Guest 2')).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        historyDish,
        http.get('*/api/v2/orders/:id', () =>
          HttpResponse.json({
            order_head_id: 42,
            table_id: 6,
            status: 'open',
            customer_num: 2,
            should_amount: 0,
            dishes_history: { customer: [], waiter: [], other: [], extra: [] },
            extra_dishes: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('No orders yet');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        historyDish,
        http.get('*/api/v2/orders/:id', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Loading');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        historyDish,
        http.get('*/api/v2/orders/:id', () =>
          HttpResponse.json(
            { code: 'INTERNAL_ERROR', message: 'Internal server error' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('The orders could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const GoldTheme: Story = {
  globals: { theme: 'gold' },
  play: async ({ canvas }) => {
    await canvas.findByText('Round 2', { selector: 'span' });
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await canvas.findByText('Round 2', { selector: 'span' });
  },
};
