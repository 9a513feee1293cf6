// The calls a diner's first screen makes, by address. The app makes them (lib/restaurant,
// features/home), the server names them in the page so that they start with it
// (server/http/first-screen.ts), and the home page matches the service worker's news of a
// changed answer against them: one list, so that the three ask for the very same addresses (a
// preload is taken by the app's fetch only for the same address).

/**
 * The key the diner's client state is kept under in the browser's localStorage (the spec's
 * DEFAULT_CACHING: lib/session client-state). The menu page reads its menu from it before the app
 * has come (server/http/menu-ahead.ts).
 */
export const CLIENT_STATE_KEY = 'DEFAULT_CACHING';

/**
 * The key, in localStorage, of the picture the menu page showed largest as it last opened (its
 * first dish's: features/menu first-picture), which the page asks for as it is parsed the next
 * time it opens on the same menu (server/http/menu-ahead.ts).
 */
export const FIRST_PICTURE_KEY = 'TAVOLA_FIRST_PICTURE';

/** What is kept under FIRST_PICTURE_KEY: a picture preload as the page's <picture> takes it. */
export interface FirstPicture {
  /** The menu's call (menuCall) whose first dish it is. */
  menu: string;
  /** The pictures' fingerprint it was made under (the page's <meta name="tavola-pictures">). */
  version: string;
  /** The preload's address (the JPEG the <img> falls back to). */
  href: string;
  /** The WebP copies the browser picks from, as the <picture>'s <source> offers them. */
  srcset: string;
  /** The <img>'s `sizes`. */
  sizes: string;
}

/**
 * The call that reads a first-level menu with its categories and dishes, their names in the
 * diner's language (features/menu loads it; GET /api/v3/menus2/{id}). Strings are taken as they
 * are, for the page's script that fills them in (server/http/menu-ahead.ts).
 */
export function menuCall(menuId: number | string, language: string): string {
  return `/api/v3/menus2/${menuId}?type=0&with_dish=1&language=${language}`;
}

/**
 * The member key check (features/member: checkMemberKey, GET /api/v2/check/od/secret_key). A page
 * opened on the menu waits for its answer before its first render (app/menu-page.ts: the VIP tab
 * comes with the bottom bar's first frame), so the page names it too.
 */
export const MEMBER_KEY_CALL = '/api/v2/check/od/secret_key';

/** The calls every diner's page makes first (lib/restaurant: loadRestaurant). */
export const RESTAURANT_CALLS = ['/api/v2/restaurant-info', '/api/v2/settings'] as const;

/**
 * The home page's calls (features/home/home-store.ts: loadHome), by what each reads, for a
 * takeaway's home page or a table's, in the order the page names them.
 */
export function homeCalls(takeaway: boolean) {
  return {
    menus: `/api/v3/menus?type=${takeaway ? 1 : 0}&with_dish=0`,
    banners: '/api/v2/banner-announcement',
    featured: '/api/v2/special_dishes',
    media: '/api/v2/propaganda',
    hours: '/api/v2/business-hour',
    announcement: '/api/v2/bulletin/4',
    images: '/api/v2/activity-bulletin/image',
    guide: '/api/v2/guide-images',
    business: '/api/v2/menus/getCurrentBusinessMenu',
  } as const;
}
