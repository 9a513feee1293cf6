import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastLoad } from './last-load';

afterEach(() => vi.restoreAllMocks());

/** A load that resolves `ok` when released, counting its runs. */
function counted() {
  const runs: ((ok: boolean) => void)[] = [];
  const run = () => new Promise<boolean>((resolve) => runs.push(resolve));
  return { runs, run };
}

describe('lastLoad', () => {
  it('takes a load of the same key under way, and one that succeeded within the age asked', async () => {
    const last = lastLoad<string>();
    const { runs, run } = counted();
    const first = last.take('menu 4', 0, run);
    expect(last.take('menu 4', 0, run)).toBe(first);
    runs[0]!(true);
    await first;
    expect(last.take('menu 4', 10_000, run)).toBe(first);
    // Once its answer is no longer held, or older than the age, it asks again.
    const second = last.take('menu 4', 10_000, run, () => false);
    expect(runs).toHaveLength(2);
    runs[1]!(true);
    await second;
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    last.take('menu 4', 10_000, run);
    expect(runs).toHaveLength(3);
  });

  it('never takes a failed load, and says which key was asked for last', async () => {
    const last = lastLoad<number>();
    const { runs, run } = counted();
    const failed = last.take(1, 10_000, run);
    runs[0]!(false);
    await failed;
    last.take(1, 10_000, run);
    expect(runs).toHaveLength(2);
    expect(last.isLatest(1)).toBe(true);
    last.take(2, 10_000, run);
    expect(last.isLatest(1)).toBe(false);
    last.forget();
    expect(last.isLatest(2)).toBe(false);
  });

  it('is over when its load throws: the next call asks again', async () => {
    const last = lastLoad<number>();
    await expect(last.take(1, 10_000, () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    const run = vi.fn(() => Promise.resolve(true));
    await last.take(1, 10_000, run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
