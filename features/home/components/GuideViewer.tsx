import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { ImageCarousel } from '../../../ui/ImageCarousel/ImageCarousel';
import { guideSrc } from '../home-store';
import * as styles from './GuideImages.css';

export interface GuideViewerProps {
  /** The restaurant's how-to-order pictures (file names under /guide/), in order. */
  names: readonly string[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The guide's pictures as a gallery in a dialog (pager, swipe, full screen on a tap; 'no picture'
 * when the list has emptied meanwhile). Loaded apart from the home page (`GuideImages`): the
 * dialog's code is not needed before a diner opens it.
 */
export function GuideViewer({ names, isOpen, onOpenChange }: GuideViewerProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'home.guide' });
  const images = names.map((name, i) => ({
    src: guideSrc(name),
    alt: intl.formatMessage({ id: 'home.guideImage' }, { index: i + 1, total: names.length }),
  }));
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.gallery}>
        <ImageCarousel
          images={images}
          maxImages={images.length}
          aspectRatio="4 / 3"
          aria-label={title}
        />
      </div>
    </Dialog>
  );
}
