import { describe, expect, it } from 'vitest';
import {
  minutesUntilClose,
  minutesUntilNextChange,
  resolveBusinessRule,
  type BusinessHourRule,
  type BusinessHourMode,
} from './resolve';
import { minutesOnTheClock, wallClockAt, weekdayOfDate } from './zoned';

const ROME = 'Europe/Rome';
const utc = (iso: string) => Date.parse(`${iso}Z`);

/** The rule in force and the real minutes to its close, as the server announces them. */
function inForce(rules: BusinessHourRule[], atMs: number, mode: BusinessHourMode = 'weekly') {
  const clock = wallClockAt(ROME, atMs);
  const { rule } = resolveBusinessRule(rules, clock, { mode });
  return { rule, toClose: rule ? minutesOnTheClock(clock, minutesUntilClose(rule, clock)) : null };
}

describe('wallClockAt', () => {
  it('reads the restaurant wall clock from an instant in its time zone', () => {
    // Saturday 2026-01-10 23:30 UTC is Sunday 00:30 in Rome (UTC+1).
    expect(wallClockAt(ROME, utc('2026-01-10T23:30'))).toMatchObject({
      date: '2026-01-11',
      weekday: 0,
      minutes: 30,
    });
    expect(wallClockAt('UTC', utc('2026-01-10T23:30:30'))).toMatchObject({
      date: '2026-01-10',
      weekday: 6,
      minutes: 1410.5,
    });
  });

  it("takes the weekday at 00:30 from Rome's clock, not UTC's, on both change nights", () => {
    // Saturday 23:30 UTC before the spring change (UTC+1), 22:30 UTC before the autumn one (UTC+2).
    for (const [at, date] of [
      ['2026-03-28T23:30', '2026-03-29'],
      ['2026-10-24T22:30', '2026-10-25'],
    ] as const) {
      expect(new Date(utc(at)).getUTCDay()).toBe(6);
      expect(wallClockAt(ROME, utc(at))).toMatchObject({ date, weekday: 0, minutes: 30 });
    }
  });

  it('moves the offset at 02:00 on the last Sundays of March and October', () => {
    expect(wallClockAt(ROME, utc('2026-03-29T00:59')).offsetMinutes).toBe(60);
    expect(wallClockAt(ROME, utc('2026-03-29T01:00'))).toMatchObject({
      minutes: 180,
      offsetMinutes: 120,
    });
    expect(wallClockAt(ROME, utc('2026-10-25T00:30'))).toMatchObject({
      minutes: 150,
      offsetMinutes: 120,
    });
    expect(wallClockAt(ROME, utc('2026-10-25T01:30'))).toMatchObject({
      minutes: 150,
      offsetMinutes: 60,
    });
  });
});

describe('a Sunday window 01:30–03:30 in Rome', () => {
  const night: BusinessHourRule = { start_time: '01:30', end_time: '03:30', week: '0' };

  it('is an hour long on the last Sunday of March, when 02:00 becomes 03:00', () => {
    expect(inForce([night], utc('2026-03-29T00:29')).rule).toBeNull(); // 01:29 CET
    expect(inForce([night], utc('2026-03-29T00:30'))).toEqual({ rule: night, toClose: 60 });
    expect(inForce([night], utc('2026-03-29T00:45:30')).toClose).toBe(44.5);
    expect(inForce([night], utc('2026-03-29T01:00'))).toEqual({ rule: night, toClose: 30 }); // 03:00 CEST
    expect(inForce([night], utc('2026-03-29T01:30')).rule).toBeNull(); // 03:30 CEST
  });

  it('is three hours long on the last Sunday of October, when 03:00 becomes 02:00', () => {
    expect(inForce([night], utc('2026-10-24T23:30'))).toEqual({ rule: night, toClose: 180 });
    expect(inForce([night], utc('2026-10-25T00:30'))).toEqual({ rule: night, toClose: 120 }); // 02:30 CEST
    expect(inForce([night], utc('2026-10-25T01:30'))).toEqual({ rule: night, toClose: 60 }); // 02:30 CET
    expect(inForce([night], utc('2026-10-25T02:30')).rule).toBeNull(); // 03:30 CET
  });

  it('is two hours long on an ordinary Sunday', () => {
    expect(inForce([night], utc('2026-03-22T00:30'))).toEqual({ rule: night, toClose: 120 });
    expect(inForce([night], utc('2026-10-18T23:30')).rule).toBeNull(); // Monday 01:30 CEST
  });
});

describe("a window ending at '24:00' in Rome", () => {
  const day: BusinessHourRule = { start_time: '01:00', end_time: '24:00' };
  const evening: BusinessHourRule = { start_time: '18:00', end_time: '24:00' };

  it('closes at the next midnight in real minutes across the change', () => {
    // 01:30 CET on 29 March: 22.5 hours of clock, 21.5 of time.
    expect(inForce([day], utc('2026-03-29T00:30'), 'fixed').toClose).toBe(1290);
    // 01:30 CEST on 25 October: 22.5 hours of clock, 23.5 of time.
    expect(inForce([day], utc('2026-10-24T23:30'), 'fixed').toClose).toBe(1410);
    // The evenings before and after are the usual length.
    expect(inForce([evening], utc('2026-03-28T22:30'), 'fixed').toClose).toBe(30);
    expect(inForce([evening], utc('2026-03-29T21:30'), 'fixed').toClose).toBe(30);
  });
});

describe('minutesOnTheClock', () => {
  it('counts to the first 02:30 still ahead in the hour the autumn clock repeats', () => {
    const late: BusinessHourRule = { start_time: '01:00', end_time: '02:30' };
    expect(inForce([late], utc('2026-10-25T00:15'), 'fixed').toClose).toBe(15); // 02:15 CEST
    expect(inForce([late], utc('2026-10-25T01:15'), 'fixed').toClose).toBe(15); // 02:15 CET
  });

  it('counts to the next change of rule in real minutes', () => {
    const night: BusinessHourRule = { start_time: '01:30', end_time: '03:30', week: '0' };
    const clock = wallClockAt(ROME, utc('2026-03-29T00:30')); // 01:30 CET: 03:30 is 2 h of clock away
    expect(minutesOnTheClock(clock, minutesUntilNextChange([night], clock, 'weekly'))).toBe(60);
  });

  it('keeps null for a window without an end', () => {
    expect(minutesOnTheClock(wallClockAt(ROME, utc('2026-03-29T00:30')), null)).toBeNull();
  });
});

describe('weekdayOfDate', () => {
  it('reads the weekday of a calendar date and refuses dates that do not exist', () => {
    expect(weekdayOfDate('2026-03-29')).toBe(0);
    expect(weekdayOfDate('2026-01-17')).toBe(6);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-3-29', 'tomorrow', ''])
      expect(weekdayOfDate(bad)).toBeNull();
  });
});
