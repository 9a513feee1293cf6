import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Button } from '../../../ui/Button/Button';
import { QuantityStepper } from '../../../ui/QuantityStepper/QuantityStepper';
import { Price } from '../../../ui/Price/Price';
import { TextField } from '../../../ui/TextField/TextField';
import { PinInput } from '../../../ui/PinInput/PinInput';
import { RadioCard, RadioCards } from '../../../ui/RadioCards/RadioCards';
import { CheckboxCard, CheckboxCards } from '../../../ui/CheckboxCards/CheckboxCards';
import { clientState } from '../../../lib/session';
import {
  TAKEAWAY_TABLE_ID,
  defaultSelectionMenuOf,
  classifyPinEntry,
  multiMenuAllowed,
  pinEnabled,
  selfOpenAllowed,
} from '../../../core';
import { currency, settings } from '../../../lib/restaurant';
import { notifications } from '../../../lib/notify';
import type { HomeMenu } from '../home-store';
import { localizedName } from '../../../core/locale/localized-name';
import { MENU_NOT_OFFERED, openTable } from '../open-table';
import * as styles from './OpenTableSheet.css';

export interface OpenTableSheetProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menus offered now (the business rule in force); none while the kitchen is closed. */
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
  // Several first-level menus at once where the restaurant allows it (select_menu is a list).
  const several = multiMenuAllowed(settings.value) && menus.length > 1;
  const [chosenIds, setChosenIds] = useState<number[]>(() => {
    const first = menus.some((m) => m.main_group_id === defaultMenu)
      ? defaultMenu
      : menus[0]?.main_group_id;
    return first === undefined || first === null ? [] : [first];
  });
  const [adults, setAdults] = useState(takeaway ? 1 : 2);
  const [children, setChildren] = useState(0);
  const [others, setOthers] = useState(0);
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The opener's temporary table PIN, where the restaurant uses them: none, or exactly 4 digits.
  const [pin, setPin] = useState('');
  const askPin = !takeaway && pinEnabled(settings.value);
  const pinEntry = classifyPinEntry(pin);

  // The chosen menus that are still offered, in the panel's order.
  const chosen = menus.filter((m) => chosenIds.includes(m.main_group_id));
  const hasOther = chosen.some((m) => m.other_price !== null && m.other_price > 0);
  const people = adults + children + (hasOther ? others : 0);
  const tableFree = tableStatus === null || tableStatus < 2 || tableStatus > 4;
  const selfOpenOff = !takeaway && tableFree && !selfOpenAllowed(settings.value);
  // A table that already holds a head count may be joined without counting again.
  const tableHoldsCount = (orderTab?.person ?? 0) > 0;
  const canOpen =
    chosen.length > 0 &&
    (takeaway ? customerName.trim() !== '' : people > 0 || tableHoldsCount) &&
    !selfOpenOff &&
    !locationBlocked &&
    !(askPin && pinEntry === 'malformed') &&
    !pending;

  const submit = async () => {
    if (chosen.length === 0) return;
    setPending(true);
    setProblem(null);
    try {
      const result = await openTable({
        menuIds: chosen.map((m) => m.main_group_id),
        adults,
        children,
        others: hasOther ? others : 0,
        customerName: customerName.trim(),
        customerPhone: customerPhone.trim(),
        ...(askPin && pinEntry === 'valid' ? { pin } : {}),
      });
      notifications.success(
        intl.formatMessage({
          id: result === 'opened' ? 'openTable.opened' : 'openTable.requestSent',
        }),
      );
      onOpenChange(false);
      onOpened();
    } catch (e) {
      const code = (e as { code?: unknown } | null)?.code;
      setProblem(
        intl.formatMessage({
          id:
            code === MENU_NOT_OFFERED
              ? 'openTable.menuNotOffered'
              : code === 'TOO_MANY_REQUESTS'
                ? 'openTable.tooManyOrders'
                : 'openTable.failed',
        }),
      );
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
        <FormattedMessage id={several ? 'openTable.chooseMenus' : 'openTable.chooseMenu'} />
      </h3>
      {menus.length === 0 ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="openTable.noMenuNow" />
        </p>
      ) : several ? (
        <CheckboxCards
          aria-label={intl.formatMessage({ id: 'openTable.chooseMenus' })}
          value={chosen.map((m) => String(m.main_group_id))}
          onChange={(v) => setChosenIds(v.map(Number))}
        >
          {menus.map((m) => (
            <CheckboxCard key={m.main_group_id} value={String(m.main_group_id)}>
              <span className={styles.menuName}>
                {localizedName(m.name_i18n, language, m.main_group_name)}
              </span>
              <Price amount={m.normal_price} currency={currency.value} />
            </CheckboxCard>
          ))}
        </CheckboxCards>
      ) : (
        <RadioCards
          aria-label={intl.formatMessage({ id: 'openTable.chooseMenu' })}
          value={chosen[0] ? String(chosen[0].main_group_id) : null}
          onChange={(v) => setChosenIds([Number(v)])}
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
      )}
      {askPin && (
        <>
          <h3 className={styles.group}>
            <FormattedMessage id="openTable.pin" />
          </h3>
          <p className={styles.note}>
            <FormattedMessage id="openTable.pinText" />
          </p>
          <PinInput
            label={intl.formatMessage({ id: 'pin.label' })}
            value={pin}
            onChange={setPin}
            isInvalid={pinEntry === 'malformed'}
            errorMessage={intl.formatMessage({ id: 'pin.hint' })}
          />
        </>
      )}
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
