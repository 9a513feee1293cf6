import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Button } from '../../ui/Button/Button';
import { PinInput } from '../../ui/PinInput/PinInput';
import { classifyPinEntry } from '../../core';
import { notifications } from '../../lib/notify';
import { pinChecking, pinNeeded, pinProblem, resetForgottenPin, submitPin } from './pin-store';
import { PinChangeForm } from './PinChangeForm';
import { useRetryWait } from './use-retry-wait';
import * as styles from './PinDialog.css';

/**
 * The order PIN dialog (entry-home-service.md §2, §5): while the order at the table has a PIN this
 * phone has not entered, nothing else of the order is reachable, so the dialog cannot be closed.
 * Confirm checks exactly 4 digits (an empty entry is ignored, anything else shows the hint);
 * 'Forgot the PIN?' lets an employee set a new one with their account and password.
 */
export function PinDialog() {
  const intl = useIntl();
  const [pin, setPin] = useState('');
  const [hint, setHint] = useState(false);
  const [forgot, setForgot] = useState(false);
  // Each refused PIN starts the boxes afresh, with the focus back in the first one.
  const [attempt, setAttempt] = useState(0);
  const wait = useRetryWait();
  const orderId = pinNeeded.value;
  const problem = pinProblem.value;
  const checking = pinChecking.value;

  const send = (value: string) => {
    const kind = classifyPinEntry(value);
    setHint(kind === 'malformed');
    if (kind !== 'valid' || wait) return;
    void submitPin(value).then((ok) => {
      if (ok) return;
      setPin('');
      setAttempt((n) => n + 1);
    });
  };

  const message = wait
    ? intl.formatMessage({ id: 'pin.tryAgainIn' }, { time: wait })
    : hint
      ? intl.formatMessage({ id: 'pin.hint' })
      : problem && problem !== 'incorrect'
        ? intl.formatMessage({ id: `pin.${problem}` })
        : undefined;

  return (
    <Dialog
      isOpen={orderId !== null}
      isDismissable={false}
      isKeyboardDismissDisabled
      hasCloseButton={false}
      title={intl.formatMessage({ id: forgot ? 'pin.forgotTitle' : 'pin.dialogTitle' })}
      actions={
        forgot ? undefined : (
          <>
            <Button variant="ghost" onPress={() => setForgot(true)}>
              {intl.formatMessage({ id: 'pin.forgot' })}
            </Button>
            <Button onPress={() => send(pin)} isDisabled={checking || !!wait}>
              {intl.formatMessage({ id: 'pin.confirm' })}
            </Button>
          </>
        )
      }
    >
      {forgot ? (
        <div className={styles.body}>
          <p className={styles.text}>{intl.formatMessage({ id: 'pin.forgotText' })}</p>
          <PinChangeForm
            onSubmit={resetForgottenPin}
            onDone={() => {
              setForgot(false);
              notifications.success(intl.formatMessage({ id: 'pin.changed' }));
            }}
            onCancel={() => setForgot(false)}
          />
        </div>
      ) : (
        <div className={styles.body}>
          <p className={styles.text}>{intl.formatMessage({ id: 'pin.dialogText' })}</p>
          <PinInput
            key={attempt}
            value={pin}
            onChange={(v) => {
              setPin(v);
              setHint(false);
            }}
            onComplete={send}
            isInvalid={problem !== null || hint || !!wait}
            errorMessage={message}
            autoFocus
          />
        </div>
      )}
    </Dialog>
  );
}
