import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientState, resetClientState } from '../../lib/session';
import { earlyScanFoundOpenTable, scanOnLoad, startEntry } from './entry-store';
import { settingsById, settingsByName } from '../../lib/restaurant';
import { tablePin } from '../pin';
import type * as Session from '../../lib/session';

type SessionModule = typeof Session;

// The room join goes over the app's socket, which these tests do not open.
vi.mock('../../lib/session', async (original) => ({
  ...(await original<SessionModule>()),
  emitSocket: vi.fn(),
}));

afterEach(() => {
  resetClientState();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const freeTable = {
  table_id: 3,
  table_name: 'T3',
  table_status: 0,
  cor_status: null,
  order_head_id: null,
  customer_num: 0,
  adult_number: 0,
  child_number: 0,
  other_number: 0,
  select_menu: '',
  pin_required: false,
};

describe('the entry screen mounted twice while it scans', () => {
  it('sends one scan, which the latest mount follows', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/v2/tables/')) return json(freeTable);
      if (url.startsWith('/api/v2/settings')) return json([]);
      return json({ restaurant_name: 'Sakura' });
    });
    // A browser's first scans carry no session cookie: each would be issued a session of its own.
    const [first, second] = await Promise.all([startEntry('3'), startEntry('3')]);
    const scans = fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/v2/tables/'));
    expect(scans.map(([u]) => String(u))).toEqual(['/api/v2/tables/3?scan=1']);
    expect(first).toBeNull();
    expect(second).toEqual({ to: '/Home' });
  });

  it('scans again once the first scan has answered', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async (input) =>
        String(input).startsWith('/api/v2/tables/') ? json(freeTable) : json([]),
      );
    await startEntry('3');
    await startEntry('3');
    const scans = fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/v2/tables/'));
    expect(scans).toHaveLength(2);
  });
});

describe('a scan that leads to the home page of an open table', () => {
  const openTable = (pinRequired: boolean) => ({
    ...freeTable,
    table_status: 2,
    cor_status: 1,
    order_head_id: 9,
    customer_num: 2,
    adult_number: 2,
    select_menu: '4',
    pin_required: pinRequired,
  });
  // The PIN banner and the member button are on (the demo's settings).
  const settingsList = [
    { id: 129, name: 'member-login', value: 1 },
    { id: 0, name: 'order_head_password', value: 1 },
  ];

  const scan = async (pinRequired: boolean) => {
    settingsById.value = { 129: 1 };
    settingsByName.value = { 'member-login': 1, order_head_password: 1 };
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/v2/tables/')) return json(openTable(pinRequired));
      if (url.startsWith('/api/v2/settings')) return json(settingsList);
      if (url.startsWith('/api/v2/order_head_password/list'))
        return json({ data: [{ order_password: '1234' }] });
      if (url.startsWith('/api/v2/check/od/secret_key'))
        return json({ restaurant: { string_id: 'r1' }, member_provider: '' });
      return json({ restaurant_name: 'Sakura' });
    });
    expect(await startEntry('5')).toEqual({ to: '/Home' });
    return fetch.mock.calls.map(([u]) => String(u));
  };

  it("asks for the PIN banner's and the member button's answers with the scan's, not after the page renders", async () => {
    const calls = await scan(false);
    expect(calls).toContain('/api/v2/order_head_password/list?order_id=9');
    expect(calls).toContain('/api/v2/check/od/secret_key');
    // After the scan: they are asked with the session the scan's answer brought.
    expect(calls.indexOf('/api/v2/order_head_password/list?order_id=9')).toBeGreaterThan(
      calls.findIndex((u) => u.startsWith('/api/v2/tables/')),
    );
    await vi.waitFor(() => expect(tablePin.value).toEqual({ orderId: 9, pin: '1234' }));
  });

  it('does not ask for the PIN of an order this phone has not entered it for', async () => {
    const calls = await scan(true);
    expect(calls.some((u) => u.startsWith('/api/v2/order_head_password/list'))).toBe(false);
    // The member key's answer of a moment ago (the test above) stands: no second call.
    expect(calls).not.toContain('/api/v2/check/od/secret_key');
  });
});

describe('a scan started as the app loads', () => {
  const scansOf = (fetch: { mock: { calls: unknown[][] } }) =>
    fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/v2/tables/'));

  it('is taken by the entry page, even once answered, and only once', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/v2/tables/')) return json(freeTable);
      return url.startsWith('/api/v2/settings') ? json([]) : json({ restaurant_name: 'Sakura' });
    });
    expect(scanOnLoad('/', '?table_id=3')).toBe('3');
    // The scan has answered (the table is remembered) before the entry page mounts.
    await vi.waitFor(() => expect(clientState.value.tableId).toBe(3));
    await new Promise((r) => setTimeout(r, 0));
    // The entry page mounts (twice, as React's development mode does): one scan for both.
    const [first, second] = await Promise.all([startEntry('3'), startEntry('3')]);
    expect(scansOf(fetch)).toEqual(['/api/v2/tables/3?scan=1']);
    expect(first).toBeNull();
    expect(second).toEqual({ to: '/Home' });
    // A later entry with the same code on this page asks the server again.
    await startEntry('3');
    expect(scansOf(fetch)).toHaveLength(2);
  });

  it('is not started by other pages or an address without a code', () => {
    const fetch = vi.spyOn(window, 'fetch');
    expect(scanOnLoad('/Home', '?table_id=3')).toBeNull();
    expect(scanOnLoad('/', '')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not taken by an entry for another code or mode', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async (input) =>
        String(input).startsWith('/api/v2/tables/') ? json(freeTable) : json([]),
      );
    scanOnLoad('/lite', '?table_id=3');
    expect(await startEntry('4')).toEqual({ to: '/Home' });
    expect(scansOf(fetch)).toEqual(['/api/v2/tables/3?scan=1', '/api/v2/tables/4?scan=1']);
  });
});

describe('what the scan started as the app loaded found', () => {
  const openTable = { ...freeTable, table_status: 2, cor_status: 1, order_head_id: 7 };
  const answering = (table: object) =>
    vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/v2/tables/')) return json(table);
      return url.startsWith('/api/v2/settings') ? json([]) : json({ restaurant_name: 'Sakura' });
    });

  it('says so when the table is open with its order and the home page comes next', async () => {
    answering(openTable);
    scanOnLoad('/', '?table_id=3');
    expect(await earlyScanFoundOpenTable()).toBe(true);
  });

  it('says no for a free table, a failed scan, or an address without a code', async () => {
    // (Each scan below is of another code: one under way for the same code would be taken.)
    answering(freeTable);
    scanOnLoad('/', '?table_id=4');
    expect(await earlyScanFoundOpenTable()).toBe(false);

    vi.restoreAllMocks();
    vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('', { status: 404 }));
    scanOnLoad('/', '?table_id=9');
    expect(await earlyScanFoundOpenTable()).toBe(false);

    // Taken by the entry page: nothing started as the app loaded is left to ask about.
    answering(openTable);
    scanOnLoad('/', '?table_id=5');
    await startEntry('5');
    expect(await earlyScanFoundOpenTable()).toBe(false);
  });
});
