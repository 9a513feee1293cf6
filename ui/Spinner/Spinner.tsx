import { useIntl } from 'react-intl';
import * as styles from './Spinner.css';
import { cx } from '../class-names';

export interface SpinnerProps {
  /** Size and place it (it takes the text's size and colour by itself). */
  className?: string;
}

/** The busy mark of a pending control, announced as "Loading" in the diner's language. */
export function Spinner({ className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      className={cx(styles.spinner, className)}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    />
  );
}
