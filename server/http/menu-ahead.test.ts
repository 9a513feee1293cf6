import { describe, expect, it } from 'vitest';
import { menuCall } from '../../protocol/first-screen';
import { MENU_AHEAD_SCRIPT } from './menu-ahead';

/** A diner's client state as lib/session keeps it, with the order's menus. */
const state = (over: Record<string, unknown> = {}) => ({
  language: 'IT',
  viewPage: 'menuPage',
  tableId: 7,
  orderTab: {
    orderId: 9,
    menuList: [
      { main_group_id: 4, main_group_name: 'Dinner' },
      { main_group_id: 5, main_group_name: 'Drinks' },
    ],
  },
  ...over,
});

/** Runs the page's script on `path` with `kept` in localStorage; returns the links it added. */
function run(path: string, kept: string | null) {
  const added: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (l: Record<string, string>) => added.push(l) },
  };
  const localStorage = { getItem: (key: string) => (key === 'DEFAULT_CACHING' ? kept : null) };
  new Function('location', 'localStorage', 'document', MENU_AHEAD_SCRIPT)(
    { pathname: path },
    localStorage,
    document,
  );
  return added;
}

describe("the menu page's script naming its menu's call", () => {
  it("names the order's first menu in the diner's language, as the app's fetch asks for it", () => {
    for (const path of ['/Main', '/LiteMain'])
      expect(run(path, JSON.stringify(state())), path).toEqual([
        {
          rel: 'preload',
          as: 'fetch',
          crossOrigin: 'use-credentials',
          href: menuCall(4, 'IT'),
        },
      ]);
    expect(run('/Main', JSON.stringify(state({ language: 'ZH' })))[0]?.href).toBe(
      '/api/v3/menus2/4?type=0&with_dish=1&language=ZH',
    );
    // Quick service keeps its menus the same way.
    expect(run('/Main', JSON.stringify(state({ tableId: -1 })))[0]?.href).toBe(menuCall(4, 'IT'));
  });

  it('asks for nothing on the other pages, or when the page will not show that menu', () => {
    const kept = JSON.stringify(state());
    for (const path of ['/', '/Home', '/lite', '/LiteHome', '/staff', '/main'])
      expect(run(path, kept), path).toEqual([]);
    // The full page shows the order's history instead (the lite page has none).
    const history = JSON.stringify(state({ viewPage: 'orderHistory' }));
    expect(run('/Main', history)).toEqual([]);
    expect(run('/LiteMain', history)).toHaveLength(1);
    // No scan yet (the page sends the diner home), no order's menus, a language the app lacks.
    for (const over of [
      { tableId: null },
      { orderTab: null },
      { orderTab: { menuList: [] } },
      { orderTab: { menuList: [{ main_group_id: '4' }] } },
      { orderTab: { menuList: [{ main_group_id: 0 }] } },
      { orderTab: { menuList: [{ main_group_id: 4.5 }] } },
      { language: 'XX' },
      { language: "IT'+alert(1)+'" },
    ])
      expect(run('/Main', JSON.stringify(state(over))), JSON.stringify(over)).toEqual([]);
  });

  it('asks for nothing, and throws nothing, without a kept state or with a damaged one', () => {
    for (const kept of [null, '', 'null', '{', '"text"', '[]', '42'])
      expect(run('/Main', kept), String(kept)).toEqual([]);
  });
});
