import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../.storybook/story-language';
import { ConsoleShell } from './StaffConsole';
import { LoginForm } from './LoginForm';
import { resetStaffStore } from '../staff-store';
import { pinnedNow } from '../use-now';
import {
  callsFixture,
  floorFixture,
  menuItemsFixture,
  requestsFixture,
  roundsFixture,
} from '../fixtures';

const SESSION = { employee_id: 1, name: 'Giulia', role: 'manager', exp: 4_000_000_000 };

/** A service in progress, its clock frozen relative to the story's start. */
function seedService() {
  const now = Date.now();
  pinnedNow.value = now;
  resetStaffStore({
    session: SESSION,
    tables: floorFixture(now),
    requests: requestsFixture(now),
    calls: callsFixture(now),
    rounds: roundsFixture(now),
    items: menuItemsFixture,
  });
}

const meta = {
  title: 'Screens/Staff/Console',
  component: ConsoleShell,
  parameters: { layout: 'fullscreen', viewport: { value: 'desktop' } },
  beforeEach: () => seedService(),
} satisfies Meta<typeof ConsoleShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floor: free, waiting for approval, open (persons, menus, round, time open, a call), paused, merged. */
export const Floor: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /^T3 Waiting for approval/ });
    await expect(canvas.getByRole('button', { name: /^T4 Paused/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^T5 Merged/ })).toBeInTheDocument();
    await expect(canvas.getByText('1 call')).toBeInTheDocument();
    // The tab's badge, and its words for a screen reader.
    await expect(canvas.getAllByText('2 waiting')).toHaveLength(2);
  },
};

/**
 * On a phone (390 px) the five tabs do not fit: the row scrolls, its hidden end fades out under
 * a chevron, and pressing the chevron brings the last tab, the restaurant, fully into view.
 */
export const TabsOnAPhone: Story = {
  parameters: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const list = await canvas.findByRole('tablist', { name: t('staff.title') });
    const frame = list.parentElement!;
    const owner = canvas.getByRole('tab', { name: t('staff.tabs.owner') });
    const inView = (tab: HTMLElement) => {
      const l = list.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= l.left - 1 && box.right <= l.right + 1;
    };
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(frame).toHaveAttribute('data-hidden-end'));
    await expect(frame).not.toHaveAttribute('data-hidden-start');
    await expect(inView(owner)).toBe(false);
    await userEvent.click(frame.querySelector<HTMLElement>('[data-end="end"]')!);
    await waitFor(() => expect(inView(owner)).toBe(true));
    await waitFor(() => expect(frame).not.toHaveAttribute('data-hidden-end'));
    await expect(frame).toHaveAttribute('data-hidden-start');
  },
};

/** In Chinese, with the light theme, the five short labels fit: no edge fades, no chevron. */
export const TabsOnAPhoneInChinese: Story = {
  parameters: { viewport: { value: 'phone' } },
  globals: { locale: 'ZH', theme: 'light' },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const list = await canvas.findByRole('tablist', { name: t('staff.title') });
    const frame = list.parentElement!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(frame).not.toHaveAttribute('data-hidden-start');
    await expect(frame).not.toHaveAttribute('data-hidden-end');
    await expect(frame.querySelector('[data-end]')).toBeNull();
  },
};

/** The same phone in Italian and the gold theme. */
export const TabsOnAPhoneInItalian: Story = {
  ...TabsOnAPhone,
  globals: { locale: 'IT', theme: 'gold' },
};

/** A table opened from the floor: its controls and PIN. */
export const TableControlOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^T2 Open/ }));
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Table T2' });
    await body.findByText('Table PIN: 4821');
    await expect(body.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Close table' })).toBeInTheDocument();
  },
};

/** A request to open a table and a call for service, waiting. */
export const RequestsAndCalls: Story = {
  args: { initialTab: 'alerts' },
  play: async ({ canvas }) => {
    await canvas.findByText('2 adults · 1 children · 0 others');
    await expect(canvas.getByText('Water · Cutlery')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  },
};

/** Nothing waiting. */
export const NothingWaiting: Story = {
  args: { initialTab: 'alerts' },
  beforeEach: () => resetStaffStore({ session: SESSION }),
  play: async ({ canvas }) => {
    await canvas.findByText('No table is waiting');
    await expect(canvas.getByText('No open calls')).toBeInTheDocument();
  },
};

/** Tickets new, late and overdue; remarks, condiments, set-menu contents, excess; all-day totals. */
export const Kitchen: Story = {
  args: { initialTab: 'kitchen' },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'T6, round 1' });
    await expect(canvas.getByText('“Well done, no garlic”')).toBeInTheDocument();
    await expect(canvas.getByText('Extra egg, Spicy')).toBeInTheDocument();
    await expect(canvas.getByText('1 over the limit')).toBeInTheDocument();
    const allDay = canvas.getByRole('complementary');
    // Gyoza: 2 to make + 3 paused.
    await expect(within(allDay).getByText('5')).toBeInTheDocument();
  },
};

/** The kitchen in the light theme: ticket tones and served/cancelled dishes keep their contrast. */
export const KitchenLight: Story = {
  ...Kitchen,
  globals: { theme: 'light' },
};

/** The kitchen in the gold theme. */
export const KitchenGold: Story = {
  ...Kitchen,
  globals: { theme: 'gold' },
};

/** The floor in the light theme: state badges and the merged card. */
export const FloorLight: Story = {
  ...Floor,
  globals: { theme: 'light' },
};

/** The floor in the gold theme. */
export const FloorGold: Story = {
  ...Floor,
  globals: { theme: 'gold' },
};

/** One station: only its print class. */
export const KitchenStation: Story = {
  args: { initialTab: 'kitchen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Station 1' }));
    await waitFor(() => expect(canvas.queryByText(/Gyoza/)).not.toBeInTheDocument());
    await expect(canvas.getAllByText(/Salmon nigiri/).length).toBeGreaterThan(0);
  },
};

/** A ticket bumped, then shown among the bumped ones to recall it. */
export const KitchenBumped: Story = {
  args: { initialTab: 'kitchen' },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('article', { name: 'T6, round 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Bump' }));
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'T6, round 1' })).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Bumped' }));
    await canvas.findByRole('button', { name: 'Recall' });
  },
};

export const KitchenEmpty: Story = {
  args: { initialTab: 'kitchen' },
  beforeEach: () => resetStaffStore({ session: SESSION }),
  play: async ({ canvas }) => {
    await canvas.findByText('No tickets to make');
  },
};

/** Sold out, available, and a limited promotion's stock. */
export const SoldOut: Story = {
  args: { initialTab: 'menu' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Available again' });
    await expect(canvas.getAllByRole('button', { name: 'Mark sold out' })).toHaveLength(2);
  },
};

/** The sign-in form, and a wrong password refused. */
export const Login: StoryObj<typeof LoginForm> = {
  render: () => <LoginForm />,
  beforeEach: () => resetStaffStore(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Employee account/), '1001');
    await userEvent.type(canvas.getByLabelText(/Password/), 'guess');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await canvas.findByText('Wrong account or password');
  },
};
