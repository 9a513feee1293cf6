import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { OwnerView } from './OwnerView';
import { resetOwnerStore } from '../owner-store';
import { resetStaffStore } from '../staff-store';
import { floorFixture } from '../fixtures';
import { handlers } from '../../../mocks/handlers';
import { staffOwnerHandlers } from '../../../mocks/handlers/staff-owner';
import * as base from './StaffConsole.css';

const MANAGER = { employee_id: 1, name: 'Giulia', role: 'manager', exp: 4_000_000_000 };
const WAITER = { employee_id: 2, name: 'Kenji', role: 'waiter', exp: 4_000_000_000 };

/** The owner's routes from their fixtures, fresh for each story, with `first` before them. */
const own = (...first: RequestHandler[]) => ({
  msw: { handlers: [...first, ...staffOwnerHandlers(), ...handlers] },
});

const meta = {
  title: 'Screens/Staff/Restaurant/Printer setup',
  component: OwnerView,
  args: { initialSection: 'printers' },
  render: (args) => (
    <div className={base.page}>
      <OwnerView {...args} />
    </div>
  ),
  parameters: { layout: 'fullscreen', ...own() },
  beforeEach: () => {
    resetStaffStore({ session: MANAGER, tables: floorFixture(Date.now()) });
    resetOwnerStore();
  },
} satisfies Meta<typeof OwnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dialog's closing announcement names a dialog that is gone: cleared for axe. */
const forgetClosedDialog = () => clearAnnouncer('assertive');

/** A printer added: name, address, station, default; it joins the list. */
export const PrinterAdded: Story = {
  parameters: own(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a printer' }));
    const form = within(await body().findByRole('dialog', { name: 'New printer' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Pass');
    await userEvent.type(form.getByRole('textbox', { name: /^Address/ }), '192.168.1.40:9100');
    await userEvent.type(form.getByRole('textbox', { name: /^Stations/ }), '4, 5');
    await userEvent.click(form.getByRole('checkbox', { name: /^Default printer/ }));
    await expect(form.getByRole('checkbox', { name: 'Switched on' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Save printer' }));
    const pass = await canvas.findByRole('listitem', { name: 'Pass' });
    await expect(pass).toHaveTextContent('tcp://192.168.1.40:9100');
    await expect(pass).toHaveTextContent('Print classes 4, 5 · Default printer');
    forgetClosedDialog();
  },
};

/** The form as it opens on a printer, to change it. */
export const PrinterFormOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole('listitem', { name: 'Bar' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Edit' }));
    const form = within(await body().findByRole('dialog', { name: 'Printer Bar' }));
    await expect(form.getByRole('textbox', { name: /^Address/ })).toHaveValue('192.168.1.22:9100');
    await expect(form.getByRole('textbox', { name: /^Stations/ })).toHaveValue('3');
    await expect(form.getByRole('checkbox', { name: /^Default printer/ })).not.toBeChecked();
  },
};

export const PrinterFormOpenLight: Story = { ...PrinterFormOpen, globals: { theme: 'light' } };
export const PrinterFormOpenGold: Story = { ...PrinterFormOpen, globals: { theme: 'gold' } };

/** A printer renamed and switched off from its form. */
export const PrinterEdited: Story = {
  parameters: own(),
  play: async ({ canvas, userEvent }) => {
    const kitchen = await canvas.findByRole('listitem', { name: 'Kitchen' });
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Edit' }));
    const form = within(await body().findByRole('dialog', { name: 'Printer Kitchen' }));
    const name = form.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hot kitchen');
    await userEvent.click(form.getByRole('checkbox', { name: 'Switched on' }));
    await userEvent.click(form.getByRole('button', { name: 'Save printer' }));
    const renamed = await canvas.findByRole('listitem', { name: 'Hot kitchen' });
    await expect(renamed).toHaveTextContent('Switched off');
    forgetClosedDialog();
  },
};

/** An address the server refuses: marked under the address, nothing saved. */
export const PrinterRefused: Story = {
  parameters: own(
    http.post('*/api/v2/staff/printers', () =>
      HttpResponse.json(
        {
          code: 'BAD_REQUEST',
          message: 'Invalid body: /interface must match pattern "^tcp://[A-Za-z0-9.\\-\\[\\]:]+$"',
          field: '/interface',
        },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a printer' }));
    const form = within(await body().findByRole('dialog', { name: 'New printer' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Pass');
    const address = form.getByRole('textbox', { name: /^Address/ });
    await userEvent.type(address, 'printer at the pass');
    await userEvent.click(form.getByRole('button', { name: 'Save printer' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(address).toHaveAccessibleDescription(/as host:port/);
    await expect(canvas.queryByRole('listitem', { name: 'Pass' })).not.toBeInTheDocument();
  },
};

/** A printer deleted after the confirmation: it leaves the list with its waiting tickets. */
export const PrinterDeleted: Story = {
  parameters: own(),
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole('listitem', { name: 'Bar' });
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Retry now' })).toHaveLength(2),
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Edit' }));
    const form = within(await body().findByRole('dialog', { name: 'Printer Bar' }));
    await userEvent.click(form.getByRole('button', { name: 'Delete printer' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Delete the printer Bar?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete printer' }));
    await waitFor(() =>
      expect(canvas.queryByRole('listitem', { name: 'Bar' })).not.toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
    forgetClosedDialog();
  },
};

/** A waiter sees the printers and retries tickets; setting up and testing are a manager's. */
export const PrintersAsWaiter: Story = {
  beforeEach: () => {
    resetStaffStore({ session: WAITER, tables: floorFixture(Date.now()) });
    resetOwnerStore();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('listitem', { name: 'Kitchen' });
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Retry now' })).toHaveLength(2),
    );
    for (const name of ['Add a printer', 'Edit', 'Test print', 'Switch off'])
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
  },
};
