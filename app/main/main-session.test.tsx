import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateClientState } from '../../lib/session';
import { pauseOrdering, startOrdering } from './main-session';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Table 7, open with order 9; every other call answered empty. Counts the table's reads. */
function answerTable() {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v2/tables/7'))
      return json({
        table_id: 7,
        table_name: 'T7',
        table_status: 2,
        cor_status: 1,
        order_head_id: 9,
        customer_num: 2,
        select_menu: '4',
        child_number: 0,
        other_number: 0,
        adult_number: 2,
      });
    return json({});
  });
}
const tableReads = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/v2/tables/7')).length;

beforeEach(() => {
  updateClientState({ tableId: 7, tableStatus: 2, qrCodeDate: Date.now(), approvalStatus: 'NO' });
});
afterEach(() => {
  pauseOrdering();
  updateClientState({ tableId: null, orderTab: null, qrCodeDate: null });
  vi.restoreAllMocks();
});

describe('startOrdering', () => {
  it('is taken by the page mounting moments after the tap that started it', async () => {
    const fetch = answerTable();
    const tap = startOrdering();
    const page = startOrdering({ maxAgeMs: 10_000 });
    expect(page).toBe(tap);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(1));
    // Later, with an age, the same start still stands; without one (the page came back into
    // view), the session is brought up to date again.
    expect(startOrdering({ maxAgeMs: 10_000 })).toBe(tap);
    const again = startOrdering();
    expect(again).not.toBe(tap);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(2));
  });

  it('starts again once older than the age asked for, or after the page paused', async () => {
    const fetch = answerTable();
    const first = startOrdering();
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(1));
    pauseOrdering();
    const afterPause = startOrdering({ maxAgeMs: 10_000 });
    expect(afterPause).not.toBe(first);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(2));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    expect(startOrdering({ maxAgeMs: 10_000 })).not.toBe(afterPause);
    await vi.waitFor(() => expect(tableReads(fetch)).toBe(3));
  });
});
