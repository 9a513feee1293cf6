import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Button } from '../../ui/Button/Button';
import { PinInput } from '../../ui/PinInput/PinInput';
import { pinChecking, pinNeeded, pinProblem, submitPin } from './pin-store';
import * as styles from './PinDialog.css';

/**
 * The order PIN dialog (entry-home-service.md §2): while the order at the table has a PIN this
 * phone has not entered, nothing else of the order is reachable, so the dialog cannot be closed.
 */
export function PinDialog() {
  const intl = useIntl();
  const [pin, setPin] = useState('');
  const orderId = pinNeeded.value;
  const problem = pinProblem.value;
  const checking = pinChecking.value;
  const send = (value: string) => {
    void submitPin(value).then((ok) => {
      if (!ok) setPin('');
    });
  };
  return (
    <Dialog
      isOpen={orderId !== null}
      isDismissable={false}
      isKeyboardDismissDisabled
      hasCloseButton={false}
      title={intl.formatMessage({ id: 'pin.dialogTitle' })}
      actions={
        <Button onPress={() => send(pin)} isDisabled={pin.length !== 4 || checking}>
          {intl.formatMessage({ id: 'pin.confirm' })}
        </Button>
      }
    >
      <div className={styles.body}>
        <p className={styles.text}>{intl.formatMessage({ id: 'pin.dialogText' })}</p>
        <PinInput
          value={pin}
          onChange={setPin}
          onComplete={send}
          isDisabled={checking}
          isInvalid={problem !== null}
          errorMessage={
            problem && problem !== 'incorrect'
              ? intl.formatMessage({ id: `pin.${problem}` })
              : undefined
          }
          autoFocus
        />
      </div>
    </Dialog>
  );
}
