// Opening hours and the business rule in force (entry-home-service.md §3, §9; ordering.md §4).
// The restaurant's wall clock is the server clock in restaurant_info.timezone; the rules are
// resolved by core/business-hours.
import { asc, eq } from 'drizzle-orm';
import type {
  BusinessHour,
  BusinessRule,
  CurrentBusinessMenu as CurrentBusinessMenuWire,
  ScheduleEntry,
} from '../../../protocol/http';
import type { Db } from '../../store';
import {
  businessHours,
  businessRules,
  restaurantInfo,
  scheduleEntries,
  settings,
} from '../../store/schema';
import type { RoundWindow, RoundsInForce } from '../../../protocol/service-settings';
import { settingOf } from '../../store/settings';
import { badRequest } from '../../http/errors';
import { dayjs } from '../../../core/time/dayjs';
import {
  SETTINGS,
  effectiveWeekday,
  minutesUntilClose,
  minutesUntilNextChange,
  resolveBusinessRule,
  resolveRoundValues,
  type BusinessHourMode,
} from '../../../core';
import {
  isTimeZone,
  minutesOnTheClock,
  wallClockAt,
  weekdayOfDate,
} from '../../../core/business-hours/zoned';

/** A source of the current instant (ms since the epoch); injectable for tests. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

type RuleRow = typeof businessRules.$inferSelect;

/** The restaurant's IANA time zone (restaurant_info.timezone; UTC when missing or unknown). */
export async function restaurantTimeZone(db: Db): Promise<string> {
  const rows = await db.select({ tz: restaurantInfo.timezone }).from(restaurantInfo).limit(1);
  const tz = rows[0]?.tz || 'UTC';
  return isTimeZone(tz) ? tz : 'UTC';
}

/**
 * Holidays: setting `holidays`, a list of local dates 'YYYY-MM-DD' (a JSON array or a comma
 * list). On those dates the weekday-7 rules and prices apply (is_holidays=1).
 */
export async function holidayDates(db: Db): Promise<Set<string>> {
  return new Set(await settingOf(db, SETTINGS.holidays));
}

/**
 * Business-hour mode: setting `business-hour-mode` ('24h', 'fixed' or 'weekly'). Missing: weekly
 * when rules exist (they name their weekdays), 24 h when there is none (always open).
 */
export async function businessHourMode(db: Db, ruleCount: number): Promise<BusinessHourMode> {
  return (await settingOf(db, SETTINGS.businessHourMode)) ?? (ruleCount > 0 ? 'weekly' : '24h');
}

/** Minutes before closing when the closing notice appears (disable-order-notice-appear-time mins, default 15). */
export async function closingNoticeMinutes(db: Db): Promise<number> {
  return settingOf(db, SETTINGS.closingNotice);
}

export type BusinessRuleView = BusinessRule;

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
  const rows = await db
    .select()
    .from(businessRules)
    .orderBy(asc(businessRules.sort), asc(businessRules.id));
  return rows.map(ruleView);
}

export async function listSchedule(db: Db): Promise<ScheduleEntry[]> {
  const rows = await db
    .select()
    .from(scheduleEntries)
    .orderBy(asc(scheduleEntries.sort), asc(scheduleEntries.id));
  return rows.map((s) => ({
    id: s.id,
    start_time: s.start_time,
    end_time: s.end_time,
    default_menu: s.default_menu,
  }));
}

/** The current business rule and what it means for ordering now. */
export type CurrentBusinessMenu = CurrentBusinessMenuWire & {
  mode: BusinessHourMode;
  is_holidays: 0 | 1;
  /** Minutes until the rule in force may next change (a window starts or ends, or midnight); null when it never does. */
  minutes_to_change: number | null;
};

/** Resolves the business rule in force at `now` (end '24:00' is the next midnight; weekday 7 on holidays). */
export async function currentBusinessMenu(db: Db, now: number): Promise<CurrentBusinessMenu> {
  // One after the other: `db` may be a transaction's single connection (the cart reads the rule
  // while it holds the cart's lock), where queries cannot overlap.
  const rules = await db
    .select()
    .from(businessRules)
    .orderBy(asc(businessRules.sort), asc(businessRules.id));
  const tz = await restaurantTimeZone(db);
  const holidays = await holidayDates(db);
  const notice = await closingNoticeMinutes(db);
  const mode = await businessHourMode(db, rules.length);
  const clock = wallClockAt(tz, now);
  const { date } = clock;
  const isHoliday = holidays.has(date);
  const { rule, isBusinessTime } = resolveBusinessRule(rules, clock, { mode, isHoliday });
  const holidayRules = rules.some((r) =>
    r.week
      .split(',')
      .map((w) => w.trim())
      .includes('7'),
  );
  return {
    ...(rule ? ruleView(rule) : {}),
    isBusinessTime,
    mode,
    server_time: new Date(now).toISOString(),
    date,
    now_week: effectiveWeekday(clock, isHoliday && holidayRules),
    is_holidays: isHoliday ? 1 : 0,
    // Real minutes: across a daylight-saving change the wall clock's differ by an hour.
    minutes_to_close: rule ? minutesOnTheClock(clock, minutesUntilClose(rule, clock)) : null,
    closing_notice_minutes: notice,
    minutes_to_change: minutesOnTheClock(clock, minutesUntilNextChange(rules, clock, mode)),
  };
}

/** A rule as a window of the round settings (the console's editor). */
function roundWindowOf(r: RuleRow): RoundWindow {
  const own = (n: number | null) => (n !== null && n > 0 ? n : null);
  return {
    id: r.id,
    start_time: r.start_time,
    end_time: r.end_time,
    week: r.week,
    name: r.main_group_name,
    dishesPerPerson: own(r.turn_dishes),
    minutes: own(r.turn_mins),
    maxRounds: own(r.max_turn),
  };
}

/**
 * The round values the tables run with at `now` (the same resolution as the cart's rules:
 * core's resolveRoundValues), where each comes from, and the windows that set their own.
 */
export async function roundsInForce(db: Db, now: number): Promise<RoundsInForce> {
  const b = await currentBusinessMenu(db, now);
  const entries = await db.select({ name: settings.name, value: settings.value }).from(settings);
  const modeOn = b.mode !== '24h';
  const values = resolveRoundValues(entries, {
    mode: modeOn,
    rule: b.id !== undefined ? b : null,
  });
  const rules = await db
    .select()
    .from(businessRules)
    .orderBy(asc(businessRules.sort), asc(businessRules.id));
  const windows = modeOn
    ? rules
        .map(roundWindowOf)
        .filter((w) => w.dishesPerPerson !== null || w.minutes !== null || w.maxRounds !== null)
    : [];
  const current = modeOn && b.id !== undefined ? rules.find((r) => r.id === b.id) : undefined;
  return {
    mode: b.mode,
    now: {
      dishesPerPerson: values.turnDishes,
      minutes: values.turnMinutes,
      maxRounds: values.maxTurn,
      from: {
        dishesPerPerson: values.from.turnDishes,
        minutes: values.from.turnMinutes,
        maxRounds: values.from.maxTurn,
      },
      window: current ? roundWindowOf(current) : null,
    },
    windows,
  };
}

export type BusinessHourView = BusinessHour;

/** Every opening-hour entry of a project, or null when the project has none. */
export async function projectHours(db: Db, project: string): Promise<BusinessHourView[] | null> {
  const rows = await db
    .select()
    .from(businessHours)
    .where(eq(businessHours.project, project))
    .orderBy(asc(businessHours.week), asc(businessHours.sort), asc(businessHours.start_time));
  if (!rows.length) return null;
  return rows.map((r) => ({
    id: r.id,
    project: r.project,
    week: r.week,
    start_time: r.start_time,
    end_time: r.end_time,
    is_holidays: r.is_holidays,
  }));
}

/**
 * Opening hours of a project on the restaurant-local date of `at`: the weekday-7 entries on a
 * holiday (falling back to the real weekday when there are none), else the weekday's entries.
 */
export async function projectHoursOn(
  db: Db,
  project: string,
  at: { date: string; weekday: number },
): Promise<{ week: number; is_holidays: 0 | 1; hours: BusinessHourView[] } | null> {
  const all = await projectHours(db, project);
  if (!all) return null;
  const holidays = await holidayDates(db);
  const isHoliday = holidays.has(at.date);
  if (isHoliday) {
    const special = all.filter((h) => h.week === 7);
    if (special.length) return { week: 7, is_holidays: 1, hours: special };
  }
  return {
    week: at.weekday,
    is_holidays: isHoliday ? 1 : 0,
    hours: all.filter((h) => h.week === at.weekday),
  };
}

/** The restaurant-local date and weekday named by nowDate (or now). */
export function dayOf(
  nowDate: string | undefined,
  tz: string,
  now: number,
): { date: string; weekday: number } {
  const localDay = (ms: number) => {
    const c = wallClockAt(tz, ms);
    return { date: c.date, weekday: c.weekday };
  };
  if (nowDate === undefined) return localDay(now);
  if (/^\d{10,13}$/.test(nowDate))
    return localDay(nowDate.length === 13 ? Number(nowDate) : Number(nowDate) * 1000);
  const date = nowDate.slice(0, 10);
  const weekday = weekdayOfDate(date);
  if (weekday === null) throw badRequest(`nowDate ${nowDate} is not a date`);
  // A time with a zone names an instant: take the restaurant-local date of it.
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(nowDate)) {
    const at = dayjs(nowDate.replace(' ', 'T'));
    if (!at.isValid()) throw badRequest(`nowDate ${nowDate} is not a date`);
    return localDay(at.valueOf());
  }
  return { date, weekday };
}
