import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { preload } from 'react-dom';
import { Icon } from '../icons';
import * as styles from './Picture.css';
import type { PictureVariants } from './Picture.css';
import { cx } from '../class-names';
import { pictureVersion, responsiveSources } from './responsive';
import { observeNearScreen } from './near-screen';

export const pictureFits = ['cover', 'contain'] as const;
export const pictureRoundings = ['none', 'sm', 'md', 'lg'] as const;

export type PictureStatus = 'loading' | 'loaded' | 'failed';

export interface PictureProps extends PictureVariants {
  /** The picture's address; empty or missing shows the placeholder at once. */
  src?: string | null;
  /** What the picture shows, in the diner's language (also the placeholder's name). */
  alt: string;
  /**
   * `cover` fills the frame (cards); `contain` shows the whole picture (the full-screen viewer).
   * @default 'cover'
   */
  fit?: (typeof pictureFits)[number];
  /**
   * Load only when near the visible area: a picture on the first screen loads at once, one within
   * a screen of it once the diner starts scrolling, any other when scrolled near (menu lists hold
   * hundreds of dishes; the home page's lower sections should not slow its first screen). Where
   * the browser cannot tell (no IntersectionObserver), its own `loading="lazy"` decides.
   * @default true
   */
  lazy?: boolean;
  /**
   * Hold the file back for now (a gallery's slide that is not about to be shown): the frame
   * shows its glyph until this turns false. A picture already asked for stays.
   * @default false
   */
  defer?: boolean;
  /**
   * When the picture cannot be shown, write its description under the glyph (for pictures that
   * carry information, like bulletins).
   * @default false
   */
  describeOnError?: boolean;
  /**
   * How wide the picture is drawn, as the `sizes` attribute (server pictures come in several
   * widths and the browser picks by this).
   * @default '100vw'
   */
  sizes?: string;
  /**
   * The first screen's largest picture: fetched at once with high priority (never lazily).
   * @default false
   */
  priority?: boolean;
  /** Called when the picture has loaded. */
  onLoad?: () => void;
  /** Called once when the picture cannot be loaded (the placeholder is shown either way). */
  onError?: () => void;
  className?: string;
}

/** A picture's preload as a `<Picture sizes={sizes}>` of it takes it, for server pictures. */
export interface PicturePreload {
  /** The pictures' fingerprint the addresses carry. */
  version: string;
  /** The JPEG the <img> falls back to (the link's href). */
  href: string;
  /** The WebP copies the browser picks from for `sizes`. */
  srcset: string;
  sizes: string;
}

/** The preload of a server picture's phone-sized copies, or null for any other address. */
export function picturePreload(src: string, sizes: string): PicturePreload | null {
  const version = pictureVersion();
  const sources = version ? responsiveSources(src, version) : null;
  if (!version || !sources) return null;
  return { version, href: sources.fallback, srcset: sources.webp, sizes };
}

/**
 * Asks for a picture at once, with high priority, as a `<Picture priority sizes={sizes}>` of it
 * will: the same copy (the phone-sized WebP the browser picks for `sizes`), so the picture, when
 * it renders, takes this answer. For the page's largest picture whose own render comes later.
 */
export function preloadPicture(src: string, sizes: string): void {
  const sized = picturePreload(src, sizes);
  if (!sized) {
    preload(src, { as: 'image', fetchPriority: 'high' });
    return;
  }
  preload(sized.href, {
    as: 'image',
    type: 'image/webp',
    imageSrcSet: sized.srcset,
    imageSizes: sized.sizes,
    fetchPriority: 'high',
  });
}

/**
 * A picture in a frame of the theme's placeholder colour. While loading and when the address
 * fails, the frame shows an image glyph instead of a blank square.
 */
export function Picture({
  src,
  alt,
  fit,
  lazy = true,
  rounded,
  describeOnError = false,
  sizes = '100vw',
  priority = false,
  defer = false,
  onLoad,
  onError,
  className,
}: PictureProps) {
  // Status is remembered per address, so a new `src` starts loading afresh.
  const [state, setState] = useState<{ src: string; status: PictureStatus } | null>(null);
  const status: PictureStatus = !src ? 'failed' : state?.src === src ? state.status : 'loading';
  const failed = status === 'failed';
  const watchNear = lazy && !priority;
  const frame = useRef<HTMLDivElement>(null);
  // Whether the frame has come near the screen (from the start for pictures that are not lazy,
  // and where the browser cannot tell: its own `loading="lazy"` decides there).
  const [near, setNear] = useState(!watchNear || typeof IntersectionObserver === 'undefined');
  const wanted = !defer && (near || !watchNear);
  // Once asked for, a picture stays, even if it is deferred again (a gallery moved on).
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  useEffect(() => {
    const el = frame.current;
    if (!watchNear || near || !el) return;
    return observeNearScreen(el, () => setNear(true)) ?? undefined;
  }, [watchNear, near]);
  const image = useRef<HTMLImageElement>(null);
  // The `onLoad` of each address once: a picture already in (below) also gets its load event.
  const announced = useRef<string | null>(null);
  const markLoaded = () => {
    if (!src) return;
    setState((shown) =>
      shown?.src === src && shown.status === 'loaded' ? shown : { src, status: 'loaded' },
    );
    if (announced.current !== src) {
      announced.current = src;
      onLoad?.();
    }
  };
  // A picture the browser already holds (the first screen's, preloaded by the page; one seen
  // before) is complete as its <img> is inserted: it shows in the page's first paint, not one fade
  // later, after its load event has gone through a page busy starting (the menu's largest paint
  // came 200 ms after its first paint so). Before paint: a layout effect.
  const held = !asked && !wanted;
  useLayoutEffect(() => {
    const el = image.current;
    if (status === 'loading' && !held && el?.complete && el.naturalWidth > 0) markLoaded();
  });
  return (
    <div
      ref={frame}
      className={cx(styles.picture({ rounded }), className)}
      data-status={status}
      {...(failed ? { role: 'img', 'aria-label': alt } : {})}
    >
      {/* While loading and when failed: a loaded picture covers its frame, and a glyph hidden
          behind it would still be styled and laid out (a card's picture, for each card shown). */}
      {status !== 'loaded' && (
        <Icon name="image" size="lg" label={false} className={styles.glyph} />
      )}
      {failed && describeOnError && (
        <span className={styles.failedCaption} aria-hidden="true">
          {alt}
        </span>
      )}
      {src && !failed && (
        <ResponsiveImage
          key={src}
          src={src}
          held={held}
          imageRef={image}
          alt={alt}
          sizes={sizes}
          loading={lazy && !priority ? 'lazy' : 'eager'}
          fetchPriority={priority ? 'high' : undefined}
          className={styles.image({ fit })}
          loaded={status === 'loaded'}
          onLoad={markLoaded}
          onError={() => {
            setState({ src, status: 'failed' });
            onError?.();
          }}
        />
      )}
    </div>
  );
}

interface ResponsiveImageProps {
  src: string;
  /** Not to be fetched yet: the <img> is there (named, invisible) without an address. */
  held: boolean;
  imageRef: RefObject<HTMLImageElement | null>;
  alt: string;
  sizes: string;
  loading: 'lazy' | 'eager';
  fetchPriority: 'high' | undefined;
  className: string;
  loaded: boolean;
  onLoad: () => void;
  onError: () => void;
}

/**
 * The <img>, inside a <picture> offering WebP copies when the server has sized copies; without an
 * address while held back.
 */
function ResponsiveImage({ src, held, imageRef, sizes, loaded, ...rest }: ResponsiveImageProps) {
  const sources = responsiveSources(src);
  const common = {
    ...rest,
    ref: imageRef,
    decoding: 'async' as const,
    draggable: false,
    'data-loaded': loaded || undefined,
  };
  // An <img> with no address (and outside <picture>) fetches nothing and fires no error.
  if (held) return <img {...common} data-held="" />;
  if (!sources) return <img src={src} {...common} />;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={sources.fallback} srcSet={sources.jpeg} sizes={sizes} {...common} />
    </picture>
  );
}
