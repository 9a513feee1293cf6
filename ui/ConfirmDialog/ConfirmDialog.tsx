import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../Dialog/Dialog';
import { Button } from '../Button/Button';

export const confirmDialogVariants = ['default', 'critical'] as const;

export interface ConfirmDialogProps {
  /** Whether the question is showing. */
  isOpen: boolean;
  /** The question, e.g. "Clear the cart?". */
  title: ReactNode;
  /** What happens if the diner confirms. */
  message?: ReactNode;
  /**
   * Label of the confirm button.
   * @default "Confirm" in the diner's language
   */
  confirmLabel?: ReactNode;
  /**
   * Label of the cancel button.
   * @default "Cancel" in the diner's language
   */
  cancelLabel?: ReactNode;
  /**
   * `critical` for actions that lose something (clear cart, cancel the PIN).
   * @default 'default'
   */
  variant?: (typeof confirmDialogVariants)[number];
  /**
   * The confirmed action is running: the confirm button shows a spinner, and nothing else
   * can be pressed or dismissed until the app closes the dialog or clears the flag.
   * @default false
   */
  isPending?: boolean;
  /** The diner confirmed. The dialog stays open: the app closes it (or sets `isPending`). */
  onConfirm: () => void;
  /** The diner declined: cancel button, Escape or the scrim. */
  onCancel: () => void;
}

/** A yes/no question (an `alertdialog`). Focus starts on the safe choice: cancel. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      role="alertdialog"
      tone={variant === 'critical' ? 'critical' : 'neutral'}
      title={title}
      hasCloseButton={false}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus>
            {cancelLabel ?? intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button
            variant={variant === 'critical' ? 'critical' : 'primary'}
            onPress={onConfirm}
            isPending={isPending}
          >
            {confirmLabel ?? intl.formatMessage({ id: 'common.confirm' })}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
