import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import type { OrderRequestView, ServiceCallView } from '../../../protocol';
import {
  acknowledgeCall,
  approveRequest,
  dineInMenus,
  orderRequests,
  rejectRequest,
  serviceCalls,
} from '../staff-store';
import { clock, since, useNow } from '../use-now';
import { menuNamesOf, shownText } from '../names';
import { clientLanguage } from '../../../lib/session';
import * as styles from './StaffConsole.css';

/** Numbers a request carries beyond the protocol's named fields. */
const countOf = (r: OrderRequestView, key: string) => Number(r[key] ?? 0) || 0;

function RequestItem({ r, now }: { r: OrderRequestView; now: number }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const menus = menuNamesOf(String(r.select_menu ?? ''), dineInMenus.value, clientLanguage.value);
  const act = (run: () => Promise<boolean>) => {
    setBusy(true);
    void run().finally(() => setBusy(false));
  };
  return (
    <li className={styles.item} aria-label={r.table_name}>
      <div className={styles.itemMain}>
        <span className={styles.itemTitle}>{r.table_name}</span>
        <span>
          {intl.formatMessage(
            { id: 'staff.requests.counts' },
            {
              adults: countOf(r, 'adult_number'),
              children: countOf(r, 'child_number'),
              others: countOf(r, 'other_number'),
            },
          )}
        </span>
        {menus.length > 0 && <span>{menus.join(', ')}</span>}
        <span className={styles.muted}>
          {intl.formatMessage({ id: 'staff.waiting' }, { time: clock(since(r.created_at, now)) })}
        </span>
      </div>
      <div className={styles.actions}>
        <Button isDisabled={busy} onPress={() => act(() => approveRequest(r.id))}>
          {intl.formatMessage({ id: 'staff.requests.approve' })}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          onPress={() => act(() => rejectRequest(r.id))}
        >
          {intl.formatMessage({ id: 'staff.requests.reject' })}
        </Button>
      </div>
    </li>
  );
}

function CallItem({ c, now }: { c: ServiceCallView; now: number }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <li className={styles.item} aria-label={c.table_name}>
      <div className={styles.itemMain}>
        <span className={styles.itemTitle}>{c.table_name || `#${c.table_id}`}</span>
        {c.stated_table_name && c.stated_table_name !== c.table_name && (
          <span>
            {intl.formatMessage(
              { id: 'staff.calls.stated' },
              { name: shownText(c.stated_table_name) },
            )}
          </span>
        )}
        {c.checkbox_group.length > 0 && <span>{c.checkbox_group.join(' · ')}</span>}
        {c.message && <span>“{shownText(c.message)}”</span>}
        <span className={styles.muted}>
          {intl.formatMessage({ id: 'staff.waiting' }, { time: clock(since(c.created_at, now)) })}
        </span>
      </div>
      <Button
        isDisabled={busy}
        onPress={() => {
          setBusy(true);
          void acknowledgeCall(c.id).finally(() => setBusy(false));
        }}
      >
        {intl.formatMessage({ id: 'staff.calls.acknowledge' })}
      </Button>
    </li>
  );
}

/** Requests to open a table and calls for service, oldest first, as they arrive. */
export function AlertsView() {
  const intl = useIntl();
  const now = useNow();
  const requests = orderRequests.value;
  const calls = serviceCalls.value;
  return (
    <div className={styles.panel}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'staff.requests.title' })}</h2>
      {requests.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'staff.requests.none' })}</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((r) => (
            <RequestItem key={r.id} r={r} now={now} />
          ))}
        </ul>
      )}
      <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'staff.calls.title' })}</h2>
      {calls.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'staff.calls.none' })}</p>
      ) : (
        <ul className={styles.list}>
          {calls.map((c) => (
            <CallItem key={c.id} c={c} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
