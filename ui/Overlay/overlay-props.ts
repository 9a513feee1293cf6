/** The open state and dismissal of a modal overlay, the same for a dialog and a sheet. */
export interface OverlayOpenProps {
  /** Controlled open state. Leave undefined inside a `DialogTrigger`. */
  isOpen?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the overlay asks to close (close button, Escape, scrim). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Tapping the scrim closes the overlay.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Escape does not close the overlay.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Shows the close button.
   * @default true
   */
  hasCloseButton?: boolean;
}
