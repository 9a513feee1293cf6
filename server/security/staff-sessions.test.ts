// Issue 50 §4: a staff session ends at once, on HTTP and on its socket, when the employee signs
// out, is disabled, is removed or gets a new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantDocument } from '../../protocol/restaurant';
import { createEmployee, hashPassword } from '../auth/passwords';
import { nextEvent, staffLogin, startTestServer, type TestServer } from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';

const MANAGER = { account: '9001', password: 'owner-secret-9', name: 'Giulia' };

describe('Staff sessions end when the employee is signed out or changed', () => {
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

  const floor = (token: string) => s.request('/api/v2/staff/floor', { token });

  /** A socket of the staff token, and what it will hear when its session ends. */
  async function staffSocket(token: string) {
    const sock = await s.socket({ token });
    const signedOut = nextEvent<{ reason: string }>(sock, 'STAFF_SIGNED_OUT', 30_000);
    const disconnected = nextEvent<string>(sock, 'disconnect', 30_000);
    return { sock, signedOut, disconnected };
  }

  /** Replaces the restaurant's employees through the manager's import. */
  async function importEmployees(
    manager: string,
    change: (list: RestaurantDocument['employees']) => RestaurantDocument['employees'],
  ) {
    const doc = (await s.request('/api/v2/staff/restaurant/export?pictures=0', { token: manager }))
      .body as RestaurantDocument;
    doc.restaurant.restaurant_name ||= 'Trattoria';
    doc.employees = change(doc.employees);
    const res = await s.request('/api/v2/staff/restaurant/import?wipe_orders=1', {
      method: 'POST',
      token: manager,
      body: doc,
    });
    expect(res.status, res.text).toBe(200);
  }

  async function restoreWaiter(manager: string) {
    const { salt, hash } = await hashPassword(EMPLOYEE.password);
    await importEmployees(manager, (list) => [
      ...list.filter((e) => e.account !== EMPLOYEE.account),
      {
        employee_id: 1,
        account: EMPLOYEE.account,
        name: EMPLOYEE.name,
        role: 'waiter',
        password_salt: salt,
        password_hash: hash,
        active: true,
      },
    ]);
  }

  it('logout ends every session of the employee: 401 on HTTP, sockets told and disconnected', async () => {
    const first = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const second = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    expect((await floor(first)).status).toBe(200);
    const a = await staffSocket(first);
    const b = await staffSocket(second);

    const out = await s.request('/api/v2/staff/logout', { method: 'POST', token: first });
    expect(out.status).toBe(200);

    expect(await a.signedOut).toEqual({ reason: 'logout' });
    expect(await b.signedOut).toEqual({ reason: 'logout' });
    expect(await a.disconnected).toBe('io server disconnect');
    await b.disconnected;
    expect((await floor(first)).status).toBe(401);
    expect((await floor(second)).status).toBe(401);
    expect((await s.request('/api/v2/staff/session', { token: first })).status).toBe(401);
    // A socket opened with the old token is no staff socket any more.
    const late = await s.socket({ token: first });
    const ack = await late.timeout(2000).emitWithAck('JOIN_ROOM', 1);
    expect(ack).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    // Signing in again works.
    expect((await floor(await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password))).status).toBe(
      200,
    );
  });

  it.each([
    [
      'disabled',
      (list: RestaurantDocument['employees']) =>
        list.map((e) => (e.account === EMPLOYEE.account ? { ...e, active: false } : e)),
    ],
    [
      'removed',
      (list: RestaurantDocument['employees']) => list.filter((e) => e.account !== EMPLOYEE.account),
    ],
  ])('an employee %s by the manager is signed out at once', async (_what, change) => {
    const manager = await staffLogin(s, MANAGER.account, MANAGER.password);
    const waiter = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const w = await staffSocket(waiter);
    const m = await s.socket({ token: manager });
    let managerOut = false;
    m.on('STAFF_SIGNED_OUT', () => (managerOut = true));

    await importEmployees(manager, change);

    expect(await w.signedOut).toEqual({ reason: 'account' });
    await w.disconnected;
    expect((await floor(waiter)).status).toBe(401);
    // The manager, unchanged by the import, stays signed in.
    expect((await floor(manager)).status).toBe(200);
    expect(m.connected && !managerOut).toBe(true);
    await restoreWaiter(manager);
  });

  it('a new password ends the sessions signed in with the old one', async () => {
    const manager = await staffLogin(s, MANAGER.account, MANAGER.password);
    const waiter = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const w = await staffSocket(waiter);
    const { salt, hash } = await hashPassword('a-brand-new-secret');

    await importEmployees(manager, (list) =>
      list.map((e) =>
        e.account === EMPLOYEE.account ? { ...e, password_salt: salt, password_hash: hash } : e,
      ),
    );

    expect(await w.signedOut).toEqual({ reason: 'account' });
    await w.disconnected;
    expect((await floor(waiter)).status).toBe(401);
    expect((await floor(await staffLogin(s, EMPLOYEE.account, 'a-brand-new-secret'))).status).toBe(
      200,
    );
    await restoreWaiter(manager);
  });
});
