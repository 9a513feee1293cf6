import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientState, contentChanged, updateClientState } from '../../lib/session';
import {
  currentMenu,
  loadMenu,
  menuFailed,
  menuRows,
  resetMenuStore,
  visibleCategories,
} from './menu-store';
import { menuCategoryFixture, menuDishFixture, menuFixture } from './fixtures';

afterEach(() => {
  resetMenuStore();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * Answers each menu call with menu `id` named for its language (and `edition`, when set); fails
 * while `failing`.
 */
function answerMenus(state: { failing: boolean; edition?: string } = { failing: false }) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://tavola.invalid');
    const id = Number(url.pathname.split('/').at(-1));
    if (state.failing) return new Response('{}', { status: 500 });
    return json(
      menuFixture(id, {
        main_group_name: `menu ${id} ${url.searchParams.get('language')}${state.edition ?? ''}`,
        menu_item_slu: [menuCategoryFixture(10, { menu_item: [menuDishFixture(100)] })],
      }),
    );
  });
}

describe('loadMenu', () => {
  it('takes a load of the same menu under way, or one just done when asked with an age', async () => {
    const fetch = answerMenus();
    // The diner's tap starts the load; the page mounts while it is under way, and again once in.
    await Promise.all([loadMenu(4, 'EN'), loadMenu(4, 'EN', { maxAgeMs: 10_000 })]);
    await loadMenu(4, 'EN', { maxAgeMs: 10_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(currentMenu.value?.main_group_name).toBe('menu 4 EN');
  });

  it('asks again without an age, for another menu or language, after a failure, or once old', async () => {
    const state = { failing: true };
    const fetch = answerMenus(state);
    await loadMenu(4, 'EN');
    expect(menuFailed.value).toBe(true);
    state.failing = false;
    // A failed load is no answer to take.
    await loadMenu(4, 'EN', { maxAgeMs: 10_000 });
    expect(menuFailed.value).toBe(false);
    // The retry button and a change of language or menu ask again.
    await loadMenu(4, 'EN');
    await loadMenu(4, 'IT', { maxAgeMs: 10_000 });
    await loadMenu(5, 'IT', { maxAgeMs: 10_000 });
    expect(fetch).toHaveBeenCalledTimes(5);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    await loadMenu(5, 'IT', { maxAgeMs: 10_000 });
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(currentMenu.value?.main_group_name).toBe('menu 5 IT');
  });

  it('shows the menu asked for last when an earlier answer comes after it', async () => {
    const answers: Record<string, (r: Response) => void> = {};
    vi.spyOn(window, 'fetch').mockImplementation(
      (input) =>
        new Promise<Response>((resolve) => {
          answers[new URL(String(input), 'http://tavola.invalid').searchParams.get('language')!] =
            resolve;
        }),
    );
    const english = loadMenu(4, 'EN');
    const italian = loadMenu(4, 'IT');
    answers.IT!(json(menuFixture(4, { main_group_name: 'Pranzo' })));
    await italian;
    answers.EN!(json(menuFixture(4, { main_group_name: 'Lunch' })));
    await english;
    expect(currentMenu.value?.main_group_name).toBe('Pranzo');
  });
});

describe('a menu the service worker says changed', () => {
  const address = '/api/v3/menus2/4?type=0&with_dish=1&language=EN';

  it('is read again from the server once the load under way is in, and only the one shown', async () => {
    const state = { failing: false, edition: '' };
    const fetch = answerMenus(state);
    // The news can come before the kept answer is in.
    const load = loadMenu(4, 'EN');
    state.edition = ' (new)';
    contentChanged(address);
    await load;
    await vi.waitFor(() => expect(currentMenu.value?.main_group_name).toBe('menu 4 EN (new)'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]?.cache).toBe('no-cache');
    // Another language's or another menu's answer is not the one shown.
    contentChanged('/api/v3/menus2/4?type=0&with_dish=1&language=IT');
    contentChanged('/api/v3/menus2/5?type=0&with_dish=1&language=EN');
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch).toHaveBeenCalledTimes(2);
    // A reread that fails leaves the menu shown, without an error.
    state.failing = true;
    contentChanged(address);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await new Promise((r) => setTimeout(r, 0));
    expect(menuFailed.value).toBe(false);
    expect(currentMenu.value?.main_group_name).toBe('menu 4 EN (new)');
  });
});

describe("the menu's rows", () => {
  it('are the same objects when another part of the client state changes, and new ones in another language', async () => {
    answerMenus();
    const before = clientState.peek();
    try {
      updateClientState({ language: 'EN' });
      await loadMenu(4, 'EN');
      const rows = menuRows.value;
      const shown = visibleCategories.value;
      expect(rows.length).toBeGreaterThan(0);
      // The menu page's start rewrites the client state (the clock's offset, the table's name):
      // nothing of the menu is computed again, and nothing reading it renders again.
      updateClientState({ diffTimeStamp: before.diffTimeStamp + 1234, tableName: 'T9' });
      expect(menuRows.value).toBe(rows);
      expect(visibleCategories.value).toBe(shown);
      updateClientState({ language: 'IT' });
      expect(visibleCategories.value).not.toBe(shown);
    } finally {
      updateClientState({
        language: before.language,
        diffTimeStamp: before.diffTimeStamp,
        tableName: before.tableName,
      });
    }
  });
});
