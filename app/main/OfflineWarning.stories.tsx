import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyTexts } from '../../.storybook/story-language';
import { connectionLost, socketConnected, socketRefused } from '../../lib/session';
import { OfflineWarning } from './OfflineWarning';

/** The socket connected once, then the network went: the warning shows at once. */
function lose() {
  socketConnected.value = true;
  connectionLost.value = false;
  // After the warning's effect has seen the connection (it warns of a drop, not of a first connect).
  setTimeout(() => {
    connectionLost.value = true;
  }, 0);
  return () => {
    socketConnected.value = false;
    connectionLost.value = false;
  };
}

const meta = {
  title: 'Screens/Menu/OfflineWarning',
  component: OfflineWarning,
} satisfies Meta<typeof OfflineWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection to the table's cart is lost: the line at the top of the menu page. */
export const Offline: Story = {
  beforeEach: lose,
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('main.offline')));
  },
};

/** The same in Italian. */
export const OfflineInItalian: Story = { ...Offline, globals: { locale: 'IT' } };

export const OfflineLight: Story = { ...Offline, globals: { theme: 'light' } };

export const OfflineGold: Story = { ...Offline, globals: { theme: 'gold' } };

/** The server refused this tab's connection: the phone has too many tabs open (TOO_MANY_SOCKETS). */
export const TooManyTabs: Story = {
  beforeEach: () => {
    socketRefused.value = 'TOO_MANY_SOCKETS';
    return () => {
      socketRefused.value = null;
    };
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('main.tooManyTabs')));
  },
};

/** Connected (or connecting for the first time): nothing is shown. */
export const Connected: Story = {
  beforeEach: () => {
    socketConnected.value = true;
    connectionLost.value = false;
    return () => {
      socketConnected.value = false;
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
