import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Dialog.css';
import { Icon } from '../icons/Icon';

/** The round × that closes a dialog or a sheet, named "Close" in the diner's language. */
export function CloseButton({ onPress, className }: { onPress: () => void; className?: string }) {
  const intl = useIntl();
  return (
    <AriaButton
      className={[styles.closeButton, className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage({ id: 'common.close' })}
      onPress={onPress}
    >
      <Icon name="close" label={false} />
    </AriaButton>
  );
}
