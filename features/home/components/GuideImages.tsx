import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../ui/Button/Button';
import { Deferred } from '../../../ui/Deferred/Deferred';
import { Icon } from '../../../ui/icons/Icon';

// The viewer is a dialog (react-aria's modal, focus scope and gallery): its code stays out of the
// home page's first screen and comes once the page is idle, or when the diner opens it first.
const loadViewer = () => import('./GuideViewer');
const GuideViewer = lazy(() => loadViewer().then((m) => ({ default: m.GuideViewer })));

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
 * how many pictures there are, opening a dialog with the pictures as a gallery (`GuideViewer`, loaded apart) (pager, swipe,
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
  return (
    <>
      {/* No pictures (they were taken away while the page was open): the entry goes, and an open
          viewer says so until it is closed. */}
      {names.length > 0 && (
        <PlainButton
          variant="secondary"
          fullWidth
          icon={<Icon name="image" label={false} />}
          onPress={() => {
            onOpen?.();
            setOpen(true);
          }}
        >
          {intl.formatMessage({ id: 'home.guideHint' }, { count: names.length })}
        </PlainButton>
      )}
      <Deferred when={open} prefetch={loadViewer}>
        <GuideViewer names={names} isOpen={open} onOpenChange={setOpen} />
      </Deferred>
    </>
  );
}
