import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import { login, loginFailure, loginPending, sessionEnded } from '../staff-store';
import * as styles from './StaffConsole.css';

/** Employee account and password (POST /api/v1/kds/employee/login). */
export function LoginForm() {
  const intl = useIntl();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const failure = loginFailure.value;
  const ended = sessionEnded.value;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) return;
    void login(account, password).then((ok) => ok && setPassword(''));
  };
  return (
    <form className={styles.login} onSubmit={submit} aria-labelledby="staff-login-title">
      <h1 id="staff-login-title" className={styles.loginTitle}>
        {intl.formatMessage({ id: 'staff.login.title' })}
      </h1>
      <TextField
        label={intl.formatMessage({ id: 'staff.login.account' })}
        value={account}
        onChange={setAccount}
        autoComplete="username"
        isRequired
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.login.password' })}
        value={password}
        onChange={setPassword}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      {ended && !failure && (
        <p role="status" className={styles.error}>
          {intl.formatMessage({ id: `staff.login.ended.${ended}` })}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: `staff.login.failed.${failure}` })}
        </p>
      )}
      <Button type="submit" isPending={loginPending.value} fullWidth>
        {intl.formatMessage({ id: 'staff.login.submit' })}
      </Button>
    </form>
  );
}
