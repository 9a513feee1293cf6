import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { OwnerView } from './OwnerView';
import { resetOwnerStore } from '../owner-store';
import { resetStaffStore } from '../staff-store';
import { handlers } from '../../../mocks/handlers';
import { staffOwnerHandlers } from '../../../mocks/handlers/staff-owner';
import * as base from './StaffConsole.css';

const SESSION = { employee_id: 1, name: 'Giulia', role: 'manager', exp: 4_000_000_000 };

/** The import asked, as the server received it. */
let asked: string | null = null;

const meta = {
  title: 'Screens/Staff/Restaurant/File',
  component: OwnerView,
  args: { initialSection: 'file' },
  render: (args) => (
    <div className={base.page}>
      <OwnerView {...args} />
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('*/api/v2/staff/restaurant/import', ({ request }) => {
          asked = new URL(request.url).search;
          return HttpResponse.json({ imported: { dishes: 48, tables: 20 }, pictures: 12 });
        }),
        ...staffOwnerHandlers(),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    asked = null;
    resetStaffStore({ session: SESSION });
    resetOwnerStore();
  },
} satisfies Meta<typeof OwnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Also delete orders" is a small box set apart under the import, not a coloured button; ticked,
 * the confirmation names the orders in its title and its button.
 */
export const ImportDeletingOrders: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const wipe = await canvas.findByRole('checkbox', {
      name: 'Also delete orders and service history',
    });
    await expect(wipe).not.toBeChecked();
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['{"format":"tavola-restaurant"}'], 'restaurant.json', { type: 'application/json' }),
    );
    await canvas.findByText('File: restaurant.json');
    await userEvent.click(wipe);
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    const confirm = within(
      await within(document.body).findByRole('alertdialog', {
        name: 'Replace the restaurant and delete every order?',
      }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Replace and delete orders' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Imported: 48 dishes');
    await expect(asked).toBe('?wipe_orders=1');
    clearAnnouncer('assertive');
  },
};

/** Ticked, before importing: the box and its warning, in the three themes. */
export const DeleteOrdersTicked: Story = {
  play: async ({ canvas, userEvent }) => {
    const wipe = await canvas.findByRole('checkbox', {
      name: 'Also delete orders and service history',
    });
    await userEvent.click(wipe);
    await expect(wipe).toBeChecked();
    await expect(canvas.getByText(/the orders cannot be recovered/)).toBeVisible();
  },
};
export const DeleteOrdersTickedLight: Story = {
  ...DeleteOrdersTicked,
  globals: { theme: 'light' },
};
export const DeleteOrdersTickedGold: Story = { ...DeleteOrdersTicked, globals: { theme: 'gold' } };
