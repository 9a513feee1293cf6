/**
 * Writes the demo restaurant's pictures (dishes, menu covers, logo, bulletins) as JPEG files
 * under an images folder, in the paths the app requests:
 *   menu_pic/{menu_item_id}.jpg (640 px) and {menu_item_id}_s.jpg (240 px),
 *   first_menu/{main_group_id}.jpg, qop_logo/logo.jpg,
 *   bulletin/back_ground_image.jpg, bulletin/bulletin1..5.jpg, bulletin/{activity image name},
 *   guide/1-scan.jpg … 4-enjoy.jpg (the guide viewer's how-to-order pictures, without words).
 * Idempotent: files that already exist are left alone.
 */
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import {
  GUIDE_DISHES,
  GUIDE_STEPS,
  dishSvg,
  guideSvg,
  logoSvg,
  petals,
  spreadSvg,
  type Placement,
} from './art';
import {
  activityBulletinImages,
  BULLETIN_IMAGE_COUNT,
  catalogItems,
  firstMenus,
  guideImageNames,
  menuItems,
  type MenuItem,
} from './demo';

export const THUMB_SIZE = 240;

/** One picture to write: its path under the images folder and how to draw it. */
export interface DemoImage {
  path: string;
  width: number;
  height: number;
  svg: () => string;
}

const byId = new Map<number, MenuItem>(menuItems.map((d) => [d.menu_item_id, d]));
function item(id: number): MenuItem {
  const d = byId.get(id);
  if (!d) throw new Error(`picture refers to unknown dish ${id}`);
  return d;
}

function spread(w: number, h: number, seed: number, ids: number[], withPetals = 0): () => string {
  return () => {
    // Dishes on a loose grid, alternating up and down so the table looks laid by hand.
    const n = ids.length;
    const cell = w / n;
    const scale = Math.min((cell * 1.45) / 640, (h * 1.05) / 640);
    const placements: Placement[] = ids.map((id, i) => ({
      item: item(id),
      x: cell * (i + 0.5),
      y: h / 2 + (i % 2 ? 0.12 : -0.1) * h,
      scale,
    }));
    return spreadSvg(w, h, seed, placements, withPetals ? petals(w, h, seed + 1, withPetals) : '');
  };
}

const MENU_COVERS: Record<number, number[]> = {
  1: [1107, 401, 502, 1201],
  2: [304, 505, 1001, 1304],
  3: [1601, 410, 1202, 1402],
  9: [1103, 803, 1203, 1510],
};

const BULLETINS: number[][] = [
  [1601, 304, 506],
  [1001, 1003, 1002],
  [1202, 1201, 1203],
  [1402, 1401, 1406],
  [1511, 1504, 1510],
];

const ACTIVITIES: number[][] = [
  [410, 1601, 507],
  [1001, 1003],
  [1201, 1401, 1510],
];

/** The picture files of one dish: under its item_id and under each of its menu items. */
export function dishImagePaths(d: MenuItem): string[] {
  const ids = [
    d.item_id,
    ...catalogItems.filter((c) => c.item_id === d.item_id).map((c) => c.menu_item_id),
  ];
  return ids.flatMap((id) => [`menu_pic/${id}.jpg`, `menu_pic/${id}_s.jpg`]);
}

/** Every picture of the demo restaurant other than the dishes' own. */
export function demoImages(): DemoImage[] {
  const out: DemoImage[] = [];
  for (const m of firstMenus) {
    const ids = MENU_COVERS[m.main_group_id] ?? [401, 502, 1201, 1001];
    out.push({
      path: `first_menu/${m.main_group_id}.jpg`,
      width: 800,
      height: 450,
      svg: spread(800, 450, 100 + m.main_group_id, ids),
    });
  }
  out.push({ path: 'qop_logo/logo.jpg', width: 512, height: 512, svg: logoSvg });
  out.push({
    path: 'bulletin/back_ground_image.jpg',
    width: 1280,
    height: 560,
    svg: spread(1280, 560, 7, [1103, 506, 1001, 1601, 1201], 40),
  });
  for (let i = 1; i <= BULLETIN_IMAGE_COUNT; i++) {
    out.push({
      path: `bulletin/bulletin${i}.jpg`,
      width: 1024,
      height: 576,
      svg: spread(1024, 576, 200 + i, BULLETINS[(i - 1) % BULLETINS.length] ?? [401], 24),
    });
  }
  activityBulletinImages.forEach((a, i) => {
    out.push({
      path: `bulletin/${a.name}`,
      width: 720,
      height: 960,
      svg: () => {
        // Portrait posters: dishes stacked down the page.
        const ids = ACTIVITIES[i % ACTIVITIES.length] ?? [401];
        const h = 960;
        const cell = h / ids.length;
        const scale = Math.min(720 / 640, (cell * 1.55) / 640);
        const placements: Placement[] = ids.map((id, k) => ({
          item: item(id),
          x: 360 + (k % 2 ? 90 : -90),
          y: cell * (k + 0.5),
          scale,
        }));
        return spreadSvg(720, h, 300 + i, placements, petals(720, h, 400 + i, 30));
      },
    });
  });
  GUIDE_STEPS.forEach((step, i) => {
    const name = guideImageNames[i];
    if (!name) return;
    out.push({
      path: `guide/${name}`,
      width: 960,
      height: 720,
      svg: () => guideSvg(step, GUIDE_DISHES[step].map(item)),
    });
  });
  return out;
}

/** Renders one picture to JPEG bytes. */
export async function renderImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(image.svg()))
    .resize(image.width, image.height, { fit: 'cover' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: image.width <= THUMB_SIZE ? 80 : 84, mozjpeg: true })
    .toBuffer();
}

async function put(target: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, target);
}

/** Writes every missing demo picture under imagesDir (existing files are kept). */
export async function writeDemoImages(
  imagesDir: string,
): Promise<{ written: number; skipped: number }> {
  let written = 0;
  let skipped = 0;
  type Job = () => Promise<void>;
  const jobs: Job[] = [];
  for (const d of menuItems) {
    jobs.push(async () => {
      const [main, thumb, ...copies] = dishImagePaths(d).map((p) => join(imagesDir, p)) as [
        string,
        string,
        ...string[],
      ];
      const missing = [main, thumb, ...copies].filter((p) => !existsSync(p));
      skipped += 2 + copies.length - missing.length;
      if (missing.length === 0) return;
      let big: Buffer | undefined;
      if (!existsSync(main) || !existsSync(thumb)) {
        big = await renderImage({ path: main, width: 640, height: 640, svg: () => dishSvg(d) });
        if (!existsSync(main)) {
          await put(main, big);
          written++;
        }
        if (!existsSync(thumb)) {
          await put(
            thumb,
            await sharp(big)
              .resize(THUMB_SIZE, THUMB_SIZE)
              .jpeg({ quality: 80, mozjpeg: true })
              .toBuffer(),
          );
          written++;
        }
      }
      // Each menu item of the dish shows the same picture: hard links (copies where links fail).
      for (let i = 0; i < copies.length; i++) {
        const target = copies[i] as string;
        if (existsSync(target)) continue;
        const source = i % 2 === 0 ? main : thumb;
        await mkdir(dirname(target), { recursive: true });
        await link(source, target).catch(() => copyFile(source, target));
        written++;
      }
    });
  }
  for (const img of demoImages()) {
    jobs.push(async () => {
      const target = join(imagesDir, img.path);
      if (existsSync(target)) {
        skipped++;
        return;
      }
      await put(target, await renderImage(img));
      written++;
    });
  }
  // Two at a time: rendering is CPU-bound and the machine is shared.
  const worker = async (): Promise<void> => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  };
  await Promise.all([worker(), worker()]);
  return { written, skipped };
}
