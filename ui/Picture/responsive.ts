/**
 * Phone-sized copies of the server's pictures. The server answers
 *   /pic/{version}/{folder}/{width}/{file}.{webp|jpg}
 * with the picture /{folder}/{file} scaled to `width` (never enlarged) in WebP or JPEG, made
 * once and kept (server/http/pictures.ts). `version` fingerprints the pictures folder: the server
 * writes it into index.html (<meta name="tavola-pictures">) and changes it whenever a picture
 * changes, so these addresses can be cached for a year. Without that tag (Storybook, the Vite
 * dev server) or for any other address (data: URLs, other hosts) the picture is used as given.
 */

/**
 * The widths the page offers, per folder of pictures (menu_pic's `_s` files are thumbnails). None
 * is wider than twice a phone's width (828 px, a 414 px screen at 2×): a 3× screen gets the
 * 828 px copy, which it cannot tell from a wider one at a phone's viewing distance, for about
 * half the bytes.
 */
export const WIDTHS: Readonly<Record<string, readonly number[]>> = {
  thumb: [120, 240],
  menu_pic: [320, 480, 640],
  first_menu: [320, 480, 640, 828],
  bulletin: [320, 480, 640, 828],
  guide: [320, 480, 640, 828],
  qop_logo: [120, 240],
};

/** Every width the server accepts (server/http/pictures.ts keeps the same list). */
export const PICTURE_WIDTHS = [120, 240, 320, 480, 640, 828, 1080] as const;

const PICTURE_PATH = /^\/(menu_pic|first_menu|bulletin|qop_logo|guide)\/([\w][\w.-]{0,127})$/;

let version: string | null | undefined;

/** The pictures' fingerprint written into the page by the server, or null. */
export function pictureVersion(): string | null {
  if (version === undefined) {
    version =
      typeof document === 'undefined'
        ? null
        : (document.querySelector('meta[name="tavola-pictures"]')?.getAttribute('content') ?? null);
  }
  return version;
}

export interface ResponsiveSources {
  /** srcset of WebP copies. */
  webp: string;
  /** srcset of JPEG copies (for browsers without WebP). */
  jpeg: string;
  /** A middle-sized JPEG for `src`. */
  fallback: string;
  /** The widest copy's address in each format. */
  widest: { webp: string; jpeg: string };
}

/** The phone-sized copies of a server picture, or null when `src` has none. */
export function responsiveSources(
  src: string,
  v: string | null = pictureVersion(),
): ResponsiveSources | null {
  if (!v) return null;
  const m = PICTURE_PATH.exec(src);
  if (!m) return null;
  const folder = m[1] as string;
  const file = m[2] as string;
  const widths = WIDTHS[folder === 'menu_pic' && /_s\.\w+$/.test(file) ? 'thumb' : folder] ?? [];
  const url = (w: number, fmt: 'webp' | 'jpg') =>
    `/pic/${encodeURIComponent(v)}/${folder}/${w}/${file}.${fmt}`;
  const set = (fmt: 'webp' | 'jpg') => widths.map((w) => `${url(w, fmt)} ${w}w`).join(', ');
  const widest = widths[widths.length - 1] as number;
  const middle = widths[Math.floor((widths.length - 1) / 2)] as number;
  return {
    webp: set('webp'),
    jpeg: set('jpg'),
    fallback: url(middle, 'jpg'),
    widest: { webp: url(widest, 'webp'), jpeg: url(widest, 'jpg') },
  };
}

/**
 * A CSS background-image value for a server picture: the phone-sized WebP copy with a JPEG
 * fallback (image-set), or the picture as given.
 */
export function backgroundImage(src: string, width = 828): string {
  const base = sizedBase(src, width);
  if (!base) return `url(${src})`;
  return `image-set(url(${base}.webp) type("image/webp"), url(${base}.jpg) type("image/jpeg"))`;
}

/** The WebP copy that backgroundImage(src, width) shows first (to preload it), or null. */
export function backgroundPreload(src: string, width = 828): string | null {
  const base = sizedBase(src, width);
  return base && `${base}.webp`;
}

function sizedBase(src: string, width: number): string | null {
  const v = pictureVersion();
  const m = v ? PICTURE_PATH.exec(src) : null;
  return v && m ? `/pic/${encodeURIComponent(v)}/${m[1]}/${width}/${m[2]}` : null;
}
