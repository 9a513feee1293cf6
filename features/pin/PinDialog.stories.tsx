import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { PinDialog } from './PinDialog';
import { pinNeeded, resetPinStore } from './pin-store';

/** The order of table T6 whose PIN this phone has not entered. */
const ORDER = 42;
/** A fixed clock, so that the wait after too many wrong PINs reads the same on every run. */
const NOW = Date.UTC(2026, 10, 24, 19, 30);

const check = (answer: () => Response) => http.post('*/api/order-password/check', () => answer());
const update = (answer: () => Response) =>
  http.patch('*/api/order-password/update', () => answer());
const wrong = check(() => HttpResponse.json({ status: 300, message: 'Incorrect PIN' }));
const locked = check(() =>
  HttpResponse.json(
    { code: 'TOO_MANY_REQUESTS', message: 'Too many wrong PINs: try again later or ask the staff' },
    { status: 429, headers: { 'Retry-After': '45' } },
  ),
);
const badEmployee = update(() =>
  HttpResponse.json({ status: 300, message: 'Modification failed' }),
);

const meta = {
  title: 'Screens/Pin/PinDialog',
  component: PinDialog,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // A pending button's announcement names the button; none may outlive its story.
    clearAnnouncer('assertive');
    resetPinStore();
    pinNeeded.value = ORDER;
    const realNow = Date.now;
    Date.now = () => NOW;
    return () => {
      Date.now = realNow;
      clearAnnouncer('assertive');
      resetPinStore();
    };
  },
} satisfies Meta<typeof PinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = 'Enter the table PIN') =>
  within(await within(document.body).findByRole('dialog', { name }));

async function typePin(digits: string) {
  const d = await dialog();
  await userEvent.click(d.getByLabelText('Digit 1 of 4'));
  await userEvent.keyboard(digits);
}

async function openForgot() {
  const d = await dialog();
  await userEvent.click(d.getByRole('button', { name: 'Forgot the PIN?' }));
  return dialog('Set a new PIN');
}

/** The dialog as it opens: four empty boxes, the hint, Forgot and Confirm. */
export const Enter: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Enter the 4-digit PIN')).toBeInTheDocument();
    // An empty entry is ignored: Confirm does nothing and shows no error.
    await userEvent.click(d.getByRole('button', { name: 'Confirm' }));
    await expect(d.getByLabelText('Digit 1 of 4')).not.toHaveAttribute('aria-invalid');
  },
};

/** Fewer than 4 digits and Confirm: the hint turns into the error, nothing is sent. */
export const Hint: Story = {
  parameters: { msw: { handlers: [wrong] } },
  play: async () => {
    await typePin('12');
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Confirm' }));
    await expect(d.getByLabelText('Digit 1 of 4')).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText('Enter the 4-digit PIN')).toBeInTheDocument();
    await expect(d.queryByText('Incorrect PIN')).toBeNull();
  },
};

/** The server said the PIN is wrong. */
export const Incorrect: Story = {
  parameters: { msw: { handlers: [wrong] } },
  play: async () => {
    await typePin('1111');
    await (await dialog()).findByText('Incorrect PIN');
  },
};

/** Too many wrong PINs: the server holds the order back and says for how long. */
export const Locked: Story = {
  parameters: { msw: { handlers: [locked] } },
  play: async () => {
    await typePin('1111');
    const d = await dialog();
    await d.findByText('Too many wrong tries. Try again in 00:45 or ask the staff.');
    await expect(d.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Forgot the PIN: an employee sets a new one. */
export const Forgot: Story = {
  play: async () => {
    const f = await openForgot();
    await expect(f.getByRole('textbox', { name: 'Employee account' })).toBeInTheDocument();
    await expect(f.getByLabelText('Employee password')).toHaveAttribute('type', 'password');
    await expect(f.getByRole('group', { name: 'New PIN' })).toBeInTheDocument();
  },
};

/** Save with the employee fields empty: nothing is sent, the form says what is missing. */
export const ForgotMissing: Story = {
  play: async () => {
    const f = await openForgot();
    await userEvent.click(f.getByRole('button', { name: 'Save' }));
    await f.findByText('Enter the employee account and password');
  },
};

/** Wrong employee account or password. */
export const ForgotFailed: Story = {
  parameters: { msw: { handlers: [badEmployee] } },
  play: async () => {
    const f = await openForgot();
    await userEvent.type(f.getByRole('textbox', { name: 'Employee account' }), '1001');
    await userEvent.type(f.getByLabelText('Employee password'), 'nope');
    await userEvent.click(f.getByLabelText('Digit 1 of 4'));
    await userEvent.keyboard('5555');
    await userEvent.click(f.getByRole('button', { name: 'Save' }));
    await f.findByText('Modification failed: check the employee account and password');
  },
};

/** Cancel leaves the forgot form for the PIN entry. */
export const ForgotCancelled: Story = {
  play: async () => {
    const f = await openForgot();
    await userEvent.click(f.getByRole('button', { name: 'Cancel' }));
    await dialog();
  },
};

export const IncorrectLight: Story = { ...Incorrect, globals: { theme: 'light' } };
export const IncorrectGold: Story = { ...Incorrect, globals: { theme: 'gold' } };
export const EnterLight: Story = { ...Enter, globals: { theme: 'light' } };
export const EnterGold: Story = { ...Enter, globals: { theme: 'gold' } };
export const HintLight: Story = { ...Hint, globals: { theme: 'light' } };
export const HintGold: Story = { ...Hint, globals: { theme: 'gold' } };
export const LockedLight: Story = { ...Locked, globals: { theme: 'light' } };
export const LockedGold: Story = { ...Locked, globals: { theme: 'gold' } };
export const ForgotLight: Story = { ...Forgot, globals: { theme: 'light' } };
export const ForgotGold: Story = { ...Forgot, globals: { theme: 'gold' } };
export const ForgotFailedLight: Story = { ...ForgotFailed, globals: { theme: 'light' } };
export const ForgotFailedGold: Story = { ...ForgotFailed, globals: { theme: 'gold' } };
export const ForgotMissingLight: Story = { ...ForgotMissing, globals: { theme: 'light' } };
export const ForgotMissingGold: Story = { ...ForgotMissing, globals: { theme: 'gold' } };
