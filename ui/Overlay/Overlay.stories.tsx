import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Overlay, overlayPlacements } from './Overlay';
import { Button } from '../Button/Button';

const meta = {
  title: 'Components/Overlay',
  tags: ['autodocs'],
  component: Overlay,
  args: {
    title: 'Opening hours',
    children: 'Lunch 11:30–15:00 · Dinner 18:30–24:00',
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: overlayPlacements } },
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const longText = Array.from(
  { length: 30 },
  (_, i) => `Round ${i + 1}: two salmon nigiri, one miso soup, one edamame.`,
).join('\n');

export const Center: Story = {
  play: async ({ args, userEvent }) => {
    const overlay = await screen.findByRole('dialog', { name: 'Opening hours' });
    await expect(overlay).toHaveTextContent('Dinner 18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', title: 'Cart', subtitle: 'Table 12' },
  play: async () => {
    const overlay = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(overlay).toHaveTextContent('Table 12');
  },
};

/** Long content scrolls inside the body, which becomes a tab stop; the footer stays in view. */
export const LongContentWithFooter: Story = {
  args: {
    placement: 'bottom',
    title: 'Order history',
    children: <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{longText}</p>,
    footer: (close: () => void) => <Button onPress={close}>Done</Button>,
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Order history' });
    await expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
    // The body scrolls, so it is a tab stop of its own.
    await expect(screen.getByText(/Round 30:/).closest('[tabindex]')).not.toBeNull();
  },
};

export const HeaderActions: Story = {
  args: {
    placement: 'bottom',
    title: 'Cart',
    headerActions: <Button variant="ghost">Clear mine</Button>,
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Cart' });
    await expect(screen.getByRole('button', { name: 'Clear mine' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** A question that must be answered: no close button, the scrim and Escape do nothing. */
export const NotDismissable: Story = {
  args: {
    role: 'alertdialog',
    title: 'Send this round to the kitchen?',
    hasCloseButton: false,
    isDismissable: false,
    isKeyboardDismissDisabled: true,
    footer: (close: () => void) => <Button onPress={close}>Send</Button>,
  },
  play: async ({ userEvent }) => {
    await screen.findByRole('alertdialog', { name: 'Send this round to the kitchen?' });
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
