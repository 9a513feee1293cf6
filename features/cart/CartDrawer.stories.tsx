import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { CartDish, CartMetadata } from '../../core';
import { linesTotals, localizedName } from '../../core';
import { CACHE_KEY, clientState } from '../../lib/session';
import { seatAtTableSix } from '../../.storybook/seated-table';
import { settingsByName } from '../../lib/restaurant';
import { CartDrawer } from './CartDrawer';
import { cartOpen, resetCartStore, submitting } from './cart-store';
import { storyTexts } from '../../.storybook/story-language';
import { demoCartNames, demoCondimentGroups, demoDishName } from '../../mocks/demo-dishes';
import { offerCondiments } from './condiments';

/** The demo dishes in the cart, by item id: the drawer names them in the toolbar's language. */
const EDAMAME = 101;
const WAKAME = 102;
const SALMON_NIGIRI = 401;
const SHRIMP_TEMPURA = 801;

function line(
  p: Partial<CartDish> & Pick<CartDish, 'id' | 'originId' | 'userId' | 'totalNum'>,
  itemId: number,
): CartDish {
  return {
    userName: p.userId,
    dishType: 0,
    turn: 1,
    secondMenuId: 201,
    remark: '',
    condiments: [],
    r1: { r1ExcessedPrice: 0 },
    excessedNum: 0,
    isExcessed: false,
    r3Enable: true,
    r8: { categoryId: 201, limit: null },
    name2: '',
    originPrice: 0,
    setMealGroups: [],
    excessPriceAndCondimentsPriceForView: '',
    ...demoCartNames(itemId),
    ...p,
  };
}

const twoDiners: CartDish[] = [
  line({ id: 'l1', originId: 20101, userId: '1', totalNum: 2 }, EDAMAME),
  line(
    {
      id: 'l2',
      originId: 20401,
      userId: '1',
      totalNum: 1,
      remark: 'senza_wasabi',
      condiments: [{ name: 'Salsa_di_soia_dolce', price: 0.5 }],
    },
    SALMON_NIGIRI,
  ),
  line({ id: 'l3', originId: 20102, userId: '2', totalNum: 1 }, WAKAME),
  line(
    {
      id: 'l4',
      originId: 20801,
      userId: '2',
      totalNum: 3,
      excessedNum: 1,
      isExcessed: true,
      r1: { r1ExcessedPrice: 3.5 },
    },
    SHRIMP_TEMPURA,
  ),
];

function cartOf(lines: CartDish[]): CartMetadata {
  const totals = linesTotals(lines);
  const byUser: Record<string, CartDish[]> = {};
  for (const l of lines) (byUser[l.userId] ??= []).push(l);
  return {
    id: '7',
    orderId: 42,
    tableId: 6,
    users: Object.keys(byUser).map((userName) => ({ userName })),
    items: { '1': { ...byUser, ALL: lines, ANALYSIS_OBJECT: totals } },
    historyItems: {},
    orderCustomerNum: 2,
    r3TotalNum: totals.totalNum,
    r3HistoryTotalNum: 0,
    r3HistoryDishes: [],
    r3: {
      nowTurn: 1,
      r3MaxTurn: 10,
      nowTurnStartDate: 0,
      r3MinutePerTurn: 10,
      r3MaxDishPerTurn: 12,
      r3IsMaxDishWithCustomerNum: false,
    },
  };
}

/** Seeds the stores the drawer reads: diner 1 at table T6, the cart, shared (not autonomous) ordering. */
function seed(
  lines: CartDish[],
  opts: { submitting?: boolean; autonomous?: boolean; othersTip?: boolean } = {},
) {
  // The menu the lines come from offers the nigiri's sauces, named in the seven languages.
  offerCondiments([{ menu_item_id: 20401, condiments: demoCondimentGroups(SALMON_NIGIRI) }]);
  // The tip about the other diners' dishes has its own stories; elsewhere it was closed before.
  seatAtTableSix({ othersTipDismissed: !opts.othersTip });
  settingsByName.value = {
    'rule-autonomous-meal': JSON.stringify({ status: opts.autonomous ? 1 : 0 }),
    custom_remark: '1',
  };
  resetCartStore(cartOf(lines));
  submitting.value = opts.submitting ?? false;
  cartOpen.value = true;
}

const meta = {
  title: 'Screens/Cart/CartDrawer',
  component: CartDrawer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer, by its title ("Your cart" in English, the toolbar's language's when given). */
/** The open drawer, found by its title in the story's language. */
const drawer = (globals: Readonly<Record<string, unknown>>) =>
  within(document.body).findByRole('dialog', { name: storyTexts(globals).t('cart.title') });

export const TwoDiners: Story = {
  beforeEach: () => seed(twoDiners),
  play: async ({ userEvent, globals }) => {
    const { t, language } = storyTexts(globals);
    const edamame = demoDishName(EDAMAME, language);
    const wakame = demoDishName(WAKAME, language);
    const d = within(await drawer(globals));
    await expect(d.getByText(edamame)).toBeInTheDocument();
    await expect(d.getByText(wakame)).toBeInTheDocument();
    // Own lines have a stepper and an editor; the other diner's a +1 clone button.
    await expect(d.getByRole('group', { name: edamame })).toBeInTheDocument();
    await expect(
      d.getByRole('button', { name: t('cart.addOne', { dish: wakame }) }),
    ).toBeInTheDocument();
    const sweetSoy = demoCondimentGroups(SALMON_NIGIRI)
      .flatMap((g) => g.condiments)
      .find((c) => c.item_name1 === 'Salsa di soia dolce');
    const sauce = localizedName(sweetSoy?.name_i18n, language, 'Salsa di soia dolce');
    await expect(d.getByText(`${sauce} · senza wasabi`)).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: t('cart.customer', { id: 2 }) }));
    await waitFor(() => expect(d.queryByText(edamame)).not.toBeInTheDocument());
    await expect(d.getByText(wakame)).toBeInTheDocument();
  },
};

/** The same cart with the toolbar on Italian: the dishes' names follow it, as in the app. */
export const TwoDinersInItalian: Story = { ...TwoDiners, globals: { locale: 'IT' } };

/** First time another diner's dishes are in the cart: a small tip explains them until closed. */
export const OthersTip: Story = {
  beforeEach: () => seed(twoDiners, { othersTip: true }),
  play: async ({ globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await drawer(globals));
    await expect(d.getByRole('note')).toHaveTextContent(t('cart.othersTip'));
    await expect(d.getByRole('button', { name: t('cart.othersTipDismiss') })).toBeVisible();
  },
};

/** The tip in Chinese. */
export const OthersTipInChinese: Story = { ...OthersTip, globals: { locale: 'ZH' } };

/** Closing the tip keeps it closed: the choice is kept with the rest of the client state. */
export const OthersTipClosed: Story = {
  beforeEach: () => seed(twoDiners, { othersTip: true }),
  play: async ({ userEvent, globals }) => {
    const d = within(await drawer(globals));
    await userEvent.click(
      d.getByRole('button', { name: storyTexts(globals).t('cart.othersTipDismiss') }),
    );
    await waitFor(() => expect(d.queryByRole('note')).not.toBeInTheDocument());
    await expect(clientState.value.othersTipDismissed).toBe(true);
    await expect(JSON.parse(localStorage.getItem(CACHE_KEY) ?? '{}')).toMatchObject({
      othersTipDismissed: true,
    });
  },
};

/** With only the diner's own dishes there is nothing to explain. */
export const OwnDishesNoTip: Story = {
  beforeEach: () =>
    seed(
      twoDiners.filter((l) => l.userId === '1'),
      { othersTip: true },
    ),
  play: async ({ globals }) => {
    const d = within(await drawer(globals));
    await expect(
      d.getByText(demoDishName(EDAMAME, storyTexts(globals).language)),
    ).toBeInTheDocument();
    await expect(d.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const ExcessUnits: Story = {
  beforeEach: () => seed(twoDiners),
  play: async ({ globals }) => {
    const d = within(await drawer(globals));
    const excess = storyTexts(globals).t('cart.excessEach', { count: 1 });
    await expect(d.getByText((text) => text.includes(excess))).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  beforeEach: () => seed(twoDiners, { submitting: true }),
  play: async ({ globals }) => {
    const d = within(await drawer(globals));
    const send = storyTexts(globals).t('cart.submit');
    await expect(d.getByRole('button', { name: (name) => name.includes(send) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: () => seed([]),
  play: async ({ globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await drawer(globals));
    await expect(d.getByText(t('cart.empty'))).toBeInTheDocument();
    await expect(d.getByRole('button', { name: t('cart.submit') })).toBeDisabled();
  },
};

/** The empty cart in Italian. */
export const EmptyInItalian: Story = { ...Empty, globals: { locale: 'IT' } };

export const AutonomousEveryone: Story = {
  beforeEach: () => seed(twoDiners, { autonomous: true }),
  play: async ({ userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await drawer(globals));
    // Each diner sends their own round: the drawer opens on the diner's lines with Send.
    await expect(d.getByRole('button', { name: t('cart.submit') })).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: t('cart.filterAll') }));
    await waitFor(() =>
      expect(d.queryByRole('button', { name: t('cart.submit') })).not.toBeInTheDocument(),
    );
  },
};

/** The same in Chinese: the send button and the filter are found by their Chinese names. */
export const AutonomousEveryoneInChinese: Story = {
  ...AutonomousEveryone,
  globals: { locale: 'ZH' },
};

export const LightTheme: Story = {
  // With the tip about the other diners' dishes, to see it in each look.
  beforeEach: () => seed(twoDiners, { othersTip: true }),
  globals: { theme: 'light' },
  play: async ({ globals }) => {
    await drawer(globals);
  },
};

export const GoldTheme: Story = {
  beforeEach: () => seed(twoDiners, { othersTip: true }),
  globals: { theme: 'gold' },
  play: async ({ globals }) => {
    await drawer(globals);
  },
};
