import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds, type TestServer } from '../../test/harness';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import settingsModule from './index';
import { PRINT_RULE_IDS, SETTINGS } from '../../../core';

type Entry = { id: number; name: string; value: unknown };

describe.each(storeKinds())('Settings (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoServer(kind, [settingsModule]);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  it('lists every setting as name and value, the objects kept whole', async () => {
    const res = await server.request('/api/v2/settings');
    expect(res.status).toBe(200);
    const list = res.body as Entry[];
    const byName = new Map(list.map((s) => [s.name, s.value]));
    expect(byName.get('rule-global-turn-limit')).toEqual({
      enable: 1,
      turn_dishes: 6,
      turn_mins: 10,
    });
    expect(byName.get('package-fee')).toEqual({ menu_id: 9 });
    expect(byName.get('time_interval')).toBe(4);
    expect(list.map((s) => s.id)).toEqual([...list.map((s) => s.id)].sort((a, b) => a - b));
  });

  it('answers one setting by id in a list, for the ids the app reads', async () => {
    const { memberLogin, printing, takeawayPrinting, theme, displayMode } = SETTINGS;
    for (const [id, name] of [
      ...[memberLogin, printing, takeawayPrinting, theme, displayMode].map(
        (s) => [s.id, s.name] as const,
      ),
      [PRINT_RULE_IDS[0], 'print-rule-kitchen-ticket'],
      [PRINT_RULE_IDS[PRINT_RULE_IDS.length - 1], 'print-rule-takeaway-label'],
    ] as const) {
      const res = await server.request(`/api/v2/settings/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ id, name, value: expect.anything() }]);
    }
    const themeRow = await server.request(`/api/v2/settings/${theme.id}`);
    expect((themeRow.body as Entry[])[0]!.value).toBe(1);
  });

  it('refuses an unknown id and one that is not a number', async () => {
    const unknown = await server.request('/api/v2/settings/4242');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await server.request('/api/v2/settings/theme');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
