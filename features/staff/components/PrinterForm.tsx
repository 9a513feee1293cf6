import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { TextField } from '../../../ui/TextField/TextField';
import { notifications } from '../../../lib/notify';
import type { PrinterSetup, PrinterView } from '../../../protocol/printing';
import { deletePrinter, savePrinter, type Refusal } from '../owner-store';
import { RefusalNote } from './RefusalNote';
import * as base from './StaffConsole.css';
import * as styles from './OwnerView.css';

/** The address as staff type it: host:port, without the wire's tcp://. */
const hostPort = (iface: string) => iface.replace(/^tcp:\/\//, '');
/** The address as the server takes it (PrinterInterface: tcp://host:port). */
const wireAddress = (text: string) => {
  const t = text.trim();
  return t.startsWith('tcp://') ? t : `tcp://${t}`;
};
/** "1, 3" → ['1', '3']. */
const classesOf = (text: string) =>
  text
    .split(/[,，]/)
    .map((c) => c.trim())
    .filter(Boolean);

type Field = 'name' | 'interface' | 'print_classes';
const FIELDS: Field[] = ['name', 'interface', 'print_classes'];

/**
 * A printer set up or changed (a manager's): its name, address, the print classes (stations) it
 * prints, whether it is the default printer and whether it is switched on; an existing one can be
 * deleted. The server checks every field; a refused one is marked under it.
 */
export function PrinterForm({
  printer,
  onClose,
}: {
  /** The printer to change; null to add one. */
  printer: PrinterView | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `staff.owner.printers.form.${id}` }, values);
  const [name, setName] = useState(printer?.name ?? '');
  const [address, setAddress] = useState(printer ? hostPort(printer.interface) : '');
  const [classes, setClasses] = useState(printer?.print_classes.join(', ') ?? '');
  const [isDefault, setDefault] = useState(printer?.is_default ?? false);
  const [enabled, setEnabled] = useState(printer?.enabled ?? true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleting, setDeleting] = useState(false);

  const fieldOfRefusal = FIELDS.find((f) => refusal?.field?.startsWith(`/${f}`)) ?? null;
  const errorOf = (f: Field) => (fieldOfRefusal === f ? t(`invalid.${f}`) : undefined);
  const forget = (f: Field) => fieldOfRefusal === f && setRefusal(null);

  const save = async () => {
    const setup: PrinterSetup = {
      name: name.trim(),
      interface: wireAddress(address),
      type: printer?.type ?? 'epson',
      print_classes: classesOf(classes),
      is_default: isDefault,
      columns: printer?.columns ?? 42,
      cjk: printer?.cjk ?? 'gb18030',
      enabled,
    };
    setBusy(true);
    const got = await savePrinter(printer?.printer_id ?? null, setup);
    setBusy(false);
    setRefusal(got.ok ? null : got.refusal);
    if (!got.ok) return;
    notifications.success(t('saved', { name: got.value.name }));
    onClose();
  };
  const remove = async () => {
    if (!printer) return;
    setBusy(true);
    const got = await deletePrinter(printer.printer_id);
    setBusy(false);
    setDeleting(false);
    setRefusal(got.ok ? null : got.refusal);
    if (!got.ok) return;
    notifications.success(t('deleted', { name: printer.name }));
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      title={printer ? t('editTitle', { name: printer.name }) : t('addTitle')}
      actions={
        <div className={styles.row}>
          <Button isDisabled={busy} onPress={() => void save()}>
            {t('save')}
          </Button>
          <Button variant="ghost" isDisabled={busy} onPress={onClose}>
            {t('cancel')}
          </Button>
        </div>
      }
    >
      <div className={base.list}>
        <TextField
          label={t('name')}
          value={name}
          isRequired
          maxLength={60}
          isDisabled={busy}
          {...(errorOf('name') ? { errorMessage: errorOf('name') } : {})}
          onChange={(v) => {
            setName(v);
            forget('name');
          }}
        />
        <TextField
          label={t('address')}
          description={t('addressHint')}
          value={address}
          isRequired
          isDisabled={busy}
          {...(errorOf('interface') ? { errorMessage: errorOf('interface') } : {})}
          onChange={(v) => {
            setAddress(v);
            forget('interface');
          }}
        />
        <TextField
          label={t('classes')}
          description={t('classesHint')}
          value={classes}
          isDisabled={busy}
          {...(errorOf('print_classes') ? { errorMessage: errorOf('print_classes') } : {})}
          onChange={(v) => {
            setClasses(v);
            forget('print_classes');
          }}
        />
        <Checkbox isSelected={isDefault} isDisabled={busy} onChange={setDefault}>
          {t('default')}
        </Checkbox>
        <Checkbox isSelected={enabled} isDisabled={busy} onChange={setEnabled}>
          {t('enabled')}
        </Checkbox>
        {refusal && fieldOfRefusal === null && (
          <RefusalNote
            refusal={refusal}
            title={intl.formatMessage({ id: 'staff.owner.refused' })}
          />
        )}
        {printer && (
          <div className={styles.dangerZone}>
            {/* Quiet here: the confirmation that follows is the critical step. */}
            <Button variant="secondary" isDisabled={busy} onPress={() => setDeleting(true)}>
              {t('delete')}
            </Button>
          </div>
        )}
      </div>
      {printer && (
        <ConfirmDialog
          isOpen={deleting}
          variant="critical"
          title={t('deleteTitle', { name: printer.name })}
          message={t('deleteMessage')}
          confirmLabel={t('delete')}
          isPending={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        />
      )}
    </Dialog>
  );
}
