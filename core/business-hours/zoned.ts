/**
 * The restaurant's wall clock in its IANA time zone (restaurant_info.timezone), through dayjs.
 * The rules of resolve.ts read wall-clock minutes; the minutes the server announces (to closing,
 * to the next change) are real ones, which differ from the wall clock's on the nights the clocks
 * change. Kept out of core/index.ts: only the server resolves the hours (see ../time/dayjs.ts).
 */
import { dayjs, type Dayjs } from '../time/dayjs';
import type { LocalClock } from './resolve';

/** A moment on the restaurant's wall clock, with the instant and zone it was read from. */
export interface ZonedClock extends LocalClock {
  /** The restaurant-local date, YYYY-MM-DD (the holidays setting lists these). */
  date: string;
  /** The zone's offset from UTC at that instant, in minutes (60 for Rome in winter). */
  offsetMinutes: number;
  /** The instant, ms since the epoch. */
  at: number;
  timeZone: string;
}

/** The wall clock of a time zone at an instant. */
export function wallClockAt(timeZone: string, atMs: number): ZonedClock {
  const t = dayjs(atMs).tz(timeZone);
  return {
    date: t.format('YYYY-MM-DD'),
    weekday: t.day(),
    minutes: t.hour() * 60 + t.minute() + t.second() / 60 + t.millisecond() / 60_000,
    offsetMinutes: t.utcOffset(),
    at: atMs,
    timeZone,
  };
}

/**
 * Real minutes, with fractions, until the wall clock has moved on by `wallMinutes` (a time of day
 * on a whole minute, such as a window's end): the same figure, but an hour less across the spring
 * change and an hour more across the autumn one. Null stays null.
 */
export function minutesOnTheClock(clock: ZonedClock, wallMinutes: number | null): number | null {
  if (wallMinutes === null) return null;
  // The date and time the clock will show, counted on a zone-less (UTC) calendar.
  const wall = dayjs
    .utc(clock.date)
    .add(Math.round(clock.minutes + wallMinutes), 'minute')
    .format('YYYY-MM-DDTHH:mm');
  const first = dayjs.tz(wall, clock.timeZone);
  // Autumn's repeated hour shows a time twice and dayjs picks one of them: the first still ahead.
  const other = first.add(first.utcOffset() - clock.offsetMinutes, 'minute');
  const shows = (t: Dayjs) =>
    t.isAfter(clock.at) && t.tz(clock.timeZone).format('YYYY-MM-DDTHH:mm') === wall;
  const target = [first, other].filter(shows).sort((a, b) => a.valueOf() - b.valueOf())[0] ?? first;
  return target.diff(clock.at, 'minute', true);
}

/** The weekday (0 Sunday … 6 Saturday) of a calendar date YYYY-MM-DD; null when there is no such date. */
export function weekdayOfDate(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = dayjs.utc(date);
  return day.isValid() && day.format('YYYY-MM-DD') === date ? day.day() : null;
}

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    dayjs(0).tz(name);
    return true;
  } catch {
    return false;
  }
}
