import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { effect } from '@preact/signals-react';
import { Button } from '../../../ui/Button/Button';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs/Tabs';
import { notifications, useNotificationAnchor } from '../../../lib/notify';
import { loadRestaurant } from '../../../lib/restaurant';
import {
  actionFailed,
  alertSerial,
  checkSession,
  connectStaffStore,
  kitchenRounds,
  bumpedTickets,
  loadConsole,
  logout,
  orderRequests,
  serviceCalls,
  sessionChecked,
  staffSession,
  takeActionFailure,
} from '../staff-store';
import { playAlert } from '../alert-sound';
import { disconnectOwnerStore, resetOwnerStore } from '../owner-store';
import { LoginForm } from './LoginForm';
import { FloorView } from './FloorView';
import { AlertsView } from './AlertsView';
import { KitchenView } from './KitchenView';
import { AvailabilityView } from './AvailabilityView';
import { OwnerView } from './OwnerView';
import * as styles from './StaffConsole.css';

export type ConsoleTab = 'floor' | 'alerts' | 'kitchen' | 'menu' | 'owner';

/** The signed-in console: floor, requests and calls, kitchen, sold out. */
export function ConsoleShell({ initialTab = 'floor' }: { initialTab?: ConsoleTab }) {
  const intl = useIntl();
  // The title and tabs stay in sight: notices stand at the bottom corner, over no control.
  useNotificationAnchor('bottom-right');
  const [tab, setTab] = useState<ConsoleTab>(initialTab);
  const [flashing, setFlashing] = useState(false);
  const session = staffSession.value;
  const waiting = orderRequests.value.length + serviceCalls.value.length;
  const openTickets = kitchenRounds.value.filter(
    (r) => !bumpedTickets.value.has(r.requestKey),
  ).length;

  // A new request or call: a sound and a flash of the alert counter.
  const seen = useRef(alertSerial.peek());
  useEffect(
    () =>
      effect(() => {
        const n = alertSerial.value;
        if (n === seen.current) return;
        seen.current = n;
        playAlert();
        setFlashing(false);
        requestAnimationFrame(() => setFlashing(true));
      }),
    [],
  );
  useEffect(
    () =>
      effect(() => {
        if (!actionFailed.value) return;
        const f = takeActionFailure();
        if (!f) return;
        notifications.error(
          intl.formatMessage({ id: 'staff.actionFailed' }, { reason: f.message }),
        );
      }),
    [intl],
  );

  const t = (id: string) => intl.formatMessage({ id: `staff.tabs.${id}` });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.brand}>{intl.formatMessage({ id: 'staff.title' })}</h1>
        {waiting > 0 && (
          <span
            role="status"
            className={`${styles.alert} ${flashing ? styles.alertFlash : ''}`}
            onAnimationEnd={() => setFlashing(false)}
          >
            {intl.formatMessage({ id: 'staff.waitingCount' }, { count: waiting })}
          </span>
        )}
        <span className={styles.who}>{session?.name}</span>
        <Button
          variant="ghost"
          size="sm"
          onPress={() =>
            void logout().then(() => {
              disconnectOwnerStore();
              resetOwnerStore();
            })
          }
        >
          {intl.formatMessage({ id: 'staff.logout' })}
        </Button>
      </header>
      <Tabs
        className={styles.body}
        selectedKey={tab}
        onSelectionChange={(k) => setTab(k as ConsoleTab)}
      >
        <TabList aria-label={intl.formatMessage({ id: 'staff.title' })}>
          <Tab id="floor">{t('floor')}</Tab>
          <Tab
            id="alerts"
            badge={waiting}
            badgeLabel={intl.formatMessage({ id: 'staff.waitingCount' }, { count: waiting })}
          >
            {t('alerts')}
          </Tab>
          <Tab id="kitchen" badge={openTickets}>
            {t('kitchen')}
          </Tab>
          <Tab id="menu">{t('menu')}</Tab>
          <Tab id="owner">{t('owner')}</Tab>
        </TabList>
        <TabPanel id="floor">
          <FloorView />
        </TabPanel>
        <TabPanel id="alerts">
          <AlertsView />
        </TabPanel>
        <TabPanel id="kitchen">
          <KitchenView />
        </TabPanel>
        <TabPanel id="menu">
          <AvailabilityView />
        </TabPanel>
        <TabPanel id="owner">
          <OwnerView />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** `/staff`: the login, then the console, kept live over the staff room. */
export function StaffConsole() {
  const session = staffSession.value;
  useEffect(() => {
    if (!sessionChecked.peek()) void checkSession();
    void loadRestaurant().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!session) return;
    connectStaffStore();
    void loadConsole();
  }, [session]);
  if (!sessionChecked.value)
    return (
      <div className={styles.page}>
        <Spinner />
      </div>
    );
  return <div className={styles.page}>{session ? <ConsoleShell /> : <LoginForm />}</div>;
}
