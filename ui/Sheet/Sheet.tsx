import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Sheet.css';
import { CloseButton } from '../Dialog/CloseButton';
import { useScrollable } from '../Dialog/use-scrollable';
import type { OverlayProps } from '../Dialog/overlay';

export interface SheetProps extends OverlayProps {
  /** The heading; it also names the sheet for screen readers. */
  title: ReactNode;
  /** A quieter line under the title (e.g. the table name). */
  subtitle?: ReactNode;
  /** The scrolling body. */
  children?: ReactNode;
  /**
   * Stays at the bottom while the body scrolls (totals, the submit button). A function
   * receives `close`.
   */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Extra buttons in the header, before the close button (e.g. "Clear cart"). */
  headerActions?: ReactNode;
}

/**
 * A bottom sheet (the cart drawer, the call-waiter drawer): rises from the bottom over a scrim,
 * at most 90% of the screen high, with a scrolling body and a footer that stays in view.
 * Closed with its button, Escape or the scrim; no swipe gesture.
 */
export function Sheet({
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
}: SheetProps) {
  const [bodyRef, bodyScrolls] = useScrollable<HTMLDivElement>();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.titles}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {subtitle !== undefined && <span className={styles.subtitle}>{subtitle}</span>}
                </div>
                {(headerActions !== undefined || hasCloseButton) && (
                  <div className={styles.headerActions}>
                    {headerActions}
                    {hasCloseButton && <CloseButton onPress={close} />}
                  </div>
                )}
              </div>
              <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
                {children}
              </div>
              {footer !== undefined && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
