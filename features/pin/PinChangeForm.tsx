import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { PinInput } from '../../ui/PinInput/PinInput';
import { pinChangeProblem } from '../../core';
import type { PinChangeResult } from './pin-store';
import { useRetryWait } from './use-retry-wait';
import * as styles from './PinDialog.css';

export interface PinChangeFormProps {
  /** Cancel the PIN (no new PIN asked) instead of setting one. @default false */
  cancel?: boolean;
  /** Sends the change; the form shows what went wrong, the caller what went right. */
  onSubmit: (account: string, password: string, newPin: string) => Promise<PinChangeResult>;
  onDone: (result: 'changed') => void;
  onCancel: () => void;
}

/**
 * The employee's PIN form (entry-home-service.md §2 "forgot password" flow, self-opening page's
 * temporary PIN reset and cancel, §5): employee account and password, and the new PIN unless the
 * PIN is being cancelled. Nothing is sent until the fields are complete.
 */
export function PinChangeForm({ cancel = false, onSubmit, onDone, onCancel }: PinChangeFormProps) {
  const intl = useIntl();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [newPin, setNewPin] = useState('');
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const wait = useRetryWait();

  const submit = async () => {
    if (sending || wait) return;
    const missing = pinChangeProblem(account, password, newPin, cancel);
    if (missing) {
      setShown(missing === 'account' ? 'pin.accountRequired' : 'pin.hint');
      return;
    }
    setSending(true);
    setShown(null);
    const result = await onSubmit(account, password, cancel ? '' : newPin);
    setSending(false);
    if (result === 'changed') onDone(result);
    else setShown(`pin.${result}`);
  };

  const problem = wait
    ? intl.formatMessage({ id: 'pin.tryAgainIn' }, { time: wait })
    : shown && intl.formatMessage({ id: shown });
  return (
    <form
      className={styles.body}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'pin.employeeAccount' })}
        value={account}
        onChange={setAccount}
        maxLength={64}
        autoComplete="username"
        autoFocus
      />
      <TextField
        label={intl.formatMessage({ id: 'pin.employeePassword' })}
        type="password"
        value={password}
        onChange={setPassword}
        maxLength={128}
        autoComplete="current-password"
      />
      {!cancel && (
        <PinInput
          label={intl.formatMessage({ id: 'pin.newPin' })}
          value={newPin}
          onChange={setNewPin}
          isDisabled={sending}
          isInvalid={shown === 'pin.hint'}
          errorMessage={intl.formatMessage({ id: 'pin.hint' })}
        />
      )}
      {problem && shown !== 'pin.hint' && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={sending}>
          {intl.formatMessage({ id: 'pin.cancel' })}
        </Button>
        <Button type="submit" isPending={sending} isDisabled={!!wait}>
          {intl.formatMessage({ id: cancel ? 'pin.removeConfirm' : 'pin.save' })}
        </Button>
      </div>
    </form>
  );
}
