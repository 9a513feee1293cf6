import type { ReactNode } from 'react';
import { Switch as AriaSwitch, composeRenderProps } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** What the switch turns on and off. */
  children: ReactNode;
  /**
   * The state in words beside the track ("On", "Off"), so it does not rest on colour alone;
   * none when left out.
   */
  stateLabel?: string;
}

/**
 * A setting that applies the moment it is switched (react-aria `Switch`, heard as a switch that is
 * on or off). For a choice that waits for a Save button, use `Checkbox`: the two must not look
 * alike. A full-width row; on, only its track takes the accent colour.
 */
export function Switch({ children, stateLabel, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.switchRow(), cls].filter(Boolean).join(' '),
      )}
    >
      <span className={styles.label}>{children}</span>
      {stateLabel && (
        <span className={styles.state} aria-hidden="true">
          {stateLabel}
        </span>
      )}
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </AriaSwitch>
  );
}
