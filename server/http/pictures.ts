// The image pipeline's serving end: phone-sized copies of every picture under the images folder
// (the demo's and any a restaurant puts there), made with sharp on first request and kept on
// disk, under addresses fingerprinted by the pictures' version:
//   GET /pic/{version}/{folder}/{width}/{file}.{webp|jpg}
// is /{folder}/{file} scaled down to `width` (never enlarged) as WebP or JPEG. The version is a
// hash of the folders' listing (names, sizes, times), written into index.html as
// <meta name="tavola-pictures"> for ui/Picture; an address with the current version is cached
// for a year, an older one is answered with the current picture and revalidated. A picture over
// MAX_PICTURE_PIXELS answers 413 and one sharp cannot read 415 (the project's error shape, no stack
// logged), remembered until the file changes.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Every width the server makes (ui/Picture/responsive.ts asks only for these). */
export const PICTURE_WIDTHS = [120, 240, 320, 480, 640, 828, 1080] as const;
export const PICTURE_FORMATS = ['webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** Where the made copies are kept, inside the images folder. */
export const VARIANTS_DIR = '.variants';
/** How long the version is trusted before the folders are listed again. */
const VERSION_TTL_MS = 10_000;
const YEAR_S = 365 * 24 * 3600;

const SAFE_NAME = /^[\w][\w.-]{0,127}$/;

/** The most pixels a picture may have: sharp's own limit (limitInputPixels), 16383². */
export const MAX_PICTURE_PIXELS = 0x3fff * 0x3fff;

/** The refusal of a picture over MAX_PICTURE_PIXELS. */
export const pictureTooLarge = (width: number, height: number) =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The picture is too large: ${width}×${height} pixels, at most ${MAX_PICTURE_PIXELS} in all`,
  );

/** The refusal of a file that is not a picture sharp can read. */
const notAPicture = () =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a picture the server can read');

/** A picture's width and height from its header, or null when it is not one sharp reads. */
export async function pictureSize(
  input: string | Buffer,
): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export class PictureVariants {
  private version: { value: string; at: number } | null = null;
  private readonly making = new Map<string, Promise<string>>();
  private readonly failed = new Map<string, HttpError>();

  constructor(
    readonly imagesDir: string,
    readonly folders: readonly string[],
  ) {}

  /** The pictures' fingerprint: 10 hex characters over every folder's listing. */
  async currentVersion(now = Date.now()): Promise<string> {
    if (this.version && now - this.version.at < VERSION_TTL_MS) return this.version.value;
    const hash = createHash('sha256');
    for (const folder of this.folders) {
      const dir = join(this.imagesDir, folder);
      const names = existsSync(dir) ? (await readdir(dir)).sort() : [];
      for (const name of names) {
        const s = await stat(join(dir, name)).catch(() => null);
        if (s?.isFile()) hash.update(`${folder}/${name}:${s.size}:${Math.floor(s.mtimeMs)}\n`);
      }
    }
    this.version = { value: hash.digest('hex').slice(0, 10), at: now };
    return this.version.value;
  }

  /** Forget the version (after a picture was written). */
  invalidate(): void {
    this.version = null;
  }

  /**
   * The path of `folder/file` at `width` in `format`, made now if it was not made before, or null
   * when there is no such picture. A changed source gets a new copy (its size and time are in the
   * copy's name).
   */
  async variant(
    folder: string,
    file: string,
    width: number,
    format: PictureFormat,
  ): Promise<string | null> {
    if (!this.folders.includes(folder) || !SAFE_NAME.test(file) || file.includes('..')) return null;
    if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
    const source = join(this.imagesDir, folder, file);
    const s = await stat(source).catch(() => null);
    if (!s?.isFile()) return null;
    const stamp = `${s.size.toString(36)}-${Math.floor(s.mtimeMs).toString(36)}`;
    const target = join(
      this.imagesDir,
      VARIANTS_DIR,
      folder,
      String(width),
      `${file}.${stamp}.${format}`,
    );
    if (existsSync(target)) return target;
    // A picture that failed is refused again without reading it, until the file changes.
    const failed = this.failed.get(target);
    if (failed) throw failed;
    let job = this.making.get(target);
    if (!job) {
      job = makeVariant(source, target, width, format)
        .catch((err: unknown) => {
          if (err instanceof HttpError) this.failed.set(target, err);
          throw err;
        })
        .finally(() => this.making.delete(target));
      this.making.set(target, job);
    }
    return job;
  }
}

/**
 * Scales a picture down to `width` and writes it as WebP or JPEG (atomically). Throws 413 for a
 * picture over MAX_PICTURE_PIXELS, 415 for a file sharp cannot read.
 */
export async function makeVariant(
  source: string,
  target: string,
  width: number,
  format: PictureFormat,
): Promise<string> {
  const size = await pictureSize(source);
  if (!size) throw notAPicture();
  if (size.width * size.height > MAX_PICTURE_PIXELS) throw pictureTooLarge(size.width, size.height);
  const pipeline = sharp(source, { limitInputPixels: MAX_PICTURE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  let bytes: Buffer;
  try {
    bytes =
      format === 'webp'
        ? await pipeline.webp({ quality: 72, effort: 4 }).toBuffer()
        : await pipeline
            .flatten({ background: '#000000' })
            .jpeg({ quality: 78, mozjpeg: true })
            .toBuffer();
  } catch {
    // A header sharp read over data it cannot decode (cut short, corrupt).
    throw notAPicture();
  }
  await mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, target);
  return target;
}

/** GET /pic/{version}/{folder}/{width}/{file}.{format} (needs reply.sendFile over imagesDir). */
export function registerPictureRoutes(app: FastifyInstance, pictures: PictureVariants): void {
  app.get<{ Params: { version: string; folder: string; width: string; file: string } }>(
    '/pic/:version/:folder/:width/:file',
    async (request, reply) => {
      const { version, folder, width, file } = request.params;
      const m = /^(.+)\.(webp|jpg)$/.exec(file);
      // A missing file has no copies: 404. One too large or unreadable says so (413, 415).
      const path = m
        ? await pictures
            .variant(folder, m[1] as string, Number(width), m[2] as PictureFormat)
            .catch((e: unknown) => {
              if (e instanceof HttpError) throw e;
              return null;
            })
        : null;
      if (!path) return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such picture' });
      const current = version === (await pictures.currentVersion());
      reply.header(
        'cache-control',
        current ? `public, max-age=${YEAR_S}, immutable` : 'public, max-age=0, must-revalidate',
      );
      return reply.sendFile(path.slice(pictures.imagesDir.length + 1), pictures.imagesDir, {
        cacheControl: false,
        etag: true,
        lastModified: false,
        dotfiles: 'allow',
      });
    },
  );
}

/** The image type of a file's first bytes, or null when they are not a picture's. */
export function imageTypeOf(head: Buffer): string | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  const ascii = head.toString('latin1');
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.slice(4, 12) === 'ftypavif') return 'image/avif';
  return null;
}

/** What a picture's answer carries besides its type: never a page, whatever the bytes hold. */
const PICTURE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/**
 * GET /{folder}/{file}: a picture as it is, with the type its bytes show (never the name's), or
 * 404 for anything that is not a picture (needs reply.sendFile over imagesDir).
 */
export function registerPictureFolders(
  app: FastifyInstance,
  imagesDir: string,
  folders: readonly string[],
): void {
  const notFound = { code: 'NOT_FOUND', message: 'No such image' };
  for (const folder of folders) {
    app.get<{ Params: { file: string } }>(`/${folder}/:file`, async (request, reply) => {
      const { file } = request.params;
      if (!SAFE_NAME.test(file) || file.includes('..')) return reply.status(404).send(notFound);
      const head = Buffer.alloc(16);
      try {
        const fd = await open(join(imagesDir, folder, file), 'r');
        try {
          await fd.read(head, 0, 16, 0);
        } finally {
          await fd.close();
        }
      } catch {
        return reply.status(404).send(notFound);
      }
      const type = imageTypeOf(head);
      if (!type) return reply.status(404).send(notFound);
      reply.type(type).headers({
        ...PICTURE_HEADERS,
        'content-disposition': `inline; filename="${file}"`,
      });
      return reply.sendFile(`${folder}/${file}`, imagesDir, {
        maxAge: 3600 * 1000,
        etag: true,
        // The ETag revalidates; Last-Modified would only repeat it in 46 more bytes.
        lastModified: false,
        contentType: false,
      });
    });
  }
}
