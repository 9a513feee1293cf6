import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Overlay.css';
import type { DialogVariants, OverlayVariants } from './Overlay.css';
import { CloseButton } from '../CloseButton/CloseButton';
import { useScrollable } from './use-scrollable';
import type { OverlayOpenProps } from './overlay-props';

export const overlayPlacements = ['center', 'bottom'] as const;
export type OverlayPlacement = (typeof overlayPlacements)[number];

export interface OverlayProps extends OverlayOpenProps {
  /**
   * `center`: a dialog in the middle of the screen; `bottom`: a sheet rising from the bottom.
   * @default 'center'
   */
  placement?: OverlayVariants['placement'];
  /** The heading; it also names the overlay for screen readers. */
  title: ReactNode;
  /** A quieter line under the title (e.g. the table name). */
  subtitle?: ReactNode;
  /** The content; long content scrolls inside while the header and footer stay. */
  children?: ReactNode;
  /** Stays at the bottom while the body scrolls. A function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Extra buttons in the header, before the close button (e.g. "Clear cart"). */
  headerActions?: ReactNode;
  /**
   * `alertdialog` for questions that interrupt (see `ConfirmDialog`).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** @default 'neutral' */
  tone?: DialogVariants['tone'];
}

/**
 * The one modal overlay behind `Dialog` and `Sheet`: a scrim, a panel placed in the middle or
 * at the bottom, a header with the title and the close button, a body that scrolls (and is a
 * tab stop only while it does) and a footer that stays in view. Focus stays inside while open;
 * Escape, the scrim and the close button close it unless told otherwise.
 */
export function Overlay({
  placement = 'center',
  title,
  subtitle,
  children,
  footer,
  headerActions,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hasCloseButton = true,
  role = 'dialog',
  tone,
}: OverlayProps) {
  const [bodyRef, bodyScrolls] = useScrollable<HTMLDivElement>();
  return (
    <ModalOverlay
      className={styles.overlay({ placement })}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={styles.modal({ placement })}>
        <AriaDialog className={styles.dialog({ placement, tone })} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header({ placement })}>
                <div className={styles.titles}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {subtitle !== undefined && <span className={styles.subtitle}>{subtitle}</span>}
                </div>
                {(headerActions !== undefined || hasCloseButton) && (
                  <div className={styles.headerActions({ placement })}>
                    {headerActions}
                    {hasCloseButton && <CloseButton onPress={close} />}
                  </div>
                )}
              </div>
              {children !== undefined && (
                <div
                  ref={bodyRef}
                  className={styles.body({ placement })}
                  tabIndex={bodyScrolls ? 0 : undefined}
                >
                  {children}
                </div>
              )}
              {footer !== undefined && (
                <div className={styles.footer({ placement })}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
