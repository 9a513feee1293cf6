import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { QuantityStepper } from '../../../ui/QuantityStepper/QuantityStepper';
import { Select } from '../../../ui/Select/Select';
import { TextField } from '../../../ui/TextField/TextField';
import { isValidPin } from '../../../core';
import type { FloorTable } from '../../../protocol/staff';
import {
  approveRequest,
  cancelPin,
  closeTable,
  dineInMenus,
  floorTables,
  mergeOrder,
  moveOrder,
  openMenus,
  openTableFor,
  openableMenus,
  orderRequests,
  pauseTable,
  readPin,
  rejectRequest,
  resumeTable,
  savePin,
} from '../staff-store';
import { menuName } from '../names';
import { clientLanguage } from '../../../lib/session';
import * as styles from './StaffConsole.css';

/** A table's controls: open for diners, approve, pause, resume, close, move, and its PIN. */
export function TableControl({ table, onClose }: { table: FloorTable; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `staff.table.${id}` }, values);
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<boolean>, close = true) => {
    setBusy(true);
    void action().then((ok) => {
      setBusy(false);
      if (ok && close) onClose();
    });
  };
  const request = orderRequests.value.find((r) => r.table_id === table.table_id) ?? null;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { name: table.table_name })}
    >
      <div className={styles.list}>
        <p className={styles.muted}>
          {intl.formatMessage({ id: `staff.floor.state.${table.state}` })}
        </p>
        {table.state === 'free' && <OpenForm table={table} busy={busy} run={run} />}
        {request && (
          <div className={styles.actions}>
            <Button isDisabled={busy} onPress={() => run(() => approveRequest(request.id))}>
              {intl.formatMessage({ id: 'staff.requests.approve' })}
            </Button>
            <Button
              variant="secondary"
              isDisabled={busy}
              onPress={() => run(() => rejectRequest(request.id))}
            >
              {intl.formatMessage({ id: 'staff.requests.reject' })}
            </Button>
          </div>
        )}
        {table.state !== 'free' && table.state !== 'merged' && (
          <div className={styles.actions}>
            {table.state === 'open' && (
              <Button
                variant="secondary"
                isDisabled={busy}
                onPress={() => run(() => pauseTable(table.table_id))}
              >
                {t('pause')}
              </Button>
            )}
            {table.state === 'paused' && table.order_head_id !== null && (
              <Button isDisabled={busy} onPress={() => run(() => resumeTable(table.table_id))}>
                {t('resume')}
              </Button>
            )}
            <Button
              variant="critical"
              isDisabled={busy}
              onPress={() => run(() => closeTable(table.table_id))}
            >
              {table.order_head_id !== null ? t('close') : t('reset')}
            </Button>
          </div>
        )}
        {table.order_head_id !== null && table.state !== 'review' && (
          <>
            <TargetForm
              mode="move"
              table={table}
              orderId={table.order_head_id}
              busy={busy}
              run={run}
            />
            <TargetForm
              mode="merge"
              table={table}
              orderId={table.order_head_id}
              busy={busy}
              run={run}
            />
            <PinForm orderId={table.order_head_id} />
          </>
        )}
      </div>
    </Dialog>
  );
}

type Run = (action: () => Promise<boolean>, close?: boolean) => void;

/**
 * Opening a free table: persons and one of the menus the business rule in force offers now (as
 * the diner's open-table panel offers them), in the staff's language, the rule's default chosen.
 */
function OpenForm({ table, busy, run }: { table: FloorTable; busy: boolean; run: Run }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `staff.table.${id}` });
  const menus = openableMenus.value;
  const language = clientLanguage.value;
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const [picked, setMenu] = useState<number | null>(null);
  const offered = (id: number | null | undefined) =>
    menus.some((m) => m.main_group_id === id) ? id! : null;
  // The rule may change while the dialog is open: a menu no longer offered is not kept.
  const menu =
    offered(picked) ?? offered(openMenus.value?.default_menu) ?? menus[0]?.main_group_id ?? null;
  const kitchenClosed = menus.length === 0 && dineInMenus.value.length > 0;
  return (
    <>
      <div className={styles.actions}>
        <div className={styles.counter}>
          <span className={styles.fieldLabel} aria-hidden="true">
            {t('adults')}
          </span>
          <QuantityStepper value={adults} onChange={setAdults} dishName={t('adults')} max={99} />
        </div>
        <div className={styles.counter}>
          <span className={styles.fieldLabel} aria-hidden="true">
            {t('children')}
          </span>
          <QuantityStepper
            value={children}
            onChange={setChildren}
            dishName={t('children')}
            max={99}
          />
        </div>
      </div>
      {kitchenClosed && <p className={styles.muted}>{t('noMenuNow')}</p>}
      {menus.length > 0 && (
        <Select
          label={t('menu')}
          placeholder={t('chooseMenu')}
          aria-label={t('menu')}
          options={menus.map((m) => ({ id: m.main_group_id, name: menuName(m, language) }))}
          selectedKey={menu}
          onSelectionChange={(id) => setMenu(Number(id))}
        />
      )}
      <Button
        isDisabled={busy || menu === null || adults + children === 0}
        onPress={() => run(() => openTableFor(table.table_id, adults, children, menu!))}
      >
        {t('open')}
      </Button>
    </>
  );
}

/**
 * Moves the order to a free table, or merges it into the open order of another table (the
 * merged table then follows to it, and so do its diners' phones).
 */
function TargetForm({
  mode,
  table,
  orderId,
  busy,
  run,
}: {
  mode: 'move' | 'merge';
  table: FloorTable;
  orderId: number;
  busy: boolean;
  run: Run;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `staff.table.${id}` });
  const targets = floorTables.value.filter(
    (x) =>
      x.table_id !== table.table_id &&
      (mode === 'move'
        ? x.state === 'free'
        : x.order_head_id !== null && (x.state === 'open' || x.state === 'paused')),
  );
  const [to, setTo] = useState<number | null>(null);
  if (targets.length === 0) return null;
  return (
    <div className={styles.fieldRow}>
      <Select
        label={t(mode === 'move' ? 'moveTo' : 'mergeInto')}
        placeholder={t('chooseTable')}
        aria-label={t(mode === 'move' ? 'moveTo' : 'mergeInto')}
        options={targets.map((x) => ({ id: x.table_id, name: x.table_name }))}
        selectedKey={to}
        onSelectionChange={(id) => setTo(Number(id))}
      />
      <Button
        variant="secondary"
        isDisabled={busy || to === null}
        onPress={() => run(() => (mode === 'move' ? moveOrder : mergeOrder)(orderId, to!))}
      >
        {t(mode)}
      </Button>
    </div>
  );
}

/** The order's PIN: shown, created or reset (4 digits), or cancelled. */
function PinForm({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `staff.pin.${id}` }, values);
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  const [next, setNext] = useState('');
  useEffect(() => {
    let live = true;
    void readPin(orderId).then((p) => live && setCurrent(p));
    return () => {
      live = false;
    };
  }, [orderId]);
  const valid = isValidPin(next);
  return (
    <div className={styles.list}>
      <p className={styles.muted}>
        {current === undefined ? '…' : current ? t('current', { pin: current }) : t('none')}
      </p>
      <div className={styles.actions}>
        <TextField
          label={t('new')}
          value={next}
          onChange={(v) => setNext(v.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          description={t('hint')}
        />
        <Button
          variant="secondary"
          isDisabled={!valid}
          onPress={() =>
            void savePin(orderId, next).then((ok) => {
              if (ok) {
                setCurrent(next);
                setNext('');
              }
            })
          }
        >
          {current ? t('reset') : t('create')}
        </Button>
        {current && (
          <Button
            variant="ghost"
            onPress={() => void cancelPin(orderId).then((ok) => ok && setCurrent(null))}
          >
            {t('cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
