// Opening hours and the business rule in force (entry-home-service.md §3, §9; ordering.md §4).
// The restaurant's wall clock is the server clock in restaurant_info.timezone; the rules are
// resolved by core/business-hours.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../store';
import { businessHours, businessRules, restaurantInfo, scheduleEntries } from '../../store/schema';
import { getSetting, settingNumber } from '../../store/settings';
import {
  DEFAULT_CLOSING_NOTICE_MINUTES,
  effectiveWeekday,
  localClock,
  minutesUntilClose,
  resolveBusinessRule,
  type BusinessHourMode,
  type LocalClock,
} from '../../../core';

/** A source of the current instant (ms since the epoch); injectable for tests. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

type RuleRow = typeof businessRules.$inferSelect;

/** The restaurant's IANA time zone (restaurant_info.timezone; UTC when missing or unknown). */
export async function restaurantTimeZone(db: Db): Promise<string> {
  const rows = await db.select({ tz: restaurantInfo.timezone }).from(restaurantInfo).limit(1);
  const tz = rows[0]?.tz || 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** The UTC offset in minutes of a time zone at an instant (e.g. 60 for Rome in winter). */
export function utcOffsetMinutes(timeZone: string, atMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(atMs));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const whole = Math.floor(atMs / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The restaurant's local date (YYYY-MM-DD) and wall clock at an instant. */
export function restaurantNow(timeZone: string, atMs: number): { date: string; clock: LocalClock; offsetMinutes: number } {
  const offsetMinutes = utcOffsetMinutes(timeZone, atMs);
  const clock = localClock(atMs, offsetMinutes);
  const date = new Date(atMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
  return { date, clock, offsetMinutes };
}

/**
 * Holidays: setting `holidays`, a list of local dates 'YYYY-MM-DD' (a JSON array or a comma
 * list). On those dates the weekday-7 rules and prices apply (is_holidays=1).
 */
export async function holidayDates(db: Db): Promise<Set<string>> {
  const v = await getSetting(db, 'holidays');
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v && typeof v === 'object' && Array.isArray((v as { dates?: unknown }).dates) ? ((v as { dates: unknown[] }).dates) : [];
  return new Set(list.filter((d): d is string => typeof d === 'string').map((d) => d.trim()).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)));
}

/**
 * Business-hour mode: setting `business-hour-mode` ('24h', 'fixed' or 'weekly'). Missing: weekly
 * when rules exist (they name their weekdays), 24 h when there is none (always open).
 */
export async function businessHourMode(db: Db, ruleCount: number): Promise<BusinessHourMode> {
  const v = await getSetting(db, 'business-hour-mode');
  const s = typeof v === 'string' ? v : v && typeof v === 'object' ? (v as Record<string, unknown>).mode : undefined;
  if (s === '24h' || s === 'fixed' || s === 'weekly') return s;
  return ruleCount > 0 ? 'weekly' : '24h';
}

/** Minutes before closing when the closing notice appears (disable-order-notice-appear-time mins, default 15). */
export async function closingNoticeMinutes(db: Db): Promise<number> {
  const v = await getSetting(db, 'disable-order-notice-appear-time');
  const n = settingNumber(v, 'mins') ?? settingNumber(v);
  return n !== undefined && n > 0 ? n : DEFAULT_CLOSING_NOTICE_MINUTES;
}

export interface BusinessRuleView {
  id: number;
  start_time: string;
  end_time: string;
  week: string;
  extra_normal: string;
  extra_child: string;
  extra_other: string;
  main_group_id: number | null;
  main_group_name: string;
  value: Record<string, unknown>;
  preferred_menu: string;
  alternative_menu: string;
  default_menu: string;
  hide_menu: string;
  turn_dishes: number | null;
  turn_mins: number | null;
  max_turn: number | null;
}

export function ruleView(r: RuleRow): BusinessRuleView {
  return {
    id: r.id,
    start_time: r.start_time,
    end_time: r.end_time,
    week: r.week,
    extra_normal: r.extra_normal,
    extra_child: r.extra_child,
    extra_other: r.extra_other,
    main_group_id: r.main_group_id,
    main_group_name: r.main_group_name,
    value: r.value,
    preferred_menu: r.preferred_menu,
    alternative_menu: r.alternative_menu,
    default_menu: r.default_menu,
    hide_menu: r.hide_menu,
    turn_dishes: r.turn_dishes,
    turn_mins: r.turn_mins,
    max_turn: r.max_turn,
  };
}

export async function listBusinessRules(db: Db): Promise<BusinessRuleView[]> {
  const rows = await db.select().from(businessRules).orderBy(asc(businessRules.sort), asc(businessRules.id));
  return rows.map(ruleView);
}

export async function listSchedule(db: Db) {
  const rows = await db.select().from(scheduleEntries).orderBy(asc(scheduleEntries.sort), asc(scheduleEntries.id));
  return rows.map((s) => ({ id: s.id, start_time: s.start_time, end_time: s.end_time, default_menu: s.default_menu }));
}

/** The current business rule and what it means for ordering now. */
export interface CurrentBusinessMenu extends Partial<BusinessRuleView> {
  /** Ordering of round-rule dishes is open. */
  isBusinessTime: boolean;
  mode: BusinessHourMode;
  /** Server time (ISO) the answer was computed for. */
  server_time: string;
  /** The restaurant's local date, YYYY-MM-DD. */
  date: string;
  /** Weekday looked up: 0 Sunday … 6 Saturday, 7 on a holiday. */
  now_week: number;
  is_holidays: 0 | 1;
  /** Minutes (with fractions) until the rule's window closes; null when open all day or closed. */
  minutes_to_close: number | null;
  /** Minutes before closing when the closing notice appears. */
  closing_notice_minutes: number;
}

/** Resolves the business rule in force at `now` (end '24:00' is the next midnight; weekday 7 on holidays). */
export async function currentBusinessMenu(db: Db, now: number): Promise<CurrentBusinessMenu> {
  // One after the other: `db` may be a transaction's single connection (the cart reads the rule
  // while it holds the cart's lock), where queries cannot overlap.
  const rules = await db.select().from(businessRules).orderBy(asc(businessRules.sort), asc(businessRules.id));
  const tz = await restaurantTimeZone(db);
  const holidays = await holidayDates(db);
  const notice = await closingNoticeMinutes(db);
  const mode = await businessHourMode(db, rules.length);
  const { date, clock } = restaurantNow(tz, now);
  const isHoliday = holidays.has(date);
  const { rule, isBusinessTime } = resolveBusinessRule(rules, clock, { mode, isHoliday });
  const holidayRules = rules.some((r) => r.week.split(',').map((w) => w.trim()).includes('7'));
  return {
    ...(rule ? ruleView(rule) : {}),
    isBusinessTime,
    mode,
    server_time: new Date(now).toISOString(),
    date,
    now_week: effectiveWeekday(clock, isHoliday && holidayRules),
    is_holidays: isHoliday ? 1 : 0,
    minutes_to_close: rule ? minutesUntilClose(rule, clock) : null,
    closing_notice_minutes: notice,
  };
}

export interface BusinessHourView {
  id: number;
  project: string;
  week: number;
  start_time: string;
  end_time: string;
  is_holidays: number;
}

/** Every opening-hour entry of a project, or null when the project has none. */
export async function projectHours(db: Db, project: string): Promise<BusinessHourView[] | null> {
  const rows = await db
    .select()
    .from(businessHours)
    .where(eq(businessHours.project, project))
    .orderBy(asc(businessHours.week), asc(businessHours.sort), asc(businessHours.start_time));
  if (!rows.length) return null;
  return rows.map((r) => ({ id: r.id, project: r.project, week: r.week, start_time: r.start_time, end_time: r.end_time, is_holidays: r.is_holidays }));
}

/**
 * Opening hours of a project on the restaurant-local date of `at`: the weekday-7 entries on a
 * holiday (falling back to the real weekday when there are none), else the weekday's entries.
 */
export async function projectHoursOn(db: Db, project: string, at: { date: string; weekday: number }): Promise<{ week: number; is_holidays: 0 | 1; hours: BusinessHourView[] } | null> {
  const all = await projectHours(db, project);
  if (!all) return null;
  const holidays = await holidayDates(db);
  const isHoliday = holidays.has(at.date);
  if (isHoliday) {
    const special = all.filter((h) => h.week === 7);
    if (special.length) return { week: 7, is_holidays: 1, hours: special };
  }
  return { week: at.weekday, is_holidays: isHoliday ? 1 : 0, hours: all.filter((h) => h.week === at.weekday) };
}
