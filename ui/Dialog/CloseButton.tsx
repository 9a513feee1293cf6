import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Dialog.css';

/** The round × that closes a dialog or a sheet, named "Close" in the diner's language. */
export function CloseButton({ onPress, className }: { onPress: () => void; className?: string }) {
  const intl = useIntl();
  return (
    <AriaButton
      className={[styles.closeButton, className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage({ id: 'common.close' })}
      onPress={onPress}
    >
      <svg className={styles.closeGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </AriaButton>
  );
}
