import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seatAtTableSix } from '../../.storybook/seated-table';
import { settingsByName } from '../../lib/restaurant';
import { delay, http, HttpResponse } from 'msw';
import { HistoryView } from './HistoryView';
import { storyTexts } from '../../.storybook/story-language';
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
  seatAtTableSix();
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
type Globals = Readonly<Record<string, unknown>>;

/** A round's heading ("Round 1") in the story's language. */
const round = (globals: Globals, turn: number) => storyTexts(globals).t('history.round', { turn });

/** Matches the name of any dish's add-again button ("Order Edamame again") in the story's language. */
function orderAgain(globals: Globals) {
  const mark = '\u0001';
  const [before = '', after = ''] = storyTexts(globals)
    .t('history.addAgainDish', { dish: mark })
    .split(mark);
  return (name: string) =>
    name.length > before.length + after.length && name.startsWith(before) && name.endsWith(after);
}

export const TwoRounds: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByText(round(globals, 1), { selector: 'span' });
    await expect(canvas.getByText(round(globals, 2), { selector: 'span' })).toBeInTheDocument();
    await expect(canvas.getAllByText(t('history.status.served')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('tab', { name: t('history.waiter') }));
    await expect(canvas.getByRole('tab', { name: t('history.waiter') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(canvas.queryByText(round(globals, 1), { selector: 'span' })).not.toBeInTheDocument(),
    );
    // Waiter dishes are read-only: no add-again.
    await expect(
      canvas.queryByRole('button', { name: orderAgain(globals) }),
    ).not.toBeInTheDocument();
  },
};

/** The rounds and the waiter's tab in Chinese: the play reads the same catalogue. */
export const TwoRoundsInChinese: Story = { ...TwoRounds, globals: { locale: 'ZH' } };

export const Legend: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByText(round(globals, 1), { selector: 'span' });
    await userEvent.click(canvas.getByRole('button', { name: t('history.legend') }));
    await waitFor(() => expect(document.body).toHaveTextContent(t('history.statusHelp.cancelled')));
  },
};

/** The status guide in Italian. */
export const LegendInItalian: Story = { ...Legend, globals: { locale: 'IT' } };

export const OutsideBusinessTime: Story = {
  args: { isBusinessTime: false },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(round(globals, 1), { selector: 'span' });
    const again = canvas.getAllByRole('button', { name: orderAgain(globals) });
    await expect(again.length).toBeGreaterThan(0);
    for (const b of again) await expect(b).toBeDisabled();
  },
};

export const AutonomousOwnDishes: Story = {
  beforeEach: () => seed(true),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(round(globals, 1), { selector: 'span' });
    await expect(
      canvas.queryAllByText(storyTexts(globals).t('cart.customer', { id: 2 })),
    ).toHaveLength(0);
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
  play: async ({ canvas, globals }) => {
    await canvas.findByText(storyTexts(globals).t('history.empty'));
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
  play: async ({ canvas, globals }) => {
    await canvas.findByText(storyTexts(globals).t('common.loading'));
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
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByText(t('history.failed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

export const GoldTheme: Story = {
  globals: { theme: 'gold' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(round(globals, 2), { selector: 'span' });
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(round(globals, 2), { selector: 'span' });
  },
};
