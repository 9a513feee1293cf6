import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './CloseButton.css';
import { Icon } from '../icons/Icon';
import { withClass } from '../class-names';

export interface CloseButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /**
   * What the cross does, already translated ("Dismiss notification", "Clear search").
   * @default "Close" in the diner's language
   */
  label?: string;
  /**
   * The cross's size; the touch target stays 44 px either way.
   * @default 'md'
   */
  iconSize?: 'sm' | 'md';
}

/**
 * The round, quiet × that closes or clears something: a dialog, a sheet, a notification, the
 * search query. Inside a react-aria `SearchField` it clears the field by itself.
 */
export function CloseButton({ label, iconSize = 'md', className, ...props }: CloseButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton
      {...props}
      className={withClass(styles.closeButton, className)}
      aria-label={label ?? intl.formatMessage({ id: 'common.close' })}
    >
      <Icon name="close" label={false} size={iconSize} />
    </AriaButton>
  );
}
