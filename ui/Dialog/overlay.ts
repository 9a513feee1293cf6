/** The open state and dismissal of a modal overlay: what Dialog and Sheet share. */
export interface OverlayProps {
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
