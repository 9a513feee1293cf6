import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { Icon } from '../../../ui/icons/Icon';
import { ImageCarousel } from '../../../ui/ImageCarousel/ImageCarousel';
import { guideSrc } from '../home-store';
import * as styles from './GuideImages.css';

export interface GuideImagesProps {
  /** The restaurant's how-to-order pictures (file names under /guide/), in order. */
  names: readonly string[];
  /** Called as the viewer opens (the page reads the list again then). */
  onOpen?: () => void;
  /**
   * The viewer is open from the start (when not controlled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Whether the viewer is open (controlled). */
  isOpen?: boolean;
  /** Called when the viewer opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The home page's guide images viewer (entry-home-service.md §2 "Home page"): an entry naming
 * how many pictures there are, opening a dialog with the pictures as a gallery (pager, swipe,
 * full screen on a tap; 'no picture' when the list has emptied meanwhile). The pictures carry no
 * words, so the same ones serve every language; their descriptions are the app's own.
 */
export function GuideImages({
  names,
  onOpen,
  defaultOpen = false,
  isOpen,
  onOpenChange,
}: GuideImagesProps) {
  const intl = useIntl();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const title = intl.formatMessage({ id: 'home.guide' });
  const images = names.map((name, i) => ({
    src: guideSrc(name),
    alt: intl.formatMessage({ id: 'home.guideImage' }, { index: i + 1, total: names.length }),
  }));
  return (
    <>
      {/* No pictures (they were taken away while the page was open): the entry goes, and an open
          viewer says so until it is closed. */}
      {names.length > 0 && (
        <Button
          variant="secondary"
          fullWidth
          icon={<Icon name="image" label={false} />}
          onPress={() => {
            onOpen?.();
            setOpen(true);
          }}
        >
          {intl.formatMessage({ id: 'home.guideHint' }, { count: names.length })}
        </Button>
      )}
      <Dialog title={title} isOpen={open} onOpenChange={setOpen}>
        <div className={styles.gallery}>
          <ImageCarousel
            images={images}
            maxImages={images.length}
            aspectRatio="4 / 3"
            aria-label={title}
          />
        </div>
      </Dialog>
    </>
  );
}
