// A press is the group commit's alone: once the diner's socket has passed its entry checks, a
// press reads nothing of the order outside its batch (whose row lock is where a closed order is
// refused), so a busy restaurant's presses share transactions instead of queueing reads. Closing
// the order through its real path still makes the next press refused at once, on one process and
// (PostgreSQL and Redis) on another.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import {
  createTestDatabase,
  staffLogin,
  startTestServer,
  storeKinds,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { closeByStaff, dinerOnNewOrder, press } from '../../test/diners';
import { seedCartMenu } from './testing';

const prepare = async (store: TestServer['store']) => {
  await insertFixtures(store, { approval: 0 });
  await seedCartMenu(store);
};

/** The queries of the orders table run while `fn` runs (drizzle's, i.e. outside raw SQL). */
async function orderReadsDuring(fn: () => Promise<unknown>): Promise<number> {
  const proto = PgPreparedQuery.prototype as unknown as {
    queryWithCache: (query: string, ...rest: unknown[]) => unknown;
  };
  const spy = vi.spyOn(proto, 'queryWithCache');
  try {
    await fn();
    return spy.mock.calls.filter(([q]) => /from "orders"/.test(q)).length;
  } finally {
    spy.mockRestore();
  }
}

describe.each(storeKinds())('A press and its order (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ kind, prepare });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  it('reads nothing of the order outside the batch once the socket has passed its checks', async () => {
    const { sock, tableId } = await dinerOnNewOrder(s, 3);
    expect((await press(sock, tableId)).ok).toBe(true);
    const reads = await orderReadsDuring(async () => {
      const acks = await Promise.all([1, 2, 3].map(() => press(sock, tableId)));
      expect(acks.every((a) => a.ok)).toBe(true);
    });
    expect(reads).toBe(0);
  });

  it('refuses the next press at once after staff close the order', async () => {
    const { sock, tableId } = await dinerOnNewOrder(s, 4);
    expect((await press(sock, tableId)).ok).toBe(true);
    await closeByStaff(s, staff, tableId);
    expect(await press(sock, tableId)).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
    // Known closed from then on: refused without asking the store.
    expect(await orderReadsDuring(() => press(sock, tableId))).toBe(0);
    expect(await press(sock, tableId)).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'A press on another process (PostgreSQL and Redis)',
  () => {
    it('is refused at once after the order is closed through the first process', async () => {
      const db = await createTestDatabase();
      const common = {
        kind: 'postgres' as const,
        databaseUrl: db.url,
        redisUrl: process.env.REDIS_URL,
        redisKey: `tavola-test-${randomBytes(4).toString('hex')}`,
      };
      const one = await startTestServer({ ...common, prepare });
      const two = await startTestServer(common);
      try {
        // The diner is on the second process; staff close the order through the first.
        const { sock, tableId } = await dinerOnNewOrder(two, 5);
        expect((await press(sock, tableId)).ok).toBe(true);
        const staff = await staffLogin(one, EMPLOYEE.account, EMPLOYEE.password);
        await closeByStaff(one, staff, tableId);
        expect(await press(sock, tableId)).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
      } finally {
        await one.close();
        await two.close();
        await db.drop();
      }
    }, 120_000);
  },
);
