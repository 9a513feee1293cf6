import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MenuView } from './MenuView';
import { resetMenuStore } from './menu-store';
import { clientState, updateClientState } from '../session';
import { historyDishData } from '../history';
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
  HttpResponse.json({ statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'The menu could not be read' }, { status: 500 }),
);
const emptyMenu = http.get(menuCall, () =>
  HttpResponse.json({
    main_group_id: LUNCH,
    main_group_name: 'Pranzo',
    name_i18n: { EN: 'Lunch', IT: 'Pranzo' },
    menu_item_slu: [{ dmi_slu_id: 101, dmi_slu_name: 'Antipasti', name_i18n: { EN: 'Starters' }, category_order_limit: 9999, table_category_order_limit: 9999, ordered_dishes_number: 0, menu_item: [] }],
  }),
);
const closedNow = http.get('*/api/v2/menus/getCurrentBusinessMenu', () => HttpResponse.json({ isBusinessTime: false }));

/** A diner seated at table 5 with the lunch and dinner menus, on the /Main route. */
const seated: Decorator = (Story, context) => {
  resetMenuStore();
  // The preview's loader starts the mock worker with the happy-path handlers; a story's own cases
  // (slow, failing, empty, closed) go in front of them.
  const own = (context.parameters as { menuMocks?: RequestHandler[] }).menuMocks ?? [];
  const worker = (context as unknown as { msw?: { use: (...h: RequestHandler[]) => void } }).msw;
  if (own.length && worker) worker.use(...own);
  if (clientState.value.tableId !== 5 || !clientState.value.orderTab) {
    updateClientState({
      tableId: 5,
      tableName: 'T5',
      orderTab: {
        person: 2,
        orderId: 41,
        menuList: [
          { main_group_id: LUNCH, main_group_name: 'Pranzo' },
          { main_group_id: DINNER, main_group_name: 'Cena' },
        ],
        customer: '1',
        childNum: 0,
        otherNum: 0,
        normalNum: 2,
        orderCode: '',
        eatType: 0,
      },
    });
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
  title: 'Features/Menu/MenuView',
  component: MenuView,
  decorators: [seated],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CAROUSEL (the demo's setting 107 is 0): the category rail and single-column rows of real dishes. */
export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Lunch/ });
    await canvas.findByText(firstDishName);
    const rail = canvas.getByRole('navigation', { name: 'Categories' });
    await expect(within(rail).getByRole('button', { name: firstCategoryName })).toHaveAttribute('aria-current', 'true');
  },
};

/** Tapping a category on the rail scrolls its dishes to the top and marks it. */
export const CategoryTap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstDishName);
    const name = secondCategoryName;
    const button = within(canvas.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-current', 'true');
    await canvas.findByRole('heading', { level: 2, name });
  },
};

/** NORMAL: category tabs and two-column cards, after the diner switches the view. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstDishName);
    await userEvent.click(canvas.getByRole('button', { name: 'Grid' }));
    await canvas.findByRole('tablist', { name: 'Categories' });
    await expect(canvas.getByRole('button', { name: 'List' })).toBeVisible();
  },
};

/** Search: an ALL category heads the results. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstDishName);
    await userEvent.click(canvas.getByRole('button', { name: 'Search dishes' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'SAKE');
    await canvas.findByRole('heading', { level: 2, name: 'All' });
    await canvas.findByText('Hot sake 18 cl');
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
    historyDishData.value = {
      dish_round_customer_data: {
        [EDAMAME]: { '1': { '1': 2, '2': 1 } },
        [WAKAME]: { '1': { '2': 1 } },
      },
      // The history's counts per dish: the menu shows them as ordered, current after each round.
      dishRuleData: {
        [EDAMAME]: { menu_item_id: EDAMAME, not_joining_global_limit: 0, history_num: 3 },
        [WAKAME]: { menu_item_id: WAKAME, not_joining_global_limit: 0, history_num: 1 },
      },
    };
    return () => {
      historyDishData.value = null;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const favourite = await canvas.findByRole('article', { name: firstDishName });
    // The menu's rows (CAROUSEL) show the star, named for screen readers.
    await expect(within(favourite).getByRole('img', { name: 'Table favourite' })).toBeVisible();
    await expect(within(favourite).getByRole('img', { name: '3 already ordered by this table' })).toBeVisible();
    const once = canvas.getByRole('article', { name: 'Wakame salad' });
    await expect(within(once).queryByRole('img', { name: 'Table favourite' })).not.toBeInTheDocument();
  },
};

/** A search that matches nothing says so. */
export const SearchNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstDishName);
    await userEvent.click(canvas.getByRole('button', { name: 'Search dishes' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'pizza hawaii');
    await canvas.findByText('No dish found');
  },
};

/** Outside business time the dishes are dimmed with the reason. */
export const Closed: Story = {
  parameters: { menuMocks: [closedNow] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstDishName);
    await waitFor(() => expect(canvas.getAllByText('Not available at this time').length).toBeGreaterThan(0));
  },
};

/** While the menu loads: skeleton rows. */
export const Loading: Story = {
  parameters: { menuMocks: [slowMenu] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading');
  },
};

/** The menu call fails: the spec's message and a retry. */
export const LoadError: Story = {
  parameters: { menuMocks: [brokenMenu] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Failed to load menu, please try again');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A menu whose categories hold no dish. */
export const Empty: Story = {
  parameters: { menuMocks: [emptyMenu] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This menu has no dishes yet');
  },
};

/** The light theme (setting 158 = 2). */
export const Light: Story = {
  globals: { theme: 'light' },
  play: Carousel.play,
};

/** The gold theme (setting 158 = 3). */
export const Gold: Story = {
  globals: { theme: 'gold' },
  play: Carousel.play,
};
