// Issue 50 §9: nobody sprays passwords over the members' phone numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/harness';
import { SEED_TIMEOUT_MS, dinerToken, startDemoServer } from '../modules/menus/testing';
import contentModule from '../modules/content';
import memberModule from '../modules/member';

const P = '/api/member/v1';
const ask = { project: 'QOP', string_id: 'tavola-sakura', type: 'QR_CODE' };

describe('Member logins under attack', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoServer('pglite', [contentModule, memberModule]);
  }, SEED_TIMEOUT_MS);
  afterAll(() => server?.close());

  it('answers at most 10 wrong logins across phone numbers from one address', async () => {
    let answered = 0;
    let limited = 0;
    for (let r = 0; r < 12; r++) {
      const diner = dinerToken(server, { tableId: 3 + (r % 3), orderId: 0 });
      const started = await server.request(`${P}/code_shark`, {
        method: 'POST',
        body: ask,
        token: diner,
      });
      const id = (started.body as { verify_id: string }).verify_id;
      for (let i = 0; i < 5; i++) {
        const res = await server.request(`${P}/code_shark/${id}/approve`, {
          method: 'POST',
          body: { phone: `+39 333 ${r}${i}0 0000`, password: 'spring-2026' },
        });
        if (res.status === 400) answered++;
        else {
          expect(res.status).toBe(429);
          expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
          limited++;
        }
      }
    }
    expect(answered).toBeLessThanOrEqual(10);
    expect(limited).toBeGreaterThanOrEqual(50);
  });
});
