import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog/Dialog';
import { notifications } from '../../lib/notify';
import { changePin } from './pin-store';
import { PinChangeForm } from './PinChangeForm';
import * as styles from './PinDialog.css';

/** What the employee's dialog does to the table's temporary PIN. */
export type PinChange = 'set' | 'change' | 'remove';

export interface PinChangeDialogProps {
  orderId: number;
  /** The change asked for; null when the dialog is closed. */
  change: PinChange | null;
  onClose: () => void;
  /** The server made the change (the diner has been told). */
  onDone: () => void;
}

/**
 * The PIN banner's employee dialog: set, change or remove the table's temporary PIN with an
 * employee's account and password.
 */
export function PinChangeDialog({ orderId, change, onClose, onDone }: PinChangeDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={change !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: `pin.${change ?? 'change'}Title` })}
    >
      <div className={styles.body}>
        <p className={styles.text}>
          {intl.formatMessage({ id: change === 'remove' ? 'pin.removeText' : 'pin.staffText' })}
        </p>
        <PinChangeForm
          cancel={change === 'remove'}
          onSubmit={(account, password, newPin) => changePin(orderId, account, password, newPin)}
          onDone={() => {
            notifications.success(
              intl.formatMessage({ id: change === 'remove' ? 'pin.removed' : 'pin.changed' }),
            );
            onDone();
          }}
          onCancel={onClose}
        />
      </div>
    </Dialog>
  );
}
