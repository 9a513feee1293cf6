import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, storeKinds, type TestServer } from '../../test/harness';
import { SEED_TIMEOUT_MS, dinerToken, startDemoServer, staffToken } from '../menus/testing';
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

  describe('the staff editor of the settings that change service', () => {
    it('reads them through the catalogue, for staff only', async () => {
      const anon = await server.request('/api/v2/staff/settings');
      expect(anon.status).toBe(401);
      const diner = await server.request('/api/v2/staff/settings', {
        token: dinerToken(server, { tableId: 1, orderId: 0 }),
      });
      expect(diner.status).toBe(401);
      const res = await server.request('/api/v2/staff/settings', { token: staffToken(server) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        approval: true,
        theme: 'dark',
        displayMode: 'CAROUSEL',
        rounds: {
          enabled: true,
          dishesPerPerson: 6,
          minutes: 10,
          maxRounds: 10,
          oneSendPerRound: false,
        },
        callService: true,
        review: true,
        googleReview: true,
        pin: true,
        location: { enabled: false, lat: 45.4642, lng: 9.19, rangeMetres: 300 },
        kitchen: { lateMinutes: 10, overdueMinutes: 20 },
        language: 'EN',
      });
    });

    it('writes a change, answers it, and tells every connected app the stored values', async () => {
      const token = staffToken(server);
      const dinerSock = await server.socket({
        token: dinerToken(server, { tableId: 2, orderId: 0 }),
      });
      const told = nextEvent<{ settings: Entry[] }>(dinerSock, 'SETTINGS_UPDATED');
      const res = await server.request('/api/v2/staff/settings', {
        method: 'PATCH',
        token,
        body: {
          approval: false,
          theme: 'gold',
          displayMode: 'NORMAL',
          rounds: { dishesPerPerson: 8, maxRounds: 4 },
          callService: false,
          location: { enabled: true, rangeMetres: 150 },
          kitchen: { lateMinutes: 7 },
          language: 'IT',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        approval: false,
        theme: 'gold',
        displayMode: 'NORMAL',
        rounds: { enabled: true, dishesPerPerson: 8, minutes: 10, maxRounds: 4 },
        callService: false,
        location: { enabled: true, lat: 45.4642, lng: 9.19, rangeMetres: 150 },
        kitchen: { lateMinutes: 7, overdueMinutes: 20 },
        language: 'IT',
      });
      expect(
        new Map((await told).settings.map((e) => [e.name, e.value])).get('kitchen-ticket-age'),
      ).toEqual({ late_mins: 7, overdue_mins: 20 });
      const byName = new Map((await told).settings.map((e) => [e.name, e]));
      expect(byName.get('theme')).toEqual({ id: SETTINGS.theme.id, name: 'theme', value: 3 });
      expect(byName.get('open-table-audit')?.value).toEqual({ enable: 0 });
      expect(byName.get('rule-global-turn-limit')?.value).toEqual({
        enable: 1,
        turn_dishes: 8,
        turn_mins: 10,
      });
      // The public list reads the same values, so a reloaded app agrees with the pushed one.
      const list = (await server.request('/api/v2/settings')).body as Entry[];
      const stored = new Map(list.map((e) => [e.name, e.value]));
      expect(stored.get('display-mode')).toBe(1);
      expect(stored.get('call_service_function')).toBe(0);
      expect(stored.get('set_map')).toBe(1);
      dinerSock.disconnect();
    });

    it('refuses a bad value naming the field, and changes nothing', async () => {
      const token = staffToken(server);
      const before = (await server.request('/api/v2/settings')).body;
      for (const [body, field] of [
        [{ theme: 'purple' }, '/theme'],
        [{ rounds: { minutes: 0 } }, '/rounds/minutes'],
        [{ location: { lat: 95 } }, '/location/lat'],
        [{ pin: true, colour: 'red' }, 'colour'],
        [{ location: { enabled: true, lat: null } }, '/location'],
        [{ kitchen: { lateMinutes: 25, overdueMinutes: 20 } }, '/kitchen/overdueMinutes'],
        [{ kitchen: { lateMinutes: 1.5 } }, '/kitchen/lateMinutes'],
        [{ language: 'JA' }, '/language'],
      ] as const) {
        const res = await server.request('/api/v2/staff/settings', {
          method: 'PATCH',
          token,
          body,
        });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((res.body as { message: string }).message).toContain(field);
        // The console marks the field by the body's pointer, never by parsing the message.
        const pointer = field.startsWith('/') ? field : `/${field}`;
        expect((res.body as { field?: string }).field, JSON.stringify(body)).toBe(pointer);
      }
      expect((await server.request('/api/v2/settings')).body).toEqual(before);
    });
  });
});
