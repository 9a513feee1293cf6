import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { ApiError } from '../../../lib/session';
import type { QrCode } from '../../../protocol/http';
import { staffApi } from '../staff-api';
import { checkSession, sessionChecked, staffSession } from '../staff-store';
import { LoginForm } from './LoginForm';
import * as styles from './StaffConsole.css';

type Problem = 'invalid' | 'notFound' | 'failed';

/**
 * `/Code` (entry-home-service.md §2): staff enter a table id and get the QR code that opens that
 * table on this site, sealed (encrypted) when is_encrypting is on. Staff only: the server refuses
 * anyone else, and the page asks them to sign in first.
 */
export function TableCodeView() {
  const intl = useIntl();
  const session = staffSession.value;
  const [tableId, setTableId] = useState('');
  const [code, setCode] = useState<QrCode | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!sessionChecked.peek()) void checkSession();
  }, []);

  if (!sessionChecked.value)
    return (
      <div className={styles.page}>
        <Spinner />
      </div>
    );
  if (!session)
    return (
      <div className={styles.page}>
        <LoginForm />
      </div>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(tableId.trim());
    if (!/^-?\d+$/.test(tableId.trim()) || id === 0 || id < -1) {
      setProblem('invalid');
      setCode(null);
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      setCode(await staffApi.tableCode(id, window.location));
    } catch (err) {
      setCode(null);
      setProblem(err instanceof ApiError && err.status === 404 ? 'notFound' : 'failed');
      if (err instanceof ApiError && err.status === 401) void checkSession();
    } finally {
      setPending(false);
    }
  };

  const sealed = code !== null && code.code !== String(code.table_id);
  return (
    <div className={styles.page}>
      <form className={styles.login} onSubmit={(e) => void submit(e)} aria-labelledby="code-title">
        <h1 id="code-title" className={styles.loginTitle}>
          {intl.formatMessage({ id: 'staff.code.title' })}
        </h1>
        <TextField
          label={intl.formatMessage({ id: 'staff.code.tableId' })}
          value={tableId}
          onChange={setTableId}
          inputMode="numeric"
          maxLength={10}
          isRequired
        />
        {problem && (
          <p role="alert" className={styles.error}>
            {intl.formatMessage({ id: `staff.code.${problem}` }, { table: tableId.trim() })}
          </p>
        )}
        <Button type="submit" isPending={pending}>
          {intl.formatMessage({ id: 'staff.code.show' })}
        </Button>
        {code && (
          <figure className={styles.code}>
            <img
              src={code.png}
              width={256}
              height={256}
              alt={intl.formatMessage({ id: 'staff.code.alt' }, { table: code.table_id })}
            />
            <figcaption>
              <strong>
                {intl.formatMessage({ id: sealed ? 'staff.code.sealed' : 'staff.code.plain' })}
              </strong>
              <br />
              <span className={styles.codeUrl}>{code.url}</span>
            </figcaption>
          </figure>
        )}
      </form>
    </div>
  );
}
