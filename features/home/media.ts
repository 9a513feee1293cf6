import type { MediaIconKey, NavIconKey } from '../../ui/icons';

/** The icon a media link shows: one of the spec's media kinds, or takeaway's navigation icon. */
export type MediaIcon = MediaIconKey | Extract<NavIconKey, 'takeaway'>;

/** Names restaurants give their links, by kind (compared without case, spaces or punctuation). */
const KINDS: ReadonlyArray<readonly [MediaIcon, RegExp]> = [
  ['facebook', /^(facebook|fb)$/],
  ['instagram', /^(instagram|ig)$/],
  ['tiktok', /^tiktok$/],
  ['twitter', /^(twitter|x|xcom)$/],
  ['tripadvisor', /^tripadvisor$/],
  ['whatsapp', /^whatsapp$/],
  ['google', /^(google|googlemaps|googlemap|maps)$/],
  ['website', /^(website|officialwebsite|web|site|homepage|official)$/],
  ['reservation', /^(reservation|reservations|reserve|booking|book|bookatable)$/],
  ['takeaway', /^(takeaway|takeout|delivery|order|orderonline)$/],
];

/**
 * The kind of a media link from the name the restaurant gave it (entry-home-service.md §2: the
 * home page's media icons), or null for a name that is none of them: it is then shown by its own
 * name with the website icon.
 */
export function mediaKind(name: string): MediaIcon | null {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  return KINDS.find(([, re]) => re.test(key))?.[0] ?? null;
}

/** WhatsApp links made only of digits open a chat; others open as given (spec §5). */
export function mediaHref(name: string, url: string): string {
  if (mediaKind(name) === 'whatsapp' && /^\+?\d+$/.test(url.trim()))
    return `https://wa.me/${url.trim().replace(/^\+/, '')}`;
  return url;
}
