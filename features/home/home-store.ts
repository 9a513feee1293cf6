import { signal } from '@preact/signals-react';
import { api } from '../session';

/** A first-level menu as the home page shows it (entry-home-service.md §3 "Menu"). */
export interface HomeMenu {
  main_group_id: number;
  main_group_name: string;
  name_i18n?: Record<string, unknown>;
  normal_price: number;
  child_price: number;
  other_price: number | null;
  url?: string;
}
export interface Banner {
  icon: string;
  value: string;
}
export interface FeaturedDish {
  menu_item_id: number;
  item_name1: string;
  item_name2?: string;
  url?: string;
  item_i18n?: Record<string, { name?: string } | undefined>;
}
export interface MediaLink {
  name: string;
  url: string;
}
export interface BusinessHour {
  start_time: string;
  end_time: string;
  week?: number | string;
  main_group_name?: string;
}

export interface HomeData {
  menus: HomeMenu[];
  banners: Banner[];
  featured: FeaturedDish[];
  media: MediaLink[];
  hours: BusinessHour[];
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
      api<HomeMenu[]>(`/api/v3/menus?type=${takeaway ? 1 : 0}&with_dish=0`),
      optional(api<Banner[]>('/api/v2/banner-announcement'), []),
      optional(api<FeaturedDish[]>('/api/v2/special_dishes'), []),
      optional(api<MediaLink[]>('/api/v2/propaganda'), []),
      optional(api<BusinessHour[]>('/api/v2/business-hour'), []),
      optional(api<{ data: { value: string }[] }>('/api/v2/bulletin/4'), { data: [] }),
      optional(api<string[] | { name: string }[]>('/api/v2/activity-bulletin/image'), []),
    ]);
    homeData.value = {
      menus,
      banners: banners.slice(0, 3),
      featured,
      media,
      hours,
      announcement: announcement.data[0]?.value ?? '',
      bulletinImages: images.map((i) => (typeof i === 'string' ? i : i.name)).slice(0, 5),
    };
  } catch {
    homeFailed.value = true;
  }
}
