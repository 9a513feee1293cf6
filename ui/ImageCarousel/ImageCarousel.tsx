import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../icons';
import { Picture } from '../Picture/Picture';
import * as styles from './ImageCarousel.css';
import { cx } from '../class-names';

/** The spec's bulletin gallery shows at most five pictures (bulletin1..5). */
export const IMAGE_CAROUSEL_MAX = 5;

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

const clamp = (i: number, count: number) => Math.max(0, Math.min(i, count - 1));

/**
 * Keeps the current slide of a horizontally scrolling, snapping track. The browser does the
 * swiping; the index follows the scroll position once it settles, and `go` scrolls to a slide.
 */
function useSnapTrack(count: number, initial: number, onChange?: (index: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(() => clamp(initial, count));
  const current = useRef(index);
  const update = useCallback(
    (next: number) => {
      if (next === current.current) return;
      current.current = next;
      setIndex(next);
      onChange?.(next);
    },
    [onChange],
  );
  // Read when a scroll has come to rest (a swipe or a button's smooth scroll): positions met on
  // the way would make the pager flicker back and forth.
  const onScrollEnd = useCallback(() => {
    const el = ref.current;
    if (!el || el.clientWidth === 0) return;
    update(clamp(Math.round(el.scrollLeft / el.clientWidth), count));
  }, [count, update]);
  const go = useCallback(
    (target: number, behavior: ScrollBehavior = 'smooth') => {
      const el = ref.current;
      const next = clamp(target, count);
      el?.scrollTo({ left: next * el.clientWidth, behavior });
      update(next);
    },
    [count, update],
  );
  return { ref, index, onScrollEnd, go };
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
  const [viewerOpen, setViewerOpen] = useState(false);
  // Where the viewer was when it closed (by its button, Escape or a tap outside): the gallery
  // then shows the same picture.
  const viewerIndex = useRef(0);

  // Start on `defaultIndex` without an animation.
  const { ref: trackRef, go } = track;
  const startIndex = useRef(track.index);
  useLayoutEffect(() => {
    const el = trackRef.current;
    if (el) el.scrollLeft = startIndex.current * el.clientWidth;
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
              <Button
                className={styles.slideButton}
                aria-label={intl.formatMessage({ id: 'imageCarousel.open' }, { alt: image.alt })}
                onPress={() => {
                  go(i, 'instant');
                  viewerIndex.current = i;
                  setViewerOpen(true);
                }}
              >
                <Picture src={image.src} alt={image.alt} lazy={i > 0} describeOnError />
              </Button>
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
      <ModalOverlay
        isOpen={viewerOpen}
        onOpenChange={(open) => {
          if (!open) go(viewerIndex.current, 'instant');
          setViewerOpen(open);
        }}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={styles.modal}>
          <Viewer
            images={shown}
            startIndex={track.index}
            onIndexChange={(i) => {
              viewerIndex.current = i;
            }}
          />
        </Modal>
      </ModalOverlay>
    </div>
  );
}

interface ViewerProps {
  images: readonly CarouselImage[];
  startIndex: number;
  onIndexChange: (index: number) => void;
}

/** The full-screen viewer: one picture at a time, whole (not cropped), with its description. */
function Viewer({ images, startIndex, onIndexChange }: ViewerProps) {
  const intl = useIntl();
  const count = images.length;
  const track = useSnapTrack(count, startIndex, onIndexChange);
  const { ref: trackRef, go } = track;
  const first = useRef(track.index);
  useLayoutEffect(() => {
    const el = trackRef.current;
    if (el) el.scrollLeft = first.current * el.clientWidth;
  }, [trackRef]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(track.index + 1);
    else if (e.key === 'ArrowLeft') go(track.index - 1);
    else return;
    e.preventDefault();
  };

  const current = images[track.index];
  return (
    // The keys are read around the dialog, so they work wherever focus sits inside it, the
    // dialog element included.
    <div className={styles.dialog} onKeyDown={onKeyDown}>
      <Dialog
        className={styles.dialog}
        aria-label={intl.formatMessage({ id: 'imageCarousel.viewer' })}
      >
        {({ close }) => (
          <>
            <div className={styles.viewerBar}>
              <Heading slot="title" className={styles.counter} aria-live="polite">
                {intl.formatMessage(
                  { id: 'imageCarousel.counter' },
                  { index: track.index + 1, total: count },
                )}
              </Heading>
              <Button
                className={styles.closeButton}
                aria-label={intl.formatMessage({ id: 'common.close' })}
                onPress={close}
              >
                <Icon name="close" label={false} />
              </Button>
            </div>
            <div className={styles.viewerStage}>
              <div
                ref={trackRef}
                // Reachable by keyboard: the arrow keys then move between pictures.
                tabIndex={0}
                className={styles.track}
                onScrollEnd={track.onScrollEnd}
              >
                {images.map((image, i) => (
                  <div
                    key={`${i}:${image.src}`}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={intl.formatMessage(
                      { id: 'imageCarousel.slide' },
                      { index: i + 1, total: count },
                    )}
                    aria-hidden={i !== track.index || undefined}
                    className={styles.slide}
                  >
                    <Picture src={image.src} alt={image.alt} fit="contain" lazy={false} />
                  </div>
                ))}
              </div>
              {count > 1 && <StepButtons index={track.index} count={count} go={go} />}
            </div>
            <p className={styles.caption}>{current?.alt}</p>
          </>
        )}
      </Dialog>
    </div>
  );
}

/** The previous and next arrows over the slides, in the strip and in the full-screen viewer alike. */
function StepButtons({
  index,
  count,
  go,
}: {
  index: number;
  count: number;
  go: (index: number) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Button
        className={styles.navButton({ side: 'previous' })}
        aria-label={intl.formatMessage({ id: 'imageCarousel.previous' })}
        isDisabled={index === 0}
        onPress={() => go(index - 1)}
      >
        <Icon name="chevron_left" label={false} />
      </Button>
      <Button
        className={styles.navButton({ side: 'next' })}
        aria-label={intl.formatMessage({ id: 'imageCarousel.next' })}
        isDisabled={index === count - 1}
        onPress={() => go(index + 1)}
      >
        <Icon name="chevron_right" label={false} />
      </Button>
    </>
  );
}
