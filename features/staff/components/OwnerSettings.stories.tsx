import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OwnerView } from './OwnerView';
import { resetOwnerStore, serviceSettings } from '../owner-store';
import { resetStaffStore } from '../staff-store';
import { floorFixture } from '../fixtures';
import { handlers } from '../../../mocks/handlers';
import { staffOwnerHandlers } from '../../../mocks/handlers/staff-owner';
import * as base from './StaffConsole.css';

const SESSION = { employee_id: 1, name: 'Giulia', role: 'manager', exp: 4_000_000_000 };

const meta = {
  title: 'Screens/Staff/Restaurant/Settings',
  component: OwnerView,
  render: (args) => (
    <div className={base.page}>
      <OwnerView {...args} />
    </div>
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetStaffStore({ session: SESSION, tables: floorFixture(Date.now()) });
    resetOwnerStore();
  },
} satisfies Meta<typeof OwnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's routes from their fixtures, fresh for each story: a change it saves stays with it. */
const own = () => ({ msw: { handlers: [...staffOwnerHandlers(), ...handlers] } });

const kitchenGroup = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: 'Kitchen tickets' });

/** The kitchen's two ticket-age thresholds, changed and saved together. */
export const KitchenThresholdsSaved: Story = {
  parameters: own(),
  play: async ({ canvas, userEvent }) => {
    const kitchen = within(await kitchenGroup(canvas));
    const late = kitchen.getByRole('textbox', { name: 'Late after (minutes)' });
    const overdue = kitchen.getByRole('textbox', { name: 'Overdue after (minutes)' });
    await expect(late).toHaveValue('10');
    await expect(overdue).toHaveValue('20');
    await userEvent.clear(late);
    await userEvent.type(late, '8');
    await userEvent.clear(overdue);
    await userEvent.type(overdue, '15');
    await expect(kitchen.getByText('Not saved yet')).toBeInTheDocument();
    await userEvent.click(kitchen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(serviceSettings.value?.kitchen).toEqual({ lateMinutes: 8, overdueMinutes: 15 }),
    );
    await waitFor(() => expect(kitchen.queryByText('Not saved yet')).not.toBeInTheDocument());
  },
};

/** "Overdue" before "late": refused under its field by the server's own check, nothing sent. */
export const KitchenThresholdsRefused: Story = {
  parameters: own(),
  play: async ({ canvas, userEvent }) => {
    const kitchen = within(await kitchenGroup(canvas));
    const overdue = kitchen.getByRole('textbox', { name: 'Overdue after (minutes)' });
    await userEvent.clear(overdue);
    await userEvent.type(overdue, '5');
    await userEvent.click(kitchen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(overdue).toHaveAttribute('aria-invalid', 'true'));
    await expect(overdue).toHaveAccessibleDescription(/not less than “late after”/);
    await expect(serviceSettings.value?.kitchen.overdueMinutes).toBe(20);
  },
};

/**
 * The location check's box ticked: nothing is sent until Save, and the group says so (a switch
 * of the service group, by contrast, applies at once).
 */
export const LocationNotSavedYet: Story = {
  parameters: own(),
  play: async ({ canvas, userEvent }) => {
    const location = within(await canvas.findByRole('region', { name: 'Location check' }));
    const check = location.getByRole('checkbox', { name: 'Order only inside the restaurant' });
    await userEvent.click(check);
    await expect(check).toBeChecked();
    await expect(location.getByText('Not saved yet')).toBeInTheDocument();
    await expect(serviceSettings.value?.location.enabled).toBe(false);
  },
};

export const LocationNotSavedYetLight: Story = {
  ...LocationNotSavedYet,
  globals: { theme: 'light' },
};
export const LocationNotSavedYetGold: Story = {
  ...LocationNotSavedYet,
  globals: { theme: 'gold' },
};
