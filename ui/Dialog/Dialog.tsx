import type { ReactNode } from 'react';
import { Overlay } from '../Overlay/Overlay';
import type { OverlayProps } from '../Overlay/Overlay';

export const dialogTones = ['neutral', 'critical'] as const;

export interface DialogProps extends Omit<
  OverlayProps,
  'placement' | 'footer' | 'subtitle' | 'headerActions'
> {
  /**
   * Buttons at the bottom, right-aligned (they wrap on narrow screens). A function receives
   * `close`.
   */
  actions?: ReactNode | ((close: () => void) => ReactNode);
}

/** A centred modal dialog over a scrim; focus stays inside while it is open. */
export function Dialog({ actions, ...props }: DialogProps) {
  return <Overlay {...props} placement="center" footer={actions} />;
}
