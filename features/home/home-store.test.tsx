import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentChanged } from '../../lib/session';
import { homeData, homeFailed, loadHome, resetHomeStore } from './home-store';

afterEach(() => {
  resetHomeStore();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * Every home call answered (a menu named `name`, nothing else); the menus call fails while
 * `failing`.
 */
function answerHome(state: { failing: boolean; name?: string } = { failing: false }) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v3/menus'))
      return state.failing
        ? new Response('{}', { status: 500 })
        : json([{ main_group_id: 1, main_group_name: state.name ?? 'Lunch' }]);
    if (url.startsWith('/api/v2/bulletin/')) return json({ data: [] });
    return json([]);
  });
}
const menuCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/v3/menus')).length;

describe("the home page's content", () => {
  it('is asked for once when the page mounts while the scan’s load is under way, or just after', async () => {
    const fetch = answerHome();
    // The scan starts the load; the page mounts while it is under way, and again once it is in.
    const started = loadHome(false);
    const taken = loadHome(false, { maxAgeMs: 10_000 });
    await Promise.all([started, taken]);
    await loadHome(false, { maxAgeMs: 10_000 });
    expect(menuCalls(fetch)).toBe(1);
    expect(homeData.value?.menus).toHaveLength(1);
  });

  it('is asked for again when asked without an age, for the other kind, or after a failure', async () => {
    const state = { failing: true };
    const fetch = answerHome(state);
    await loadHome(false);
    expect(homeFailed.value).toBe(true);
    // A failed load is no answer to take: the page asks again.
    state.failing = false;
    await loadHome(false, { maxAgeMs: 10_000 });
    expect(homeFailed.value).toBe(false);
    expect(menuCalls(fetch)).toBe(2);
    // The retry button asks again; so does a takeaway's page.
    await loadHome(false);
    await loadHome(true, { maxAgeMs: 10_000 });
    expect(menuCalls(fetch)).toBe(4);
    expect(fetch.mock.calls.some(([u]) => String(u) === '/api/v3/menus?type=1&with_dish=0')).toBe(
      true,
    );
  });

  it('is asked for again once the answer is older than the age asked for', async () => {
    const fetch = answerHome();
    await loadHome(false);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    await loadHome(false, { maxAgeMs: 10_000 });
    expect(menuCalls(fetch)).toBe(2);
  });

  it('is read again from the server when the service worker says a call of it changed', async () => {
    const state = { failing: false, name: 'Lunch' };
    const fetch = answerHome(state);
    // The news can come before the kept answers are in: the load under way ends first.
    const load = loadHome(false);
    state.name = 'Dinner';
    contentChanged('/api/v2/banner-announcement');
    await load;
    await vi.waitFor(() => expect(homeData.value?.menus[0]?.main_group_name).toBe('Dinner'));
    expect(menuCalls(fetch)).toBe(2);
    // Read again from the server, not from the worker's kept answers.
    const reread = fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/v3/menus')).at(-1);
    expect(reread?.[1]?.cache).toBe('no-cache');
    // A call that is not the home page's changes nothing here.
    contentChanged('/api/v2/orders/1');
    contentChanged('/api/v3/menus2/1?type=0&with_dish=1&language=EN');
    // A reread that fails (the network went meanwhile) leaves the page as it is, without an error.
    state.failing = true;
    contentChanged('/api/v3/menus?type=0&with_dish=0');
    await vi.waitFor(() => expect(menuCalls(fetch)).toBe(3));
    // The answers are immediate: a turn of the event loop sees the reread over.
    await new Promise((r) => setTimeout(r, 0));
    expect(homeFailed.value).toBe(false);
    expect(homeData.value?.menus[0]?.main_group_name).toBe('Dinner');
  });
});
