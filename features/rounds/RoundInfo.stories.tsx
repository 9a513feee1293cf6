import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoundInfo } from './RoundInfo';
import { seatAtTableSix } from '../../.storybook/seated-table';
import { resetCartStore } from '../cart';
import { settingsByName } from '../../lib/restaurant';
import { storyTexts } from '../../.storybook/story-language';

/**
 * A phone back on /Main after a reload, before the table's cart has arrived: the window names
 * the table and shows the round count is loading, not a false "0".
 */
const meta = {
  title: 'Screens/Rounds/RoundInfo',
  component: RoundInfo,
  beforeEach: () => {
    seatAtTableSix();
    resetCartStore(null);
  },
} satisfies Meta<typeof RoundInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeTheCart: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    const window = canvas.getByRole('group', { name: t('tableInfo.label') });
    await expect(window).toHaveTextContent('T6');
    const ordered = t('tableInfo.ordered');
    const count = canvas.getByRole('img', { name: (name) => name.startsWith(ordered) });
    await expect(count).toHaveAccessibleName(`${ordered}: ${t('common.loading')}`);
    await expect(count).toHaveAttribute('aria-busy', 'true');
    await expect(count).not.toHaveTextContent(/\d/);
  },
};

/** The same window in Chinese: the play finds it by its Chinese names. */
export const BeforeTheCartInChinese: Story = { ...BeforeTheCart, globals: { locale: 'ZH' } };

/** The light theme. */
export const BeforeTheCartLight: Story = { ...BeforeTheCart, globals: { theme: 'light' } };

/** The gold theme. */
export const BeforeTheCartGold: Story = { ...BeforeTheCart, globals: { theme: 'gold' } };

/**
 * A restaurant whose rounds are timed, with a dish limit each (the usual all-you-can-eat), before
 * the cart: the count and the time both show they are loading, each in the room it will take, so
 * the window keeps its size when they arrive.
 */
export const BeforeTheCartTimedRounds: Story = {
  beforeEach: () => {
    const was = settingsByName.peek();
    settingsByName.value = {
      ...was,
      'rule-global-turn-limit': { enable: 1, turn_dishes: 6, turn_mins: 10 },
    };
    return () => {
      settingsByName.value = was;
    };
  },
  play: async (context) => {
    await BeforeTheCart.play?.(context);
    const { t } = storyTexts(context.globals);
    const timer = within(context.canvasElement).getByRole('timer');
    await expect(timer).toHaveAttribute('aria-busy', 'true');
    await expect(timer).toHaveTextContent(t('common.loading'));
    await expect(timer).not.toHaveTextContent(/\d/);
  },
};

/** The light theme. */
export const BeforeTheCartTimedRoundsLight: Story = {
  ...BeforeTheCartTimedRounds,
  globals: { theme: 'light' },
};

/** The gold theme. */
export const BeforeTheCartTimedRoundsGold: Story = {
  ...BeforeTheCartTimedRounds,
  globals: { theme: 'gold' },
};
