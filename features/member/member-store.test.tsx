import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_POLL_MS, MEMBER_VERIFY_TTL_MS } from '../../protocol/member';
import { settingsById } from '../../lib/restaurant';
import {
  checkMemberKey,
  logoutMember,
  member,
  memberLogin,
  memberWakeUp,
  requestMemberLogin,
  setMemberStateForTest,
  startMemberLogin,
} from './member-store';

const ID = 'v'.repeat(32);
/** A response whose body resolves in a microtask, so fake timers can run a whole poll. */
const json = (body: unknown, status = 200) =>
  ({
    ok: status < 400,
    status,
    statusText: '',
    headers: new Headers({ 'content-type': 'application/json' }),
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as unknown as Response; // only what api() reads of a Response
const SOFIA = {
  logo: '',
  customer_name: 'Sofia Marino',
  phone_prefix: '+39',
  phone: '3475550123',
  integrals: 1280,
  verify_id: ID,
  project: 'QOP',
  string_id: 'tavola-sakura',
};

const isResponse = (a: unknown): a is Response =>
  typeof a === 'object' && a !== null && 'text' in a && 'status' in a;

/** A provider that answers each status check from `answers` in turn (the last one repeats). */
function provider(answers: unknown[]) {
  const calls: string[] = [];
  let n = 0;
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    calls.push(url);
    if (url.endsWith('/v1/code_shark'))
      return json({ error: false, verify_id: ID, expires_at: new Date().toISOString() });
    const a = answers[Math.min(n++, answers.length - 1)];
    return isResponse(a) ? a : json(a);
  });
  return { checks: () => calls.filter((c) => c.includes('/check/code_shark')).length, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  settingsById.value = { 129: 1 };
  setMemberStateForTest({
    login: { phase: 'idle', verifyId: null, approveUrl: null, detail: null },
    member: null,
    key: { stringId: 'tavola-sakura', provider: '/api/member' },
  });
});
afterEach(() => {
  logoutMember();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('member login', () => {
  it('asks the provider for a request, then for its status every 1.5 s until the member signs in', async () => {
    const p = provider([{ status: '0' }, { status: '0' }, { status: '1', member: SOFIA }]);
    await startMemberLogin();
    expect(memberLogin.value.phase).toBe('polling');
    expect(memberLogin.value.approveUrl).toBe(`${location.origin}/Member?verify_id=${ID}`);
    await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS - 1);
    expect(p.checks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS * 2);
    expect(p.checks()).toBe(3);
    expect(memberLogin.value.phase).toBe('success');
    expect(member.value).toEqual({
      userLogo: '',
      userName: 'Sofia Marino',
      userPhonePrefix: '+39',
      userPhone: '3475550123',
      userPoints: 1280,
    });
    await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS * 3);
    expect(p.checks()).toBe(3);
  });

  it('fails on a cancel, on status 3 and on an error, stops asking and clears the member', async () => {
    for (const [answer, phase] of [
      [{ status: '2' }, 'cancelled'],
      [{ status: '3' }, 'timedOut'],
      [json({ code: 'NOT_FOUND', message: 'No such member login' }, 404), 'failed'],
    ] as const) {
      vi.restoreAllMocks();
      setMemberStateForTest({
        member: { userLogo: '', userName: 'X', userPhonePrefix: '', userPhone: '', userPoints: 1 },
        login: { phase: 'idle', verifyId: null, approveUrl: null, detail: null },
      });
      const p = provider([answer]);
      await startMemberLogin();
      await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS);
      expect(memberLogin.value.phase).toBe(phase);
      expect(member.value).toBeNull();
      await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS * 3);
      expect(p.checks()).toBe(1);
    }
  });

  it('gives up after an hour without an answer', async () => {
    const p = provider([{ status: '0' }]);
    await startMemberLogin();
    await vi.advanceTimersByTimeAsync(MEMBER_VERIFY_TTL_MS - MEMBER_POLL_MS);
    expect(memberLogin.value.phase).toBe('polling');
    await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS * 2);
    expect(memberLogin.value.phase).toBe('timedOut');
    const asked = p.checks();
    await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS * 3);
    expect(p.checks()).toBe(asked);
  });

  it('acts 500 ms after the last tap and ignores taps while a login is under way', async () => {
    const p = provider([{ status: '0' }]);
    requestMemberLogin();
    await vi.advanceTimersByTimeAsync(300);
    requestMemberLogin();
    await vi.advanceTimersByTimeAsync(499);
    expect(p.calls.filter((c) => c.endsWith('/v1/code_shark'))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(memberLogin.value.phase).toBe('polling');
    requestMemberLogin();
    await startMemberLogin();
    await vi.advanceTimersByTimeAsync(600);
    expect(p.calls.filter((c) => c.endsWith('/v1/code_shark'))).toHaveLength(1);
  });

  it('asks at once when the page wakes up, and times out by the clock after a long sleep', async () => {
    const p = provider([{ status: '0' }, { status: '1', member: SOFIA }]);
    await startMemberLogin();
    memberWakeUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(MEMBER_POLL_MS);
    expect(memberLogin.value.phase).toBe('success');

    logoutMember();
    expect(member.value).toBeNull();
    await startMemberLogin();
    // The phone slept through the hour: no timer fired, the wake-up finds the time up.
    vi.setSystemTime(Date.now() + MEMBER_VERIFY_TTL_MS + 1);
    memberWakeUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(memberLogin.value.phase).toBe('timedOut');
  });

  it('does not start when the key check fails', async () => {
    setMemberStateForTest({ key: { stringId: '', provider: '/api/member' } });
    const p = provider([{ status: '0' }]);
    await startMemberLogin();
    expect(memberLogin.value.phase).toBe('failed');
    expect(p.calls.filter((c) => c.endsWith('/v1/code_shark'))).toHaveLength(0);
  });
});

describe('member key check', () => {
  it("takes an answer that came within maxAgeMs (the home page's) instead of asking again", async () => {
    const calls: string[] = [];
    vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      calls.push(String(input));
      return json({ restaurant: { string_id: 'tavola-sakura' }, member_provider: '' });
    });
    const keyCalls = () => calls.filter((c) => c.endsWith('/api/v2/check/od/secret_key')).length;
    // Two asked at once (the home page's entry and the menu page) share one call.
    const [a, b] = await Promise.all([checkMemberKey(), checkMemberKey({ maxAgeMs: 60_000 })]);
    expect([a, b, keyCalls()]).toEqual([true, true, 1]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await checkMemberKey({ maxAgeMs: 60_000 })).toBe(true);
    expect(keyCalls()).toBe(1);
    // Older than that, or asked without maxAgeMs, the server is asked again.
    await vi.advanceTimersByTimeAsync(31_000);
    await checkMemberKey({ maxAgeMs: 60_000 });
    expect(keyCalls()).toBe(2);
    await checkMemberKey();
    expect(keyCalls()).toBe(3);
  });
});
