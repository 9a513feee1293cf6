import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds, type TestServer } from '../../test/harness';
import { businessRules } from '../../store/schema';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import { createHoursModule } from './index';

interface Current {
  isBusinessTime: boolean;
  main_group_id?: number | null;
  now_week: number;
  date: string;
  minutes_to_close: number | null;
}

// The demo restaurant is in Europe/Rome. In 2026 the clocks go from 02:00 to 03:00 on Sunday
// 29 March and from 03:00 back to 02:00 on Sunday 25 October.
const utc = (iso: string) => Date.parse(`${iso}Z`);

describe.each(storeKinds())('Business hours across daylight saving (%s)', (kind) => {
  let server: TestServer;
  let now = utc('2026-03-29T00:30');
  beforeAll(async () => {
    server = await startDemoServer(kind, [createHoursModule({ now: () => now })]);
    // One rule: Sundays from 01:30 to 03:30 on the restaurant's clock.
    await server.store.db.delete(businessRules);
    await server.store.db
      .insert(businessRules)
      .values({ start_time: '01:30', end_time: '03:30', week: '0', main_group_id: 1 });
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

  it('is Sunday at 00:30 in Rome while it is still Saturday in UTC', async () => {
    expect(await current(utc('2026-03-28T23:30'))).toMatchObject({
      isBusinessTime: false,
      now_week: 0,
      date: '2026-03-29',
    });
  });

  it('counts an hour to closing when 02:00 becomes 03:00', async () => {
    expect(await current(utc('2026-03-29T00:30'))).toMatchObject({
      isBusinessTime: true,
      main_group_id: 1,
      now_week: 0,
      minutes_to_close: 60,
    });
    expect(await current(utc('2026-03-29T01:00'))).toMatchObject({ minutes_to_close: 30 });
    expect((await current(utc('2026-03-29T01:30'))).isBusinessTime).toBe(false);
  });

  it('counts three hours to closing when 03:00 becomes 02:00 again', async () => {
    expect(await current(utc('2026-10-24T23:30'))).toMatchObject({
      isBusinessTime: true,
      date: '2026-10-25',
      now_week: 0,
      minutes_to_close: 180,
    });
    expect(await current(utc('2026-10-25T00:30'))).toMatchObject({ minutes_to_close: 120 });
    expect(await current(utc('2026-10-25T01:30'))).toMatchObject({ minutes_to_close: 60 });
    expect((await current(utc('2026-10-25T02:30'))).isBusinessTime).toBe(false);
  });
});
