import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeKinds, type TestServer } from '../../test/harness';
import { businessRules, settings } from '../../store/schema';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import { createHoursModule } from './index';
import { wallClockAt } from '../../../core/business-hours/zoned';

interface Current {
  isBusinessTime: boolean;
  mode: string;
  main_group_id?: number | null;
  main_group_name?: string;
  start_time?: string;
  end_time?: string;
  week?: string;
  extra_normal?: string;
  now_week: number;
  is_holidays: number;
  date: string;
  minutes_to_close: number | null;
  turn_dishes?: number | null;
}

// The demo restaurant is in Europe/Rome: UTC+1 in January, UTC+2 in July.
// Monday 2026-01-12, Saturday 2026-01-17, Monday 2026-07-13.
const rome = (isoLocal: string, offsetHours = 1) =>
  Date.parse(`${isoLocal}Z`) - offsetHours * 3600_000;

describe("the restaurant's UTC offset", () => {
  it('follows daylight saving time', () => {
    expect(wallClockAt('Europe/Rome', Date.UTC(2026, 0, 12, 12)).offsetMinutes).toBe(60);
    expect(wallClockAt('Europe/Rome', Date.UTC(2026, 6, 13, 12)).offsetMinutes).toBe(120);
    expect(wallClockAt('UTC', Date.UTC(2026, 6, 13, 12)).offsetMinutes).toBe(0);
  });
});

describe.each(storeKinds())('Hours (%s)', (kind) => {
  let server: TestServer;
  let now = rome('2026-01-12T12:00:00');
  let allDay: (typeof businessRules.$inferSelect)[] = [];
  beforeAll(async () => {
    server = await startDemoServer(kind, [createHoursModule({ now: () => now })]);
    // The demo also serves an all-day menu, from a last rule that covers the whole day; these
    // tests look at the lunch and dinner windows, so it is set aside (its own test puts it back).
    allDay = await server.store.db.select().from(businessRules).where(eq(businessRules.sort, 6));
    expect(allDay[0]).toMatchObject({ start_time: '00:00', end_time: '24:00' });
    await server.store.db.delete(businessRules).where(eq(businessRules.sort, 6));
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const current = async (at: number): Promise<Current> => {
    now = at;
    const res = await server.request('/api/v2/menus/getCurrentBusinessMenu');
    expect(res.status).toBe(200);
    return res.body as Current;
  };
  const setHolidays = async (dates: string[] | null) => {
    await server.store.db.delete(settings).where(eq(settings.name, 'holidays'));
    if (dates)
      await server.store.db.insert(settings).values({ id: 5001, name: 'holidays', value: dates });
  };
  const setMode = async (mode: string | null) => {
    await server.store.db.delete(settings).where(eq(settings.name, 'business-hour-mode'));
    if (mode)
      await server.store.db
        .insert(settings)
        .values({ id: 5002, name: 'business-hour-mode', value: mode });
  };

  it('lists the schedule and the business rules', async () => {
    const schedule = await server.request('/api/v2/schedule');
    expect(schedule.body).toEqual([
      { id: expect.any(Number), start_time: '11:30', end_time: '15:00', default_menu: '1' },
      { id: expect.any(Number), start_time: '18:30', end_time: '24:00', default_menu: '2' },
    ]);
    const rules = (await server.request('/api/v2/business-hour')).body as Array<
      Record<string, unknown>
    >;
    expect(rules).toHaveLength(6);
    expect(rules[0]).toMatchObject({
      start_time: '11:30',
      end_time: '15:00',
      week: '1,2,3,4,5',
      main_group_id: 1,
      preferred_menu: '1',
      alternative_menu: '9',
      hide_menu: '2,3',
      turn_dishes: 5,
      turn_mins: 10,
      max_turn: 6,
    });
  });

  it('serves the all-day menu between lunch and dinner, and leaves lunch and dinner their hours', async () => {
    await server.store.db.insert(businessRules).values(allDay);
    try {
      expect(await current(rome('2026-01-12T16:00:00'))).toMatchObject({
        isBusinessTime: true,
        main_group_id: 4,
        start_time: '00:00',
        end_time: '24:00',
        hide_menu: '1,2,3',
        minutes_to_close: null,
      });
      expect(await current(rome('2026-01-12T12:00:00'))).toMatchObject({ main_group_id: 1 });
      expect(await current(rome('2026-01-12T19:30:00'))).toMatchObject({ main_group_id: 2 });
      expect(await current(rome('2026-01-17T03:00:00'))).toMatchObject({
        isBusinessTime: true,
        main_group_id: 4,
      });
    } finally {
      await server.store.db.delete(businessRules).where(eq(businessRules.sort, 6));
    }
  });

  it('opens lunch at 11:30 sharp, not a second before', async () => {
    expect(await current(rome('2026-01-12T11:29:59'))).toMatchObject({
      isBusinessTime: false,
      now_week: 1,
      is_holidays: 0,
      date: '2026-01-12',
    });
    const open = await current(rome('2026-01-12T11:30:00'));
    expect(open).toMatchObject({
      isBusinessTime: true,
      main_group_id: 1,
      main_group_name: 'Pranzo',
      start_time: '11:30',
      end_time: '15:00',
      minutes_to_close: 210,
      mode: 'weekly',
    });
  });

  it('closes lunch at 15:00 and counts down to it', async () => {
    const last = await current(rome('2026-01-12T14:59:00'));
    expect(last).toMatchObject({ isBusinessTime: true, main_group_id: 1, minutes_to_close: 1 });
    const closed = await current(rome('2026-01-12T15:00:00'));
    expect(closed.isBusinessTime).toBe(false);
    expect(closed.main_group_id).toBeUndefined();
    expect(closed.minutes_to_close).toBeNull();
  });

  it("keeps dinner open until midnight when it ends at '24:00'", async () => {
    const late = await current(rome('2026-01-12T23:59:30'));
    expect(late).toMatchObject({
      isBusinessTime: true,
      main_group_id: 2,
      end_time: '24:00',
      turn_dishes: 6,
    });
    expect(late.minutes_to_close).toBeCloseTo(0.5, 5);
    const midnight = await current(rome('2026-01-13T00:00:00'));
    expect(midnight).toMatchObject({ isBusinessTime: false, now_week: 2, date: '2026-01-13' });
  });

  it('uses the weekend rules on Saturday and the local clock in summer time', async () => {
    expect(await current(rome('2026-01-17T12:00:00'))).toMatchObject({
      isBusinessTime: true,
      main_group_id: 3,
      week: '0,6',
      now_week: 6,
    });
    expect(await current(rome('2026-07-13T11:30:00', 2))).toMatchObject({
      isBusinessTime: true,
      main_group_id: 1,
    });
    expect(await current(rome('2026-07-13T11:29:00', 2))).toMatchObject({ isBusinessTime: false });
  });

  it('uses the weekday-7 rules on a holiday', async () => {
    await setHolidays(['2026-01-12']);
    try {
      const holiday = await current(rome('2026-01-12T12:00:00'));
      expect(holiday).toMatchObject({
        isBusinessTime: true,
        week: '7',
        now_week: 7,
        is_holidays: 1,
        extra_normal: '9001,9004',
        main_group_id: 3,
      });
      // The day after is an ordinary Tuesday.
      expect(await current(rome('2026-01-13T12:00:00'))).toMatchObject({
        week: '1,2,3,4,5',
        now_week: 2,
        is_holidays: 0,
      });
    } finally {
      await setHolidays(null);
    }
  });

  it('falls back to the real weekday on a holiday without weekday-7 rules', async () => {
    const saved = await server.store.db
      .select()
      .from(businessRules)
      .where(eq(businessRules.week, '7'));
    await server.store.db.delete(businessRules).where(eq(businessRules.week, '7'));
    await setHolidays(['2026-01-12']);
    try {
      expect(await current(rome('2026-01-12T12:00:00'))).toMatchObject({
        isBusinessTime: true,
        week: '1,2,3,4,5',
        now_week: 1,
        is_holidays: 1,
      });
    } finally {
      await setHolidays(null);
      await server.store.db.insert(businessRules).values(saved);
    }
  });

  it('follows the business-hour-mode setting: fixed ignores the weekday, 24 h is always open', async () => {
    await setMode('fixed');
    try {
      expect(await current(rome('2026-01-17T12:00:00'))).toMatchObject({
        isBusinessTime: true,
        main_group_id: 1,
        mode: 'fixed',
      });
      await setMode('24h');
      expect(await current(rome('2026-01-17T03:00:00'))).toMatchObject({
        isBusinessTime: true,
        mode: '24h',
        minutes_to_close: null,
      });
    } finally {
      await setMode(null);
    }
  });

  it('answers a project’s opening hours for a date', async () => {
    const monday = await server.request(
      '/api/v3/business_hour2/project?project=QOP&nowDate=2026-01-12',
    );
    expect(monday.status).toBe(200);
    expect(
      (monday.body as Array<Record<string, unknown>>).map((h) => [
        h.week,
        h.start_time,
        h.end_time,
        h.is_holidays,
      ]),
    ).toEqual([
      [1, '11:30', '15:00', 0],
      [1, '18:30', '24:00', 0],
      [1, '00:00', '24:00', 0],
    ]);
    const saturday = await server.request(
      '/api/v3/business_hour2/project?project=QOP2&nowDate=2026-01-17%2012:00:00',
    );
    expect(
      (saturday.body as Array<{ week: number; project: string }>).every(
        (h) => h.week === 6 && h.project === 'QOP2',
      ),
    ).toBe(true);
    now = rome('2026-01-17T20:00:00');
    const byClock = await server.request('/api/v3/business_hour2/project?project=QOP');
    expect((byClock.body as Array<{ week: number }>).map((h) => h.week)).toEqual([6, 6, 6]);
  });

  it('answers the weekday-7 hours on a holiday', async () => {
    await setHolidays(['2026-01-12']);
    try {
      const res = await server.request(
        '/api/v3/business_hour2/project?project=QOP&nowDate=2026-01-12',
      );
      expect(
        (res.body as Array<{ week: number; is_holidays: number }>).every(
          (h) => h.week === 7 && h.is_holidays === 1,
        ),
      ).toBe(true);
    } finally {
      await setHolidays(null);
    }
  });

  it('refuses an unknown project and a date that does not exist', async () => {
    const unknown = await server.request(
      '/api/v3/business_hour2/project?project=NOPE&nowDate=2026-01-12',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await server.request(
      '/api/v3/business_hour2/project?project=QOP&nowDate=2026-02-30',
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
