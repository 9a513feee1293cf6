import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClosingNotice } from './ClosingNotice';
import { businessClose } from '../menu-store';
import { storyTexts } from '../../../.storybook/story-language';

/** A stopped clock, so that the countdown reads the same in every screenshot. */
const NOW = Date.UTC(2026, 0, 15, 21, 55, 30);
const stopped = () => NOW;

/** The window closes `secondsLeft` after the stopped clock; the notice shows 15 minutes before. */
const closingIn = (secondsLeft: number) => () => {
  businessClose.value = { closesAt: NOW + secondsLeft * 1000, noticeMinutes: 15 };
  return () => {
    businessClose.value = null;
  };
};

const meta = {
  title: 'Screens/Menu/ClosingNotice',
  component: ClosingNotice,
  args: { clock: stopped },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ClosingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four and a half minutes before the kitchen closes: the countdown and what to do. */
export const ClosingSoon: Story = {
  beforeEach: closingIn(270),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('region', { name: t('closing.title') });
    await expect(notice).toHaveTextContent('04:30');
    await expect(within(notice).getByText(t('closing.message'))).toBeTruthy();
  },
};
export const ClosingSoonLight: Story = { ...ClosingSoon, globals: { theme: 'light' } };
export const ClosingSoonGold: Story = { ...ClosingSoon, globals: { theme: 'gold' } };
export const ClosingSoonInGerman: Story = { ...ClosingSoon, globals: { locale: 'DE' } };

/** The last minute: the countdown turns to its warning colour. */
export const LastMinute: Story = {
  beforeEach: closingIn(45),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent('00:45');
  },
};
export const LastMinuteLight: Story = { ...LastMinute, globals: { theme: 'light' } };
export const LastMinuteGold: Story = { ...LastMinute, globals: { theme: 'gold' } };

/** Twenty minutes before closing, earlier than the restaurant's 15-minute notice: nothing shows. */
export const NotYet: Story = {
  beforeEach: closingIn(20 * 60),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};
