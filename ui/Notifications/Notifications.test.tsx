import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_DURATION, MAX_NOTIFICATIONS, NotificationQueue } from './queue';

const texts = (q: NotificationQueue) => q.items.map((n) => `${n.level}:${n.message}`);

describe('NotificationQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the same level and text only once', () => {
    const q = new NotificationQueue();
    const first = q.success('Sent to the kitchen');
    const again = q.success('Sent to the kitchen');
    expect(again).toBe(first);
    expect(texts(q)).toEqual(['success:Sent to the kitchen']);
  });

  it('shows the same text again when the level differs', () => {
    const q = new NotificationQueue();
    q.success('Service called');
    q.error('Service called');
    q.warning('Service called');
    expect(texts(q)).toEqual([
      'success:Service called',
      'error:Service called',
      'warning:Service called',
    ]);
  });

  it('shows a text again once the first one has gone', () => {
    const q = new NotificationQueue();
    const id = q.info('Round updated');
    q.dismiss(id);
    q.info('Round updated');
    expect(q.items).toHaveLength(1);
    expect(q.items[0]!.id).not.toBe(id);
  });

  it('keeps at most six, dropping the oldest', () => {
    const q = new NotificationQueue();
    for (let i = 1; i <= 7; i++) q.info(`Round ${i}`);
    expect(MAX_NOTIFICATIONS).toBe(6);
    expect(q.items.map((n) => n.message)).toEqual([
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      'Round 6',
      'Round 7',
    ]);
  });

  it('removes each notification after its duration', () => {
    const q = new NotificationQueue();
    q.success('Sent to the kitchen');
    q.warning('Cart has no data', { duration: 5000 });
    vi.advanceTimersByTime(DEFAULT_NOTIFICATION_DURATION - 1);
    expect(q.items).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(texts(q)).toEqual(['warning:Cart has no data']);
    vi.advanceTimersByTime(2000);
    expect(q.items).toHaveLength(0);
  });

  it('stops the clock while paused and goes on with the time left', () => {
    const q = new NotificationQueue({ duration: 3000 });
    q.error('Cart send failed');
    vi.advanceTimersByTime(2000);
    q.pause();
    vi.advanceTimersByTime(10_000);
    expect(q.items).toHaveLength(1);
    q.resume();
    vi.advanceTimersByTime(999);
    expect(q.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(q.items).toHaveLength(0);
  });

  it('does not start the clock of a notification added while paused', () => {
    const q = new NotificationQueue({ duration: 1000 });
    q.pause();
    q.info('Round updated');
    vi.advanceTimersByTime(5000);
    expect(q.items).toHaveLength(1);
    q.resume();
    vi.advanceTimersByTime(1000);
    expect(q.items).toHaveLength(0);
  });

  it('tells subscribers about every change and keeps the snapshot stable in between', () => {
    const q = new NotificationQueue();
    const listener = vi.fn();
    const unsubscribe = q.subscribe(listener);
    const before = q.getSnapshot();
    expect(q.getSnapshot()).toBe(before);
    const id = q.success('Login succeeded');
    q.success('Login succeeded');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(q.getSnapshot()).not.toBe(before);
    q.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    q.info('Round updated');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores dismissing an id that is gone', () => {
    const q = new NotificationQueue();
    const listener = vi.fn();
    q.subscribe(listener);
    q.dismiss('n404');
    q.clear();
    expect(listener).not.toHaveBeenCalled();
  });

  it('refuses an empty message, an unknown level or a bad duration and changes nothing', () => {
    const q = new NotificationQueue();
    expect(() => q.info('   ')).toThrow(/non-empty message/);
    // @ts-expect-error: a level outside the four is refused at run time too
    expect(() => q.add('debug', 'Hello')).toThrow(/level must be one of/);
    expect(() => q.info('Hello', { duration: 0 })).toThrow(/positive number/);
    expect(() => q.info('Hello', { duration: Number.NaN })).toThrow(/positive number/);
    expect(() => new NotificationQueue({ max: 0 })).toThrow(/at least 1/);
    expect(q.items).toHaveLength(0);
  });
});
