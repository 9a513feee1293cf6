import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../icons';
import { Picture } from '../Picture/Picture';
import * as styles from './ImageCarousel.css';
import { StepButtons, useSlideLoading, useSnapTrack } from './SnapTrack';
import type { CarouselImage } from './ImageCarousel';

export interface ImageViewerProps {
  images: readonly CarouselImage[];
  isOpen: boolean;
  /** The picture shown when the viewer opens. */
  startIndex: number;
  onOpenChange: (open: boolean) => void;
  onIndexChange: (index: number) => void;
}

/**
 * The carousel's full-screen viewer, a modal dialog: loaded apart from the home page's first
 * code, the first time a picture is tapped (or when the browser is idle).
 */
export function ImageViewer({
  images,
  isOpen,
  startIndex,
  onOpenChange,
  onIndexChange,
}: ImageViewerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Viewer images={images} startIndex={startIndex} onIndexChange={onIndexChange} />
      </Modal>
    </ModalOverlay>
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
  const slides = useSlideLoading(track.index);
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
                    <Picture
                      src={image.src}
                      alt={image.alt}
                      fit="contain"
                      lazy={false}
                      defer={!slides.mayLoad(i)}
                      onLoad={() => slides.settle(i)}
                      onError={() => slides.settle(i)}
                    />
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
