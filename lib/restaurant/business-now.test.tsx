import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetBusinessNow, readBusinessNow } from './business-now';

const answer = (minutes: number) => ({
  isBusinessTime: true,
  minutes_to_close: minutes,
  closing_notice_minutes: 15,
});

/** A server whose n-th answer says `minutes` + n minutes to closing; counts the calls. */
function server() {
  let n = 0;
  vi.spyOn(window, 'fetch').mockImplementation(async () => {
    const body = JSON.stringify(answer(60 + n++));
    return {
      ok: true,
      status: 200,
      statusText: '',
      headers: new Headers({ 'content-type': 'application/json' }),
      text: () => Promise.resolve(body),
    } as unknown as Response; // only what api() reads of a Response
  });
  return () => n;
}

beforeEach(() => {
  vi.useFakeTimers();
  forgetBusinessNow();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the business rule in force now', () => {
  it('serves an answer that came within maxAgeMs, with the time it came, instead of asking again', async () => {
    const calls = server();
    const home = await readBusinessNow();
    expect(home.answer.minutes_to_close).toBe(60);
    await vi.advanceTimersByTimeAsync(20_000);
    const menu = await readBusinessNow({ maxAgeMs: 60_000 });
    // The home page's answer, and the time it came (its minutes count from then).
    expect(menu).toEqual(home);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(41_000);
    expect((await readBusinessNow({ maxAgeMs: 60_000 })).answer.minutes_to_close).toBe(61);
    expect((await readBusinessNow()).answer.minutes_to_close).toBe(62);
    expect(calls()).toBe(3);
  });

  it('joins a read under way when maxAgeMs allows', async () => {
    const calls = server();
    const [a, b] = await Promise.all([readBusinessNow(), readBusinessNow({ maxAgeMs: 60_000 })]);
    expect(a).toBe(b);
    expect(calls()).toBe(1);
  });
});
