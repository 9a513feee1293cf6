import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../../ui/Button/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import type { RestaurantImported } from '../../../protocol/restaurant';
import { dayjs } from '../../../core/time/dayjs';
import { exportRestaurant, importRestaurant, readDocument, type Refusal } from '../owner-store';
import { RefusalNote } from './RefusalNote';
import * as base from './StaffConsole.css';
import * as styles from './OwnerView.css';

/** Hands the document to the browser as a file download. */
function download(doc: unknown, name: string): void {
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ExportSection() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `staff.owner.file.${id}` });
  const run = async () => {
    setBusy(true);
    const got = await exportRestaurant();
    setBusy(false);
    setRefusal(got.ok ? null : got.refusal);
    if (got.ok) download(got.value, `restaurant-${dayjs().format('YYYY-MM-DD')}.json`);
  };
  return (
    <section className={styles.group} aria-labelledby="file-export">
      <h3 id="file-export" className={styles.groupTitle}>
        {t('exportTitle')}
      </h3>
      <p className={base.muted}>{t('exportHint')}</p>
      {refusal && <RefusalNote refusal={refusal} />}
      <div className={styles.row}>
        <Button isDisabled={busy} onPress={() => void run()}>
          {t('download')}
        </Button>
      </div>
    </section>
  );
}

type Chosen = { name: string; doc: unknown } | null;

function ImportSection() {
  const intl = useIntl();
  const [chosen, setChosen] = useState<Chosen>(null);
  const [wipe, setWipe] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notJson, setNotJson] = useState<Refusal | null>(null);
  const [imported, setImported] = useState<RestaurantImported | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `staff.owner.file.${id}` }, values);

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setRefusal(null);
    setImported(null);
    const got = await readDocument(file);
    setNotJson(got.ok ? null : got.refusal);
    setChosen(got.ok ? { name: file.name, doc: got.value } : null);
  };
  const run = async () => {
    if (!chosen) return;
    setBusy(true);
    const got = await importRestaurant(chosen.doc, wipe);
    setBusy(false);
    setConfirming(false);
    setRefusal(got.ok ? null : got.refusal);
    if (got.ok) {
      setImported(got.value);
      setChosen(null);
    }
  };
  const count = (list: string) => imported?.imported[list] ?? 0;
  return (
    <section className={styles.group} aria-labelledby="file-import">
      <h3 id="file-import" className={styles.groupTitle}>
        {t('importTitle')}
      </h3>
      <p className={base.muted}>{t('importHint')}</p>
      <div className={styles.row}>
        <FileTrigger
          acceptedFileTypes={['application/json', '.json']}
          onSelect={(files) => void choose(files)}
        >
          <Button variant="secondary" isDisabled={busy}>
            {t('choose')}
          </Button>
        </FileTrigger>
        {chosen && <span>{t('chosen', { name: chosen.name })}</span>}
      </div>
      {notJson && <RefusalNote refusal={notJson} title={t('notJson')} />}
      {refusal && (
        <RefusalNote
          refusal={refusal}
          title={t(refusal.status === 409 ? 'hasOrders' : 'refused')}
        />
      )}
      {imported && (
        <p role="status" className={styles.success}>
          {t('imported', {
            dishes: count('dishes'),
            tables: count('tables'),
            pictures: imported.pictures,
          })}
        </p>
      )}
      <div className={styles.row}>
        <Button variant="critical" isDisabled={busy || !chosen} onPress={() => setConfirming(true)}>
          {t('import')}
        </Button>
      </div>
      {/* Rarely wanted and not undone: set apart, small, and named again in the confirmation. */}
      <div className={styles.dangerZone}>
        <div className={styles.option}>
          <Checkbox isSelected={wipe} isDisabled={busy} onChange={setWipe}>
            <span className={styles.optionLabel}>{t('wipe')}</span>
          </Checkbox>
          <span className={styles.optionHint}>{t('wipeHint')}</span>
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        variant="critical"
        title={t(wipe ? 'confirmWipeTitle' : 'confirmTitle')}
        message={t(wipe ? 'confirmWipe' : 'confirmMessage')}
        confirmLabel={t(wipe ? 'confirmWipeButton' : 'confirm')}
        isPending={busy}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** The whole restaurant as one JSON file: download it, or replace the setup with one. */
export function SetupFileView() {
  return (
    <div className={styles.groups}>
      <ExportSection />
      <ImportSection />
    </div>
  );
}
