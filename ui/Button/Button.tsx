import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import type { ButtonVariants } from './Button.css';
import { cx, withClass } from '../class-names';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'children'>, ButtonVariants {
  children: ReactNode;
  /** An icon shown before the label. */
  icon?: ReactNode;
}

/**
 * The product's button. While `isPending` it keeps its size, shows a spinner, ignores presses
 * and announces that it is busy.
 */
export function Button({
  children,
  icon,
  variant,
  size,
  fullWidth,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={withClass(styles.button({ variant, size, fullWidth }), className)}
    >
      {({ isPending }) => (
        <>
          {isPending ? <Spinner /> : icon}
          {children}
        </>
      )}
    </AriaButton>
  );
}

export interface PlainButtonProps extends ButtonVariants {
  children: ReactNode;
  icon?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** A click, a tap, or Enter or Space while focused. */
  onPress?: () => void;
  className?: string;
}

/**
 * Button's looks on a native <button>, without react-aria, for a button drawn with a whole page
 * on the diner's tap (the menu's grid/list switch): react-aria's Button, about 90 hooks of press,
 * hover and focus tracking, was most of the menu page's render. The browser's :active, :hover
 * (where a pointer hovers) and :focus-visible draw the pressed, hovered and focused looks. It has
 * no pending state: a button that waits on an answer is a Button.
 */
export function PlainButton({
  children,
  icon,
  variant,
  size,
  fullWidth,
  isDisabled = false,
  onPress,
  className,
}: PlainButtonProps) {
  return (
    <button
      type="button"
      className={cx(
        styles.button({ variant, size, fullWidth }),
        styles.plain,
        variant === 'ghost' && styles.plainGhost,
        className,
      )}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress}
    >
      {icon}
      {children}
    </button>
  );
}
