import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, composeRenderProps } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** What is chosen. */
  children: ReactNode;
}

/**
 * A choice in a form, kept until the form is saved (react-aria `Checkbox`). A setting that applies
 * at once is a `Switch` instead, so that the two read differently at a glance.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.checkbox(), cls].filter(Boolean).join(' '),
      )}
    >
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.mark} viewBox="0 0 24 24" fill="none">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={styles.label}>{children}</span>
    </AriaCheckbox>
  );
}
