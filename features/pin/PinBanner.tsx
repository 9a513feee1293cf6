import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Icon } from '../../ui/icons/Icon';
import { notifications } from '../../lib/notify';
import { changePin, loadTablePin, pinNeeded, tablePin } from './pin-store';
import { PinChangeForm } from './PinChangeForm';
import * as styles from './PinDialog.css';

/** What the employee's dialog does to the table's temporary PIN. */
type Change = 'set' | 'change' | 'remove';

/**
 * The home page's table PIN banner (entry-home-service.md §2 "Table PIN banner with show/hide",
 * "Table PIN page shows the order's current PIN", the self-opening page's temporary PIN create,
 * reset and cancel): the PIN stays hidden until the diner shows it; an employee can set, change
 * or remove it with their account and password. Shown only to a phone that entered or set the
 * PIN, or on an order without one.
 */
export function PinBanner({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const known = tablePin.value;
  // Until this phone has entered the order's PIN the server shows nothing of it: no need to ask.
  const pending = pinNeeded.value === orderId;
  useEffect(() => {
    if (!pending) void loadTablePin(orderId);
  }, [orderId, pending]);
  if (pending) return null;
  if (!known || known.orderId !== orderId) return null;
  const pin = known.pin;
  const close = () => setChange(null);
  return (
    <section className={styles.banner} aria-label={intl.formatMessage({ id: 'pin.label' })}>
      <span className={styles.bannerLabel}>
        <Icon name="lock" label={false} />
        {intl.formatMessage({ id: 'pin.label' })}
        {pin === null ? (
          <span>{intl.formatMessage({ id: 'pin.none' })}</span>
        ) : visible ? (
          <span className={styles.pinValue}>{pin}</span>
        ) : (
          <span className={styles.pinValue} aria-label={intl.formatMessage({ id: 'pin.hidden' })}>
            ••••
          </span>
        )}
      </span>
      {pin !== null && (
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={visible}
          onPress={() => setVisible(!visible)}
        >
          {intl.formatMessage({ id: visible ? 'pin.hide' : 'pin.show' })}
        </Button>
      )}
      <div className={styles.staffActions}>
        {pin === null ? (
          <Button size="sm" variant="ghost" onPress={() => setChange('set')}>
            {intl.formatMessage({ id: 'pin.set' })}
          </Button>
        ) : (
          <>
            <Button size="sm" variant="ghost" onPress={() => setChange('change')}>
              {intl.formatMessage({ id: 'pin.change' })}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setChange('remove')}>
              {intl.formatMessage({ id: 'pin.remove' })}
            </Button>
          </>
        )}
      </div>
      <Dialog
        isOpen={change !== null}
        onOpenChange={(open) => !open && close()}
        title={intl.formatMessage({ id: `pin.${change ?? 'change'}Title` })}
      >
        <div className={styles.body}>
          <p className={styles.text}>
            {intl.formatMessage({ id: change === 'remove' ? 'pin.removeText' : 'pin.staffText' })}
          </p>
          <PinChangeForm
            cancel={change === 'remove'}
            onSubmit={(account, password, newPin) => changePin(orderId, account, password, newPin)}
            onDone={() => {
              notifications.success(
                intl.formatMessage({ id: change === 'remove' ? 'pin.removed' : 'pin.changed' }),
              );
              setVisible(false);
              close();
            }}
            onCancel={close}
          />
        </div>
      </Dialog>
    </section>
  );
}
