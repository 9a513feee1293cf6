import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { testRoot } from '../testing/test-root';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Picture } from './Picture';
import { resetNearScreen } from './near-screen';
import { ImageCarousel } from '../ImageCarousel/ImageCarousel';

/** Renders `node` with the messages the components read (the ids stand for themselves). */
const show = (node: ReactNode) =>
  dom.root.render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      {node}
    </IntlProvider>,
  );
/** The diner scrolls the page down by `y` px with the mouse wheel. */
const scrollDown = (y: number) => userEvent.wheel(document.body, { delta: { y } });

/** A few frames: scroll events are dispatched with the next frame. */
const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};
beforeEach(async () => {
  // Each case starts at the top, as a diner who has not scrolled yet.
  window.scrollTo(0, 0);
  await frames();
  resetNearScreen();
});
// Rendered through the browser's own frames: loading follows real layout and scrolling.
const dom = testRoot({ actEnvironment: false });

/** A picture file of the test server, at an address of its own (no earlier fetch answers it). */
const freshPicture = (name: string) =>
  `/favicon.svg?${name}=${Math.random().toString(36).slice(2)}`;

/** Whether the browser has fetched `src` (resource timing lists every file it fetched). */
const fetched = (src: string) =>
  performance.getEntriesByType('resource').some((e) => e.name.endsWith(src));

/** Long enough for the observer, the browser's own lazy loading and a small file to answer. */
const settle = () => new Promise((r) => setTimeout(r, 800));

const frame = { width: 200, height: 150 };

/** A picture file at an address of its own, loaded as a file is (not at once, as a data: URL). */
const pictureFile = () =>
  URL.createObjectURL(
    new Blob(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="teal"/></svg>',
      ],
      { type: 'image/svg+xml' },
    ),
  );

/**
 * A first-screen picture of `src`, rendered and committed within this task, so that no load event
 * can have been handled yet when the caller looks; returns its `onLoad` spy.
 */
function showNow(src: string) {
  const onLoad = vi.fn();
  flushSync(() =>
    show(
      <div style={frame}>
        <Picture src={src} alt="Dish" priority onLoad={onLoad} />
      </div>,
    ),
  );
  return onLoad;
}

describe('Picture', () => {
  it('fetches a picture on the first screen at once', async () => {
    const src = freshPicture('onscreen');
    show(
      <div style={frame}>
        <Picture src={src} alt="On screen" />
      </div>,
    );
    await vi.waitFor(() => expect(fetched(src)).toBe(true), { timeout: 5000 });
  });

  it('fetches a picture below the fold only once the diner scrolls near it', async () => {
    const src = freshPicture('below');
    // 1000 px under the fold: more than a screen (844 px) away, well within the distance at
    // which the browser's own loading="lazy" fetches (1250 px and more).
    const below = window.innerHeight + 1000;
    show(
      <div>
        <div style={{ height: below }} />
        <div style={frame}>
          <Picture src={src} alt="Below the fold" />
        </div>
        <div style={{ height: 2 * window.innerHeight }} />
      </div>,
    );
    await settle();
    expect(fetched(src)).toBe(false);
    // The frame keeps its size meanwhile, and the picture its name.
    const img = dom.host.querySelector('img');
    expect(img).toHaveAttribute('alt', 'Below the fold');
    expect(img?.parentElement?.getBoundingClientRect().height).toBe(frame.height);

    // Scrolled 400 px: the picture is now 600 px under the fold, within a screen.
    await scrollDown(400);
    await vi.waitFor(() => expect(fetched(src)).toBe(true), { timeout: 5000 });
  });

  it('waits for a scroll before fetching a picture near the first screen but not on it', async () => {
    const src = freshPicture('near');
    show(
      <div>
        <div style={{ height: window.innerHeight + 200 }} />
        <div style={frame}>
          <Picture src={src} alt="Near the fold" />
        </div>
        <div style={{ height: window.innerHeight }} />
      </div>,
    );
    await settle();
    expect(fetched(src)).toBe(false);
    await scrollDown(10);
    await vi.waitFor(() => expect(fetched(src)).toBe(true), { timeout: 5000 });
  });
  it('shows a picture the browser already holds in its first paint, not after its load event, and reports it loaded once', async () => {
    const src = pictureFile();
    // The browser has the file (as the page's own preload of the first screen's picture).
    const before = new Image();
    before.src = src;
    await before.decode();
    const onLoad = showNow(src);
    const picture = dom.host.querySelector('[data-status]');
    expect(picture?.getAttribute('data-status')).toBe('loaded');
    expect(dom.host.querySelector('img')?.hasAttribute('data-loaded')).toBe(true);
    // No placeholder glyph behind it either: one for the browser to style and lay out per card.
    expect(dom.host.querySelector('[data-icon="image"]')).toBeNull();
    expect(onLoad).toHaveBeenCalledTimes(1);
    // The load event the browser still sends changes nothing, and is not reported again.
    await settle();
    expect(picture?.getAttribute('data-status')).toBe('loaded');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('fades in a picture that has to be fetched, once it has loaded', async () => {
    const src = pictureFile();
    const onLoad = showNow(src);
    expect(dom.host.querySelector('[data-status]')?.getAttribute('data-status')).toBe('loading');
    // The frame shows the image glyph while the picture loads, and not once it is in.
    expect(dom.host.querySelector('[data-icon="image"]')).not.toBeNull();
    await vi.waitFor(
      () =>
        expect(dom.host.querySelector('[data-status]')?.getAttribute('data-status')).toBe('loaded'),
      { timeout: 5000 },
    );
    expect(dom.host.querySelector('[data-icon="image"]')).toBeNull();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('fetches a picture the app itself scrolls onto the screen', async () => {
    const src = freshPicture('brought');
    show(
      <div>
        <div style={{ height: window.innerHeight + 200 }} />
        <div style={frame} id="brought">
          <Picture src={src} alt="Brought into view" />
        </div>
        <div style={{ height: window.innerHeight }} />
      </div>,
    );
    await settle();
    expect(fetched(src)).toBe(false);
    // Not a gesture of the diner's: the picture waits for it until it is on the screen itself.
    document.getElementById('brought')?.scrollIntoView({ block: 'center' });
    await vi.waitFor(() => expect(fetched(src)).toBe(true), { timeout: 5000 });
  });

  it('waits again on a new page after a scroll on the previous one', async () => {
    const start = location.href;
    const near = (src: string) => (
      <div>
        <div style={{ height: window.innerHeight + 200 }} />
        <div style={frame}>
          <Picture src={src} alt="Near the fold" />
        </div>
        <div style={{ height: window.innerHeight }} />
      </div>
    );
    try {
      const first = freshPicture('first-page');
      show(near(first));
      await frames();
      await scrollDown(10);
      await vi.waitFor(() => expect(fetched(first)).toBe(true), { timeout: 5000 });
      // The diner moves on to another page: the app changes the address and puts the page back
      // at its top (a scroll that is not the diner's).
      flushSync(() => dom.root.render(null));
      history.pushState(null, '', '/another-page');
      window.scrollTo(0, 0);
      await frames();
      const second = freshPicture('second-page');
      show(near(second));
      await settle();
      expect(fetched(second)).toBe(false);
      await scrollDown(10);
      await vi.waitFor(() => expect(fetched(second)).toBe(true), { timeout: 5000 });
    } finally {
      history.replaceState(null, '', start);
    }
  });
});

describe('ImageCarousel', () => {
  it('fetches the slide shown, then the next one once it has loaded, and no further', async () => {
    const images = ['first', 'second', 'third'].map((name) => ({
      src: freshPicture(name),
      alt: name,
    }));
    show(
      <div style={{ width: 360 }}>
        <ImageCarousel images={images} aria-label="News" />
      </div>,
    );
    const [first, second, third] = images.map((i) => i.src) as [string, string, string];
    await vi.waitFor(() => expect(fetched(first)).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(fetched(second)).toBe(true), { timeout: 5000 });
    await settle();
    expect(fetched(third)).toBe(false);
  });
});
