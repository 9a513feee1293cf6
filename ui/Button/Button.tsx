import type { ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Button.css';
import type { ButtonVariants } from './Button.css';

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
export function Button({ children, icon, variant, size, fullWidth, className, ...props }: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.button({ variant, size, fullWidth }), cls].filter(Boolean).join(' '),
      )}
    >
      {({ isPending }) => (
        <>
          {isPending ? (
            <span
              className={styles.spinner}
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'common.loading' })}
            />
          ) : (
            icon
          )}
          {children}
        </>
      )}
    </AriaButton>
  );
}
