import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Button } from '../../../ui/Button/Button';
import { QuantityStepper } from '../../../ui/QuantityStepper/QuantityStepper';
import { Price } from '../../../ui/Price/Price';
import { TextField } from '../../../ui/TextField/TextField';
import { RadioCard, RadioCards } from '../../../ui/RadioCards/RadioCards';
import { clientState } from '../../../lib/session';
import { TAKEAWAY_TABLE_ID, defaultSelectionMenuOf, selfOpenAllowed } from '../../../core';
import { currency, settings } from '../../../lib/restaurant';
import { notifications } from '../../../lib/notify';
import type { HomeMenu } from '../home-store';
import { localizedName } from '../../../core/locale/localized-name';
import { openTable } from '../open-table';
import * as styles from './OpenTableSheet.css';

export interface OpenTableSheetProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  menus: HomeMenu[];
  /** The location check disables ordering here. */
  locationBlocked?: boolean;
  onOpened: () => void;
}

/** The open-table panel: head counts (or name and phone for quick service) and the menu choice. */
export function OpenTableSheet({
  isOpen,
  onOpenChange,
  menus,
  locationBlocked = false,
  onOpened,
}: OpenTableSheetProps) {
  const intl = useIntl();
  const { tableId, tableName, language, orderTab, tableStatus } = clientState.value;
  const takeaway = tableId === TAKEAWAY_TABLE_ID;
  const defaultMenu = defaultSelectionMenuOf(settings.value);
  const [menuId, setMenuId] = useState<number | null>(
    menus.some((m) => m.main_group_id === defaultMenu)
      ? defaultMenu
      : (menus[0]?.main_group_id ?? null),
  );
  const [adults, setAdults] = useState(takeaway ? 1 : 2);
  const [children, setChildren] = useState(0);
  const [others, setOthers] = useState(0);
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const menu = menus.find((m) => m.main_group_id === menuId);
  const hasOther = !!menu && menu.other_price !== null && menu.other_price > 0;
  const people = adults + children + (hasOther ? others : 0);
  const tableFree = tableStatus === null || tableStatus < 2 || tableStatus > 4;
  const selfOpenOff = !takeaway && tableFree && !selfOpenAllowed(settings.value);
  // A table that already holds a head count may be joined without counting again.
  const tableHoldsCount = (orderTab?.person ?? 0) > 0;
  const canOpen =
    !!menu &&
    (takeaway ? customerName.trim() !== '' : people > 0 || tableHoldsCount) &&
    !selfOpenOff &&
    !locationBlocked &&
    !pending;

  const submit = async () => {
    if (!menu) return;
    setPending(true);
    setProblem(null);
    try {
      const result = await openTable({
        menuIds: [menu.main_group_id],
        adults,
        children,
        others: hasOther ? others : 0,
        customerName: customerName.trim(),
        customerPhone: customerPhone.trim(),
      });
      notifications.success(
        intl.formatMessage({
          id: result === 'opened' ? 'openTable.opened' : 'openTable.requestSent',
        }),
      );
      onOpenChange(false);
      onOpened();
    } catch {
      setProblem(intl.formatMessage({ id: 'openTable.failed' }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Sheet
      title={intl.formatMessage({ id: 'openTable.title' })}
      subtitle={
        takeaway
          ? intl.formatMessage({ id: 'home.quickService' })
          : intl.formatMessage({ id: 'home.table' }, { table: tableName })
      }
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button
          fullWidth
          size="lg"
          isDisabled={!canOpen}
          isPending={pending}
          onPress={() => void submit()}
        >
          {intl.formatMessage({ id: takeaway ? 'openTable.start' : 'openTable.open' })}
        </Button>
      }
    >
      {takeaway ? (
        <>
          <TextField
            className={styles.field}
            label={intl.formatMessage({ id: 'openTable.name' })}
            value={customerName}
            maxLength={64}
            autoComplete="name"
            onChange={setCustomerName}
          />
          <TextField
            className={styles.field}
            label={intl.formatMessage({ id: 'openTable.phone' })}
            value={customerPhone}
            maxLength={32}
            inputMode="tel"
            autoComplete="tel"
            onChange={(v) => setCustomerPhone(v.replace(/[^0-9+()\s-]/g, ''))}
          />
        </>
      ) : (
        <>
          <div className={styles.counterRow}>
            <span className={styles.label}>
              <FormattedMessage id="home.adult" />
            </span>
            <QuantityStepper
              value={adults}
              onChange={setAdults}
              max={99}
              dishName={intl.formatMessage({ id: 'home.adult' })}
            />
          </div>
          <div className={styles.counterRow}>
            <span className={styles.label}>
              <FormattedMessage id="home.child" />
            </span>
            <QuantityStepper
              value={children}
              onChange={setChildren}
              max={99}
              dishName={intl.formatMessage({ id: 'home.child' })}
            />
          </div>
          {hasOther && (
            <div className={styles.counterRow}>
              <span className={styles.label}>
                <FormattedMessage id="home.other" />
              </span>
              <QuantityStepper
                value={others}
                onChange={setOthers}
                max={99}
                dishName={intl.formatMessage({ id: 'home.other' })}
              />
            </div>
          )}
        </>
      )}
      <h3 className={styles.group}>
        <FormattedMessage id="openTable.chooseMenu" />
      </h3>
      <RadioCards
        aria-label={intl.formatMessage({ id: 'openTable.chooseMenu' })}
        value={menuId === null ? null : String(menuId)}
        onChange={(v) => setMenuId(Number(v))}
      >
        {menus.map((m) => (
          <RadioCard key={m.main_group_id} value={String(m.main_group_id)}>
            <span className={styles.menuName}>
              {localizedName(m.name_i18n, language, m.main_group_name)}
            </span>
            <Price amount={m.normal_price} currency={currency.value} />
          </RadioCard>
        ))}
      </RadioCards>
      {selfOpenOff && (
        <p className={styles.error} role="alert">
          <FormattedMessage id="openTable.selfOpenDisabled" />
        </p>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </Sheet>
  );
}
