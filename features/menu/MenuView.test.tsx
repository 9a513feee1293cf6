import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../locales/catalogues';
import { clientState, updateClientState } from '../../lib/session';
import { orderTabFixture } from '../../lib/session/fixtures';
import { restaurantInfo } from '../../lib/restaurant';
import { MemoryRouter } from '../../lib/navigation';
import { rendersWithChangeDuring } from '../../ui/testing/render-during';
import { testRoot } from '../../ui/testing/test-root';
import { loadMenu, resetMenuStore } from './menu-store';
import { menuCategoryFixture, menuDishFixture, menuFixture } from './fixtures';
import { MenuView } from './MenuView';

// Real time: React's slices, the browser's tasks and timers, as on the page.
const dom = testRoot({ actEnvironment: false });
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Menu 4 of two categories of six dishes; every other call answered empty. */
function answerMenu() {
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://tavola.invalid');
    if (!url.pathname.startsWith('/api/v3/menus2/')) return json({});
    return json(
      menuFixture(4, {
        menu_item_slu: [10, 20].map((category) =>
          menuCategoryFixture(category, {
            menu_item: Array.from({ length: 6 }, (_, i) => menuDishFixture(category * 10 + i)),
          }),
        ),
      }),
    );
  });
}

const before = clientState.peek();
afterEach(async () => {
  dom.root.render(null);
  await settled();
  updateClientState({
    tableId: before.tableId,
    tableName: before.tableName,
    tableStatus: before.tableStatus,
    orderTab: before.orderTab,
    diffTimeStamp: before.diffTimeStamp,
    language: before.language,
  });
  restaurantInfo.value = null;
  resetMenuStore();
  vi.restoreAllMocks();
});

describe('the menu view', () => {
  it("is rendered once when the session's start rewrites the client state during its first render", async () => {
    answerMenu();
    const order = orderTabFixture();
    updateClientState({
      tableId: 7,
      tableName: 'T7',
      tableStatus: 2,
      language: 'EN',
      orderTab: order,
    });
    await loadMenu(4, 'EN');
    // The home page read the restaurant before the diner tapped: the menu is drawn at once.
    restaurantInfo.value = {
      restaurant_name: 'Tavola',
      currency_name: '€',
      place_id: '',
      address: '',
      timezone: 'Europe/Rome',
    };
    // Far below the screen: laid out as shown, the cards' pictures (loaded lazily) never asked for.
    dom.host.style.cssText = 'position: absolute; top: 100000px; width: 390px';
    // What the menu page's session writes as it starts (app/main/main-session.ts): the clock's
    // offset, and the table as read again (its name, its status, its order: the same menus).
    // Read while rendering, any of it would make React render the whole view again, at once.
    const renders = await rendersWithChangeDuring(
      dom.root,
      <IntlProvider locale="en" messages={messagesFor('EN')}>
        <MemoryRouter initialEntries={['/Main']}>
          <MenuView />
        </MemoryRouter>
      </IntlProvider>,
      () =>
        updateClientState({
          diffTimeStamp: before.diffTimeStamp + 1234,
          tableName: 'T7 (terrace)',
          tableStatus: 3,
          orderTab: { ...order },
        }),
    );
    expect(clientState.value.tableName).toBe('T7 (terrace)');
    expect(dom.host.querySelectorAll('[role="listitem"]').length).toBeGreaterThan(0);
    expect(renders).toBe(1);
  });
});
