import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateClientState } from '../../lib/session';
import type { OrderTab } from '../../lib/session';
import { orderTabFixture } from '../../lib/session/fixtures';
import { currentMenu, resetMenuStore } from '../../features/menu/menu-store';
import { menuCategoryFixture, menuDishFixture, menuFixture } from '../../features/menu/fixtures';
import { loadFirstMenu } from './session-ahead';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Answers the menu calls with the menu asked for, or fails them while `failing`; records every call. */
function answer(state = { failing: false }) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://tavola.invalid');
    if (!url.pathname.startsWith('/api/v3/menus2/')) return json({});
    if (state.failing) return new Response('{}', { status: 500 });
    const id = Number(url.pathname.split('/').at(-1));
    return json(
      menuFixture(id, {
        menu_item_slu: [menuCategoryFixture(10, { menu_item: [menuDishFixture(100)] })],
      }),
    );
  });
}

const openOrder = (menus: number[]): OrderTab =>
  orderTabFixture({ menuList: menus.map((id) => ({ main_group_id: id, main_group_name: '' })) });

afterEach(() => {
  updateClientState({ tableId: null, orderTab: null });
  resetMenuStore();
  vi.restoreAllMocks();
});

describe('loadFirstMenu', () => {
  it("loads the open table's first menu, in the diner's language, and calls nothing else", async () => {
    const fetch = answer();
    updateClientState({ tableId: 7, language: 'IT', orderTab: openOrder([4, 5]) });
    await expect(loadFirstMenu()).resolves.toBe(true);
    expect(currentMenu.value?.main_group_id).toBe(4);
    // A read of the menu alone: the order's session (its name, history, cart) waits for the tap.
    expect(fetch.mock.calls.map(([u]) => String(u))).toEqual([
      '/api/v3/menus2/4?type=0&with_dish=1&language=IT',
    ]);
  });

  it('loads nothing without an open order with a menu', async () => {
    const fetch = answer();
    updateClientState({ tableId: 7, orderTab: null });
    await expect(loadFirstMenu()).resolves.toBe(false);
    updateClientState({ tableId: null, orderTab: openOrder([4]) });
    await expect(loadFirstMenu()).resolves.toBe(false);
    updateClientState({ tableId: 7, orderTab: openOrder([]) });
    await expect(loadFirstMenu()).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(currentMenu.value).toBeNull();
  });

  it('says false when the menu could not be read', async () => {
    answer({ failing: true });
    updateClientState({ tableId: 7, orderTab: openOrder([4]) });
    await expect(loadFirstMenu()).resolves.toBe(false);
  });
});
