import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import * as styles from './Dialog.css';
import type { DialogVariants } from './Dialog.css';
import { CloseButton } from './CloseButton';
import { useScrollable } from './use-scrollable';
import type { OverlayProps } from './overlay';

export const dialogTones = ['neutral', 'critical'] as const;

export interface DialogProps extends DialogVariants, OverlayProps {
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The dialog's content. Long content scrolls inside the dialog. */
  children?: ReactNode;
  /**
   * Buttons at the bottom, right-aligned (they wrap on narrow screens). A function receives
   * `close`.
   */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * `alertdialog` for questions that interrupt (see `ConfirmDialog`).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** @default 'neutral' */
  tone?: DialogVariants['tone'];
}

/** A centred modal dialog over a scrim; focus stays inside while it is open. */
export function Dialog({
  title,
  children,
  actions,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hasCloseButton = true,
  role = 'dialog',
  tone,
}: DialogProps) {
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
        <AriaDialog className={styles.dialog({ tone })} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {hasCloseButton && <CloseButton onPress={close} className={styles.cornerClose} />}
              </div>
              {children !== undefined && (
                <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
                  {children}
                </div>
              )}
              {actions !== undefined && (
                <div className={styles.actions}>
                  {typeof actions === 'function' ? actions(close) : actions}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
