import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, WIDTHS, responsiveSources } from './responsive';

describe('responsiveSources', () => {
  it('offers no copy wider than twice a phone’s width, in every folder', () => {
    for (const widths of Object.values(WIDTHS)) {
      expect(Math.max(...widths)).toBeLessThanOrEqual(828);
      for (const w of widths) expect(PICTURE_WIDTHS).toContain(w);
    }
    const notice = responsiveSources('/bulletin/notice.jpg', 'v1')!;
    expect(notice.widest.webp).toBe('/pic/v1/bulletin/828/notice.jpg.webp');
    expect(notice.webp).not.toMatch(/\/1080\//);
  });
});
