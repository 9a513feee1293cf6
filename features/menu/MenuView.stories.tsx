import { useEffect, useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { effect } from '@preact/signals-react';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryRouter, Route, Routes } from '../../lib/navigation';
import { MenuView } from './MenuView';
import { resetMenuStore } from './menu-store';
import { clientState, connectionLost, updateClientState } from '../../lib/session';
import { resetHistoryStore } from '../history';
import { cartNotices, resetCartStore, takeCartNotices } from '../cart';
import { NotificationRegion } from '../../ui/Notifications/Notifications';
import { NotificationQueue } from '../../ui/Notifications/queue';
import { storyTexts } from '../../.storybook/story-language';
import { tap } from '../../.storybook/tap';
import { sameCategoryIn, sameDishIn, sameMenuIn } from '../../mocks/demo-dishes';
import { DEFAULT_RULE_CONFIG, createCart, reduceCart, toCartMetadata } from '../../core';
import type { RuleDish } from '../../core';
import { menuWithDishes } from '../../mocks/db';
import { localizedName as localizedText } from '../../core/locale/localized-name';
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';

// The demo restaurant's lunch menu, as the preview's mock handlers serve it.
const LUNCH = 1;
const DINNER = 2;
const firstDishName = 'Edamame';
const firstCategoryName = 'Starters & salads';
const secondCategoryName = 'Soups';

const menuCall = '*/api/v3/menus2/:id';
const slowMenu = http.get(menuCall, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
const brokenMenu = http.get(menuCall, () =>
  HttpResponse.json(
    {
      statusCode: 500,
      code: 'INTERNAL',
      error: 'Internal Server Error',
      message: 'The menu could not be read',
    },
    { status: 500 },
  ),
);
/** The demo lunch menu with its first category emptied: names in the seven languages as served. */
const emptyMenu = http.get(menuCall, () => {
  const lunch = menuWithDishes(LUNCH);
  if (!lunch) throw new Error('The demo restaurant has no lunch menu');
  return HttpResponse.json({
    ...lunch,
    menu_item_slu: lunch.menu_item_slu.slice(0, 1).map((c) => ({ ...c, menu_item: [] })),
  });
});
const closedNow = http.get('*/api/v2/menus/getCurrentBusinessMenu', () =>
  HttpResponse.json({ isBusinessTime: false }),
);

/** The order of table 5 with the lunch and dinner menus, this phone as `customer`. */
function seatedTab(customer: string) {
  return {
    person: 2,
    orderId: 41,
    // A table carries its menus' ids alone (the names come with the menus).
    menuList: [
      { main_group_id: LUNCH, main_group_name: '' },
      { main_group_id: DINNER, main_group_name: '' },
    ],
    customer,
    childNum: 0,
    otherNum: 0,
    normalNum: 2,
    orderCode: '',
    eatType: 0,
  };
}

/** A diner seated at table 5 with the lunch and dinner menus, on the /Main route. */
const seated: Decorator = (Story, context) => {
  resetMenuStore();
  // The preview's loader starts the mock worker with the happy-path handlers; a story's own cases
  // (slow, failing, empty, closed) go in front of them.
  const own = (context.parameters as { menuMocks?: RequestHandler[] }).menuMocks ?? [];
  const worker = (context as unknown as { msw?: { use: (...h: RequestHandler[]) => void } }).msw;
  if (own.length && worker) worker.use(...own);
  if (clientState.value.tableId !== 5 || !clientState.value.orderTab) {
    updateClientState({ tableId: 5, tableName: 'T5', orderTab: seatedTab('1') });
  }
  return (
    <MemoryRouter initialEntries={['/Main']}>
      <Routes>
        <Route path="/Main" element={<Story />} />
        <Route path="/Home" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>
  );
};

const meta = {
  title: 'Screens/Menu/MenuView',
  component: MenuView,
  decorators: [seated],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a play finds on the menu in the toolbar's language: the messages (`t`), a demo dish's,
 * category's or menu's name given in English (`dish`, `category`, `menu`), and a matcher for an
 * accessible name that starts with a text (a category's tab is named with its count after it).
 */
function menuTexts(globals: Readonly<Record<string, unknown>>) {
  const texts = storyTexts(globals);
  const { language } = texts;
  return {
    ...texts,
    dish: (name: string) => sameDishIn(name, language),
    category: (name: string) => sameCategoryIn(name, language),
    menu: (name: string) => sameMenuIn(name, language),
    startsWith: (text: string) => (name: string) => name.startsWith(text),
    includes: (text: string) => (name: string) => name.includes(text),
  };
}

/** CAROUSEL (the demo's display-mode setting is 0): the category rail and single-column rows of real dishes. */
export const Carousel: Story = {
  // As when the phone opens the page here (a reload): the first dish's picture comes first.
  args: { openedHere: true },
  play: async ({ canvasElement, globals }) => {
    const { t, dish, category, menu, startsWith, includes } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: includes(menu('Lunch')) });
    await canvas.findByText(dish(firstDishName));
    const rail = canvas.getByRole('tablist', { name: t('menu.categories') });
    await expect(rail).toHaveAttribute('aria-orientation', 'vertical');
    await expect(
      within(rail).getByRole('tab', { name: startsWith(category(firstCategoryName)) }),
    ).toHaveAttribute('aria-selected', 'true');
    // The first dish's picture is the page's largest as it opens: asked for at once, with high
    // priority; the next dishes' wait until they are near the screen.
    const [first, second] = canvas.getAllByRole('article');
    await expect(within(first!).getByRole('img', { name: dish(firstDishName) })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    const next = second!.querySelector('img');
    await expect(next?.getAttribute('fetchpriority') ?? null).toBeNull();
    await expect(next?.getAttribute('loading')).toBe('lazy');
  },
};

/** The menu in Chinese: title, rail and dishes as the restaurant names them in Chinese. */
export const CarouselInChinese: Story = { ...Carousel, globals: { locale: 'ZH' } };

/** Tapping a category on the rail scrolls its dishes to the top and marks it. */
export const CategoryTap: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dish, category, startsWith } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    const name = category(secondCategoryName);
    const tab = within(canvas.getByRole('tablist', { name: t('menu.categories') })).getByRole(
      'tab',
      { name: startsWith(name) },
    );
    await userEvent.click(tab);
    // The selection comes in a task of its own after the tap's (ui/CategoryTabs/CategoryNav).
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    await canvas.findByRole('heading', { level: 2, name });
  },
};

/** The down arrow on the rail moves to the next category and scrolls its dishes up. */
export const RailKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dish, category, startsWith } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    const first = within(canvas.getByRole('tablist', { name: t('menu.categories') })).getByRole(
      'tab',
      { name: startsWith(category(firstCategoryName)) },
    );
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('tab', { name: startsWith(category(secondCategoryName)) });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole('heading', { level: 2, name: category(secondCategoryName) });
  },
};

/** The title lists the table's menus in the diner's language: choosing dinner loads it. */
export const SwitchMenu: Story = {
  beforeEach: () => () => {
    // The switch puts dinner first for the whole page; the next stories start from lunch again.
    const tab = clientState.value.orderTab;
    if (tab)
      updateClientState({
        orderTab: {
          ...tab,
          menuList: [...tab.menuList].sort((a, b) => a.main_group_id - b.main_group_id),
        },
      });
  },
  play: async ({ canvasElement, globals }) => {
    const { dish, menu, includes } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    await userEvent.click(canvas.getByRole('button', { name: includes(menu('Lunch')) }));
    // Up to 10 s for each step, as the filter sheet's story below: a full run on a busy machine
    // once missed the default 1 s here.
    const wait = { timeout: 10_000 };
    const list = await within(document.body).findByRole('listbox', {}, wait);
    await userEvent.click(await within(list).findByRole('option', { name: menu('Dinner') }, wait));
    await canvas.findByRole('heading', { level: 1, name: includes(menu('Dinner')) }, wait);
    await waitFor(
      () => expect(clientState.value.orderTab?.menuList[0]?.main_group_id).toBe(DINNER),
      wait,
    );
  },
};

/** The allergen filter: hiding soya takes the edamame off the menu; the button counts the choice. */
export const AllergenFilter: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dish, includes } = menuTexts(globals);
    const edamame = dish(firstDishName);
    const canvas = within(canvasElement);
    await canvas.findByText(edamame);
    const filter = canvas.getByRole('button', { name: includes(t('menuPage.filter')) });
    await userEvent.click(filter);
    // The sheet is a chunk of its own: the first story to open it waits for its code (transformed
    // on demand by the test server, seconds on a busy machine; a full run once missed 1 s).
    const sheet = await within(document.body).findByRole(
      'dialog',
      { name: t('menuPage.filterTitle') },
      { timeout: 10_000 },
    );
    await userEvent.click(within(sheet).getByRole('button', { name: t('icon.soya') }));
    await expect(within(sheet).getByRole('button', { name: t('icon.soya') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.done') }));
    await waitFor(() => expect(canvas.queryByText(edamame)).not.toBeInTheDocument());
    await expect(filter).toHaveTextContent('1');
    // The sheet gives focus back to the filter button as it closes. After a diner's tap on "Done"
    // the browser draws no ring there; after the play function's synthetic click it would (the
    // filter is a native button, whose ring is the browser's :focus-visible): let it go, as a tap.
    await waitFor(() => expect(filter).toHaveFocus());
    filter.blur();
  },
};

/** The allergen filter in Italian: the sheet and soya are found by their Italian names. */
export const AllergenFilterInItalian: Story = { ...AllergenFilter, globals: { locale: 'IT' } };

/** NORMAL: category tabs and two-column cards, after the diner switches the view. */
export const Grid: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    // Reached by a tap (not opened here): the first dish's picture waits its turn like the others.
    const firstPicture = within(canvas.getAllByRole('article')[0]!).getByRole('img', {
      name: dish(firstDishName),
    });
    await expect(firstPicture).not.toHaveAttribute('fetchpriority');
    await tap(canvas.getByRole('button', { name: t('menuPage.showGrid') }));
    await canvas.findByRole('tablist', { name: t('category.label') });
    await expect(canvas.getByRole('button', { name: t('menuPage.showList') })).toBeVisible();
    // Compact cards: on a 390x844 phone the third row's names are in view (six dishes, not four).
    const scroller = canvasElement.querySelector<HTMLElement>('[data-mode="NORMAL"]')!;
    const salad = dish('Teriyaki chicken salad');
    const fifth = await canvas.findByRole('article', { name: salad });
    const name = within(fifth).getAllByText(salad).at(-1)!;
    await waitFor(() =>
      expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** Search: an ALL category heads the results. */
export const Search: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    await userEvent.click(canvas.getByRole('button', { name: t('menuPage.search') }));
    await userEvent.type(canvas.getByRole('searchbox'), 'SAKE');
    await canvas.findByRole('heading', { level: 2, name: t('menuPage.all') });
    await canvas.findByText(dish('Hot sake 18 cl'));
  },
};

/**
 * Search closed with its Cancel button and opened again: the list is back, and the box comes
 * back empty and focused (kept mounted while hidden, it is focused as it shows).
 */
export const SearchReopened: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    const open = canvas.getByRole('button', { name: t('menuPage.search') });
    await userEvent.click(open);
    await waitFor(() => expect(canvas.getByRole('searchbox')).toHaveFocus());
    await userEvent.type(canvas.getByRole('searchbox'), 'SAKE');
    await canvas.findByText(dish('Hot sake 18 cl'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    await canvas.findByText(dish(firstDishName));
    await userEvent.click(open);
    await waitFor(() => expect(canvas.getByRole('searchbox')).toHaveFocus());
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.queryByRole('heading', { level: 2, name: t('menuPage.all') })).toBeNull();
  },
};

// The demo lunch menu's menu item ids of Edamame and the wakame salad, as the mocks serve them.
const EDAMAME = 10101;
const WAKAME = 10102;

/**
 * Both guests of the table ordered Edamame in the first round: the menu marks it "Table
 * favourite" (core popularDishes, 0.51 of the guests); a dish only one guest ordered is not marked.
 */
export const TableFavourites: Story = {
  beforeEach: () => {
    resetHistoryStore(null, {
      dish_round_customer_data: {
        [EDAMAME]: { '1': { '1': 2, '2': 1 } },
        [WAKAME]: { '1': { '2': 1 } },
      },
      // The history's counts per dish: the menu shows them as ordered, current after each round.
      dishRuleData: {
        [EDAMAME]: { menu_item_id: EDAMAME, not_joining_global_limit: 0, history_num: 3 },
        [WAKAME]: { menu_item_id: WAKAME, not_joining_global_limit: 0, history_num: 1 },
      },
    });
    return () => resetHistoryStore();
  },
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const canvas = within(canvasElement);
    const favourite = await canvas.findByRole('article', { name: dish(firstDishName) });
    // The menu's rows (CAROUSEL) show the star, named for screen readers.
    await expect(within(favourite).getByRole('img', { name: t('dishCard.popular') })).toBeVisible();
    await expect(
      within(favourite).getByRole('img', { name: t('dishCard.orderedLabel', { count: 3 }) }),
    ).toBeVisible();
    const once = canvas.getByRole('article', { name: dish('Wakame salad') });
    await expect(
      within(once).queryByRole('img', { name: t('dishCard.popular') }),
    ).not.toBeInTheDocument();
  },
};

/** The table's favourites in Chinese: the star and the count are named in Chinese. */
export const TableFavouritesInChinese: Story = {
  ...TableFavourites,
  globals: { locale: 'ZH' },
};

/** A search that matches nothing says so. */
export const SearchNothing: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    await userEvent.click(canvas.getByRole('button', { name: t('menuPage.search') }));
    await userEvent.type(canvas.getByRole('searchbox'), 'pizza hawaii');
    await canvas.findByText(t('menuPage.noDish'));
  },
};

/**
 * A search that matched nothing, cleared: the dishes and the category tabs come back in the render
 * React runs after the tap, which it can split into short tasks, not inside the tap's own task
 * (on a long menu, the rail's tabs and the positions of the list's 2,000 rows, before the tap could
 * end).
 */
export const SearchNothingCleared: Story = {
  play: async (context) => {
    await SearchNothing.play!(context);
    const { t, dish } = menuTexts(context.globals);
    const canvas = within(context.canvasElement);
    // The tap, and what React does in it: its event and the updates it flushes in microtasks.
    canvas.getByRole('button', { name: t('search.clear') }).click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    // Neither the cards nor the category rail's tabs (one per category) are drawn yet.
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
    // Then the dishes and the tabs, in a task of their own.
    await canvas.findByText(dish(firstDishName));
    await expect(canvas.getAllByRole('tab').length).toBeGreaterThan(1);
    await expect(canvas.queryByText(t('menuPage.noDish'))).toBeNull();
  },
};

/** Outside business time the dishes are dimmed with the reason. */
export const Closed: Story = {
  parameters: { menuMocks: [closedNow] },
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(dish(firstDishName));
    await waitFor(() =>
      expect(canvas.getAllByText(t('menuPage.outsideHours')).length).toBeGreaterThan(0),
    );
  },
};

/** While the menu loads: skeleton rows. */
export const Loading: Story = {
  parameters: { menuMocks: [slowMenu] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(storyTexts(globals).t('common.loading'));
  },
};

/** Holds `OpenedHereMenuComes`'s menu call until its play lets it answer. */
let menuGate: { promise: Promise<void>; release: () => void } | null = null;
const holdMenu = () => {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  menuGate = { promise, release };
  return () => {
    release();
    menuGate = null;
  };
};
/**
 * The lunch menu once let through, its first category's first dish moved last: the first picture
 * is then no other story's (React asks for an address once per page).
 */
function lunchTurned() {
  const lunch = menuWithDishes(LUNCH);
  const [first, ...rest] = lunch?.menu_item_slu ?? [];
  if (!lunch || !first || first.menu_item.length < 2)
    throw new Error('The demo lunch menu has no category of two dishes');
  const [moved, ...others] = first.menu_item;
  return {
    ...lunch,
    menu_item_slu: [{ ...first, menu_item: [...others, moved!] }, ...rest],
  };
}
const heldMenu = http.get(menuCall, async () => {
  await menuGate?.promise;
  return HttpResponse.json(lunchTurned());
});

/**
 * A page the phone opened here (a reload) whose menu call answers after its first render: the
 * first dish's picture is asked for as the menu comes, while the skeleton still shows; the menu
 * is drawn in a render of its own after that (one React splits into short tasks), then shows
 * that same picture.
 */
export const OpenedHereMenuComes: Story = {
  args: { openedHere: true },
  parameters: { menuMocks: [heldMenu] },
  beforeEach: holdMenu,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const firstDish = lunchTurned().menu_item_slu[0]!.menu_item[0]!;
    const picture = `/menu_pic/${firstDish.item_id}_s.jpg`;
    const status = await canvas.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // Whether dishes were on the page when the picture's request was made.
    let drawnThen: boolean | null = null;
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (
            node instanceof HTMLLinkElement &&
            node.rel === 'preload' &&
            node.getAttribute('href') === picture &&
            drawnThen === null
          )
            drawnThen = canvasElement.querySelector('article') !== null;
    });
    observer.observe(document.head, { childList: true });
    menuGate?.release();
    const name = localizedText(
      firstDish.item_i18n,
      storyTexts(globals).language,
      firstDish.item_name1,
    );
    await canvas.findByRole('article', { name });
    observer.disconnect();
    await expect(drawnThen).toBe(false);
    const [first] = canvas.getAllByRole('article');
    await expect(first!.querySelector('img')?.getAttribute('src')).toBe(picture);
  },
};

/**
 * Whether the skeleton was added to a menu view already drawn (a second render, as the load
 * began) rather than drawn with it. Recorded by `SkeletonFromTheStart`'s beforeEach.
 */
let skeletonAddedLater = false;

/**
 * A page whose menu is still on its way shows the skeleton from its very first drawing, not one
 * drawing later as the load begins (that second render was one of the menu page's long tasks on
 * a slow phone, Lighthouse /Main).
 */
export const SkeletonFromTheStart: Story = {
  parameters: { menuMocks: [heldMenu] },
  beforeEach: () => {
    const release = holdMenu();
    skeletonAddedLater = false;
    // Each insertion is a record of its own: a skeleton drawn with the view comes inside the
    // view's own insertion; one added by a later render is inserted into the view on its own.
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof Element) || !(r.target instanceof Element)) continue;
          const skeleton = node.matches('[role="status"][aria-busy="true"]')
            ? node
            : node.querySelector('[role="status"][aria-busy="true"]');
          const view = r.target.closest('div')?.querySelector('header[data-guide="menu"]');
          if (skeleton && view && !node.contains(view)) skeletonAddedLater = true;
        }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      release();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    await expect(skeletonAddedLater).toBe(false);
    menuGate?.release();
    await canvas.findAllByRole('article');
  },
};

/** The menu call fails: the spec's message and a retry. */
export const LoadError: Story = {
  parameters: { menuMocks: [brokenMenu] },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('menu.loadFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** A menu whose categories hold no dish. */
export const Empty: Story = {
  parameters: { menuMocks: [emptyMenu] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(storyTexts(globals).t('menuPage.empty'));
  },
};

/** … with the toolbar on Italian: the menu's and the category's names follow it. */
export const EmptyInItalian: Story = { ...Empty, globals: { locale: 'IT' } };

/** The light theme (theme setting 2). */
export const Light: Story = {
  globals: { theme: 'light' },
  args: Carousel.args,
  play: Carousel.play,
};

/** The gold theme (theme setting 3). */
export const Gold: Story = {
  globals: { theme: 'gold' },
  args: Carousel.args,
  play: Carousel.play,
};

/** Edamame as a dish the table may order twice at most (rule_table_max_num 2, refused beyond). */
const twoEdamamePerTable = http.get(menuCall, ({ params }) => {
  const menu = menuWithDishes(Number(params.id));
  if (!menu) return HttpResponse.json({}, { status: 404 });
  return HttpResponse.json({
    ...menu,
    menu_item_slu: menu.menu_item_slu.map((c) => ({
      ...c,
      menu_item: c.menu_item.map((d) =>
        d.menu_item_id === EDAMAME
          ? {
              ...d,
              rule_lnr_enable: 1,
              rule_lnr_max_num: 999,
              rule_lnr_limit_enable: 0,
              rule_table_max_num: 2,
            }
          : d,
      ),
    })),
  });
});

/** The table's cart as the server's rules build it: diner 1 added two Edamame. */
function twoEdamameInCart() {
  const edamame: RuleDish = {
    menu_item_id: EDAMAME,
    item_name1: firstDishName,
    item_type: 0,
    price_1: 4,
    dmi_slu_id: 1,
  };
  const result = reduceCart(
    createCart({ id: 'cart-5', orderId: 41, tableId: 5, now: 0 }),
    { type: 'add', originId: EDAMAME, count: 2, userId: '1', userName: 'Guest 1' },
    {
      now: 0,
      config: DEFAULT_RULE_CONFIG,
      history: [],
      orderCustomerNum: 2,
      isBusinessTime: true,
      getDish: (id) => (id === EDAMAME ? edamame : undefined),
      newId: () => 'line-1',
    },
  );
  if (!result.ok) throw new Error(result.violation.message);
  return toCartMetadata(result.cart, [], DEFAULT_RULE_CONFIG, 2);
}

/**
 * A dish at its limit: the table may order Edamame twice and diner 1 has two in the cart, so its
 * plus is disabled before the server would refuse a third, and the card says "Up to 2 per order";
 * a dish without a limit keeps its own.
 */
export const DishAtMaximum: Story = {
  parameters: { menuMocks: [twoEdamamePerTable] },
  beforeEach: () => {
    resetCartStore(twoEdamameInCart());
    return () => resetCartStore();
  },
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const edamameName = dish(firstDishName);
    const wakameName = dish('Wakame salad');
    const canvas = within(canvasElement);
    const edamame = await canvas.findByRole('article', { name: edamameName });
    const more = await within(edamame).findByRole('button', {
      name: t('stepper.increase', { dish: edamameName }),
    });
    await waitFor(() => expect(more).toBeDisabled());
    // The card says why, on screen and to a screen reader on the plus.
    const why = t('dishCard.limit.order', { limit: 2 });
    await expect(within(edamame).getByText(why)).toBeVisible();
    await expect(more).toHaveAccessibleDescription(why);
    await expect(
      within(edamame).getByRole('button', { name: t('stepper.decrease', { dish: edamameName }) }),
    ).toBeEnabled();
    const wakame = canvas.getByRole('article', { name: wakameName });
    await expect(
      within(wakame).getByRole('button', { name: t('dishCard.add', { dish: wakameName }) }),
    ).toBeEnabled();
  },
};

/** The dish at its limit in Italian: the steppers are named with the Italian dish names. */
export const DishAtMaximumInItalian: Story = { ...DishAtMaximum, globals: { locale: 'IT' } };

/** A press on "+" waits for the server: the dish shows it is busy and takes no second press. */
export const DishPending: Story = {
  beforeEach: () => {
    resetCartStore(twoEdamameInCart());
    return () => resetCartStore();
  },
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const wakameName = dish('Wakame salad');
    const add = t('dishCard.add', { dish: wakameName });
    const canvas = within(canvasElement);
    const wakame = await canvas.findByRole('article', { name: wakameName });
    await tap(within(wakame).getByRole('button', { name: add }));
    await expect(
      await within(wakame).findByRole('progressbar', { name: t('common.loading') }),
    ).toBeVisible();
    await expect(within(wakame).getByRole('button', { name: add })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** The cart's notices shown as the ordering page shows them (MainPage), kept on screen. */
function CartNoticesShown() {
  const intl = useIntl();
  const [queue] = useState(() => new NotificationQueue({ duration: 10 * 60_000 }));
  useEffect(
    () =>
      effect(() => {
        if (cartNotices.value.length === 0) return;
        for (const n of takeCartNotices())
          queue.warning(intl.formatMessage({ id: n.id }, n.values));
      }),
    [intl, queue],
  );
  return <NotificationRegion queue={queue} />;
}

/**
 * The connection is known lost (a story has no socket; here the heartbeat has gone silent too) and
 * the diner taps "+": the tap is kept under its request key, the dish shows it pending, and the
 * diner is told once that it goes when the connection is back.
 */
export const OfflinePendingTap: Story = {
  beforeEach: () => {
    resetCartStore(twoEdamameInCart());
    connectionLost.value = true;
    return () => {
      connectionLost.value = false;
      resetCartStore();
    };
  },
  render: () => (
    <>
      <MenuView />
      <CartNoticesShown />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const wakameName = dish('Wakame salad');
    const canvas = within(canvasElement);
    const wakame = await canvas.findByRole('article', { name: wakameName });
    const add = within(wakame).getByRole('button', {
      name: t('dishCard.add', { dish: wakameName }),
    });
    await tap(add);
    await expect(add).toHaveAttribute('data-pending', 'true');
    const notice = await within(document.body).findByText(t('cart.offlineKept'));
    await expect(notice).toBeVisible();
    // The notice stacks below the menu's top bar (title, search, filter), never over it.
    const bar = canvasElement.querySelector('header')!;
    await waitFor(() =>
      expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        bar.getBoundingClientRect().bottom,
      ),
    );
    // A second tap is kept too, and the diner is not told twice.
    await tap(within(wakame).getAllByRole('button')[1]!);
    await expect(within(document.body).getAllByText(t('cart.offlineKept'))).toHaveLength(1);
  },
};

/**
 * The connection is still being made (the page's first, or the new handshake that carries the
 * session a new customer name brought) as the diner taps "+": the tap is kept and shows pending,
 * and nothing says the phone is offline (it is told only when the connection is known lost, or
 * stays down for OFFLINE_GRACE_MS).
 */
export const PendingTapWhileConnecting: Story = {
  beforeEach: () => {
    resetCartStore(twoEdamameInCart());
    connectionLost.value = false;
    return () => resetCartStore();
  },
  render: OfflinePendingTap.render,
  play: async ({ canvasElement, globals }) => {
    const { t, dish } = menuTexts(globals);
    const wakameName = dish('Wakame salad');
    const wakame = await within(canvasElement).findByRole('article', { name: wakameName });
    const add = within(wakame).getByRole('button', {
      name: t('dishCard.add', { dish: wakameName }),
    });
    await tap(add);
    await expect(add).toHaveAttribute('data-pending', 'true');
    // The notices' region has had a moment to show one: there is none.
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(document.body).queryByText(t('cart.offlineKept'))).toBeNull();
  },
};

export const OfflinePendingTapLight: Story = { ...OfflinePendingTap, globals: { theme: 'light' } };
export const OfflinePendingTapGold: Story = { ...OfflinePendingTap, globals: { theme: 'gold' } };

/**
 * Autonomous ordering (the demo's rule-autonomous-meal is on): the top bar names the diner's own
 * customer id, here diner 3, beside search and filter.
 */
export const CustomerId: Story = {
  beforeEach: () => {
    updateClientState({ tableId: 5, tableName: 'T5', orderTab: seatedTab('3') });
    return () => updateClientState({ orderTab: seatedTab('1') });
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    const badge = await canvas.findByRole('note');
    await expect(badge).toHaveTextContent('3');
    await expect(within(badge).getByText(t('menuPage.customerId', { id: '3' }))).toBeTruthy();
  },
};
export const CustomerIdLight: Story = { ...CustomerId, globals: { theme: 'light' } };
export const CustomerIdGold: Story = { ...CustomerId, globals: { theme: 'gold' } };
