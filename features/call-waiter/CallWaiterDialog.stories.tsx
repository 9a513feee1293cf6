import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { updateClientState } from '../../lib/session';
import { CallWaiterDialog } from './CallWaiterDialog';
import { callOpen, resetCallStore } from './call-store';

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
