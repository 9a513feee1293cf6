// The embedded member provider through its real routes: a table's session asks, the member's
// phone answers, the table reads the answer once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { storeKinds, type TestServer } from '../../test/harness';
import { SEED_TIMEOUT_MS, dinerToken, startDemoServer } from '../menus/testing';
import { MEMBER_VERIFY_TTL_MS } from '../../../protocol/member';
import contentModule from '../content';
import memberModule from './index';

const P = '/api/member/v1';
const ask = { project: 'QOP', string_id: 'tavola-sakura', type: 'QR_CODE' };
const SOFIA = { phone: '+39 347 555 0123', password: 'sakura-member' };

describe.each(storeKinds())('Member login provider (%s)', (kind) => {
  let server: TestServer;
  let table: string;
  let other: string;
  beforeAll(async () => {
    server = await startDemoServer(kind, [contentModule, memberModule], {
      limits: { sessionMax: 3, targetFree: 3 },
    });
    table = dinerToken(server, { tableId: 1, orderId: 0 });
    other = dinerToken(server, { tableId: 2, orderId: 0 });
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const start = async (token = table) => {
    const r = await server.request(`${P}/code_shark`, { method: 'POST', body: ask, token });
    expect(r.status).toBe(200);
    return (r.body as { verify_id: string }).verify_id;
  };
  const check = (id: string, token = table) =>
    server.request(`${P}/check/code_shark?verify_id=${id}`, { token });

  it('names the embedded provider with the member key', async () => {
    const r = await server.request('/api/v2/check/od/secret_key');
    expect(r.body).toEqual({
      restaurant: { string_id: 'tavola-sakura' },
      member_provider: '/api/member',
    });
  });

  it('mints unguessable verify ids that expire after an hour', async () => {
    const before = Date.now();
    const r = await server.request(`${P}/code_shark`, { method: 'POST', body: ask, token: table });
    const body = r.body as { error: boolean; verify_id: string; expires_at: string };
    expect(body.error).toBe(false);
    expect(body.verify_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const ttl = new Date(body.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(MEMBER_VERIFY_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(MEMBER_VERIFY_TTL_MS + 1000);
    const ids = new Set([body.verify_id, await start(), await start()]);
    expect(ids.size).toBe(3);
  });

  it('refuses a client-chosen verify id, another key, another project and no session', async () => {
    const chosen = await server.request(`${P}/code_shark`, {
      method: 'POST',
      body: { ...ask, verify_id: 'a'.repeat(32) },
      token: table,
    });
    expect(chosen.status).toBe(400);
    const key = await server.request(`${P}/code_shark`, {
      method: 'POST',
      body: { ...ask, string_id: 'someone-else' },
      token: table,
    });
    expect(key.status).toBe(403);
    const project = await server.request(`${P}/code_shark`, {
      method: 'POST',
      body: { ...ask, project: 'OTHER' },
      token: table,
    });
    expect(project.status).toBe(400);
    const anon = await server.request(`${P}/code_shark`, { method: 'POST', body: ask });
    expect(anon.status).toBe(401);
  });

  it('signs the table in once the member approves, and only once', async () => {
    const id = await start();
    expect((await check(id)).body).toEqual({ status: '0' });
    const page = await server.request(`${P}/code_shark/${id}`);
    expect(page.body).toMatchObject({ restaurant_name: 'Tavola Sakura', status: '0' });
    const ok = await server.request(`${P}/code_shark/${id}/approve`, {
      method: 'POST',
      body: SOFIA,
    });
    expect(ok.status).toBe(200);
    const done = await check(id);
    expect(done.body).toEqual({
      status: '1',
      member: {
        logo: '',
        customer_name: 'Sofia Marino',
        phone_prefix: '+39',
        phone: '3475550123',
        integrals: 1280,
        verify_id: id,
        project: 'QOP',
        string_id: 'tavola-sakura',
      },
    });
    // Single use: the member came once; the id is spent for reading and for answering.
    expect((await check(id)).status).toBe(410);
    const again = await server.request(`${P}/code_shark/${id}/cancel`, { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('answers the status only to the session that asked', async () => {
    const id = await start();
    await server.request(`${P}/code_shark/${id}/approve`, { method: 'POST', body: SOFIA });
    const stranger = await check(id, other);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('Sofia');
    expect((await server.request(`${P}/check/code_shark?verify_id=${id}`)).status).toBe(401);
    // The owner still gets the member: the stranger's try spent nothing.
    expect((await check(id)).body).toMatchObject({ status: '1' });
  });

  it('tells the table when the phone that asked cancels', async () => {
    const id = await start();
    const r = await server.request(`${P}/code_shark/${id}/cancel`, {
      method: 'POST',
      token: table,
    });
    expect(r.body).toEqual({ status: '2' });
    expect((await check(id)).body).toEqual({ status: '2' });
    const late = await server.request(`${P}/code_shark/${id}/approve`, {
      method: 'POST',
      body: SOFIA,
    });
    expect(late.status).toBe(409);
  });

  it('expires a request after its hour: status 3, no answer taken', async () => {
    const id = await start();
    await server.store.db.execute(
      sql`update member_verifications set expires_at = now() - interval '1 second' where verify_id = ${id}`,
    );
    expect((await check(id)).body).toEqual({ status: '3' });
    const late = await server.request(`${P}/code_shark/${id}/approve`, {
      method: 'POST',
      body: SOFIA,
    });
    expect(late.status).toBe(410);
    expect((await check(id)).body).toEqual({ status: '3' });
  });

  it('refuses a wrong password, changes nothing, and stops guessing past the limit', async () => {
    const id = await start();
    const wrong = { phone: SOFIA.phone, password: 'guess' };
    for (let i = 0; i < 3; i++) {
      const r = await server.request(`${P}/code_shark/${id}/approve`, {
        method: 'POST',
        body: wrong,
      });
      expect(r.status).toBe(400);
    }
    expect((await check(id)).body).toEqual({ status: '0' });
    const locked = await server.request(`${P}/code_shark/${id}/approve`, {
      method: 'POST',
      body: SOFIA,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check(id)).body).toEqual({ status: '0' });
  });

  it('refuses unknown and malformed verify ids', async () => {
    const unknown = 'b'.repeat(32);
    expect((await check(unknown)).status).toBe(404);
    expect((await server.request(`${P}/code_shark/${unknown}`)).status).toBe(404);
    expect((await check('short')).status).toBe(400);
    const bad = await server.request(`${P}/code_shark/x'%20or%201=1/cancel`, { method: 'POST' });
    expect(bad.status).toBe(400);
  });

  it('refuses the login when the member feature is off', async () => {
    await server.store.db.execute(sql`update settings set value = '0' where id = 129`);
    try {
      const r = await server.request(`${P}/code_shark`, {
        method: 'POST',
        body: ask,
        token: table,
      });
      expect(r.status).toBe(403);
    } finally {
      await server.store.db.execute(sql`update settings set value = '1' where id = 129`);
    }
  });
});
