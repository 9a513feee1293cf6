import { computed, signal } from '@preact/signals-react';
import { offeredMenuIds, type BusinessOffer } from '../../core';
import type {
  ActivityImage,
  Banner,
  BulletinList,
  BusinessRule,
  CurrentBusinessMenu,
  FeaturedDish,
  GuideImage,
  MediaLink,
  Menu,
} from '../../protocol/http';
import { homeCalls } from '../../protocol/first-screen';
import { api, lastLoad, onContentChanged, READ_AGAIN } from '../../lib/session';
import { readBusinessNow } from '../../lib/restaurant';

/** A first-level menu as the home page shows it (entry-home-service.md §3 "Menu"). */
export type HomeMenu = Menu;

export interface HomeData {
  menus: HomeMenu[];
  banners: Banner[];
  featured: FeaturedDish[];
  media: MediaLink[];
  hours: BusinessRule[];
  announcement: string;
  bulletinImages: string[];
  /** The restaurant's how-to-order pictures (files under /guide/), in order. */
  guideImages: string[];
  /** The business rule in force when the page loaded; null when it could not be read. */
  business: BusinessOffer | null;
}

export const homeData = signal<HomeData | null>(null);
export const homeFailed = signal(false);

const optional = async <T>(p: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await p;
  } catch {
    // Optional home content (bulletins, links) is left out silently when it fails, as the spec asks.
    return fallback;
  }
};

/**
 * How long a load of the home page's content stands for the page that mounts after it: the scan
 * starts the load (features/entry), the home page shows moments later and takes it.
 */
export const HOME_FRESH_MS = 10_000;

/** The last load: a takeaway's (true) or a table's (false). */
const homeLoad = lastLoad<boolean>();

/**
 * Loads everything the home page shows, in parallel. Menus are required; the rest is optional.
 * A load of the same kind under way is taken instead of asking again; with `maxAgeMs`, so is one
 * that succeeded that recently.
 */
export function loadHome(takeaway: boolean, { maxAgeMs = 0 } = {}): Promise<void> {
  return homeLoad.take(
    takeaway,
    maxAgeMs,
    () => askHome(takeaway),
    () => homeData.peek() !== null,
  );
}

/** Forgets the content and the last load (stories, tests). */
export function resetHomeStore(): void {
  homeLoad.forget();
  homeData.value = null;
  homeFailed.value = false;
}

/**
 * The page was given the service worker's kept answer of one of its calls and the server's now
 * differs (lib/session/content-changes.ts): the content is loaded again once the load under way
 * is over. A failed reload (the network went meanwhile) leaves the content shown as it is.
 */
onContentChanged((url) => {
  const takeaway = homeLoad.latestKey();
  if (takeaway === null) return;
  const calls = Object.values(homeCalls(takeaway));
  if (calls.some((call) => call.split('?')[0] === url.pathname))
    homeLoad.again(takeaway, () => askHome(takeaway, { reread: true }));
});

async function askHome(
  takeaway: boolean,
  { reread = false }: { reread?: boolean } = {},
): Promise<boolean> {
  if (!reread) homeFailed.value = false;
  const init = reread ? READ_AGAIN : {};
  const calls = homeCalls(takeaway);
  try {
    const [menus, banners, featured, media, hours, announcement, images, guide, business] =
      await Promise.all([
        api<Menu[]>(calls.menus, init),
        optional(api<Banner[]>(calls.banners, init), []),
        optional(api<FeaturedDish[]>(calls.featured, init), []),
        optional(api<MediaLink[]>(calls.media, init), []),
        optional(api<BusinessRule[]>(calls.hours, init), []),
        optional(api<BulletinList>(calls.announcement, init), { data: [] }),
        optional(api<ActivityImage[]>(calls.images, init), []),
        optional(api<GuideImage[]>(calls.guide, init), []),
        optional<CurrentBusinessMenu | null>(
          readBusinessNow().then((r) => r.answer),
          null,
        ),
      ]);
    homeData.value = {
      menus,
      banners: banners.slice(0, 3),
      featured,
      media,
      hours,
      announcement: announcement.data[0]?.value ?? '',
      bulletinImages: images.map((i) => i.name).slice(0, 5),
      guideImages: guide.map((g) => g.name),
      business: business
        ? { isBusinessTime: business.isBusinessTime, hide_menu: business.hide_menu ?? null }
        : null,
    };
    return true;
  } catch {
    if (!reread) homeFailed.value = true;
    return false;
  }
}

/**
 * Reads the guide pictures again (the guide viewer opens with the restaurant's list as it is
 * now: pictures may have been added or taken away since the page loaded). A failed read keeps
 * the list the page has.
 */
export async function refreshGuideImages(): Promise<void> {
  let names: string[];
  try {
    // From the server, not the answer the service worker kept (app/sw/service-worker.ts).
    names = (await api<GuideImage[]>('/api/v2/guide-images', READ_AGAIN)).map((g) => g.name);
  } catch {
    return;
  }
  const data = homeData.value;
  if (data) homeData.value = { ...data, guideImages: names };
}

/** The address of a guide picture. */
export const guideSrc = (name: string) => `/guide/${encodeURIComponent(name)}`;

/**
 * The menus a table may be opened with now (core's offeredMenuIds, the rule the server holds the
 * order request to): none while the kitchen is closed, else those the rule in force does not
 * hide. When the rule could not be read, every menu: the server still refuses one not offered.
 */
export const offeredMenus = computed<HomeMenu[]>(() => {
  const data = homeData.value;
  if (!data) return [];
  if (!data.business) return data.menus;
  const ids = new Set(
    offeredMenuIds(
      data.menus.map((m) => m.main_group_id),
      data.business,
    ),
  );
  return data.menus.filter((m) => ids.has(m.main_group_id));
});
