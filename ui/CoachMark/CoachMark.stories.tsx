import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { CoachMark } from './CoachMark';
import type { CoachMarkProps } from './CoachMark';
import { storyTexts } from '../../.storybook/story-language';

/** A step of the diner's guided tour, every text from the messages in the toolbar's language. */
function step(
  globals: Readonly<Record<string, unknown>>,
  n: number,
  total = 8,
): Pick<
  CoachMarkProps,
  | 'stepKey'
  | 'stepLabel'
  | 'position'
  | 'title'
  | 'body'
  | 'targetDescription'
  | 'nextLabel'
  | 'skipLabel'
> {
  const { t } = storyTexts(globals);
  return {
    stepKey: n,
    stepLabel: t('guide.stepOf', { step: n, total }),
    position: { current: n, total },
    title: t(`guide.step${n}.title`),
    body: t(`guide.step${n}.body`),
    targetDescription: n > 1 && n < total ? t(`guide.step${n}.target`) : undefined,
    nextLabel: n === total ? t('guide.finish') : t('guide.next'),
    skipLabel: t('guide.skip'),
  };
}

/** Where the stories' highlighted element sits: a 160 × 48 button near the bottom of a phone. */
const cartButton = { top: 780, left: 215, width: 160, height: 48 };

const meta = {
  title: 'Components/CoachMark',
  tags: ['autodocs'],
  component: CoachMark,
  parameters: { layout: 'fullscreen' },
  args: {
    stepKey: 1,
    stepLabel: '',
    position: { current: 1, total: 8 },
    title: '',
    body: '',
    nextLabel: '',
    skipLabel: '',
    onNext: fn(),
    onSkip: fn(),
  },
  render: (args, { globals }) => {
    const n = args.position.current;
    return <CoachMark {...args} {...step(globals, n, args.position.total)} />;
  },
} satisfies Meta<typeof CoachMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: no element to point at, the card sits in the middle of the scrim. */
export const Welcome: Story = {
  play: async ({ args, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const card = await screen.findByRole('dialog', {
      name: `${t('guide.stepOf', { step: 1, total: 8 })} ${t('guide.step1.title')}`,
    });
    await waitFor(() => expect(card).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: t('guide.next') }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** A step about the cart button: a ring around it and the card above, which names it. */
export const Highlighted: Story = {
  args: { position: { current: 6, total: 8 }, targetRect: cartButton },
  play: async ({ args, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const card = await screen.findByRole('dialog', {
      name: `${t('guide.stepOf', { step: 6, total: 8 })} ${t('guide.step6.title')}`,
    });
    await expect(card).toHaveAccessibleDescription(
      `${t('guide.step6.body')} ${t('guide.step6.target')}`,
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
  },
};

/** The same step in Chinese: the play finds the Chinese texts. */
export const HighlightedInChinese: Story = { ...Highlighted, globals: { locale: 'ZH' } };

/** The last step: only the finish button, nothing left to skip. */
export const Last: Story = {
  args: { position: { current: 8, total: 8 }, isLast: true },
  play: async ({ globals }) => {
    const { t } = storyTexts(globals);
    await screen.findByRole('button', { name: t('guide.finish') });
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await expect(screen.queryByRole('button', { name: t('guide.skip') })).toBeNull();
  },
};

/** Light theme. */
export const Light: Story = { ...Highlighted, globals: { theme: 'light' } };

/** Gold theme. */
export const Gold: Story = { ...Highlighted, globals: { theme: 'gold' } };
