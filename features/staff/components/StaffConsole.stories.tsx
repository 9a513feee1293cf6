import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyLanguage, storyTexts } from '../../../.storybook/story-language';
import { ConsoleShell } from './StaffConsole';
import { NotificationRegion } from '../../../ui/Notifications/Notifications';
import { notificationAnchor, notifications } from '../../../lib/notify';
import { LoginForm } from './LoginForm';
import { resetStaffStore, sessionEnded } from '../staff-store';
import { pinnedNow } from '../use-now';
import {
  callsFixture,
  floorFixture,
  menuItemsFixture,
  menusFixture,
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
    menus: menusFixture(),
  });
}

/** The fixture's names in the story's language: the restaurant's own are Italian. */
const IN_LANGUAGE = {
  menus: { EN: 'Dinner, Drinks', IT: 'Cena, Bevande', ZH: '晚餐, 饮品' },
  ramen: { EN: 'Tonkotsu ramen', IT: 'Ramen al brodo di maiale', ZH: '豚骨拉面' },
  salmon: { EN: 'Salmon nigiri', IT: 'Nigiri di salmone', ZH: '三文鱼握寿司' },
} as const;
const inLanguage = (globals: Readonly<Record<string, unknown>>, what: keyof typeof IN_LANGUAGE) => {
  const l = storyLanguage(globals);
  return l === 'IT' || l === 'ZH' ? IN_LANGUAGE[what][l] : IN_LANGUAGE[what].EN;
};

const meta = {
  title: 'Screens/Staff/Console',
  component: ConsoleShell,
  parameters: { layout: 'fullscreen', viewport: { value: 'desktop' } },
  beforeEach: () => seedService(),
} satisfies Meta<typeof ConsoleShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A kitchen ticket's name ("T6, round 1") in the story's language. */
const ticket = (globals: Readonly<Record<string, unknown>>, table: string, turn: number) =>
  storyTexts(globals).t('staff.kitchen.ticket', { table, turn });

/** The floor: free, waiting for approval, open (persons, menus, round, time open, a call), paused, merged. */
export const Floor: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    /** A table's card, named by the table and its state first. */
    const card = (table: string, state: string) => ({
      name: (name: string) => name.startsWith(`${table} ${t(`staff.floor.state.${state}`)}`),
    });
    await canvas.findByRole('button', card('T3', 'review'));
    await expect(canvas.getByRole('button', card('T4', 'paused'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', card('T5', 'merged'))).toBeInTheDocument();
    await expect(canvas.getByText(t('staff.floor.calls', { count: 1 }))).toBeInTheDocument();
    // The menus in the staff's language (the restaurant's own names are Italian).
    await expect(canvas.getByText(inLanguage(globals, 'menus'))).toBeInTheDocument();
    // The tab's badge, and its words for a screen reader.
    await expect(canvas.getAllByText(t('staff.waitingCount', { count: 2 }))).toHaveLength(2);
  },
};

/** The floor in Italian: the states and counts are found by their Italian words. */
export const FloorInItalian: Story = { ...Floor, globals: { locale: 'IT' } };

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
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const open = `T2 ${t('staff.floor.state.open')}`;
    await userEvent.click(
      await canvas.findByRole('button', { name: (name) => name.startsWith(open) }),
    );
    const body = within(document.body);
    await body.findByRole('dialog', { name: t('staff.table.title', { name: 'T2' }) });
    await body.findByText(t('staff.pin.current', { pin: '4821' }));
    await expect(body.getByRole('button', { name: t('staff.table.pause') })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: t('staff.table.close') })).toBeInTheDocument();
    // The move and merge choices are labelled above their boxes, which ask for a table.
    await expect(body.getAllByText(t('staff.table.chooseTable'))).toHaveLength(2);
    await expect(body.getByText(t('staff.table.moveTo'))).toBeVisible();
  },
};

/** A free table opened for diners: persons and the menu, each with its label. */
export const TableControlFree: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const free = `T1 ${t('staff.floor.state.free')}`;
    await userEvent.click(
      await canvas.findByRole('button', { name: (name) => name.startsWith(free) }),
    );
    const body = within(document.body);
    const dialog = within(
      await body.findByRole('dialog', { name: t('staff.table.title', { name: 'T1' }) }),
    );
    await expect(dialog.getByText(t('staff.table.menu'))).toBeVisible();
    await expect(dialog.getByText(t('staff.table.adults'))).toBeVisible();
    // The first menu, in the staff's language.
    const dinner = inLanguage(globals, 'menus').split(', ')[0]!;
    await expect(
      dialog.getByRole('button', { name: (name) => name.startsWith(dinner) }),
    ).toBeVisible();
    // The working select has replaced its look-alike (it keeps a hidden native select).
    await waitFor(() => expect(document.querySelector('[role=dialog] select')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

export const TableControlFreeLight: Story = {
  ...TableControlFree,
  globals: { theme: 'light' },
};
export const TableControlFreeGold: Story = { ...TableControlFree, globals: { theme: 'gold' } };

/** The table's controls in Chinese. */
export const TableControlOpenInChinese: Story = {
  ...TableControlOpen,
  globals: { locale: 'ZH' },
};

/** A request to open a table and a call for service, waiting. */
export const RequestsAndCalls: Story = {
  args: { initialTab: 'alerts' },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByText(t('staff.requests.counts', { adults: 2, children: 1, others: 0 }));
    // The call's services as the diner chose them (the fixture's names).
    await expect(canvas.getByText('Water · Cutlery')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: t('staff.requests.approve') }),
    ).toBeInTheDocument();
  },
};

/** Nothing waiting. */
export const NothingWaiting: Story = {
  args: { initialTab: 'alerts' },
  beforeEach: () => resetStaffStore({ session: SESSION }),
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByText(t('staff.requests.none'));
    await expect(canvas.getByText(t('staff.calls.none'))).toBeInTheDocument();
  },
};

/** Tickets new, late and overdue; remarks, condiments, set-menu contents, excess; all-day totals. */
export const Kitchen: Story = {
  args: { initialTab: 'kitchen' },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByRole('article', { name: ticket(globals, 'T6', 1) });
    // The remark and the condiments as the diner wrote and chose them: the wire's underscores
    // (Well_done,_no_garlic; Non_piccante) read as spaces, as on the printed ticket.
    await expect(canvas.getByText('“Well done, no garlic”')).toBeInTheDocument();
    await expect(canvas.getByText('Extra egg, Non piccante')).toBeInTheDocument();
    // Dishes in the staff's language (the restaurant's own names are Italian).
    await expect(canvas.getByText(`1 × ${inLanguage(globals, 'ramen')}`)).toBeInTheDocument();
    await expect(canvas.getByText(t('staff.kitchen.excess', { count: 1 }))).toBeInTheDocument();
    const allDay = canvas.getByRole('complementary');
    // Gyoza: 2 to make + 3 paused.
    await expect(within(allDay).getByText('5')).toBeInTheDocument();
  },
};

/** The kitchen's tickets in Chinese. */
export const KitchenInChinese: Story = { ...Kitchen, globals: { locale: 'ZH' } };

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
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('staff.kitchen.station', { name: '1' }) }),
    );
    await waitFor(() => expect(canvas.queryByText(/Gyoza/)).not.toBeInTheDocument());
    await expect(canvas.getAllByText(/Salmon nigiri/).length).toBeGreaterThan(0);
  },
};

/** A ticket bumped, then shown among the bumped ones to recall it. */
export const KitchenBumped: Story = {
  args: { initialTab: 'kitchen' },
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const name = ticket(globals, 'T6', 1);
    const first = await canvas.findByRole('article', { name });
    await userEvent.click(within(first).getByRole('button', { name: t('staff.kitchen.bump') }));
    await waitFor(() => expect(canvas.queryByRole('article', { name })).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: t('staff.kitchen.bumped') }));
    await canvas.findByRole('button', { name: t('staff.kitchen.recall') });
  },
};

export const KitchenEmpty: Story = {
  args: { initialTab: 'kitchen' },
  beforeEach: () => resetStaffStore({ session: SESSION }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(storyTexts(globals).t('staff.kitchen.none'));
  },
};

/** Sold out, available, and a limited promotion's stock. */
export const SoldOut: Story = {
  args: { initialTab: 'menu' },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByRole('button', { name: t('staff.menu.markAvailable') });
    await expect(canvas.getAllByRole('button', { name: t('staff.menu.markSoldOut') })).toHaveLength(
      2,
    );
    // Dishes and categories in the staff's language.
    await expect(canvas.getByRole('listitem', { name: 'Salmon nigiri' })).toBeInTheDocument();
    await expect(canvas.getByText('Desserts')).toBeInTheDocument();
    await expect(canvas.queryByText('Nigiri di salmone')).not.toBeInTheDocument();
  },
};

/** The sign-in form, and a wrong password refused. */
export const Login: StoryObj<typeof LoginForm> = {
  render: () => <LoginForm />,
  beforeEach: () => resetStaffStore(),
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    // The fields' labels carry the required mark after the words.
    const field = (id: string) => canvas.findByLabelText(t(id), { exact: false });
    await userEvent.type(await field('staff.login.account'), '1001');
    await userEvent.type(await field('staff.login.password'), 'guess');
    await userEvent.click(canvas.getByRole('button', { name: t('staff.login.submit') }));
    await canvas.findByText(t('staff.login.failed.wrong'));
  },
};

/** The sign-in refused in Italian. */
export const LoginInItalian: StoryObj<typeof LoginForm> = { ...Login, globals: { locale: 'IT' } };

/** The server ended the session (the account signed out on another device): the form says so. */
export const SignedOutElsewhere: StoryObj<typeof LoginForm> = {
  render: () => <LoginForm />,
  beforeEach: () => {
    resetStaffStore();
    sessionEnded.value = 'logout';
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('staff.login.ended.logout'),
    );
  },
};

/** The account was changed or disabled by the manager, in German. */
export const AccountChangedInGerman: StoryObj<typeof LoginForm> = {
  render: () => <LoginForm />,
  beforeEach: () => {
    resetStaffStore();
    sessionEnded.value = 'account';
  },
  globals: { locale: 'DE' },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('staff.login.ended.account'),
    );
  },
};

/** The console with the app's notification region, where the app puts it (notificationAnchor). */
function ConsoleWithNotices() {
  return (
    <>
      <ConsoleShell initialTab="kitchen" />
      <NotificationRegion queue={notifications} anchor={notificationAnchor.value} />
    </>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A notice (a refusal, "saved") stands in the bottom corner: the console's title, its sign-out
 * and its tabs stay in sight and in reach while it shows.
 */
export const NoticeClearOfTabs: Story = {
  render: () => <ConsoleWithNotices />,
  beforeEach: () => {
    seedService();
    return () => notifications.clear();
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const tabs = await canvas.findByRole('tablist', { name: t('staff.title') });
    notifications.error(t('staff.actionFailed', { reason: 'The table has been closed' }));
    const notice = await within(document.body).findByRole('alert');
    const header = canvas.getByRole('heading', { name: t('staff.title') }).parentElement!;
    for (const kept of [header, tabs])
      await expect(overlaps(notice.getBoundingClientRect(), kept.getBoundingClientRect())).toBe(
        false,
      );
    await expect(notice.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

/** The same on a tablet in the light theme. */
export const NoticeClearOfTabsTablet: Story = {
  ...NoticeClearOfTabs,
  parameters: { viewport: { value: 'tablet' } },
  globals: { theme: 'light' },
};
