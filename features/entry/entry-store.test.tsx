import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../lib/session';
import { startEntry } from './entry-store';
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
