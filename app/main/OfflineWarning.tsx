import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { effect } from '@preact/signals-react';
import {
  connectionLost,
  OFFLINE_GRACE_MS,
  socketConnected,
  socketRefused,
} from '../../lib/session';
import { notifications } from '../../lib/notify';
import * as styles from './MainPage.css';

/**
 * The offline warning at the top of the page. A reconnection (new session, page back in view)
 * takes a moment: only a lasting drop is reported. The connection's signals are read in an effect,
 * not as the warning renders: the socket connects while the page's first render is under way, and
 * React would render the whole page again (ui/testing/render-during.ts says why).
 */
export function OfflineWarning() {
  const intl = useIntl();
  const wasConnected = useRef(false);
  const [offline, setOffline] = useState(false);
  const [tooManyTabs, setTooManyTabs] = useState(false);
  useEffect(() => effect(() => setTooManyTabs(socketRefused.value === 'TOO_MANY_SOCKETS')), []);
  useEffect(
    () =>
      effect(() => {
        const lost = connectionLost.value;
        const connected = socketConnected.value && !lost;
        if (connected) {
          wasConnected.current = true;
          setOffline(false);
          return;
        }
        // Still connecting for the first time is not a drop, unless the network is known to be
        // gone (the page was opened offline, from the service worker's copy).
        if (!wasConnected.current && !lost) return;
        const t = setTimeout(
          () => {
            if (document.visibilityState !== 'visible') return;
            setOffline(true);
            notifications.warning(intl.formatMessage({ id: 'main.offline' }));
          },
          lost ? 0 : OFFLINE_GRACE_MS,
        );
        return () => clearTimeout(t);
      }),
    [intl],
  );
  // Too many tabs: the server refused this one's connection, which will not be retried.
  if (tooManyTabs)
    return (
      <p className={styles.offline} role="alert">
        {intl.formatMessage({ id: 'main.tooManyTabs' })}
      </p>
    );
  if (!offline) return null;
  return (
    <p className={styles.offline} role="alert">
      {intl.formatMessage({ id: 'main.offline' })}
    </p>
  );
}
