import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CoachMark } from './CoachMark';
import { vars } from '../../tokens';

const meta = {
  title: 'Components/CoachMark',
  component: CoachMark,
  parameters: { layout: 'fullscreen' },
  args: {
    stepKey: 1,
    stepLabel: 'Step 1 of 8',
    position: { current: 1, total: 8 },
    title: 'Welcome!',
    body: 'A short tour shows you how to order from your phone.',
    nextLabel: 'Next',
    skipLabel: 'Skip tour',
    onNext: fn(),
    onSkip: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: '100dvh', background: vars.color.surface, color: vars.color.text }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoachMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No element to point at: the card in the middle of a plain scrim, focused. */
export const Centered: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Step 1 of 8 Welcome!',
    });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** A ring around an element near the bottom; the card above it names what is ringed. */
export const Highlighted: Story = {
  args: {
    stepKey: 6,
    stepLabel: 'Step 6 of 8',
    position: { current: 6, total: 8 },
    title: 'The shared cart',
    body: 'What you add goes into the table’s cart. Send the round to the kitchen from there.',
    targetRect: { top: 760, left: 150, width: 90, height: 64 },
    targetDescription: 'Highlighted: the Cart button.',
  },
  play: async ({ args, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Step 6 of 8 The shared cart',
    });
    await expect(dialog).toHaveAccessibleDescription(/Highlighted: the Cart button\./);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
  },
};

/** The last step: no Skip, only the finish button. */
export const Last: Story = {
  args: {
    stepKey: 8,
    stepLabel: 'Step 8 of 8',
    position: { current: 8, total: 8 },
    title: 'You’re all set',
    body: 'Enjoy your meal!',
    nextLabel: 'Start ordering',
    isLast: true,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Skip tour' })).toBeNull();
  },
};

export const CenteredLight: Story = { ...Centered, globals: { theme: 'light' } };
export const CenteredGold: Story = { ...Centered, globals: { theme: 'gold' } };
export const HighlightedLight: Story = { ...Highlighted, globals: { theme: 'light' } };
export const HighlightedGold: Story = { ...Highlighted, globals: { theme: 'gold' } };
