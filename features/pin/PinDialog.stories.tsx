import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { storyTexts } from '../../.storybook/story-language';
import { PinDialog } from './PinDialog';
import { pinPassedAt, requirePin, resetPinStore } from './pin-store';

/** The PIN the person who opened the table set. */
const TABLE_PIN = '2580';
/** A fixed clock, so that the wait after too many wrong PINs reads the same on every run. */
const NOW = Date.UTC(2026, 10, 24, 19, 30);

/** POST /api/order-password/check as the server answers it: 200 for the right PIN, 300 otherwise. */
const check = http.post('*/api/order-password/check', async ({ request }) => {
  const { order_code } = (await request.json()) as { order_code?: string };
  return HttpResponse.json(
    order_code === TABLE_PIN
      ? { status: 200, message: 'OK' }
      : { status: 300, message: 'Incorrect PIN' },
  );
});
/** Too many wrong tries: the server's attempt limit answers 429 and says when to try again. */
const locked = http.post('*/api/order-password/check', () =>
  HttpResponse.json(
    {
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      error: 'Too Many Requests',
      message: 'Too many wrong PINs: try again later or ask the staff',
    },
    { status: 429, headers: { 'Retry-After': '45' } },
  ),
);
/** PATCH /api/order-password/update with a wrong employee account or password. */
const badEmployee = http.patch('*/api/order-password/update', () =>
  HttpResponse.json({ status: 300, message: 'Modification failed' }),
);

const meta = {
  title: 'Screens/Pin/PinDialog',
  component: PinDialog,
  parameters: { layout: 'fullscreen', msw: { handlers: [check] } },
  beforeEach: () => {
    resetPinStore();
    // The order at table 5 has a PIN this phone has not entered.
    requirePin(41);
    const realNow = Date.now;
    Date.now = () => NOW;
    return () => {
      Date.now = realNow;
      resetPinStore();
    };
  },
} satisfies Meta<typeof PinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog and what it shows, in the toolbar's language. */
async function pinDialog(globals: StoryContext['globals'], title = 'pin.dialogTitle') {
  const { t } = storyTexts(globals);
  const dialog = await within(document.body).findByRole('dialog', { name: t(title) });
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

/** The forgot flow's form, opened from the dialog. */
async function openForgot(context: StoryContext) {
  const { t, d } = await pinDialog(context.globals);
  await context.userEvent.click(d.getByRole('button', { name: t('pin.forgot') }));
  return pinDialog(context.globals, 'pin.forgotTitle');
}

/** Asked on entering a table whose order has a PIN: nothing typed; an empty Confirm is ignored. */
export const Empty: Story = {
  play: async ({ globals, userEvent }) => {
    const { t, d, confirm, digit } = await pinDialog(globals);
    await expect(d.getByText(t('pin.dialogText'))).toBeVisible();
    await expect(digit(1)).toHaveFocus();
    // It cannot be closed: nothing else of the order is reachable until the PIN is entered.
    await expect(d.queryByRole('button', { name: t('common.close') })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(d.getByText(t('pin.dialogText'))).toBeVisible();
    // An empty entry is ignored: no error, nothing sent.
    await userEvent.click(confirm());
    await expect(digit(1)).not.toHaveAttribute('aria-invalid');
    await expect(d.getByText(t('pin.hint'))).toBeVisible();
  },
};

/** Fewer than 4 digits and Confirm: the hint turns into the error, nothing is sent. */
export const Hint: Story = {
  play: async ({ globals, userEvent }) => {
    const { t, d, confirm, digit } = await pinDialog(globals);
    await userEvent.keyboard('25');
    await userEvent.click(confirm());
    await expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText(t('pin.hint'))).toBeVisible();
    await expect(d.queryByText(t('pin.incorrect'))).not.toBeInTheDocument();
    await expect(pinPassedAt.value).toBe(0);
  },
};

/** A wrong PIN: the boxes empty and turn red, the dialog stays. */
export const WrongPin: Story = {
  play: async ({ globals, userEvent }) => {
    const { t, d, digit } = await pinDialog(globals);
    await userEvent.keyboard('1111');
    await d.findByText(t('pin.incorrect'));
    await waitFor(() => expect(digit(1)).toHaveValue(''));
    await expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    // Back on the first box, for the next try.
    await waitFor(() => expect(digit(1)).toHaveFocus());
    await expect(d.getByRole('group')).toBeVisible();
    await expect(pinPassedAt.value).toBe(0);
  },
};

/** Too many wrong PINs: the server refuses further tries for a while, and says for how long. */
export const Locked: Story = {
  parameters: { msw: { handlers: [locked] } },
  play: async ({ globals, userEvent }) => {
    const { t, d, digit, confirm } = await pinDialog(globals);
    await userEvent.keyboard(TABLE_PIN);
    await d.findByText(t('pin.tryAgainIn', { time: '00:45' }));
    await expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm()).toBeDisabled();
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

/** Forgot the PIN: an employee sets a new one with their account and password. */
export const Forgot: Story = {
  play: async (context) => {
    const { t, d } = await openForgot(context);
    await expect(d.getByRole('textbox', { name: t('pin.employeeAccount') })).toBeVisible();
    await expect(d.getByLabelText(t('pin.employeePassword'))).toHaveAttribute('type', 'password');
    await expect(d.getByRole('group', { name: t('pin.newPin') })).toBeVisible();
  },
};

/** Save with the employee fields empty: nothing is sent, the form says what is missing. */
export const ForgotMissing: Story = {
  play: async (context) => {
    const { t, d } = await openForgot(context);
    await context.userEvent.click(d.getByRole('button', { name: t('pin.save') }));
    await d.findByText(t('pin.accountRequired'));
  },
};

/** A wrong employee account or password. */
export const ForgotFailed: Story = {
  parameters: { msw: { handlers: [check, badEmployee] } },
  play: async (context) => {
    const { userEvent } = context;
    const { t, d, digit } = await openForgot(context);
    await userEvent.type(d.getByRole('textbox', { name: t('pin.employeeAccount') }), '1001');
    await userEvent.type(d.getByLabelText(t('pin.employeePassword')), 'nope');
    await userEvent.click(digit(1));
    await userEvent.keyboard('5555');
    await userEvent.click(d.getByRole('button', { name: t('pin.save') }));
    await d.findByText(t('pin.changeFailed'));
  },
};

/** Cancel leaves the forgot form for the PIN entry. */
export const ForgotCancelled: Story = {
  play: async (context) => {
    const { t, d } = await openForgot(context);
    await context.userEvent.click(d.getByRole('button', { name: t('pin.cancel') }));
    await pinDialog(context.globals);
  },
};

export const EmptyLight: Story = { ...Empty, globals: { theme: 'light' } };
export const EmptyGold: Story = { ...Empty, globals: { theme: 'gold' } };
export const HintLight: Story = { ...Hint, globals: { theme: 'light' } };
export const HintGold: Story = { ...Hint, globals: { theme: 'gold' } };
export const WrongPinLight: Story = { ...WrongPin, globals: { theme: 'light' } };
export const WrongPinGold: Story = { ...WrongPin, globals: { theme: 'gold' } };
export const LockedLight: Story = { ...Locked, globals: { theme: 'light' } };
export const LockedGold: Story = { ...Locked, globals: { theme: 'gold' } };
export const ForgotLight: Story = { ...Forgot, globals: { theme: 'light' } };
export const ForgotGold: Story = { ...Forgot, globals: { theme: 'gold' } };
export const ForgotMissingLight: Story = { ...ForgotMissing, globals: { theme: 'light' } };
export const ForgotMissingGold: Story = { ...ForgotMissing, globals: { theme: 'gold' } };
export const ForgotFailedLight: Story = { ...ForgotFailed, globals: { theme: 'light' } };
export const ForgotFailedGold: Story = { ...ForgotFailed, globals: { theme: 'gold' } };
