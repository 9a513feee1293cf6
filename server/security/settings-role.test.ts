// Issue 50 §9: the table PIN and the approval of new tables are the manager's to turn off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../auth/passwords';
import { staffLogin, startTestServer, type TestServer } from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';

const MANAGER = { account: '9001', password: 'owner-secret-9', name: 'Giulia' };

describe('Who may change the entry settings', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      prepare: async (store) => {
        await insertFixtures(store);
        await createEmployee(store.db, { ...MANAGER, role: 'manager' });
      },
    });
  });
  afterAll(() => s.close());

  const patch = (token: string, body: object) =>
    s.request('/api/v2/staff/settings', { method: 'PATCH', token, body });
  const stored = async (token: string) =>
    (await s.request('/api/v2/staff/settings', { token })).body as {
      pin: boolean;
      approval: boolean;
    };

  it('refuses a waiter turning the PIN or the approval off, and changes nothing', async () => {
    const waiter = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const before = await stored(waiter);
    for (const body of [{ pin: false }, { approval: false }, { pin: false, theme: 'light' }]) {
      const res = await patch(waiter, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await stored(waiter)).toEqual(before);
    // The rest of the service settings stay the waiter's to change.
    expect((await patch(waiter, { theme: 'light' })).status).toBe(200);
  });

  it('lets the manager turn them off and on', async () => {
    const manager = await staffLogin(s, MANAGER.account, MANAGER.password);
    expect((await patch(manager, { pin: false, approval: false })).body).toMatchObject({
      pin: false,
      approval: false,
    });
    expect((await patch(manager, { pin: true, approval: true })).status).toBe(200);
  });
});
