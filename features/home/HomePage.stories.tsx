import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemoryRouter, Route, Routes } from '../../lib/navigation';
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { HomePage } from './HomePage';
import { resetHomeStore } from './home-store';
import { homeLocation } from './location';
import { updateClientState } from '../../lib/session';
import { settingsByName } from '../../lib/restaurant';
import { currentBusinessMenu, demoBusinessRules } from '../../mocks/db';
import { demoGuideImages } from '../../mocks/handlers/home';
import { NotificationRegion } from '../../ui/Notifications/Notifications';
import { NotificationQueue } from '../../ui/Notifications/queue';
import { storyTexts } from '../../.storybook/story-language';
import { sameMenuIn } from '../../mocks/demo-dishes';
import { tableSixOrder } from '../../.storybook/seated-table';

const menusCall = '*/api/v3/menus';
const slowMenus = http.get(menusCall, async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});
const brokenMenus = http.get(menusCall, () =>
  HttpResponse.json(
    {
      statusCode: 500,
      code: 'INTERNAL',
      error: 'Internal Server Error',
      message: 'The menus could not be read',
    },
    { status: 500 },
  ),
);

/** The business rule in force, as GET /api/v2/menus/getCurrentBusinessMenu answers it. */
const businessNow = (rule: (typeof demoBusinessRules)[number] | null, open: boolean) =>
  http.get('*/api/v2/menus/getCurrentBusinessMenu', () =>
    HttpResponse.json(currentBusinessMenu(rule, open)),
  );
/** Monday 19:30: the dinner rule, which hides lunch and the weekend menu. */
const mondayEvening = businessNow(demoBusinessRules.find((r) => r.name === 'Cena') ?? null, true);
/** Outside every rule: the kitchen is closed. */
const kitchenClosed = businessNow(null, false);

/** Milan's Duomo is where the demo restaurant stands; Rome is far outside its 300 m. */
const ROME = { latitude: 41.9028, longitude: 12.4964, accuracy: 10 };

/** A diner who scanned free table T5 of the demo restaurant, on /Home. */
const scanned: Decorator = (Story, context) => {
  resetHomeStore();
  homeLocation.value = 'unchecked';
  const params = context.parameters as {
    homeMocks?: RequestHandler[];
    farAway?: boolean;
    openTable?: boolean;
    takeaway?: boolean;
  };
  const worker = (context as unknown as { msw?: { use: (...h: RequestHandler[]) => void } }).msw;
  if (params.homeMocks?.length && worker) worker.use(...params.homeMocks);
  // The demo restaurant does not check the location; one story turns the check on.
  if (Object.keys(settingsByName.value).length)
    settingsByName.value = { ...settingsByName.value, set_map: params.farAway ? 1 : 0 };
  if (params.farAway) {
    // The restaurant restricts ordering to its area, and this phone reports a position in Rome.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: ROME, timestamp: Date.now() } as unknown as GeolocationPosition),
      },
    });
  }
  updateClientState({
    tableId: params.takeaway ? -1 : 5,
    tableName: params.takeaway ? '' : 'T5',
    tableStatus: params.openTable ? 2 : 1,
    // An open table: the stories' seated order (.storybook/seated-table.ts).
    orderTab: params.openTable ? tableSixOrder : null,
    qrCodeDate: Date.now(),
  });
  return (
    <MemoryRouter initialEntries={['/Home']}>
      <Routes>
        <Route path="/Home" element={<Story />} />
        <Route path="/Main" element={<p>Menu</p>} />
        <Route path="/" element={<p>Scan</p>} />
      </Routes>
    </MemoryRouter>
  );
};

const meta = {
  title: 'Screens/Home/HomePage',
  component: HomePage,
  decorators: [scanned],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo restaurant's name: the restaurant's own, the same in every language. */
const RESTAURANT = 'Tavola Sakura';

/** The texts a play finds on the home page in the toolbar's language: messages and menu names. */
function homeTexts(globals: Readonly<Record<string, unknown>>) {
  const texts = storyTexts(globals);
  return { ...texts, menu: (name: string) => sameMenuIn(name, texts.language) };
}

/** The demo restaurant's home page: name, table, menus with prices, and Order now. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, menu } = homeTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: RESTAURANT });
    await canvas.findByText(t('home.table', { table: 'T5' }));
    await canvas.findByRole('heading', { name: menu('Lunch') });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('home.orderNow') })).toBeEnabled(),
    );
  },
};

/** Takeaway (quick service, table -1): its menus carry no price per adult or child. */
export const Takeaway: Story = {
  parameters: { takeaway: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('home.quickService'));
    await canvas.findByRole('heading', { level: 2, name: t('home.menus') });
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    // No "Adults: €0.00 / Children: €0.00" line under any menu.
    for (const who of [t('home.adult'), t('home.child')])
      await expect(
        canvas.queryAllByText((_, el) => !!el?.textContent?.startsWith(`${who}:`)),
      ).toHaveLength(0);
  },
};
export const TakeawayLight: Story = { ...Takeaway, globals: { theme: 'light' } };
export const TakeawayGold: Story = { ...Takeaway, globals: { theme: 'gold' } };

/**
 * At an open table the button leads straight to the menu page: the app starts the page's session
 * as the diner taps (`onOrder`), and the page follows once its code is there.
 */
export const OrderAtOpenTable: Story = {
  parameters: {
    openTable: true,
    // The table has no PIN (the PIN banner asks as the page shows).
    homeMocks: [
      http.get('*/api/v2/order_head_password/list', () => HttpResponse.json({ data: [] })),
    ],
  },
  args: { onOrder: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, globals, args }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('button', { name: t('home.orderNow') });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    await canvas.findByText('Menu');
    await expect(args.onOrder).toHaveBeenCalledTimes(1);
  },
};

/** The home page in Chinese: the menus' names and the button follow the toolbar's language. */
export const DefaultInChinese: Story = { ...Default, globals: { locale: 'ZH' } };

/**
 * The open-table sheet is a chunk of its own: the first story to open it waits for its code
 * (transformed on demand by the test server, seconds on a busy machine).
 */
const SHEET_LOAD = { timeout: 10_000 };

/** Order now opens the open-table panel (300 ms after the tap). */
export const OpenTable: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('button', { name: t('home.orderNow') });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    const dialog = await within(document.body).findByRole('dialog', {}, SHEET_LOAD);
    await within(dialog).findByRole('button', { name: t('openTable.open') });
  },
};

/**
 * Monday 19:30: the panel offers only the menus the dinner rule serves (dinner and the all-day
 * menu, not lunch nor the weekend menu), and the demo lets a table take several of them.
 */
export const OpenTableAtDinner: Story = {
  parameters: { homeMocks: [mondayEvening] },
  play: async ({ canvasElement, globals }) => {
    const { t, menu } = homeTexts(globals);
    const dinner = menu('Dinner');
    const allDay = menu('All day');
    const named = (name: string) => (label: string) => label.includes(name);
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('button', { name: t('home.orderNow') });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    const dialog = within(await within(document.body).findByRole('dialog', {}, SHEET_LOAD));
    const menus = await dialog.findByRole('group', { name: t('openTable.chooseMenus') });
    const boxes = within(menus).getAllByRole('checkbox');
    await expect(boxes.map((b) => b.closest('label')?.textContent ?? '')).toEqual([
      expect.stringContaining(dinner),
      expect.stringContaining(allDay),
    ]);
    await expect(within(menus).getByRole('checkbox', { name: named(dinner) })).toBeChecked();
    await userEvent.click(within(menus).getByText(allDay));
    await expect(within(menus).getByRole('checkbox', { name: named(allDay) })).toBeChecked();
    await expect(within(menus).getByRole('checkbox', { name: named(dinner) })).toBeChecked();
    await expect(dialog.getByRole('button', { name: t('openTable.open') })).toBeEnabled();
  },
};

/** The dinner menus to choose, in Italian: the panel names them as the restaurant does in Italian. */
export const OpenTableAtDinnerInItalian: Story = {
  ...OpenTableAtDinner,
  globals: { locale: 'IT' },
};

/** Outside opening hours: no menu is offered and the table cannot be opened. */
export const OpenTableKitchenClosed: Story = {
  parameters: { homeMocks: [kitchenClosed] },
  play: async ({ canvasElement, globals }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('button', { name: t('home.orderNow') });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    const dialog = within(await within(document.body).findByRole('dialog', {}, SHEET_LOAD));
    await dialog.findByText(t('openTable.noMenuNow'));
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(dialog.getByRole('button', { name: t('openTable.open') })).toBeDisabled();
  },
};

/** While the menus load: a skeleton, Order now disabled. */
export const Loading: Story = {
  parameters: { homeMocks: [slowMenus] },
  play: async ({ canvasElement, globals }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('common.loading'));
    await expect(canvas.getByRole('button', { name: t('home.orderNow') })).toBeDisabled();
  },
};

/** The menus fail: the spec's message and a retry. */
export const LoadError: Story = {
  parameters: { homeMocks: [brokenMenus] },
  play: async ({ canvasElement, globals }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('home.loadFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** The restaurant checks the location and the phone is far away: ordering is disabled. */
export const OutsideArea: Story = {
  parameters: { farAway: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('main.notInArea'));
    await expect(canvas.getByRole('button', { name: t('home.orderNow') })).toBeDisabled();
  },
};

/** Light theme. */
export const Light: Story = { globals: { theme: 'light' }, play: Default.play };

/** Gold theme. */
export const Gold: Story = { globals: { theme: 'gold' }, play: Default.play };

/** The menus to choose at dinner (several at once, CheckboxCards) in the light theme. */
export const OpenTableAtDinnerLight: Story = { ...OpenTableAtDinner, globals: { theme: 'light' } };

/** … and in the gold theme. */
export const OpenTableAtDinnerGold: Story = { ...OpenTableAtDinner, globals: { theme: 'gold' } };

/**
 * The staff closed the table while the diner was ordering (ORDER_CLOSED): the app emptied the
 * cart, came back here and says why, at the top of the page.
 */
export const TableClosedNotice: Story = {
  render: (_args, { globals }) => {
    const notices = new NotificationQueue({ duration: 10 * 60_000 });
    notices.warning(storyTexts(globals).t('main.tableClosed'));
    return (
      <>
        <HomePage />
        <NotificationRegion queue={notices} />
      </>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    await within(canvasElement).findByRole('heading', { level: 1, name: RESTAURANT });
    await expect(await within(document.body).findByText(t('main.tableClosed'))).toBeVisible();
  },
};

export const TableClosedNoticeLight: Story = { ...TableClosedNotice, globals: { theme: 'light' } };
export const TableClosedNoticeGold: Story = { ...TableClosedNotice, globals: { theme: 'gold' } };

/**
 * The restaurant's media links as icons with their names in the diner's language; a WhatsApp
 * number opens a chat.
 */
export const MediaLinks: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    const link = (id: string) =>
      canvas.findByRole('link', { name: `${t(id)} ${t('home.opensNewTab')}` });
    await expect(await link('icon.facebook')).toHaveAttribute(
      'href',
      'https://www.facebook.com/tavolasakura.demo',
    );
    await expect(await link('icon.whatsapp')).toHaveAttribute('href', 'https://wa.me/393331234567');
    await link('icon.website');
    await link('icon.reservation');
    await link('icon.takeaway');
    // The tiles are at the foot of the page: the screenshot shows them.
    (await link('icon.tripadvisor')).scrollIntoView({ block: 'center' });
  },
};
export const MediaLinksLight: Story = { ...MediaLinks, globals: { theme: 'light' } };
export const MediaLinksGold: Story = { ...MediaLinks, globals: { theme: 'gold' } };
export const MediaLinksInChinese: Story = { ...MediaLinks, globals: { locale: 'ZH' } };

/**
 * A restaurant with how-to-order pictures (the demo's four): the home page offers them under
 * "How to order"; the entry opens the guide viewer (see GuideImages' stories).
 */
export const GuidePictures: Story = {
  parameters: { homeMocks: [demoGuideImages] },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: t('home.guide') });
    const entry = canvas.getByRole('button', { name: t('home.guideHint', { count: 4 }) });
    await expect(entry).toBeEnabled();
    heading.scrollIntoView({ block: 'center' });
  },
};
export const GuidePicturesLight: Story = { ...GuidePictures, globals: { theme: 'light' } };
export const GuidePicturesGold: Story = { ...GuidePictures, globals: { theme: 'gold' } };

/** /LiteHome: the restaurant, the table and one button to choose a menu (spec §2). */
export const Lite: Story = {
  args: { lite: true },
  play: async ({ canvasElement, globals }) => {
    const { t, menu } = homeTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: RESTAURANT });
    await canvas.findByText(t('lite.intro'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('lite.chooseMenu') })).toBeEnabled(),
    );
    // None of the full home's sections.
    await expect(canvas.queryByRole('heading', { name: menu('Lunch') })).toBeNull();
  },
};

/** The lite home's button opens the same panel as Order now. */
export const LiteChooseMenu: Story = {
  args: { lite: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = homeTexts(globals);
    const canvas = within(canvasElement);
    const choose = await canvas.findByRole('button', { name: t('lite.chooseMenu') });
    await waitFor(() => expect(choose).toBeEnabled());
    await userEvent.click(choose);
    const dialog = await within(document.body).findByRole('dialog', {}, SHEET_LOAD);
    await within(dialog).findByRole('button', { name: t('openTable.open') });
  },
};

/** The lite home in Italian. */
export const LiteInItalian: Story = { ...Lite, globals: { locale: 'IT' } };

export const LiteLight: Story = { ...Lite, globals: { theme: 'light' } };
export const LiteGold: Story = { ...Lite, globals: { theme: 'gold' } };
export const LiteChooseMenuLight: Story = { ...LiteChooseMenu, globals: { theme: 'light' } };
export const LiteChooseMenuGold: Story = { ...LiteChooseMenu, globals: { theme: 'gold' } };
