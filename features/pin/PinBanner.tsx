import { lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, PlainButton } from '../../ui/Button/Button';
import { Deferred } from '../../ui/Deferred/Deferred';
import { Icon } from '../../ui/icons/Icon';
import { loadTablePin, pinNeeded, tablePin } from './pin-store';
import type { PinChange } from './PinChangeDialog';
import * as styles from './PinDialog.css';

// The employee's dialog (with its form) loads when the browser is idle, apart from the page.
const loadChangeDialog = () => import('./PinChangeDialog');
const LazyPinChangeDialog = lazy(() =>
  loadChangeDialog().then((m) => ({ default: m.PinChangeDialog })),
);

/** How long the PIN's answer (the scan's, features/entry) stands for a banner mounting after it. */
const PIN_ANSWER_FRESH_MS = 10_000;

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
  const [change, setChange] = useState<PinChange | null>(null);
  const known = tablePin.value;
  // Until this phone has entered the order's PIN the server shows nothing of it: no need to ask.
  const pending = pinNeeded.value === orderId;
  useEffect(() => {
    if (!pending) void loadTablePin(orderId, { maxAgeMs: PIN_ANSWER_FRESH_MS });
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
          <PlainButton size="sm" variant="ghost" onPress={() => setChange('set')}>
            {intl.formatMessage({ id: 'pin.set' })}
          </PlainButton>
        ) : (
          <>
            <PlainButton size="sm" variant="ghost" onPress={() => setChange('change')}>
              {intl.formatMessage({ id: 'pin.change' })}
            </PlainButton>
            <PlainButton size="sm" variant="ghost" onPress={() => setChange('remove')}>
              {intl.formatMessage({ id: 'pin.remove' })}
            </PlainButton>
          </>
        )}
      </div>
      <Deferred when={change !== null} prefetch={loadChangeDialog}>
        <LazyPinChangeDialog
          orderId={orderId}
          change={change}
          onClose={close}
          onDone={() => {
            setVisible(false);
            close();
          }}
        />
      </Deferred>
    </section>
  );
}
