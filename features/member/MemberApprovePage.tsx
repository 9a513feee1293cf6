import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '../../lib/navigation';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { Spinner } from '../../ui/Spinner/Spinner';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { api, ApiError } from '../../lib/session';
import {
  EMBEDDED_MEMBER_PROVIDER,
  type CodeSharkAnswer,
  type CodeSharkRequestInfo,
} from '../../protocol/member';
import * as styles from './MemberPanel.css';

type Step =
  | { kind: 'loading' }
  | { kind: 'ask'; restaurant: string }
  | { kind: 'approved' }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'answered' }
  | { kind: 'missing' };

const base = `${EMBEDDED_MEMBER_PROVIDER}/v1/code_shark`;

/** What a refused answer means for the page: a spent or expired request, or a wrong password. */
function stepOfError(e: unknown): Step | 'wrong' | 'tooMany' | 'offline' {
  if (!(e instanceof ApiError) || e.status === 0) return 'offline';
  if (e.status === 410) return { kind: 'expired' };
  if (e.status === 409) return { kind: 'answered' };
  if (e.status === 404) return { kind: 'missing' };
  if (e.status === 429) return 'tooMany';
  return 'wrong';
}

/**
 * `/Member?verify_id=…`: the embedded member provider's page, opened on the member's own phone
 * from the QR code the table shows. The member signs in with their phone number and password to
 * approve the table's login, or cancels it.
 */
export function MemberApprovePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const verifyId = params.get('verify_id') ?? '';
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'wrong' | 'tooMany' | 'offline' | 'missing' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!/^[A-Za-z0-9_-]{32}$/.test(verifyId)) return setStep({ kind: 'missing' });
    let live = true;
    api<CodeSharkRequestInfo>(`${base}/${verifyId}`)
      .then((r) => {
        if (!live) return;
        if (r.status === '0') setStep({ kind: 'ask', restaurant: r.restaurant_name });
        else if (r.status === '3') setStep({ kind: 'expired' });
        else setStep({ kind: 'answered' });
      })
      .catch((e: unknown) => {
        if (!live) return;
        const s = stepOfError(e);
        setStep(typeof s === 'string' ? { kind: 'missing' } : s);
      });
    return () => {
      live = false;
    };
  }, [verifyId]);

  const answer = async (action: 'approve' | 'cancel') => {
    if (busy) return;
    if (action === 'approve' && (phone.trim() === '' || password === '')) {
      setProblem('missing');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await api<CodeSharkAnswer>(`${base}/${verifyId}/${action}`, {
        method: 'POST',
        ...(action === 'approve' ? { json: { phone: phone.trim(), password } } : {}),
      });
      setStep({ kind: action === 'approve' ? 'approved' : 'cancelled' });
    } catch (e) {
      // Only the table's phone may withdraw its request: here the member simply declines.
      if (action === 'cancel' && e instanceof ApiError && e.status === 403) {
        setStep({ kind: 'cancelled' });
        return;
      }
      const s = stepOfError(e);
      if (typeof s === 'string') setProblem(s);
      else setStep(s);
    } finally {
      setBusy(false);
    }
  };

  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const done = (title: string, message: string, icon: 'check' | 'warning') => (
    <main className={styles.page}>
      <EmptyState size="page" icon={icon} title={title} message={message} headingLevel={2} />
    </main>
  );

  if (step.kind === 'loading')
    return (
      <main className={styles.page} aria-busy>
        <p className={styles.status} role="status">
          <Spinner />
          {t('memberPage.loading')}
        </p>
      </main>
    );
  if (step.kind === 'approved')
    return done(t('memberPage.approvedTitle'), t('memberPage.approvedMessage'), 'check');
  if (step.kind === 'cancelled')
    return done(t('memberPage.cancelledTitle'), t('memberPage.cancelledMessage'), 'check');
  if (step.kind === 'expired')
    return done(t('memberPage.expiredTitle'), t('memberPage.scanNew'), 'warning');
  if (step.kind === 'answered')
    return done(t('memberPage.answeredTitle'), t('memberPage.scanNew'), 'warning');
  if (step.kind === 'missing')
    return done(t('memberPage.missingTitle'), t('memberPage.scanNew'), 'warning');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void answer('approve');
  };
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('memberPage.title')}</h1>
      <p className={styles.text}>{t('memberPage.asks', { restaurant: step.restaurant })}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('memberPage.phone')}
          value={phone}
          onChange={setPhone}
          inputMode="tel"
          type="tel"
          autoComplete="tel"
          isRequired
        />
        <TextField
          label={t('memberPage.password')}
          value={password}
          onChange={setPassword}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        {problem && (
          <p className={styles.error} role="alert">
            {t(`memberPage.problem.${problem}`)}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled={busy} onPress={() => void answer('cancel')}>
            {t('memberPage.cancel')}
          </Button>
          <Button variant="primary" type="submit" isDisabled={busy}>
            {t('memberPage.approve')}
          </Button>
        </div>
      </form>
    </main>
  );
}
