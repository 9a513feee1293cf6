// Home and service content as stored: the restaurant, call-waiter options, bulletins, banners,
// pictures and media links.
import { asc, eq } from 'drizzle-orm';
import type {
  ActivityImage,
  Banner,
  Bulletin,
  MediaLink,
  ServiceOption,
} from '../../../protocol/http';
import type { Db } from '../../store';
import {
  activityImages,
  bannerAnnouncements,
  bulletins,
  callServiceOptions,
  mediaLinks,
  restaurantInfo,
} from '../../store/schema';

/** The restaurant row, or the defaults of a restaurant not configured yet. */
export async function readRestaurant(db: Db) {
  const rows = await db.select().from(restaurantInfo).orderBy(asc(restaurantInfo.id)).limit(1);
  const r = rows[0];
  return {
    restaurant_name: r?.restaurant_name ?? '',
    currency_name: r?.currency_name || '€',
    place_id: r?.place_id ?? '',
    address: r?.address ?? '',
    timezone: r?.timezone ?? 'UTC',
    string_id: r?.string_id ?? '',
  };
}

/** The call-waiter options in order; the first is selected. */
export async function listServiceOptions(db: Db): Promise<ServiceOption[]> {
  const rows = await db
    .select()
    .from(callServiceOptions)
    .orderBy(asc(callServiceOptions.sort), asc(callServiceOptions.id));
  return rows.map(({ sort: _sort, ...o }, i) => ({ ...o, selected: i === 0 }));
}

/** The bulletins of one type (4: the text announcement). */
export function listBulletins(db: Db, type: number): Promise<Bulletin[]> {
  return db
    .select({ id: bulletins.id, bulletin_type: bulletins.bulletin_type, value: bulletins.value })
    .from(bulletins)
    .where(eq(bulletins.bulletin_type, type))
    .orderBy(asc(bulletins.sort), asc(bulletins.id));
}

export function listBanners(db: Db): Promise<Banner[]> {
  return db
    .select({
      id: bannerAnnouncements.id,
      icon: bannerAnnouncements.icon,
      value: bannerAnnouncements.value,
    })
    .from(bannerAnnouncements)
    .orderBy(asc(bannerAnnouncements.sort), asc(bannerAnnouncements.id));
}

export function listActivityImages(db: Db): Promise<ActivityImage[]> {
  return db
    .select({ id: activityImages.id, name: activityImages.name })
    .from(activityImages)
    .orderBy(asc(activityImages.sort), asc(activityImages.id));
}

export function listMediaLinks(db: Db): Promise<MediaLink[]> {
  return db
    .select({ name: mediaLinks.name, url: mediaLinks.url })
    .from(mediaLinks)
    .orderBy(asc(mediaLinks.sort), asc(mediaLinks.id));
}
