import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import type { ButtonVariants } from './Button.css';
import { withClass } from '../class-names';

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
