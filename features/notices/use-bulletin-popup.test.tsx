import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateClientState } from '../../lib/session';
import { orderTabFixture } from '../../lib/session/fixtures';
import { testRoot } from '../../ui/testing/test-root';
import type * as Core from '../../core';
import type * as NoticesStore from './notices-store';

// The pop-up waits 50 ms here (advertising_time minutes in the restaurant) and has one picture.
vi.mock('../../core', async (importOriginal) => ({
  ...(await importOriginal<typeof Core>()),
  bulletinPopupDelayMs: () => 50,
}));
vi.mock('./notices-store', async (importOriginal) => {
  const real = await importOriginal<typeof NoticesStore>();
  return {
    ...real,
    loadBulletins: () => {
      real.bulletins.value = [{ name: 'spring.jpg' } as never];
      return Promise.resolve();
    },
  };
});
const store = await import('./notices-store');
const { useBulletinPopup } = await import('./use-bulletin-popup');

const dom = testRoot({ actEnvironment: false });

function Page() {
  useBulletinPopup();
  return <p>menu</p>;
}

/** Long enough for the pop-up's 50 ms and its load, had it been due. */
const pastTheDelay = () => new Promise((r) => setTimeout(r, 300));

beforeEach(() => {
  sessionStorage.clear();
  store.resetNoticesStore();
  updateClientState({ orderTab: orderTabFixture({ orderId: 42 }), noticesClosedFor: 0 });
});
afterEach(() => store.resetNoticesStore());

describe('useBulletinPopup', () => {
  it('pops the notices up once the wait is over', async () => {
    dom.root.render(<Page />);
    await vi.waitFor(() => expect(store.noticesOpen.value).toBe(true));
  });

  it('does not open by itself once the diner has closed the notices of this order', async () => {
    dom.root.render(<Page />);
    // The diner looks at the notices from the bar's tab and closes them, before the wait is over.
    store.openNotices();
    store.closeNotices();
    await pastTheDelay();
    expect(store.noticesOpen.value).toBe(false);
  });

  it('stays closed when the page comes back for the same order, and pops up for a new one', async () => {
    dom.root.render(<Page />);
    await vi.waitFor(() => expect(store.noticesOpen.value).toBe(true));
    store.closeNotices();
    dom.root.render(null);
    dom.root.render(<Page />);
    await pastTheDelay();
    expect(store.noticesOpen.value).toBe(false);
    updateClientState({ orderTab: orderTabFixture({ orderId: 43 }) });
    await vi.waitFor(() => expect(store.noticesOpen.value).toBe(true));
  });
});
