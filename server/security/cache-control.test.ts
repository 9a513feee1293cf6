// Every /api answer says Cache-Control: no-store unless its route sets its own, so no shared
// cache (or the browser's back button) keeps a diner's order, a session or a staff list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import ordersModule from '../modules/orders/index';

describe('Cache-Control of the API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ modules: [ordersModule] });
  });
  afterAll(() => s.close());

  it('is no-store on answers, refusals and unknown /api paths', async () => {
    const answers = [
      await s.request('/api/health'),
      await s.request('/api/v2/orders', { method: 'PATCH', body: { orders: [] } }),
      await s.request('/api/v2/orders', { method: 'POST', body: { bad: true } }),
      await s.request('/api/v9/nothing-here'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400, 404]);
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the app files their own lifetime', async () => {
    const page = await s.request('/');
    expect(page.headers.get('cache-control')).not.toBe('no-store');
  });
});
