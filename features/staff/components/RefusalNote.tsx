import { useIntl } from 'react-intl';
import type { Refusal } from '../owner-store';
import * as styles from './OwnerView.css';

/** What the server (or the same check in core) refused: the field it names, and its words. */
export function RefusalNote({ refusal, title }: { refusal: Refusal; title?: string }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.refusal}>
      <strong>{title ?? intl.formatMessage({ id: 'staff.owner.refused' })}</strong>
      {refusal.field && (
        <span>
          {intl.formatMessage(
            { id: 'staff.owner.field' },
            { field: <span className={styles.refusalField}>{refusal.field}</span> },
          )}
        </span>
      )}
      <span>{refusal.message}</span>
    </div>
  );
}
