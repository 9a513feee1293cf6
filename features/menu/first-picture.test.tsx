import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_PICTURE_KEY, menuCall } from '../../protocol/first-screen';
import { rememberFirstPicture } from './first-picture';

const VERSION = '6329e3ded8';

// The server writes the pictures' fingerprint into every page (ui/Picture responsive).
beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = 'tavola-pictures';
  meta.content = VERSION;
  document.head.appendChild(meta);
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const kept = () => JSON.parse(localStorage.getItem(FIRST_PICTURE_KEY) ?? 'null') as unknown;

describe("the menu's first picture, kept for the next time the page opens on that menu", () => {
  it('keeps the copies its card takes for its size, with the menu and the pictures it belongs to', () => {
    rememberFirstPicture(menuCall(4, 'IT'), '/menu_pic/101_s.jpg', '96px');
    expect(kept()).toEqual({
      menu: menuCall(4, 'IT'),
      version: VERSION,
      href: `/pic/${VERSION}/menu_pic/120/101_s.jpg.jpg`,
      srcset: `/pic/${VERSION}/menu_pic/120/101_s.jpg.webp 120w, /pic/${VERSION}/menu_pic/240/101_s.jpg.webp 240w`,
      sizes: '96px',
    });
    // Another menu shown, or the grid's size: the last one shown is kept.
    rememberFirstPicture(
      menuCall(5, 'IT'),
      '/menu_pic/202_s.jpg',
      '(min-width: 600px) 240px, 50vw',
    );
    expect(kept()).toMatchObject({
      menu: menuCall(5, 'IT'),
      srcset: expect.stringContaining('/menu_pic/240/202_s.jpg.webp 240w'),
      sizes: '(min-width: 600px) 240px, 50vw',
    });
  });

  it('writes nothing again when nothing changed', () => {
    rememberFirstPicture(menuCall(4, 'IT'), '/menu_pic/101_s.jpg', '96px');
    const write = vi.spyOn(Storage.prototype, 'setItem');
    rememberFirstPicture(menuCall(4, 'IT'), '/menu_pic/101_s.jpg', '96px');
    expect(write).not.toHaveBeenCalled();
  });

  it('keeps nothing for a picture the server has no copies of', () => {
    for (const src of [
      'data:image/png;base64,AAAA',
      'https://elsewhere.example/p.jpg',
      '/other/p.jpg',
    ])
      rememberFirstPicture(menuCall(4, 'IT'), src, '96px');
    expect(kept()).toBeNull();
  });

  it('throws nothing when the storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() =>
      rememberFirstPicture(menuCall(4, 'IT'), '/menu_pic/101_s.jpg', '96px'),
    ).not.toThrow();
    expect(kept()).toBeNull();
  });
});
