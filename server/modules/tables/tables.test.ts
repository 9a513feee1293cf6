import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  startTestServer,
  storeKinds,
  scanTable,
  staffLogin,
  nextEvent,
  emitWithAck,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { diningTables, orders, settings } from '../../store/schema';
import { TableCodes } from '../../auth/table-code';

describe.each(storeKinds())('Tables (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ kind, prepare: (store) => insertFixtures(store) });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  it('answers a free table and gives the diner a session cookie', async () => {
    const { res, token } = await scanTable(s, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      table_id: 1,
      table_name: 'A1',
      table_status: 0,
      order_head_id: null,
      select_menu: '',
    });
    expect(s.app.sessions.verify(token)).toMatchObject({
      kind: 'diner',
      tableId: 1,
      orderId: 0,
      customer: '1',
    });
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it('follows a merged table to its target', async () => {
    const { res, token } = await scanTable(s, 3);
    expect(res.body).toMatchObject({
      table_id: 2,
      table_name: 'A2',
      merge_status: 1,
      merge_target_table: { table_id: 2 },
    });
    expect(s.app.sessions.verify(token)).toMatchObject({ tableId: 2 });
  });

  it('answers 404 NOT_FOUND for an unknown table and a bad code', async () => {
    const r = await s.request('/api/v2/tables/77');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await s.request('/api/v2/tables/not-a-code');
    expect(bad.status).toBe(404);
  });

  it('refuses a diner changing the status while staff approval is on', async () => {
    const { cookie } = await scanTable(s, 1);
    const r = await s.request('/api/v2/tables/1', {
      method: 'PATCH',
      cookie,
      body: { table_status: 3, cor_status: 1 },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'FORBIDDEN' });
    const [row] = await s.store.db.select().from(diningTables).where(eq(diningTables.table_id, 1));
    expect(row!.table_status).toBe(0);
  });

  it('refuses a diner of another table and a caller without a session', async () => {
    const { cookie } = await scanTable(s, 5);
    expect(
      (await s.request('/api/v2/tables/1', { method: 'PATCH', cookie, body: { table_status: 2 } }))
        .status,
    ).toBe(403);
    expect(
      (await s.request('/api/v2/tables/1', { method: 'PATCH', body: { table_status: 2 } })).status,
    ).toBe(401);
  });

  it('lets staff change the status and pushes TABLE_STATUS to the room', async () => {
    const { token } = await scanTable(s, 6);
    const sock = await s.socket({ token });
    await emitWithAck(sock, 'JOIN_ROOM', 6);
    const pushed = nextEvent<{ table_id: number; table_status: number }>(sock, 'TABLE_STATUS');
    const r = await s.request('/api/v2/tables/6', {
      method: 'PATCH',
      token: staff,
      body: { table_status: 7 },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ table_id: 6, table_status: 7 });
    expect(await pushed).toMatchObject({ table_id: 6, table_status: 7 });
    await s.request('/api/v2/tables/6', {
      method: 'PATCH',
      token: staff,
      body: { table_status: 0 },
    });
  });

  it('reports a paused table so the entry can say so', async () => {
    const { res } = await scanTable(s, 4);
    expect(res.body).toMatchObject({ table_id: 4, table_status: 9 });
  });

  it('closes the order when staff frees the table', async () => {
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 5, select_menu: '9', adult_number: 2, child_number: 0 },
    });
    expect(opened.status).toBe(200);
    const orderId = (opened.body as { orderId: number }).orderId;
    const freed = await s.request('/api/v2/tables/5', {
      method: 'PATCH',
      token: staff,
      body: { table_status: 0, cor_status: 0 },
    });
    expect(freed.body).toMatchObject({ table_status: 0, order_head_id: null });
    const [o] = await s.store.db.select().from(orders).where(eq(orders.order_head_id, orderId));
    expect(o!.status).toBe('closed');
  });

  it('lists tables for staff only, by section and with orders', async () => {
    expect((await s.request('/api/v2/tables')).status).toBe(401);
    const all = await s.request('/api/v2/tables', { token: staff });
    expect((all.body as { data: unknown[] }).data).toHaveLength(6);
    const hall = await s.request('/api/v2/tables?section_id=1&with_order=1', { token: staff });
    const data = (hall.body as { data: { table_id: number; order: unknown }[] }).data;
    expect(data.map((t) => t.table_id)).toEqual([1, 2, 3]);
    expect(data[0]).toHaveProperty('order', null);
  });
});

describe('Encrypted table codes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ prepare: (store) => insertFixtures(store, { encrypting: 1 }) });
  });
  afterAll(() => s.close());

  it('resolves an encrypted code and refuses a plain id', async () => {
    const code = s.app.tableCodes.encrypt(2);
    expect(code).toMatch(/^[A-Za-z0-9_-]{44}$/);
    const { res, cookie } = await scanTable(s, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ table_id: 2 });
    const plain = await s.request('/api/v2/tables/1');
    expect(plain.status).toBe(403);
    // A diner already at table 2 may refresh it by id.
    expect((await s.request('/api/v2/tables/2', { cookie })).status).toBe(200);
  });

  it('rejects a tampered code', async () => {
    const code = s.app.tableCodes.encrypt(2);
    const tampered = code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA');
    expect((await s.request(`/api/v2/tables/${tampered}`)).status).toBe(404);
  });

  it('refuses every code altered in any byte (no forging another table from a printed code)', async () => {
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const qr = await s.request('/api/v2.5/qrcode', {
      method: 'POST',
      token: staff,
      body: { host: 'tavola.local', port: 80, table_id: 3 },
    });
    const code = (qr.body as { code: string }).code;
    expect((await scanTable(s, code)).res.status).toBe(200);
    const raw = Buffer.from(code, 'base64url');
    // XOR with '3' ^ '1' turns the digit 3 into 1 wherever the id sits in clear behind a mask.
    for (const mask of [0x33 ^ 0x31, 0x01, 0x80]) {
      for (let i = 0; i < raw.length; i++) {
        const forged = Buffer.from(raw);
        forged[i]! ^= mask;
        const res = await s.request(`/api/v2/tables/${forged.toString('base64url')}`);
        expect(res.status, `byte ${i} ^ ${mask}`).toBe(404);
        expect(res.cookies.tavola_session).toBeUndefined();
      }
    }
  });

  it('reads the legacy CBC form only when table_code_legacy is on', async () => {
    const legacy = s.app.tableCodes.encryptLegacy(2);
    expect((await s.request(`/api/v2/tables/${legacy}`)).status).toBe(404);
    await s.store.db.insert(settings).values({ id: 1099, name: 'table_code_legacy', value: 1 });
    try {
      const res = await s.request(`/api/v2/tables/${legacy}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ table_id: 2 });
    } finally {
      await s.store.db.delete(settings).where(eq(settings.name, 'table_code_legacy'));
    }
  });
});

describe('Rotating the table-code key', () => {
  const OLD = '00112233445566778899aabbccddeeff';
  const NEW = 'ffeeddccbbaa99887766554433221100';
  let during: TestServer;
  let after: TestServer;
  beforeAll(async () => {
    const start = (tableCodeKey: string) =>
      startTestServer({
        tableCodeKey,
        prepare: (store) => insertFixtures(store, { encrypting: 1 }),
      });
    [during, after] = await Promise.all([start(`${NEW},${OLD}`), start(NEW)]);
  });
  afterAll(() => Promise.all([during?.close(), after?.close()]));

  it('opens codes of every listed key, seals with the first, and voids codes of a dropped key', async () => {
    // A code printed while OLD was the only key.
    const printed = new TableCodes(OLD).encrypt(2);
    expect((await scanTable(during, printed)).res.status).toBe(200);
    const reprinted = during.app.tableCodes.encrypt(2);
    expect(new TableCodes(OLD).decrypt(reprinted)).toBeNull();
    expect((await scanTable(after, reprinted)).res.status).toBe(200);
    expect((await scanTable(after, printed)).res.status).toBe(404);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'Two server processes on one PostgreSQL and Redis',
  () => {
    it('shows a diner on one server the TABLE_STATUS of a change made through the other', async () => {
      const { createTestDatabase } = await import('../../test/harness');
      const db = await createTestDatabase();
      const shared = {
        kind: 'postgres' as const,
        databaseUrl: db.url,
        redisUrl: process.env.REDIS_URL,
        redisKey: `tavola-test-two-${Date.now()}`,
      };
      const one = await startTestServer({ ...shared, prepare: (store) => insertFixtures(store) });
      const two = await startTestServer(shared);
      try {
        const diner = await scanTable(one, 1);
        const sock = await one.socket({ token: diner.token });
        await emitWithAck(sock, 'JOIN_ROOM', 1);
        const staffOnTwo = await staffLogin(two, EMPLOYEE.account, EMPLOYEE.password);
        const pushed = nextEvent<{ table_id: number; table_status: number }>(sock, 'TABLE_STATUS');
        const r = await two.request('/api/v2/tables/1', {
          method: 'PATCH',
          token: staffOnTwo,
          body: { table_status: 7 },
        });
        expect(r.status).toBe(200);
        expect(await pushed).toMatchObject({ table_id: 1, table_status: 7 });
        // The session issued by one server is accepted by the other (both sign with the same secret).
        expect((await two.request('/api/v2/tables/1', { cookie: diner.cookie })).status).toBe(200);
      } finally {
        await one.close();
        await two.close();
        await db.drop();
      }
    });
  },
);
