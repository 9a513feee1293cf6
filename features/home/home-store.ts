import { signal } from '@preact/signals-react';
import type {
  ActivityImage,
  Banner,
  BulletinList,
  BusinessRule,
  FeaturedDish,
  MediaLink,
  Menu,
} from '../../protocol/http';
import { api } from '../../lib/session';

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

/** Loads everything the home page shows, in parallel. Menus are required; the rest is optional. */
export async function loadHome(takeaway: boolean): Promise<void> {
  homeFailed.value = false;
  try {
    const [menus, banners, featured, media, hours, announcement, images] = await Promise.all([
      api<Menu[]>(`/api/v3/menus?type=${takeaway ? 1 : 0}&with_dish=0`),
      optional(api<Banner[]>('/api/v2/banner-announcement'), []),
      optional(api<FeaturedDish[]>('/api/v2/special_dishes'), []),
      optional(api<MediaLink[]>('/api/v2/propaganda'), []),
      optional(api<BusinessRule[]>('/api/v2/business-hour'), []),
      optional(api<BulletinList>('/api/v2/bulletin/4'), { data: [] }),
      optional(api<ActivityImage[]>('/api/v2/activity-bulletin/image'), []),
    ]);
    homeData.value = {
      menus,
      banners: banners.slice(0, 3),
      featured,
      media,
      hours,
      announcement: announcement.data[0]?.value ?? '',
      bulletinImages: images.map((i) => i.name).slice(0, 5),
    };
  } catch {
    homeFailed.value = true;
  }
}
