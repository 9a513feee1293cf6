// Issue 50 §9: one address cannot spray a password over every staff account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startTestServer, type TestServer } from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';

describe('Password spraying over the staff accounts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ prepare: (store) => insertFixtures(store) });
  });
  afterAll(() => s.close());

  const login = (id: string, password: string, cookie?: string) =>
    s.request('/api/v1/kds/employee/login', {
      method: 'POST',
      body: { id, password },
      ...(cookie ? { cookie } : {}),
    });

  it('answers at most 10 failed logins across accounts from one address; own devices still sign in', async () => {
    const owner = await login(EMPLOYEE.account, EMPLOYEE.password);
    expect(owner.status).toBe(200);
    let answered = 0;
    let limited = 0;
    for (let i = 0; i < 30; i++) {
      const res = await login(`${2000 + i}`, 'Summer2026!');
      if (res.status === 401) answered++;
      else {
        expect(res.status).toBe(429);
        expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        limited++;
      }
    }
    expect(answered).toBeLessThanOrEqual(10);
    expect(limited).toBeGreaterThanOrEqual(20);
    // The employee's own device is not held by what strangers did.
    expect((await login(EMPLOYEE.account, EMPLOYEE.password, cookieOf(owner))).status).toBe(200);
  });
});
