import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { storyTexts } from '../../.storybook/story-language';
import { PinDialog } from './PinDialog';
import { pinPassedAt, requirePin, resetPinStore } from './pin-store';

/** The PIN the person who opened the table set. */
const TABLE_PIN = '2580';

/** POST /api/order-password/check as the server answers it: 200 for the right PIN, 300 otherwise. */
const check = http.post('*/api/order-password/check', async ({ request }) => {
  const { order_code } = (await request.json()) as { order_code?: string };
  return HttpResponse.json(
    order_code === TABLE_PIN
      ? { status: 200, message: 'OK' }
      : { status: 300, message: 'Incorrect PIN' },
  );
});
/** Too many wrong tries: the server's attempt limit answers 429 until it lets go. */
const locked = http.post('*/api/order-password/check', () =>
  HttpResponse.json(
    {
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: 'Too many wrong PINs: try again later or ask the staff',
    },
    { status: 429 },
  ),
);

const meta = {
  title: 'Screens/Pin/PinDialog',
  component: PinDialog,
  parameters: { layout: 'fullscreen', msw: { handlers: [check] } },
  beforeEach: () => {
    resetPinStore();
    // The order at table 5 has a PIN this phone has not entered.
    requirePin(41);
    return resetPinStore;
  },
} satisfies Meta<typeof PinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog and what it shows, in the toolbar's language. */
async function pinDialog(globals: StoryContext['globals']) {
  const { t } = storyTexts(globals);
  const dialog = await within(document.body).findByRole('dialog', {
    name: t('pin.dialogTitle'),
  });
  const d = within(dialog);
  return {
    t,
    dialog,
    d,
    confirm: () => d.getByRole('button', { name: t('pin.confirm') }),
    digit: (n: number) =>
      d.getByRole('textbox', { name: t('pin.digit', { position: n, total: 4 }) }),
  };
}

/** Asked on entering a table whose order has a PIN: nothing typed, Confirm waits for 4 digits. */
export const Empty: Story = {
  play: async ({ globals, userEvent }) => {
    const { t, d, confirm, digit } = await pinDialog(globals);
    await expect(d.getByText(t('pin.dialogText'))).toBeVisible();
    await expect(digit(1)).toHaveFocus();
    await expect(confirm()).toBeDisabled();
    // It cannot be closed: nothing else of the order is reachable until the PIN is entered.
    await expect(d.queryByRole('button', { name: t('common.close') })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(d.getByText(t('pin.dialogText'))).toBeVisible();
    await userEvent.keyboard('25');
    await expect(confirm()).toBeDisabled();
  },
};

/** A wrong PIN: the boxes empty and turn red, the dialog stays. */
export const WrongPin: Story = {
  play: async ({ globals, userEvent }) => {
    const { t, d, digit, confirm } = await pinDialog(globals);
    await userEvent.keyboard('1111');
    await d.findByText(t('pin.incorrect'));
    await waitFor(() => expect(digit(1)).toHaveValue(''));
    await expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    // Back on the first box, for the next try.
    await waitFor(() => expect(digit(1)).toHaveFocus());
    await expect(d.getByRole('group')).toBeVisible();
    await expect(confirm()).toBeDisabled();
    await expect(pinPassedAt.value).toBe(0);
  },
};

/** Too many wrong PINs: the server refuses further tries for a while, and says so. */
export const Locked: Story = {
  parameters: { msw: { handlers: [locked] } },
  play: async ({ globals, userEvent }) => {
    const { t, d, digit } = await pinDialog(globals);
    await userEvent.keyboard(TABLE_PIN);
    await d.findByText(t('pin.tooMany'));
    await expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    // Ready for the next try, once the limit lets go.
    await waitFor(() => expect(digit(1)).toHaveFocus());
    await expect(pinPassedAt.value).toBe(0);
  },
};

/** The right PIN: the dialog closes and the order goes on. */
export const RightPin: Story = {
  play: async ({ globals, userEvent }) => {
    const { t } = await pinDialog(globals);
    await userEvent.keyboard(TABLE_PIN);
    await waitFor(() =>
      expect(
        within(document.body).queryByRole('dialog', { name: t('pin.dialogTitle') }),
      ).not.toBeInTheDocument(),
    );
    await expect(pinPassedAt.value).toBeGreaterThan(0);
  },
};

export const WrongPinLight: Story = { ...WrongPin, globals: { theme: 'light' } };
export const WrongPinGold: Story = { ...WrongPin, globals: { theme: 'gold' } };
export const LockedLight: Story = { ...Locked, globals: { theme: 'light' } };
export const LockedGold: Story = { ...Locked, globals: { theme: 'gold' } };
