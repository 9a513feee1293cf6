// Hours routes (entry-home-service.md §7, ordering.md §7):
//   GET /api/v2/schedule                          [{id, start_time, end_time, default_menu}]
//   GET /api/v2/business-hour                     every business rule
//   GET /api/v3/business_hour2/project?project&nowDate   the project's opening hours that day
//   GET /api/v2/menus/getCurrentBusinessMenu      the rule in force now and isBusinessTime
// The clock is injectable: createHoursModule({ now }) (tests); the default export uses Date.now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBodySchema, badRequest, notFound } from '../../http/errors';
import {
  currentBusinessMenu,
  listBusinessRules,
  listSchedule,
  projectHoursOn,
  restaurantNow,
  restaurantTimeZone,
  systemClock,
  type Clock,
} from './service';

const Str = Type.String();
const IntOrNull = Type.Union([Type.Integer(), Type.Null()]);
const RuleFields = {
  id: Type.Integer(),
  start_time: Str,
  end_time: Str,
  week: Str,
  extra_normal: Str,
  extra_child: Str,
  extra_other: Str,
  main_group_id: IntOrNull,
  main_group_name: Str,
  value: Type.Record(Type.String(), Type.Unknown()),
  preferred_menu: Str,
  alternative_menu: Str,
  default_menu: Str,
  hide_menu: Str,
  turn_dishes: IntOrNull,
  turn_mins: IntOrNull,
  max_turn: IntOrNull,
};
const RuleSchema = Type.Object(RuleFields);
const CurrentSchema = Type.Object({
  ...Object.fromEntries(Object.entries(RuleFields).map(([k, v]) => [k, Type.Optional(v)])),
  isBusinessTime: Type.Boolean(),
  mode: Str,
  server_time: Str,
  date: Str,
  now_week: Type.Integer(),
  is_holidays: Type.Integer(),
  minutes_to_close: Type.Union([Type.Number(), Type.Null()]),
  closing_notice_minutes: Type.Number(),
});
const HourSchema = Type.Object({
  id: Type.Integer(),
  project: Str,
  week: Type.Integer(),
  start_time: Str,
  end_time: Str,
  is_holidays: Type.Integer(),
});
const NoQuery = Type.Object({}, { additionalProperties: false });
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** nowDate: 'YYYY-MM-DD', a date-time ('YYYY-MM-DD HH:mm[:ss]', ISO 8601) or epoch milliseconds. */
const NowDate = Type.String({ minLength: 1, maxLength: 40, pattern: '^(\\d{4}-\\d{2}-\\d{2}([ T][0-9:.]{4,12}(Z|[+-]\\d{2}:?\\d{2})?)?|\\d{10,13})$' });

export interface HoursModuleOptions {
  /** Current instant in ms; default Date.now. */
  now?: Clock;
}

/** The restaurant-local date and weekday named by nowDate (or now). */
function dayOf(nowDate: string | undefined, tz: string, now: number): { date: string; weekday: number } {
  if (nowDate === undefined) {
    const r = restaurantNow(tz, now);
    return { date: r.date, weekday: r.clock.weekday };
  }
  if (/^\d{10,13}$/.test(nowDate)) {
    const ms = nowDate.length === 13 ? Number(nowDate) : Number(nowDate) * 1000;
    const r = restaurantNow(tz, ms);
    return { date: r.date, weekday: r.clock.weekday };
  }
  const date = nowDate.slice(0, 10);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) throw badRequest(`nowDate ${nowDate} is not a date`);
  // A time with a zone names an instant: take the restaurant-local date of it.
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(nowDate)) {
    const ms = Date.parse(nowDate.replace(' ', 'T'));
    if (Number.isNaN(ms)) throw badRequest(`nowDate ${nowDate} is not a date`);
    const r = restaurantNow(tz, ms);
    return { date: r.date, weekday: r.clock.weekday };
  }
  return { date, weekday: day.getUTCDay() };
}

export function createHoursModule(options: HoursModuleOptions = {}): FastifyPluginAsyncTypebox {
  const now = options.now ?? systemClock;
  return async (app) => {
    const db = () => app.store.db;

    app.get('/api/v2/schedule', { schema: { querystring: NoQuery, response: { 200: Type.Array(Type.Object({ id: Type.Integer(), start_time: Str, end_time: Str, default_menu: Str })), ...errors } } }, async () =>
      listSchedule(db()),
    );

    app.get('/api/v2/business-hour', { schema: { querystring: NoQuery, response: { 200: Type.Array(RuleSchema), ...errors } } }, async () => listBusinessRules(db()));

    app.get(
      '/api/v3/business_hour2/project',
      {
        schema: {
          querystring: Type.Object({ project: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), nowDate: Type.Optional(NowDate) }, { additionalProperties: false }),
          response: { 200: Type.Array(HourSchema), ...errors },
        },
      },
      async (request) => {
        const { project, nowDate } = request.query;
        const tz = await restaurantTimeZone(db());
        const day = dayOf(nowDate, tz, now());
        const found = await projectHoursOn(db(), project, day);
        if (!found) throw notFound(`No opening hours for project ${project}`);
        return found.hours.map((h) => ({ ...h, is_holidays: found.is_holidays }));
      },
    );

    app.get('/api/v2/menus/getCurrentBusinessMenu', { schema: { querystring: NoQuery, response: { 200: CurrentSchema, ...errors } } }, async () =>
      currentBusinessMenu(db(), now()),
    );
  };
}

export default createHoursModule();
