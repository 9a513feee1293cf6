import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { PinBanner } from './PinBanner';
import { resetPinStore } from './pin-store';

const ORDER = 42;
const list = (pin: string | null) =>
  http.get('*/api/v2/order_head_password/list', () =>
    HttpResponse.json({
      data: pin ? [{ password_id: 7, order_head_id: ORDER, order_password: pin }] : [],
    }),
  );
const withPin = list('2468');
const refused = http.patch('*/api/order-password/update', () =>
  HttpResponse.json({ status: 300, message: 'Modification failed' }),
);

const meta = {
  title: 'Screens/Pin/PinBanner',
  component: PinBanner,
  args: { orderId: ORDER },
  parameters: { msw: { handlers: [withPin] } },
  beforeEach: () => {
    resetPinStore();
    return () => {
      resetPinStore();
    };
  },
} satisfies Meta<typeof PinBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = async () =>
  within(await within(document.body).findByRole('region', { name: 'Table PIN' }));
const staffDialog = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }));

/** The PIN is there but hidden until the diner shows it. */
export const Hidden: Story = {
  play: async () => {
    const b = await banner();
    await expect(b.getByLabelText('PIN hidden')).toBeInTheDocument();
    await expect(b.queryByText('2468')).toBeNull();
    await expect(b.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Shown: the four digits, and Hide. */
export const Shown: Story = {
  play: async () => {
    const b = await banner();
    await userEvent.click(await b.findByRole('button', { name: 'Show' }));
    await b.findByText('2468');
    await expect(b.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An order without a PIN: staff can set one. */
export const NoPin: Story = {
  parameters: { msw: { handlers: [list(null)] } },
  play: async () => {
    const b = await banner();
    await b.findByText('none set');
    await expect(b.getByRole('button', { name: 'Set a PIN' })).toBeInTheDocument();
  },
};

/** Change: the employee's account, password and the new PIN. */
export const Change: Story = {
  play: async () => {
    const b = await banner();
    await userEvent.click(await b.findByRole('button', { name: 'Change' }));
    const d = await staffDialog('Change the table PIN');
    await expect(d.getByRole('group', { name: 'New PIN' })).toBeInTheDocument();
  },
};

/** Change refused: wrong employee account or password. */
export const ChangeFailed: Story = {
  parameters: { msw: { handlers: [withPin, refused] } },
  play: async () => {
    const b = await banner();
    await userEvent.click(await b.findByRole('button', { name: 'Change' }));
    const d = await staffDialog('Change the table PIN');
    await userEvent.type(d.getByRole('textbox', { name: 'Employee account' }), '1001');
    await userEvent.type(d.getByLabelText('Employee password'), 'nope');
    await userEvent.click(d.getByLabelText('Digit 1 of 4'));
    await userEvent.keyboard('1357');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await d.findByText('Modification failed: check the employee account and password');
  },
};

/** Remove: no new PIN, only the employee's account and password. */
export const Remove: Story = {
  play: async () => {
    const b = await banner();
    await userEvent.click(await b.findByRole('button', { name: 'Remove' }));
    const d = await staffDialog('Remove the table PIN');
    await expect(d.queryByRole('group', { name: 'New PIN' })).toBeNull();
    await expect(d.getByRole('button', { name: 'Remove PIN' })).toBeInTheDocument();
  },
};

export const HiddenLight: Story = { ...Hidden, globals: { theme: 'light' } };
export const HiddenGold: Story = { ...Hidden, globals: { theme: 'gold' } };
export const ShownLight: Story = { ...Shown, globals: { theme: 'light' } };
export const ShownGold: Story = { ...Shown, globals: { theme: 'gold' } };
export const NoPinLight: Story = { ...NoPin, globals: { theme: 'light' } };
export const NoPinGold: Story = { ...NoPin, globals: { theme: 'gold' } };
export const ChangeLight: Story = { ...Change, globals: { theme: 'light' } };
export const ChangeGold: Story = { ...Change, globals: { theme: 'gold' } };
export const ChangeFailedLight: Story = { ...ChangeFailed, globals: { theme: 'light' } };
export const ChangeFailedGold: Story = { ...ChangeFailed, globals: { theme: 'gold' } };
export const RemoveLight: Story = { ...Remove, globals: { theme: 'light' } };
export const RemoveGold: Story = { ...Remove, globals: { theme: 'gold' } };
