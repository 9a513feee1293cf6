import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  startTestServer,
  storeKinds,
  nextEvent,
  eventArrives,
  emitWithAck,
  type TestServer,
} from '../test/harness';
import type { ServiceCallView, TableStatus } from '../../protocol';
import { emitToTable, emitToStaff } from './index';
import { orders } from '../store/schema';
import { createEmployee } from '../auth/passwords';

// The rooms deliver whatever body they are given: partial bodies keep the checks short.
const status = (body: Partial<TableStatus>) => body as TableStatus;

describe.each(storeKinds())('Table rooms (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // The staff socket's session names a stored employee (auth/staff-guard.ts).
    s = await startTestServer({
      kind,
      prepare: (store) =>
        createEmployee(store.db, { account: '1001', name: 'Ada', password: 'kitchen-secret' }).then(
          () => undefined,
        ),
    });
  });
  afterAll(() => s.close());

  const diner = (tableId: number, orderId = 0, customer = '1') =>
    s.app.sessions.signDiner({ tableId, orderId, customer });

  it('lets a diner join its own table room and receive emits to it', async () => {
    const a = await s.socket({ token: diner(3) });
    const joined = nextEvent<{ room: string }>(a, 'JOIN_SUCCESS_MESSAGE');
    a.emit('JOIN_ROOM', 3);
    expect(await joined).toEqual({ room: '3' });
    const got = nextEvent(a, 'TABLE_STATUS');
    emitToTable(s.app.io, 3, 'TABLE_STATUS', status({ table_id: 3, table_status: 2 }));
    expect(await got).toEqual({ table_id: 3, table_status: 2 });
  });

  it('refuses a room of another table and a socket without a session', async () => {
    const a = await s.socket({ token: diner(3) });
    const refused = nextEvent<{ code: string; serverEventName: string }>(a, 'SOCKET_ERROR');
    a.emit('JOIN_ROOM', '4');
    expect(await refused).toMatchObject({ code: 'FORBIDDEN', serverEventName: 'JOIN_ROOM' });
    const anon = await s.socket();
    const ack = await emitWithAck<{ ok: boolean; code: string }>(anon, 'JOIN_ROOM', { room: '3' });
    expect(ack).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const heard = eventArrives(anon, 'TABLE_STATUS');
    emitToTable(s.app.io, 3, 'TABLE_STATUS', status({ table_id: 3 }));
    expect(await heard).toBe(false);
  });

  it('refuses malformed room payloads', async () => {
    const a = await s.socket({ token: diner(3) });
    for (const bad of [null, { room: 'x'.repeat(200) }, { room: 'abc' }, ['3'], 3.5]) {
      const ack = await emitWithAck<{ ok: boolean; code: string }>(a, 'JOIN_ROOM', bad);
      expect(ack).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
  });

  it('lets a quick-service diner join the room of its negative order id', async () => {
    // The session names a real, open order (a session of an ended order scans again).
    const [order] = await s.store.db
      .insert(orders)
      .values({ table_id: -1, eat_type: 1 })
      .returning({ id: orders.order_head_id });
    const a = await s.socket({ token: diner(-1, order!.id) });
    const room = String(-order!.id);
    const ack = await emitWithAck<{ ok: boolean; room: string }>(a, 'JOIN_ROOM', room);
    expect(ack).toEqual({ ok: true, room });
  });

  it('leaves a room and then hears nothing from it', async () => {
    const a = await s.socket({ token: diner(5) });
    await emitWithAck(a, 'JOIN_ROOM', 5);
    const left = nextEvent<{ room: string }>(a, 'LEAVE_SUCCESS_MESSAGE');
    a.emit('LEAVE_ROOM', 5);
    expect(await left).toEqual({ room: '5' });
    const heard = eventArrives(a, 'TABLE_STATUS');
    emitToTable(s.app.io, 5, 'TABLE_STATUS', status({}));
    expect(await heard).toBe(false);
  });

  it('relays SEND_IN_ROOM chat messages to the other diners of the room only', async () => {
    const a = await s.socket({ token: diner(6) });
    const b = await s.socket({ token: diner(6) });
    const other = await s.socket({ token: diner(7) });
    await emitWithAck(a, 'JOIN_ROOM', 6);
    await emitWithAck(b, 'JOIN_ROOM', 6);
    await emitWithAck(other, 'JOIN_ROOM', 7);
    const got = nextEvent(b, 'CHAT_MESSAGE');
    const otherHeard = eventArrives(other, 'CHAT_MESSAGE');
    const content = { event: 'RESEND_ORDER_REQUEST', tableId: 6 };
    expect(
      await emitWithAck(a, 'SEND_IN_ROOM', { room: '6', title: 'CHAT_MESSAGE', content }),
    ).toEqual({ ok: true });
    expect(await got).toEqual({ room: '6', title: 'CHAT_MESSAGE', content });
    expect(await otherHeard).toBe(false);
  });

  it('refuses relaying server-only events from a diner', async () => {
    const a = await s.socket({ token: diner(8) });
    await emitWithAck(a, 'JOIN_ROOM', 8);
    const forged = await emitWithAck<{ ok: boolean; code: string }>(a, 'SEND_IN_ROOM', {
      room: '8',
      title: 'TABLE_STATUS',
      content: {},
    });
    expect(forged).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const approve = await emitWithAck<{ ok: boolean; code: string }>(a, 'SEND_IN_ROOM', {
      room: '8',
      title: 'CHAT_MESSAGE',
      content: { event: 'CREATE_ORDER_REQUEST_SUCCESSED' },
    });
    expect(approve).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('puts staff sockets in the staff room', async () => {
    const token = s.app.sessions.signStaff({ employeeId: 1, name: 'Ada', role: 'waiter' });
    const staff = await s.socket({ token });
    const got = nextEvent(staff, 'CALL_SERVICE');
    await new Promise((r) => setTimeout(r, 50));
    emitToStaff(s.app.io, 'CALL_SERVICE', { table_id: 1 } as ServiceCallView);
    expect(await got).toEqual({ table_id: 1 });
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'Rooms across processes (PostgreSQL + Redis)',
  () => {
    it('delivers an emit from one server to a client joined on the other', async () => {
      const { createTestDatabase } = await import('../test/harness');
      const db = await createTestDatabase();
      const key = `tavola-test-x-${Date.now()}`;
      const one = await startTestServer({
        kind: 'postgres',
        databaseUrl: db.url,
        redisUrl: process.env.REDIS_URL,
        redisKey: key,
      });
      const two = await startTestServer({
        kind: 'postgres',
        databaseUrl: db.url,
        redisUrl: process.env.REDIS_URL,
        redisKey: key,
      });
      try {
        const token = one.app.sessions.signDiner({ tableId: 9, orderId: 0, customer: '1' });
        const a = await one.socket({ token });
        await emitWithAck(a, 'JOIN_ROOM', 9);
        const got = nextEvent(a, 'TABLE_STATUS');
        emitToTable(two.app.io, 9, 'TABLE_STATUS', status({ table_id: 9, table_status: 3 }));
        expect(await got).toEqual({ table_id: 9, table_status: 3 });
      } finally {
        await one.close();
        await two.close();
        await db.drop();
      }
    });
  },
);
