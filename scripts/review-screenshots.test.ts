import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
// @ts-expect-error -- a plain ES module script without type declarations
import { diffImages } from './review-screenshots.mjs';

type Diff = { changed: number; width: number; height: number; png: Buffer | null };
const diff = diffImages as (before: Buffer | null, after: Buffer | null) => Promise<Diff>;

/** A solid PNG, with an optional block of another colour in its top-left corner. */
async function png(width: number, height: number, block = 0): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const inBlock = x < block && y < block;
      data[o] = inBlock ? 200 : 20;
      data[o + 1] = 20;
      data[o + 2] = 20;
      data[o + 3] = 255;
    }
  }
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

describe('the screenshot review', () => {
  it('counts the pixels that changed and draws them', async () => {
    const result = await diff(await png(20, 10), await png(20, 10, 3));
    expect(result.changed).toBe(9);
    expect([result.width, result.height]).toEqual([20, 10]);
    const meta = await sharp(result.png!).metadata();
    expect([meta.width, meta.height]).toEqual([20, 10]);
  });

  it('finds no change between equal images', async () => {
    expect((await diff(await png(8, 8, 2), await png(8, 8, 2))).changed).toBe(0);
  });

  it('counts a grown or new screenshot as changed where either lacks pixels', async () => {
    expect((await diff(await png(10, 10), await png(10, 12))).changed).toBe(20);
    expect((await diff(null, await png(4, 4))).changed).toBe(16);
  });
});
