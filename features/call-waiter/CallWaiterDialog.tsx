import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSignals } from '@preact/signals-react/runtime';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Button } from '../../ui/Button/Button';
import { clientState } from '../session';
import { notifications } from '../notify';
import {
  callOpen,
  callWaiter,
  calling,
  canCall,
  loadServiceOptions,
  message,
  optionTitle,
  optionsFailed,
  selectedIds,
  serviceOptions,
  setMessage,
  toggleOption,
} from './call-store';
import * as styles from './CallWaiterDialog.css';

/** The call-waiter drawer (entry-home-service.md §2): options two per row, a 3-line request, Call. */
export function CallWaiterDialog() {
  useSignals();
  const intl = useIntl();
  const open = callOpen.value;
  const language = clientState.value.language;

  useEffect(() => {
    if (open && serviceOptions.value === null) void loadServiceOptions();
  }, [open]);

  const call = async () => {
    const ok = await callWaiter();
    if (ok) {
      notifications.success(intl.formatMessage({ id: 'callWaiter.success' }));
      callOpen.value = false;
    } else {
      notifications.warning(intl.formatMessage({ id: 'callWaiter.failed' }));
    }
  };

  return (
    <Sheet
      isOpen={open}
      onOpenChange={(o) => (callOpen.value = o)}
      title={intl.formatMessage({ id: 'callWaiter.title' })}
      subtitle={clientState.value.tableName}
      footer={
        <Button fullWidth isDisabled={!canCall.value} isPending={calling.value} onPress={() => void call()}>
          {intl.formatMessage({ id: 'callWaiter.call' })}
        </Button>
      }
    >
      {optionsFailed.value && <p className={styles.muted}>{intl.formatMessage({ id: 'callWaiter.optionsFailed' })}</p>}
      <fieldset className={styles.grid} aria-label={intl.formatMessage({ id: 'callWaiter.options' })}>
        {(serviceOptions.value ?? []).map((o) => (
          <button key={o.id} type="button" className={styles.option} aria-pressed={selectedIds.value.has(o.id)} onClick={() => toggleOption(o.id)}>
            {optionTitle(o, language)}
          </button>
        ))}
      </fieldset>
      <label className={styles.label}>
        {intl.formatMessage({ id: 'callWaiter.message' })}
        <textarea className={styles.textarea} rows={3} maxLength={500} value={message.value} onChange={(e) => setMessage(e.target.value)} />
      </label>
    </Sheet>
  );
}
