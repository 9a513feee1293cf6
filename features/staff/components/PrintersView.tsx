import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { notifications } from '../../../lib/notify';
import type { PrintJobView, PrinterView } from '../../../protocol/printing';
import { dayjs } from '../../../core/time/dayjs';
import { floorTables, staffSession } from '../staff-store';
import {
  failedJobs,
  printerList,
  retryJob,
  setPrinterEnabled,
  testPrint,
  type Refusal,
} from '../owner-store';
import { useNow } from '../use-now';
import { PrinterForm } from './PrinterForm';
import { RefusalNote } from './RefusalNote';
import * as base from './StaffConsole.css';
import * as styles from './OwnerView.css';

/** Printers are a manager's to set up and test (their addresses are where the server connects). */
const isManager = () => staffSession.value?.role === 'manager';

function PrinterItem({ printer, onEdit }: { printer: PrinterView; onEdit: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [printed, setPrinted] = useState<string[] | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `staff.owner.printers.${id}` }, values);
  const run = async <T,>(
    action: () => Promise<{ ok: true; value: T } | { ok: false; refusal: Refusal }>,
    done: (value: T) => void,
  ) => {
    setBusy(true);
    const got = await action();
    setBusy(false);
    setRefusal(got.ok ? null : got.refusal);
    if (got.ok) done(got.value);
  };
  const state = printer.enabled ? printer.status : 'unknown';
  return (
    <li className={base.item} aria-label={printer.name}>
      <div className={base.itemMain}>
        <span className={base.itemTitle}>{printer.name}</span>
        <span className={styles.status}>
          <span className={styles.dotTone[state]} aria-hidden="true" />
          {printer.enabled ? t(`status.${printer.status}`) : t('disabled')}
        </span>
        <span className={base.muted}>{printer.interface}</span>
        <span>
          {printer.print_classes.length > 0
            ? t('classes', { classes: printer.print_classes.join(', ') })
            : t('noClasses')}
          {printer.is_default && ` · ${t('default')}`}
        </span>
        {printer.waiting > 0 && (
          <span className={base.tone.warning}>{t('waiting', { count: printer.waiting })}</span>
        )}
        {printer.status === 'offline' && printer.last_error && (
          <span className={base.muted}>{printer.last_error}</span>
        )}
        {refusal && <RefusalNote refusal={refusal} title={t('testFailed')} />}
        {printed && (
          <pre className={styles.ticketLines} aria-label={t('tested', { name: printer.name })}>
            {printed.join('\n')}
          </pre>
        )}
      </div>
      {isManager() && (
        <div className={base.actions}>
          <Button variant="secondary" isDisabled={busy} onPress={onEdit}>
            {t('edit')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={busy || !printer.enabled}
            onPress={() =>
              void run(
                () => testPrint(printer),
                (answer) => {
                  setPrinted(answer.lines);
                  notifications.success(t('tested', { name: printer.name }));
                },
              )
            }
          >
            {t('test')}
          </Button>
          <Button
            variant={printer.enabled ? 'ghost' : 'primary'}
            isDisabled={busy}
            onPress={() =>
              void run(
                () => setPrinterEnabled(printer.printer_id, !printer.enabled),
                () => setPrinted(null),
              )
            }
          >
            {t(printer.enabled ? 'switchOff' : 'switchOn')}
          </Button>
        </div>
      )}
    </li>
  );
}

function JobItem({ job, now }: { job: PrintJobView; now: number }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `staff.owner.printers.${id}` }, values);
  const table =
    floorTables.value.find((x) => x.table_id === job.table_id)?.table_name ??
    String(job.table_id ?? '');
  const printer = printerList.value.find((p) => p.printer_id === job.printer_id)?.name ?? '';
  const title =
    job.kind === 'test'
      ? t('jobTest')
      : job.kind === 'summary'
        ? t('jobSummary', { table, turn: job.turn ?? 0 })
        : t('job', { table, turn: job.turn ?? 0 });
  const retry = async () => {
    setBusy(true);
    const got = await retryJob(job.id);
    setBusy(false);
    setRefusal(got.ok ? null : got.refusal);
    if (got.ok && got.value.status === 'done') notifications.success(t('retried'));
  };
  return (
    <li className={base.item} aria-label={title}>
      <div className={base.itemMain}>
        <span className={base.itemTitle}>{title}</span>
        <span>{printer}</span>
        <span className={base.muted}>
          {t('attempts', { count: job.attempts })}
          {job.next_attempt_at &&
            ` · ${t('nextAttempt', {
              minutes: Math.max(1, Math.ceil(dayjs(job.next_attempt_at).diff(now, 'minute', true))),
            })}`}
        </span>
        {job.last_error && <span className={base.tone.critical}>{job.last_error}</span>}
        {refusal && <RefusalNote refusal={refusal} />}
      </div>
      <Button isDisabled={busy} onPress={() => void retry()}>
        {t('retry')}
      </Button>
    </li>
  );
}

/** The printers with their state as the server last saw it, a test page, and tickets to retry. */
export function PrintersView() {
  const intl = useIntl();
  const now = useNow();
  const t = (id: string) => intl.formatMessage({ id: `staff.owner.printers.${id}` });
  const printers = printerList.value;
  const jobs = failedJobs.value;
  // The printer whose form is open: 'new' to add one.
  const [editing, setEditing] = useState<PrinterView | 'new' | null>(null);
  return (
    <div className={styles.sections}>
      <section aria-labelledby="printers-title">
        <div className={styles.sectionHead}>
          <h3 id="printers-title" className={base.sectionTitle}>
            {t('title')}
          </h3>
          {isManager() && (
            <Button variant="secondary" onPress={() => setEditing('new')}>
              {t('add')}
            </Button>
          )}
        </div>
        {printers.length === 0 ? (
          <EmptyState icon="info" title={t('none')} size="compact" headingLevel={4} />
        ) : (
          <ul className={base.list}>
            {printers.map((p) => (
              <PrinterItem key={p.printer_id} printer={p} onEdit={() => setEditing(p)} />
            ))}
          </ul>
        )}
        {editing && (
          <PrinterForm
            printer={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </section>
      <section aria-labelledby="jobs-title">
        <h3 id="jobs-title" className={base.sectionTitle}>
          {t('failedTitle')}
        </h3>
        {jobs.length === 0 ? (
          <EmptyState icon="check" title={t('noFailed')} size="compact" headingLevel={4} />
        ) : (
          <ul className={base.list}>
            {jobs.map((j) => (
              <JobItem key={j.id} job={j} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
