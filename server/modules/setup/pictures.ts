/**
 * The pictures of an imported document: only real pictures enter. Each one must be named as a
 * picture (.jpg, .jpeg, .png, .webp), decode as one (sharp reads the bytes, never trusts the name),
 * carry no web page or script inside (a polyglot), and it is then re-encoded in the format its
 * name says: what is stored is sharp's output, without the sender's metadata or trailing bytes.
 */
import sharp, { type Metadata } from 'sharp';

/** The names an imported picture may have, and the format each is stored in. */
const FORMAT_OF_EXTENSION = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
} as const;
type StoredFormat = (typeof FORMAT_OF_EXTENSION)[keyof typeof FORMAT_OF_EXTENSION];

/** The formats sharp may find in the bytes. */
const DECODED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The largest picture taken: 40 megapixels (a phone photo is about 12). */
const MAX_PIXELS = 40_000_000;

/** Markup a browser would run if the file were ever taken as a page (case-insensitive). */
const MARKUP = /<(script|html|svg|iframe|!doctype)[\s/>]|javascript:/i;

/** Why a picture is refused (the import names the file with it). */
export class PictureRefusal extends Error {}

/** The stored format for a picture path, or null when the name is not a picture's. */
export function storedFormatOf(path: string): StoredFormat | null {
  const ext = /\.([A-Za-z]+)$/.exec(path)?.[1]?.toLowerCase();
  return ext && ext in FORMAT_OF_EXTENSION
    ? FORMAT_OF_EXTENSION[ext as keyof typeof FORMAT_OF_EXTENSION]
    : null;
}

/** A PNG whose bytes go on after its IEND chunk hides something there. */
function pngTrailer(bytes: Buffer): boolean {
  const iend = bytes.lastIndexOf('IEND', undefined, 'latin1');
  return iend >= 0 && bytes.length > iend + 8;
}

/**
 * The picture as it will be stored, re-encoded; throws PictureRefusal saying why it is not one.
 * sharp works off the event loop (libuv's pool), so many pictures do not stall the server.
 */
export async function reencodePicture(path: string, bytes: Buffer): Promise<Buffer> {
  const format = storedFormatOf(path);
  if (!format) throw new PictureRefusal('is not a picture: only .jpg, .jpeg, .png and .webp');
  // latin1 keeps one character per byte, so the markup is found wherever it sits.
  if (MARKUP.test(bytes.toString('latin1')) || (format === 'png' && pngTrailer(bytes)))
    throw new PictureRefusal('is not a picture: it carries a web page or a script');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new PictureRefusal('is not a picture: its bytes do not decode as an image');
  }
  if (!meta.format || !DECODED_FORMATS.has(meta.format))
    throw new PictureRefusal(`is not a picture: it is ${meta.format ?? 'unknown'}, not an image`);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    if (format === 'jpeg')
      return await image.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
    if (format === 'png') return await image.png().toBuffer();
    return await image.webp({ quality: 88 }).toBuffer();
  } catch {
    throw new PictureRefusal('is not a picture: its bytes do not decode as an image');
  }
}
