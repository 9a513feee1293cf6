import { describe, expect, it } from 'vitest';
import { CLIENT_STATE_KEY, FIRST_PICTURE_KEY, menuCall } from '../../protocol/first-screen';
import type { FirstPicture } from '../../protocol/first-screen';
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

/** The pictures' fingerprint the page carries (<meta name="tavola-pictures">). */
const VERSION = '6329e3ded8';

/** The first picture as the menu page keeps it (features/menu first-picture). */
const picture = (over: Partial<FirstPicture> = {}): FirstPicture => ({
  menu: menuCall(4, 'IT'),
  version: VERSION,
  href: `/pic/${VERSION}/menu_pic/120/101_s.jpg.jpg`,
  srcset: `/pic/${VERSION}/menu_pic/120/101_s.jpg.webp 120w, /pic/${VERSION}/menu_pic/240/101_s.jpg.webp 240w`,
  sizes: '96px',
  ...over,
});

/**
 * Runs the page's script on `path` with `kept` as the client state and `first` as the kept first
 * picture in localStorage; returns the links it added (properties and attributes alike).
 */
function run(path: string, kept: string | null, first: string | null = null, version = VERSION) {
  const added: Record<string, string>[] = [];
  const element = () => {
    const el: Record<string, unknown> = {};
    el.setAttribute = (name: string, value: string) => (el[name] = value);
    return el;
  };
  const document = {
    createElement: element,
    head: {
      appendChild: (l: Record<string, unknown>) => {
        const { setAttribute: _, ...link } = l;
        added.push(link as Record<string, string>);
      },
    },
    querySelector: (selector: string) =>
      selector === 'meta[name="tavola-pictures"]'
        ? { getAttribute: (name: string) => (name === 'content' ? version : null) }
        : null,
  };
  const stored: Record<string, string | null> = {
    [CLIENT_STATE_KEY]: kept,
    [FIRST_PICTURE_KEY]: first,
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
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

  it("asks for the menu's first picture as the page last showed it, with high priority", () => {
    const kept = JSON.stringify(state());
    const first = picture();
    for (const path of ['/Main', '/LiteMain'])
      expect(run(path, kept, JSON.stringify(first)), path).toEqual([
        expect.objectContaining({ as: 'fetch', href: menuCall(4, 'IT') }),
        {
          rel: 'preload',
          as: 'image',
          type: 'image/webp',
          href: first.href,
          imagesrcset: first.srcset,
          imagesizes: '96px',
          fetchpriority: 'high',
        },
      ]);
  });

  it("asks for no picture when it is another menu's, of older pictures, not a server copy or damaged", () => {
    const kept = JSON.stringify(state());
    const menuOnly = [expect.objectContaining({ as: 'fetch', href: menuCall(4, 'IT') })];
    // Another menu, or the same in another language than the diner reads now.
    expect(run('/Main', kept, JSON.stringify(picture({ menu: menuCall(5, 'IT') })))).toEqual(
      menuOnly,
    );
    expect(run('/Main', kept, JSON.stringify(picture({ menu: menuCall(4, 'EN') })))).toEqual(
      menuOnly,
    );
    // The restaurant's pictures changed since (its copies have new addresses).
    expect(run('/Main', kept, JSON.stringify(picture()), 'ffffffffff')).toEqual(menuOnly);
    // Not a copy the server made, or not what the page keeps.
    for (const over of [
      { href: 'https://elsewhere.example/p.jpg' },
      { href: '//elsewhere.example/pic/x.jpg' },
      { href: 42 },
      { srcset: null },
      { sizes: undefined },
    ])
      expect(
        run('/Main', kept, JSON.stringify({ ...picture(), ...over })),
        JSON.stringify(over),
      ).toEqual(menuOnly);
    for (const first of ['', '{', 'null', '"text"', '[]', '42'])
      expect(run('/Main', kept, first), first).toEqual(menuOnly);
    // Nothing on the pages that show no menu, whatever is kept.
    expect(run('/Home', kept, JSON.stringify(picture()))).toEqual([]);
  });
});
