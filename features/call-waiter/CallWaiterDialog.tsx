import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { ToggleChip } from '../../ui/ToggleChip/ToggleChip';
import { TextField } from '../../ui/TextField/TextField';
import { clientState } from '../../lib/session';
import { notifications } from '../../lib/notify';
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
  setCallOpen,
  serviceOptions,
  setMessage,
  requestSummary,
  toggleOption,
} from './call-store';
import * as styles from './CallWaiterDialog.css';

/**
 * The call-waiter drawer (entry-home-service.md §2): options two per row, a 3-line request, Call,
 * and the confirm dialog that asks before the call is sent.
 */
export function CallWaiterDialog() {
  const intl = useIntl();
  const open = callOpen.value;
  const language = clientState.value.language;
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (open && serviceOptions.value === null) void loadServiceOptions();
  }, [open]);

  const call = async () => {
    const ok = await callWaiter();
    setConfirming(false);
    if (ok) {
      notifications.success(intl.formatMessage({ id: 'callWaiter.success' }));
      setCallOpen(false);
    } else {
      notifications.warning(intl.formatMessage({ id: 'callWaiter.failed' }));
    }
  };

  return (
    <Sheet
      isOpen={open}
      onOpenChange={setCallOpen}
      title={intl.formatMessage({ id: 'callWaiter.title' })}
      subtitle={clientState.value.tableName}
      footer={
        <Button fullWidth isDisabled={!canCall.value} onPress={() => setConfirming(true)}>
          {intl.formatMessage({ id: 'callWaiter.call' })}
        </Button>
      }
    >
      {optionsFailed.value && (
        <p className={styles.muted}>{intl.formatMessage({ id: 'callWaiter.optionsFailed' })}</p>
      )}
      <fieldset
        className={styles.grid}
        aria-label={intl.formatMessage({ id: 'callWaiter.options' })}
      >
        {(serviceOptions.value ?? []).map((o) => (
          <ToggleChip
            key={o.id}
            shape="tile"
            isSelected={selectedIds.value.has(o.id)}
            onChange={() => toggleOption(o.id)}
          >
            {optionTitle(o, language)}
          </ToggleChip>
        ))}
      </fieldset>
      <TextField
        className={styles.message}
        label={intl.formatMessage({ id: 'callWaiter.message' })}
        multiline
        rows={3}
        maxLength={500}
        value={message.value}
        onChange={setMessage}
      />
      <ConfirmDialog
        isOpen={open && confirming}
        title={intl.formatMessage({ id: 'callWaiter.confirmTitle' })}
        message={intl.formatMessage(
          { id: 'callWaiter.confirmText' },
          { table: clientState.value.tableName, request: requestSummary(language) },
        )}
        confirmLabel={intl.formatMessage({ id: 'callWaiter.confirm' })}
        isPending={calling.value}
        onConfirm={() => void call()}
        onCancel={() => setConfirming(false)}
      />
    </Sheet>
  );
}
