// Hours routes (entry-home-service.md §7, ordering.md §7):
//   GET /api/v2/schedule                          [{id, start_time, end_time, default_menu}]
//   GET /api/v2/business-hour                     every business rule
//   GET /api/v3/business_hour2/project?project&nowDate   the project's opening hours that day
//   GET /api/v2/menus/getCurrentBusinessMenu      the rule in force now and isBusinessTime
//   GET /api/v2/staff/round-settings              the round values in force now and the windows
//                                                 that set their own (staff session)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessHourSchema,
  BusinessRuleSchema,
  CurrentBusinessMenuSchema,
  NoQuery,
  ProjectHoursQuery,
  ScheduleEntrySchema,
  errorResponses,
} from '../../../protocol/http';
import { notFound } from '../../http/errors';
import { requireStaff } from '../../auth/session';
import { RoundsInForceSchema } from '../../../protocol/service-settings';
import {
  currentBusinessMenu,
  dayOf,
  listBusinessRules,
  listSchedule,
  projectHoursOn,
  restaurantTimeZone,
  roundsInForce,
  type Clock,
} from './service';

const errors = errorResponses(400, 404);

/** The hours routes, reading the time from `now`. */
export function hoursRoutes(now: Clock): FastifyPluginAsyncTypebox {
  return async (app) => {
    const db = () => app.store.db;

    app.get(
      '/api/v2/schedule',
      {
        schema: {
          querystring: NoQuery,
          response: { 200: Type.Array(ScheduleEntrySchema), ...errors },
        },
      },
      async () => listSchedule(db()),
    );

    app.get(
      '/api/v2/business-hour',
      {
        schema: {
          querystring: NoQuery,
          response: { 200: Type.Array(BusinessRuleSchema), ...errors },
        },
      },
      async () => listBusinessRules(db()),
    );

    app.get(
      '/api/v3/business_hour2/project',
      {
        schema: {
          querystring: ProjectHoursQuery,
          response: { 200: Type.Array(BusinessHourSchema), ...errors },
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

    app.get(
      '/api/v2/menus/getCurrentBusinessMenu',
      { schema: { querystring: NoQuery, response: { 200: CurrentBusinessMenuSchema, ...errors } } },
      async () => currentBusinessMenu(db(), now()),
    );

    app.get(
      '/api/v2/staff/round-settings',
      {
        schema: {
          querystring: NoQuery,
          response: { 200: RoundsInForceSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        requireStaff(request);
        return roundsInForce(db(), now());
      },
    );
  };
}
