/**
 * Business hours (ordering.md §4 "Business hours", entry-home-service.md §3 "Business menu /
 * rule", §9): which rule and menus are in force at a time, whether it is business time, and the
 * closing notice.
 *
 * Times are the restaurant's wall clock: the server reads a {@link LocalClock} from an instant in the
 * restaurant's time zone (zoned.ts, through dayjs); these rules only compare minutes of the day.
 */

/** Weekday number used on holidays (entry-home-service.md §9 "Weekday 7 is used on special days"; is_holidays=1). */
export const HOLIDAY_WEEKDAY = 7;
/** Default minutes before closing when the closing notice appears (ordering.md §9, entry-home-service.md §9: 15). */
export const DEFAULT_CLOSING_NOTICE_MINUTES = 15;
const DAY_MINUTES = 1440;

/** A business-hour rule (entry-home-service.md §3 "Business menu / rule", ordering.md §3). */
export interface BusinessHourRule {
  /** "HH:mm" */
  start_time: string;
  /** "HH:mm"; "24:00" is the next midnight. */
  end_time: string;
  /** Weekday(s) the rule is for, 0 Sunday … 6 Saturday, 7 holidays; a number or a comma list. Missing: every day. */
  week?: number | string | null;
  preferred_menu?: string | null;
  alternative_menu?: string | null;
  default_menu?: number | string | null;
  hide_menu?: string | null;
  turn_dishes?: number | string | null;
  turn_mins?: number | string | null;
  max_turn?: number | string | null;
  value?: unknown;
  extra_normal?: string | null;
  extra_child?: string | null;
  extra_other?: string | null;
}

/** Business-hour modes (ordering.md §4: 24 h, fixed, weekly). */
export type BusinessHourMode = '24h' | 'fixed' | 'weekly';

/** A moment on the restaurant's wall clock. */
export interface LocalClock {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight as the clock shows them, with fractions (seconds). */
  minutes: number;
}

/**
 * Minutes since midnight of an "HH:mm" time, "24:00" being 1440 (the next midnight); null when the
 * text is not a valid time (entry-home-service.md §3: HH:mm, '24:00' allowed).
 */
export function parseClockTime(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const m = /^([01]?\d|2[0-4]):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h === 24 && min !== 0) return null;
  return h * 60 + min;
}

/**
 * True when a rule's window is the whole day, from midnight to midnight. The spec says when:
 *
 * > Opening hours: if start and end are both 00:00, 'all day' is shown; otherwise times as HH:mm.
 * > (entry-home-service.md §2 "Home page")
 *
 * > start_time, end_time (HH:mm, '24:00' allowed; end 24:00 counts as next midnight)
 * > (entry-home-service.md §3 "Business menu / rule")
 *
 * so 00:00 to 00:00 and 00:00 to 24:00. Another window whose start equals its end (10:00 to 10:00)
 * is not all day: it runs past midnight and closes at 10:00 the next day ({@link windowContains}).
 */
export function isAllDay(rule: Pick<BusinessHourRule, 'start_time' | 'end_time'>): boolean {
  const start = parseClockTime(rule.start_time);
  const end = parseClockTime(rule.end_time);
  return start === 0 && (end === 0 || end === DAY_MINUTES);
}

/**
 * True when the window of a rule contains the time (ordering.md §4: "the first whose window
 * contains the current time (end 24:00 counts as next midnight)"). Start is inside, end is not.
 * A window whose end is before its start runs past midnight.
 */
export function windowContains(
  rule: Pick<BusinessHourRule, 'start_time' | 'end_time'>,
  minutes: number,
): boolean {
  const start = parseClockTime(rule.start_time);
  const end = parseClockTime(rule.end_time);
  if (start === null || end === null) return false;
  if (isAllDay(rule)) return true;
  if (start < end) return minutes >= start && minutes < end;
  return minutes >= start || minutes < end;
}

/** The weekday numbers a rule lists, or null for every day. */
function weeksOf(rule: Pick<BusinessHourRule, 'week'>): number[] | null {
  if (rule.week === null || rule.week === undefined || rule.week === '') return null;
  if (typeof rule.week === 'number') return [rule.week];
  return rule.week
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n));
}

/**
 * The weekday to look up (entry-home-service.md §9: "Weekday 7 is used on special days"): 7 on a
 * holiday (is_holidays=1), the real weekday otherwise.
 */
export function effectiveWeekday(clock: LocalClock, isHoliday: boolean): number {
  return isHoliday ? HOLIDAY_WEEKDAY : clock.weekday;
}

/** An entry per weekday with extra item lists (a menu's per-weekday values, entry-home-service.md §3). */
export interface WeekEntry {
  week: number | string;
  extra_normal?: string | null;
  extra_child?: string | null;
  extra_other?: string | null;
}

const hasExtras = (e: WeekEntry): boolean =>
  [e.extra_normal, e.extra_child, e.extra_other].some(
    (x) => typeof x === 'string' && x.trim() !== '',
  );

/**
 * The per-weekday entry in force (entry-home-service.md §9): on a holiday the weekday-7 entry,
 * falling back to the real weekday's entry when the weekday-7 entry is missing or its extras are
 * empty; otherwise the real weekday's entry.
 */
export function pickWeekEntry<T extends WeekEntry>(
  entries: readonly T[],
  clock: LocalClock,
  isHoliday: boolean,
): T | undefined {
  const byWeek = (w: number) => entries.find((e) => Number(e.week) === w);
  if (isHoliday) {
    const holiday = byWeek(HOLIDAY_WEEKDAY);
    if (holiday && hasExtras(holiday)) return holiday;
  }
  return byWeek(clock.weekday);
}

/** The rule in force and whether it is business time. */
export interface BusinessNow<R extends BusinessHourRule = BusinessHourRule> {
  rule: R | null;
  /** Business time: ordering of round-rule dishes is open (ordering.md §4, §5). */
  isBusinessTime: boolean;
}

/**
 * The business rule in force at a time (ordering.md §4 "Business hours"): in 24 h mode it is
 * always business time (the first rule, if any, carries the menus and round values); in fixed
 * mode the first rule whose window contains the time; in weekly mode the same among the rules of
 * the weekday, using the holiday (7) rules on a holiday when there are any.
 */
export function resolveBusinessRule<R extends BusinessHourRule>(
  rules: readonly R[],
  clock: LocalClock,
  options: { mode: BusinessHourMode; isHoliday?: boolean },
): BusinessNow<R> {
  if (options.mode === '24h') return { rule: rules[0] ?? null, isBusinessTime: true };
  let candidates: readonly R[] = rules;
  if (options.mode === 'weekly') {
    const forDay = (w: number) => rules.filter((r) => weeksOf(r)?.includes(w) ?? true);
    const holidayRules = options.isHoliday
      ? rules.filter((r) => weeksOf(r)?.includes(HOLIDAY_WEEKDAY))
      : [];
    candidates = holidayRules.length > 0 ? holidayRules : forDay(clock.weekday);
  }
  const rule = candidates.find((r) => windowContains(r, clock.minutes)) ?? null;
  return { rule, isBusinessTime: rule !== null };
}

/**
 * Minutes left until the rule's window closes, with fractions; null for an all-day window
 * (ordering.md §4 closing countdown).
 */
export function minutesUntilClose(
  rule: Pick<BusinessHourRule, 'start_time' | 'end_time'>,
  clock: LocalClock,
): number | null {
  const start = parseClockTime(rule.start_time);
  const end = parseClockTime(rule.end_time);
  if (start === null || end === null || isAllDay(rule) || !windowContains(rule, clock.minutes))
    return null;
  if (start < end) return end - clock.minutes;
  return clock.minutes >= start ? DAY_MINUTES - clock.minutes + end : end - clock.minutes;
}

/**
 * Whether the closing notice shows (ordering.md §4 "Near the end of the slot a notice with
 * countdown appears (minutes before close, default 15)"; setting
 * disable-order-notice-appear-time): when 0 < minutes left ≤ noticeMinutes.
 */
export function shouldShowClosingNotice(
  minutesLeft: number | null,
  noticeMinutes: number = DEFAULT_CLOSING_NOTICE_MINUTES,
): boolean {
  return minutesLeft !== null && minutesLeft > 0 && minutesLeft <= noticeMinutes;
}

/**
 * Parses a comma list of ids ("1, 2,3") into numbers, ignoring blanks and non-numbers
 * (entry-home-service.md §3: preferred_menu, alternative_menu, hide_menu and select_menu are comma lists).
 */
export function parseIdList(list: string | number | null | undefined): number[] {
  if (list === null || list === undefined) return [];
  return String(list)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n));
}

/** The menus a rule puts in force (entry-home-service.md §3: preferred, alternative, default, hidden). */
export interface BusinessMenus {
  preferred: number[];
  alternative: number[];
  defaultMenu: number | null;
  hidden: number[];
}

/** The menus of the rule in force (entry-home-service.md §3, ordering.md §3 "Business-hour rule"). */
export function businessMenus(rule: BusinessHourRule | null): BusinessMenus {
  if (!rule) return { preferred: [], alternative: [], defaultMenu: null, hidden: [] };
  const def = parseIdList(rule.default_menu ?? null)[0];
  return {
    preferred: parseIdList(rule.preferred_menu ?? null),
    alternative: parseIdList(rule.alternative_menu ?? null),
    defaultMenu: def ?? null,
    hidden: parseIdList(rule.hide_menu ?? null),
  };
}

/**
 * Minutes until the next moment the rule in force may change: the next start or end of any rule,
 * and midnight in weekly mode; null in 24 h mode or when no rule has a boundary (entry-home-service.md
 * §4 "Home page timer: re-reads settings when the current business period starts or ends").
 */
export function minutesUntilNextChange(
  rules: readonly Pick<BusinessHourRule, 'start_time' | 'end_time'>[],
  clock: LocalClock,
  mode: BusinessHourMode,
): number | null {
  if (mode === '24h') return null;
  const points: number[] = mode === 'weekly' ? [0] : [];
  for (const rule of rules) {
    if (isAllDay(rule)) continue;
    const start = parseClockTime(rule.start_time);
    const end = parseClockTime(rule.end_time);
    if (start !== null && end !== null) points.push(start % DAY_MINUTES, end % DAY_MINUTES);
  }
  if (points.length === 0) return null;
  let best = Number.POSITIVE_INFINITY;
  for (const p of points) {
    let d = p - clock.minutes;
    while (d <= 0) d += DAY_MINUTES;
    best = Math.min(best, d);
  }
  return best;
}

/** What {@link offeredMenuIds} reads of the business rule in force. */
export interface BusinessOffer {
  /** Business time now (ordering.md §4): outside it the kitchen is closed. */
  isBusinessTime: boolean;
  /** The rule in force's hide_menu (a comma list of menu ids), if a rule is in force. */
  hide_menu?: string | null;
}

/**
 * The first-level menus a table may be opened with now, in the order given (ordering.md §4
 * "Business hours": at closing ordering is disabled and menus disabled; entry-home-service.md §3
 * "Business menu / rule": the rule in force hides hide_menu): none outside business time, else
 * every menu the rule in force does not hide. The server refuses an order request for any other,
 * and the open-table panel offers these alone.
 */
export function offeredMenuIds(menuIds: readonly number[], now: BusinessOffer): number[] {
  if (!now.isBusinessTime) return [];
  const hidden = new Set(parseIdList(now.hide_menu ?? null));
  return menuIds.filter((id) => !hidden.has(id));
}
