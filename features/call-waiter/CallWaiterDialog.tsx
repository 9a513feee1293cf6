import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { ToggleChip } from '../../ui/ToggleChip/ToggleChip';
import { TextField } from '../../ui/TextField/TextField';
import { clientLanguage, clientTableName } from '../../lib/session';
import { notifications } from '../../lib/notify';
import {
  callOpen,
  callWaiter,
  calling,
  canCall,
  liteMode,
  liteTableName,
  liteTableNameTouched,
  setLiteTableName,
  tableNameProblem,
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
 * and the confirm dialog that asks before the call is sent. In lite mode it first asks for the
 * table's name (non-empty, under 30 characters: core's rule, checked again by the server).
 */
export function CallWaiterDialog() {
  const intl = useIntl();
  const open = callOpen.value;
  const language = clientLanguage.value;
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (open && serviceOptions.value === null) void loadServiceOptions();
  }, [open]);

  const call = async () => {
    const result = await callWaiter();
    setConfirming(false);
    if (result === 'sent') {
      notifications.success(intl.formatMessage({ id: 'callWaiter.success' }));
      setCallOpen(false);
    } else if (result === 'failed') {
      notifications.warning(intl.formatMessage({ id: 'callWaiter.failed' }));
    } else {
      // The server refused the typed table name: the field says why.
      setLiteTableName(liteTableName.peek());
    }
  };

  const lite = liteMode.value;
  const nameProblem = tableNameProblem.value;
  const nameError =
    lite && liteTableNameTouched.value && nameProblem
      ? intl.formatMessage(
          {
            id:
              nameProblem === 'empty' ? 'callWaiter.tableNameEmpty' : 'callWaiter.tableNameTooLong',
          },
          { count: [...liteTableName.value.trim()].length },
        )
      : undefined;
  // In lite mode the confirm names the table the diner typed: that is where the waiter will look.
  const confirmTable = lite ? liteTableName.value.trim() : clientTableName.value;

  return (
    <Sheet
      isOpen={open}
      onOpenChange={setCallOpen}
      title={intl.formatMessage({ id: 'callWaiter.title' })}
      subtitle={clientTableName.value}
      footer={
        <Button fullWidth isDisabled={!canCall.value} onPress={() => setConfirming(true)}>
          {intl.formatMessage({ id: 'callWaiter.call' })}
        </Button>
      }
    >
      {lite && (
        <TextField
          className={styles.tableName}
          label={intl.formatMessage({ id: 'callWaiter.tableName' })}
          description={intl.formatMessage({ id: 'callWaiter.tableNameHint' })}
          isRequired
          autoComplete="off"
          value={liteTableName.value}
          onChange={setLiteTableName}
          errorMessage={nameError}
        />
      )}
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
          { table: confirmTable, request: requestSummary(language) },
        )}
        confirmLabel={intl.formatMessage({ id: 'callWaiter.confirm' })}
        isPending={calling.value}
        onConfirm={() => void call()}
        onCancel={() => setConfirming(false)}
      />
    </Sheet>
  );
}
