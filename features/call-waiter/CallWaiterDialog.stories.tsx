import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { updateClientState } from '../../lib/session';
import { CallWaiterDialog } from './CallWaiterDialog';
import { callOpen, resetCallStore, setLiteMode } from './call-store';

function seed(language: 'EN' | 'IT' | 'PT' = 'EN') {
  updateClientState({ tableId: 6, tableName: 'T6', language });
  resetCallStore();
  callOpen.value = true;
}

const meta = {
  title: 'Screens/CallWaiter/CallWaiterDialog',
  component: CallWaiterDialog,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    seed();
    return () => updateClientState({ language: 'EN' });
  },
} satisfies Meta<typeof CallWaiterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => within(document.body).findByRole('dialog', { name: 'Call a waiter' });

export const Options: Story = {
  play: async ({ userEvent }) => {
    const d = within(await sheet());
    const first = await d.findAllByRole('button', { pressed: true });
    await expect(first).toHaveLength(1);
    const call = d.getByRole('button', { name: 'Call' });
    await expect(call).toBeEnabled();
    // Nothing chosen and no text: Call is disabled; writing a request enables it again.
    await userEvent.click(first[0]!);
    await waitFor(() => expect(call).toBeDisabled());
    await userEvent.type(d.getByRole('textbox', { name: /Anything else/ }), '   ');
    await expect(call).toBeDisabled();
    await userEvent.type(
      d.getByRole('textbox', { name: /Anything else/ }),
      'Un seggiolone, per favore',
    );
    await expect(call).toBeEnabled();
  },
};

export const OptionsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v2/callservice', () =>
          HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async () => {
    const d = within(await sheet());
    await d.findByText(/could not be loaded/);
    await expect(d.getByRole('button', { name: 'Call' })).toBeDisabled();
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async () => {
    const d = within(await sheet());
    await d.findAllByRole('button', { pressed: true });
  },
};

export const GoldTheme: Story = {
  globals: { theme: 'gold' },
  play: async () => {
    const d = within(await sheet());
    await d.findAllByRole('button', { pressed: true });
  },
};

const confirmQuestion = () =>
  within(document.body).findByRole('alertdialog', { name: 'Call a waiter?' });

/** Call asks first, repeating what the call is for; nothing is sent yet. */
export const Confirm: Story = {
  play: async ({ userEvent }) => {
    const d = within(await sheet());
    const [first] = await d.findAllByRole('button', { pressed: true });
    await userEvent.type(d.getByRole('textbox', { name: /Anything else/ }), 'A high chair');
    await userEvent.click(d.getByRole('button', { name: 'Call' }));
    const q = within(await confirmQuestion());
    await expect(
      q.getByText(`A waiter will come to table T6 for: ${first!.textContent}, “A high chair”`),
    ).toBeInTheDocument();
    await expect(q.getByRole('button', { name: 'Yes, call' })).toBeEnabled();
  },
};

/** Cancel goes back to the drawer with the choices kept. */
export const ConfirmCancelled: Story = {
  play: async (context) => {
    await Confirm.play!(context);
    const q = within(await confirmQuestion());
    await context.userEvent.click(q.getByRole('button', { name: 'Cancel' }));
    const d = within(await sheet());
    await waitFor(() =>
      expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
    await expect(d.getByRole('textbox', { name: /Anything else/ })).toHaveValue('A high chair');
  },
};

export const ConfirmLight: Story = { ...Confirm, globals: { theme: 'light' } };
export const ConfirmGold: Story = { ...Confirm, globals: { theme: 'gold' } };

/** Lite mode: the drawer asks for the table's name first; Call waits for it. */
export const LiteTableName: Story = {
  beforeEach: () => setLiteMode(true),
  play: async ({ userEvent }) => {
    const d = within(await sheet());
    const name = d.getByRole('textbox', { name: /Your table/ });
    await expect(name).toBeRequired();
    await d.findAllByRole('button', { pressed: true });
    await expect(d.getByRole('button', { name: 'Call' })).toBeDisabled();
    await userEvent.type(name, 'Window table');
    await expect(d.getByRole('button', { name: 'Call' })).toBeEnabled();
  },
};

/** Lite mode: a blank table name is refused, with its reason under the field. */
export const LiteTableNameEmpty: Story = {
  beforeEach: () => setLiteMode(true),
  play: async ({ userEvent }) => {
    const d = within(await sheet());
    const name = d.getByRole('textbox', { name: /Your table/ });
    await userEvent.type(name, '   ');
    await d.findByText("Enter your table's name");
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('button', { name: 'Call' })).toBeDisabled();
  },
};

/** Lite mode: 30 characters or more are refused, the count shown. */
export const LiteTableNameTooLong: Story = {
  beforeEach: () => setLiteMode(true),
  play: async ({ userEvent }) => {
    const d = within(await sheet());
    const name = d.getByRole('textbox', { name: /Your table/ });
    await userEvent.type(name, 'The long table beside the window');
    await d.findByText('Use fewer than 30 characters (now 32)');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('button', { name: 'Call' })).toBeDisabled();
  },
};

export const LiteTableNameLight: Story = { ...LiteTableName, globals: { theme: 'light' } };
export const LiteTableNameGold: Story = { ...LiteTableName, globals: { theme: 'gold' } };
export const LiteTableNameEmptyLight: Story = {
  ...LiteTableNameEmpty,
  globals: { theme: 'light' },
};
export const LiteTableNameEmptyGold: Story = { ...LiteTableNameEmpty, globals: { theme: 'gold' } };
export const LiteTableNameTooLongLight: Story = {
  ...LiteTableNameTooLong,
  globals: { theme: 'light' },
};
export const LiteTableNameTooLongGold: Story = {
  ...LiteTableNameTooLong,
  globals: { theme: 'gold' },
};
