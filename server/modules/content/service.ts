// Home and service content as stored: the restaurant, call-waiter options, bulletins, banners,
// pictures and media links.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type {
  ActivityImage,
  Banner,
  Bulletin,
  GuideImage,
  MediaLink,
  ServiceOption,
} from '../../../protocol/http';
import { GUIDE_IMAGES_MAX } from '../../../protocol/http';
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

/** The folder of the guide pictures under the images folder. */
export const GUIDE_FOLDER = 'guide';
/** A file the app may ask for (as the image routes serve them) holding a picture. */
const GUIDE_FILE = /^[\w][\w.-]{0,127}\.(jpe?g|png|webp)$/i;
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The guide pictures: the picture files of imagesDir/guide in the natural order of their names,
 * at most GUIDE_IMAGES_MAX; none when the folder does not exist.
 */
export async function listGuideImages(imagesDir: string): Promise<GuideImage[]> {
  const dir = join(imagesDir, GUIDE_FOLDER);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && GUIDE_FILE.test(e.name) && !e.name.includes('..'))
    .map((e) => e.name)
    .sort(natural.compare)
    .slice(0, GUIDE_IMAGES_MAX)
    .map((name) => ({ name }));
}
