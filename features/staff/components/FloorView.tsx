import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import type { FloorTable } from '../../../protocol/staff';
import { turnEndsAt } from '../../../core';
import { dineInMenus, floorTables } from '../staff-store';
import { menuNamesOf } from '../names';
import { clientLanguage } from '../../../lib/session';
import { clock, since, useNow } from '../use-now';
import { TableControl } from './TableControl';
import * as styles from './FloorView.css';

/** One table on the floor: state, persons, menus, round and its countdown, time open, calls. */
export function TableCard({
  table,
  now,
  onPress,
}: {
  table: FloorTable;
  now: number;
  onPress: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `staff.floor.${id}` }, values);
  const menus = menuNamesOf(
    table.select_menu,
    dineInMenus.value,
    clientLanguage.value,
    table.menu_names,
  );
  const roundEnds =
    table.turn_started_at !== null && table.turn_minutes > 0
      ? turnEndsAt(table.turn_started_at, table.turn_minutes)
      : null;
  return (
    <Button
      variant="secondary"
      className={`${styles.card} ${styles.state[table.state]}`}
      onPress={onPress}
    >
      <span className={styles.name}>{table.table_name}</span>
      <span className={styles.label[table.state]}>{t(`state.${table.state}`)}</span>
      {table.order_head_id !== null && (
        <>
          <span className={styles.line}>
            {t('persons', { adults: table.adult_number, children: table.child_number })}
          </span>
          {menus.length > 0 && <span className={styles.line}>{menus.join(', ')}</span>}
          {table.turn !== null && (
            <span className={styles.line}>
              {t('round', { turn: table.turn })}
              {roundEnds !== null && (
                <>
                  {' · '}
                  <span className={styles.countdown}>{clock(roundEnds - now)}</span>
                </>
              )}
            </span>
          )}
          {table.opened_at && (
            <span className={styles.line}>
              {t('openFor', { time: clock(since(table.opened_at, now)) })}
            </span>
          )}
        </>
      )}
      {table.merge_target_table_id !== null && table.state === 'merged' && (
        <span className={styles.line}>{t('mergedInto', { id: table.merge_target_table_id })}</span>
      )}
      {table.open_calls > 0 && (
        <span className={styles.calls}>{t('calls', { count: table.open_calls })}</span>
      )}
    </Button>
  );
}

/** Every table, live (TABLE_STATUS and the staff room's events re-read the floor). */
export function FloorView() {
  const intl = useIntl();
  const now = useNow();
  const [chosen, setChosen] = useState<number | null>(null);
  const tables = floorTables.value;
  const table = tables.find((x) => x.table_id === chosen) ?? null;
  if (tables.length === 0)
    return <EmptyState title={intl.formatMessage({ id: 'staff.floor.empty' })} />;
  return (
    <>
      <div className={styles.grid}>
        {tables.map((x) => (
          <TableCard key={x.table_id} table={x} now={now} onPress={() => setChosen(x.table_id)} />
        ))}
      </div>
      {table && <TableControl table={table} onClose={() => setChosen(null)} />}
    </>
  );
}
