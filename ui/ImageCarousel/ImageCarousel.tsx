import { lazy, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../icons';
import { Picture } from '../Picture/Picture';
import { Deferred } from '../Deferred/Deferred';
import { StepButtons, useSlideLoading, useSnapTrack } from './SnapTrack';
import * as styles from './ImageCarousel.css';
import { cx } from '../class-names';

/** The spec's bulletin gallery shows at most five pictures (bulletin1..5). */
export const IMAGE_CAROUSEL_MAX = 5;

const loadViewer = () => import('./ImageViewer');
const ImageViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageViewer })));

export interface CarouselImage {
  /** The picture's address. */
  src: string;
  /** What it shows, in the diner's language. */
  alt: string;
}

export interface ImageCarouselProps {
  /** The pictures, in order; those beyond `maxImages` are not shown. */
  images: readonly CarouselImage[];
  /** Accessible name of the gallery, e.g. "Offers of the week". */
  'aria-label': string;
  /**
   * How many pictures are shown at most.
   * @default 5
   */
  maxImages?: number;
  /**
   * Width to height of the frame.
   * @default '16 / 9'
   */
  aspectRatio?: CSSProperties['aspectRatio'];
  /**
   * Rounded corners on the frame.
   * @default true
   */
  rounded?: boolean;
  /**
   * The picture shown first.
   * @default 0
   */
  defaultIndex?: number;
  /** Called when another picture becomes the current one (swipe, buttons, pager). */
  onIndexChange?: (index: number) => void;
  /**
   * Shown when there are no pictures.
   * @default the localised "No picture"
   */
  emptyText?: string;
  className?: string;
}

/**
 * A swipeable gallery of up to five pictures (the activity bulletins) with pager dots and
 * previous/next buttons. Tapping a picture opens it full screen, where arrows, swipes and the
 * keyboard (← →, Escape) move between pictures and close the viewer.
 */
export function ImageCarousel({
  images,
  'aria-label': ariaLabel,
  maxImages = IMAGE_CAROUSEL_MAX,
  aspectRatio = '16 / 9',
  rounded = true,
  defaultIndex = 0,
  onIndexChange,
  emptyText,
  className,
}: ImageCarouselProps) {
  const intl = useIntl();
  const shown = images.slice(0, Math.max(0, maxImages));
  const count = shown.length;
  const track = useSnapTrack(count, defaultIndex, onIndexChange);
  const slides = useSlideLoading(track.index);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Where the viewer was when it closed (by its button, Escape or a tap outside): the gallery
  // then shows the same picture.
  const viewerIndex = useRef(0);

  // Start on `defaultIndex` without an animation.
  const { ref: trackRef, go } = track;
  const startIndex = useRef(track.index);
  useLayoutEffect(() => {
    const el = trackRef.current;
    // The first slide needs no scroll; asking the track's width would lay out the whole page
    // inside this render (150 ms of the home page's first render on a slow phone).
    if (el && startIndex.current > 0) el.scrollLeft = startIndex.current * el.clientWidth;
  }, [trackRef]);

  const rootClass = cx(styles.carousel, className);

  if (count === 0) {
    return (
      <div role="group" aria-label={ariaLabel} className={rootClass}>
        <div className={styles.frame({ rounded })} style={{ aspectRatio }}>
          <div className={styles.empty}>
            <Icon name="image" size="lg" label={false} />
            <span>{emptyText ?? intl.formatMessage({ id: 'imageCarousel.noPicture' })}</span>
          </div>
        </div>
      </div>
    );
  }

  const slideLabel = (i: number) =>
    intl.formatMessage({ id: 'imageCarousel.slide' }, { index: i + 1, total: count });

  return (
    <div role="group" aria-roledescription="carousel" aria-label={ariaLabel} className={rootClass}>
      <div className={styles.frame({ rounded })} style={{ aspectRatio }}>
        <div ref={trackRef} className={styles.track} onScrollEnd={track.onScrollEnd}>
          {shown.map((image, i) => (
            <div
              key={`${i}:${image.src}`}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i)}
              className={styles.slide}
            >
              {/* Native buttons, as the arrows (SnapTrack.tsx): the gallery is drawn with the
                  home page, where react-aria's Button (about 90 hooks each) was most of its
                  render. A swipe along the track scrolls; the browser then sends no click. */}
              <button
                type="button"
                className={styles.slideButton}
                aria-label={intl.formatMessage({ id: 'imageCarousel.open' }, { alt: image.alt })}
                onClick={() => {
                  go(i, 'instant');
                  viewerIndex.current = i;
                  setViewerOpen(true);
                }}
              >
                {/* The current slide loads when the gallery comes near the screen; the others
                    when they are about to be shown (then at once: the gallery is on screen). */}
                <Picture
                  src={image.src}
                  alt={image.alt}
                  lazy={i === track.index}
                  defer={!slides.mayLoad(i)}
                  onLoad={() => slides.settle(i)}
                  onError={() => slides.settle(i)}
                  describeOnError
                />
              </button>
            </div>
          ))}
        </div>
        {count > 1 && <StepButtons index={track.index} count={count} go={go} />}
      </div>
      {count > 1 && (
        <ToggleButtonGroup
          className={styles.pager}
          aria-label={intl.formatMessage({ id: 'imageCarousel.pager' })}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(track.index)]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key !== undefined) go(Number(key));
          }}
        >
          {shown.map((_, i) => (
            <ToggleButton
              key={i}
              id={String(i)}
              className={styles.dot}
              aria-label={intl.formatMessage({ id: 'imageCarousel.goTo' }, { index: i + 1 })}
            />
          ))}
        </ToggleButtonGroup>
      )}
      <Deferred when={viewerOpen} prefetch={loadViewer}>
        <ImageViewer
          images={shown}
          isOpen={viewerOpen}
          startIndex={track.index}
          onOpenChange={(open) => {
            if (!open) go(viewerIndex.current, 'instant');
            setViewerOpen(open);
          }}
          onIndexChange={(i) => {
            viewerIndex.current = i;
          }}
        />
      </Deferred>
    </div>
  );
}
