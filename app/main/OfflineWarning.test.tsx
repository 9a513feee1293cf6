import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../locales/catalogues';
import { connectionLost, socketConnected } from '../../lib/session';
import { rendersWithChangeDuring } from '../../ui/testing/render-during';
import { testRoot } from '../../ui/testing/test-root';
import { OfflineWarning } from './OfflineWarning';

// Real time: React's slices, the browser's tasks and timers, as on the page.
const dom = testRoot({ actEnvironment: false });
const messages = messagesFor('EN');
const offlineText = messages['main.offline'];

const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

beforeEach(() => {
  socketConnected.value = false;
  connectionLost.value = false;
});
afterEach(() => {
  socketConnected.value = false;
  connectionLost.value = false;
});

describe('OfflineWarning', () => {
  it("does not make React render the page again when the socket connects during the page's render", async () => {
    // Once: a signal read as the warning rendered, changed before the commit, would have React
    // render the whole tree again, synchronously (useSyncExternalStore's consistency check).
    const renders = await rendersWithChangeDuring(
      dom.root,
      <IntlProvider locale="en" messages={messages}>
        <OfflineWarning />
      </IntlProvider>,
      () => {
        socketConnected.value = true;
      },
    );
    expect(socketConnected.value).toBe(true);
    expect(renders).toBe(1);
  });

  it('says nothing while the socket first connects, and warns once the connection is lost', async () => {
    dom.root.render(
      <IntlProvider locale="en" messages={messages}>
        <OfflineWarning />
      </IntlProvider>,
    );
    await settled();
    expect(dom.host.textContent).toBe('');
    socketConnected.value = true;
    await settled();
    expect(dom.host.textContent).toBe('');
    connectionLost.value = true;
    await settled();
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toBe(offlineText);
    // Back: the warning goes.
    connectionLost.value = false;
    await settled();
    expect(dom.host.querySelector('[role="alert"]')).toBeNull();
  });
});
