import { Overlay } from '../Overlay/Overlay';
import type { OverlayProps } from '../Overlay/Overlay';

export type SheetProps = Omit<OverlayProps, 'placement' | 'role' | 'tone'>;

/**
 * A bottom sheet (the cart drawer, the call-waiter drawer): rises from the bottom over a scrim,
 * at most 90% of the screen high, with a scrolling body and a footer that stays in view.
 * Closed with its button, Escape or the scrim; no swipe gesture.
 */
export function Sheet(props: SheetProps) {
  return <Overlay {...props} placement="bottom" />;
}
