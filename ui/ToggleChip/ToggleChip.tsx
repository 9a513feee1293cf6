import type { ReactNode } from 'react';
import { ToggleButton, composeRenderProps } from 'react-aria-components';
import type { ToggleButtonProps } from 'react-aria-components';
import * as styles from './ToggleChip.css';
import type { ToggleChipVariants } from './ToggleChip.css';

export const toggleChipShapes = ['pill', 'tile'] as const;

export interface ToggleChipProps extends Omit<ToggleButtonProps, 'children'>, ToggleChipVariants {
  children: ReactNode;
  /**
   * `pill` sizes to its label (filters, condiments); `tile` fills a grid cell and wraps a long
   * label (service requests).
   * @default 'pill'
   */
  shape?: ToggleChipVariants['shape'];
}

/**
 * A choice the diner turns on and off (react-aria `ToggleButton`): a filter, a condiment, a
 * request for the waiter. Screen readers hear it as a pressed or unpressed button. Inside a
 * react-aria `ToggleButtonGroup` it takes its `id` as the group's key.
 */
export function ToggleChip({ children, shape, className, ...props }: ToggleChipProps) {
  return (
    <ToggleButton
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.toggleChip({ shape }), cls].filter(Boolean).join(' '),
      )}
    >
      {children}
    </ToggleButton>
  );
}
